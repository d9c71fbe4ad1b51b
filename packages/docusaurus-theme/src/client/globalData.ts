import {usePluginData} from '@docusaurus/useGlobalData';
import {type HoverkraftGlobalData, THEME_NAME} from '../shared/contract';

const NO_DATA: HoverkraftGlobalData = {
  search: false,
  socialCards: false,
  homeSocialCard: false,
  llms: false,
  pageActions: false,
  zoom: false,
};

/** What the plugin published for the client, or "everything off" outside a site that loads it. */
export function useHoverkraftData(): HoverkraftGlobalData {
  return (usePluginData(THEME_NAME) as HoverkraftGlobalData | undefined) ?? NO_DATA;
}
