/**
 * Browser code shared by the theme's components, published as "@hoverkraft/docusaurus-theme/client"
 * so that components a site ejects keep importing it from the package, never by relative path.
 * The search dialog has an entry of its own, "@hoverkraft/docusaurus-theme/client/search-panel",
 * so that it loads only when a reader opens it.
 */
export {
  type HoverkraftGlobalData,
  type HoverkraftThemeConfig,
  PRISM_WHEN_LANGUAGES_DEFINED,
  SEARCH_PAGE_PATH,
  SOCIAL_CARD_SIZE,
  THEME_NAME,
  type ThemeConfig,
} from './contract';
export {useHoverkraftData} from './globalData';
export {LLMS_FULL_FILE, LLMS_INDEX_FILE, MARKDOWN_TWIN_EXTENSION, markdownTwinPath} from './llms/paths';
export {makeMobileMenuModal, tabbableIn} from './modalDialog';
export {useSearchStatusMessage} from './search/messages';
export {loadPagefind, type Pagefind, type PagefindResultData, SearchIndexNotBuiltError} from './search/pagefind';
export {Excerpt, SearchHitSummary} from './search/SearchHitSummary';
export {SearchIcon} from './search/SearchIcon';
export {SearchResultList, type SearchResultListProps} from './search/SearchResultList';
export {type SearchHit, type SearchState, useSearch} from './search/useSearch';
export {cardFileForPermalink, cardUrlForPermalink, SOCIAL_CARDS_DIR, type SocialCardSite} from './socialCardPath';
export {useTabLeavesCodeEditors} from './tabLeavesCodeEditors';
