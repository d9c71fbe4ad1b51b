/** The site that the mocked Docusaurus hooks describe; tests change it and setup resets it. */
export const BASE_URL = '/docusaurus-theme/';

type MockSite = {
  siteConfig: {title: string; tagline: string; baseUrl: string};
  themeConfig: Record<string, unknown>;
};

function defaultSite(): MockSite {
  return {
    siteConfig: {title: 'Test Site', tagline: 'A tagline from the site config', baseUrl: BASE_URL},
    themeConfig: {navbar: {title: 'Test Site', logo: undefined}},
  };
}

export const mockSite: MockSite = defaultSite();

export function resetMockSite(): void {
  Object.assign(mockSite, defaultSite());
}
