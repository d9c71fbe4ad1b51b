import {usePluginData} from '@docusaurus/useGlobalData';
import type {HoverkraftGlobalData} from '@hoverkraft/docusaurus-theme';

/** The theme plugin's name, under which its global data is stored (THEME_NAME on the server). */
export const PLUGIN_NAME = '@hoverkraft/docusaurus-theme';

/** The full results page, relative to the base URL (SEARCH_PAGE_PATH on the server). */
export const SEARCH_PAGE_ROUTE = '/search';

const NO_DATA: HoverkraftGlobalData = {search: false, socialCards: {}};

/** What the plugin published for the client: whether search is on, and each page's card. */
export function useHoverkraftData(): HoverkraftGlobalData {
  return (usePluginData(PLUGIN_NAME) as HoverkraftGlobalData | undefined) ?? NO_DATA;
}
