/**
 * What the theme's own components need from its browser code, published as
 * "@hoverkraft/docusaurus-theme/client/internal" so that a component a site ejects keeps
 * importing it from the package, never by relative path (as "@docusaurus/theme-common/internal").
 *
 * NOT covered by semver: any release may rename, change or remove these names. A site's own
 * components use "@hoverkraft/docusaurus-theme/client"; an ejected copy that imports from here
 * may need updating when the theme is upgraded.
 */
export {MERMAID_SOURCE_CLASS, PRISM_WHEN_LANGUAGES_DEFINED, SEARCH_PAGE_CLASS} from '../shared/contract';
export {useIsHydrating} from './codeBlocks/isHydrating';
export {
  ADDED_LINE_CLASS,
  type CodeNotationChunk,
  codeNotationFailed,
  loadCodeNotation,
  loadedCodeNotation,
  mayHoldCodeNotation,
  REMOVED_LINE_CLASS,
} from './codeBlocks/loadCodeNotation';
export {
  type HighlightedContent,
  loadedHighlighter,
  loadHighlighter,
  loadHighlighterWhenIdle,
} from './codeBlocks/loadHighlighter';
export {definePrismGrammarsSoon} from './codeBlocks/prismGrammars';
export {ServerLinesContext} from './codeBlocks/serverLines';
export {rememberSitePrism} from './codeBlocks/sitePrism';
export {useTabLeavesCodeEditors} from './codeBlocks/tabLeavesCodeEditors';
export {useLazyChunk} from './codeBlocks/useLazyChunk';
export {useActiveDoc, useNavbarDoc, useNavbarSidebar} from './docs/activeDoc';
export {narrowedDocRoute} from './docs/docRoute';
export {lazyChunk} from './lazyChunk';
export {preloadWritingComponents, WRITING_COMPONENTS} from './mdx/writingComponents';
export {useSearchStatusMessage} from './search/messages';
export {queryFromSearch, useQueryInUrl, useScopeInUrl} from './search/navigation';
export {SearchResultList} from './search/SearchResultList';
export {SearchScopes} from './search/SearchScopes';
export {SearchStart} from './search/SearchStart';
export {NO_SCOPES} from './search/scopes';
export {useSearch} from './search/useSearch';
export {withSidebarBadge} from './sidebarBadges/sidebarBadgeLink';
export {whenIdle} from './whenIdle';
