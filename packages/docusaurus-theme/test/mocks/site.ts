/** The site that the mocked Docusaurus hooks describe; tests change it and setup resets it. */
export const BASE_URL = '/docusaurus-theme/';

type MockSite = {
  siteConfig: {title: string; tagline: string; url: string; baseUrl: string};
  themeConfig: Record<string, unknown>;
  /** Global data by plugin name, for the default plugin id (what usePluginData returns). */
  globalData: Record<string, unknown>;
  /** The router's current location. */
  location: {pathname: string; search: string; hash: string};
  /** The locale being rendered. */
  currentLocale: string;
};

function defaultSite(): MockSite {
  return {
    siteConfig: {
      title: 'Test Site',
      tagline: 'A tagline from the site config',
      url: 'https://site.example.com',
      baseUrl: BASE_URL,
    },
    themeConfig: {navbar: {title: 'Test Site', logo: undefined}},
    globalData: {},
    location: {pathname: BASE_URL, search: '', hash: ''},
    currentLocale: 'en',
  };
}

export const mockSite: MockSite = defaultSite();

export function resetMockSite(): void {
  Object.assign(mockSite, defaultSite());
}
