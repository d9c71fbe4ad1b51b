import {mockSite} from './site';

export function usePluginData(pluginName: string): unknown {
  return mockSite.globalData[pluginName];
}

/** Every plugin's global data by plugin name, then by plugin id, as Docusaurus gives it: the mock site's under `default`. */
export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(mockSite.globalData).map(([name, data]) => [name, {default: data}]));
}
