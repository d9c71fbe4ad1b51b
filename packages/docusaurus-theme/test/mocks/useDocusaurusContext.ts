import {mockSite} from './site';

export default function useDocusaurusContext() {
  return {
    siteConfig: {...mockSite.siteConfig, themeConfig: mockSite.themeConfig},
    i18n: {currentLocale: mockSite.currentLocale, defaultLocale: 'en'},
  };
}
