/**
 * Browser code shared by the theme's components, published as "@hoverkraft/docusaurus-theme/client"
 * so that components a site ejects keep importing it from the package, never by relative path.
 */
export {type HoverkraftGlobalData, SEARCH_PAGE_PATH, SOCIAL_CARD_SIZE, THEME_NAME} from './contract';
export {useHoverkraftData} from './globalData';
export {cardFileForPermalink, cardUrlForPermalink, SOCIAL_CARDS_DIR, type SocialCardSite} from './socialCardPath';
