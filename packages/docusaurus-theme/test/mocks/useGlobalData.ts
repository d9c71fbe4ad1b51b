import {mockSite} from './site';

export function usePluginData(pluginName: string): unknown {
  return mockSite.globalData[pluginName];
}
