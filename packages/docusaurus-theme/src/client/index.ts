/**
 * Browser code shared by the theme's components, published as "@hoverkraft/docusaurus-theme/client"
 * so that components a site ejects keep importing it from the package, never by relative path.
 * The search dialog ("@hoverkraft/docusaurus-theme/client/search-panel"), the Copy page action
 * ("client/copy-page") and the mobile menu's dialog behaviour ("client/mobile-menu") have
 * entries of their own, so that each loads only where and when it is used; `useZoomTrigger`
 * loads the zoom's code, in chunks of its own, only where and when an image needs it.
 */
export {
  type HoverkraftGlobalData,
  type HoverkraftThemeConfig,
  MERMAID_SOURCE_CLASS,
  PAGE_ACTIONS,
  type PageAction,
  PRISM_WHEN_LANGUAGES_DEFINED,
  SEARCH_PAGE_PATH,
  SOCIAL_CARD_SIZE,
  THEME_NAME,
  type ThemeConfig,
  ZOOM_OPT_OUT_ATTRIBUTE,
} from '../shared/contract';
export {
  cardFileForPermalink,
  cardUrlForPermalink,
  LLMS_FULL_FILE,
  LLMS_INDEX_FILE,
  MARKDOWN_TWIN_EXTENSION,
  markdownTwinPath,
  SOCIAL_CARDS_DIR,
  type SocialCardSite,
} from '../shared/routes';
export {definePrismGrammarsSoon, PRISM_GRAMMARS_MEASURE} from './codeBlocks/prismGrammars';
export {rememberSitePrism} from './codeBlocks/sitePrism';
export {useTabLeavesCodeEditors} from './codeBlocks/tabLeavesCodeEditors';
export {useHoverkraftData} from './globalData';
export {useMarkdownTwinPath} from './llms/twin';
export {useSearchStatusMessage} from './search/messages';
export {queryFromSearch, searchForQuery, useOpenPage, useQueryInUrl, useScopeInUrl} from './search/navigation';
export {loadPagefind, type Pagefind, type PagefindResultData, SearchIndexNotBuiltError} from './search/pagefind';
export {Excerpt, SearchHitSummary} from './search/SearchHitSummary';
export {SearchIcon} from './search/SearchIcon';
export {SearchResultList, type SearchResultListProps} from './search/SearchResultList';
export {SearchScopes} from './search/SearchScopes';
export {type AvailableScopes, NO_SCOPES, type SearchScope} from './search/scopes';
export {type SearchHit, type SearchState, useSearch} from './search/useSearch';
export {whenIdle} from './whenIdle';
export {useZoomTrigger, type ZoomKind} from './zoom/useZoomTrigger';
