/**
 * The browser API a site's own components may use, published as "@hoverkraft/docusaurus-theme/client"
 * and covered by semver: the theme's global data and config types, the paths of the files it
 * writes for a page (Markdown twin, social card, llms.txt), image zoom and the search icon.
 * test/packageEntries.test.ts lists these names, so that adding or removing one is a decision.
 *
 * What only the theme's own components need is in "client/internal", which semver does not
 * cover. The search dialog ("client/search-panel"), the Copy page action ("client/copy-page")
 * and the mobile menu's dialog behaviour ("client/mobile-menu") have entries of their own, so
 * that each loads only where and when it is used; `useZoomTrigger` loads the zoom's code, in
 * chunks of its own, only where and when an image needs it.
 */
export {
  type HoverkraftGlobalData,
  type HoverkraftThemeConfig,
  type PageAction,
  SEARCH_PAGE_PATH,
  SOCIAL_CARD_SIZE,
  type ThemeConfig,
  ZOOM_OPT_OUT_ATTRIBUTE,
} from '../shared/contract';
export {
  cardUrlForPermalink,
  LLMS_FULL_FILE,
  LLMS_INDEX_FILE,
  markdownTwinPath,
  type SocialCardSite,
} from '../shared/routes';
export {useHoverkraftData} from './globalData';
export {useMarkdownTwinPath} from './llms/twin';
export {SearchIcon} from './search/SearchIcon';
export {useZoomTrigger, type ZoomKind} from './zoom/useZoomTrigger';
