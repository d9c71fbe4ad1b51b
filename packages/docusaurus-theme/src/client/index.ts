/**
 * Browser code shared by the theme's components, published as "@hoverkraft/docusaurus-theme/client"
 * so that components a site ejects keep importing it from the package, never by relative path.
 */
export {type HoverkraftGlobalData, SEARCH_PAGE_PATH, SOCIAL_CARD_SIZE, THEME_NAME} from './contract';
export {useHoverkraftData} from './globalData';
export {LLMS_FULL_FILE, LLMS_INDEX_FILE, MARKDOWN_TWIN_EXTENSION, markdownTwinPath} from './llms';
