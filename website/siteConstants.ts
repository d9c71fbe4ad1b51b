/**
 * The constants of the product specification, named once. docusaurus.config.ts builds the site
 * from them and the tests read them from here instead of repeating literals.
 */
export const SITE_TITLE = 'Hoverkraft Theme';
export const SITE_TAGLINE = 'Official Docusaurus theme for Hoverkraft projects';
export const SITE_URL = 'https://hoverkraft-tech.github.io';
export const BASE_URL = '/docusaurus-theme/';
export const ORGANIZATION_NAME = 'hoverkraft-tech';
export const PROJECT_NAME = 'docusaurus-theme';
export const REPOSITORY_URL = `https://github.com/${ORGANIZATION_NAME}/${PROJECT_NAME}`;
export const NPM_PACKAGE_NAME = '@hoverkraft/docusaurus-theme';
export const NPM_PACKAGE_URL = `https://www.npmjs.com/package/${NPM_PACKAGE_NAME}`;
export const COPYRIGHT_YEAR = 2025;
export const DOCS_SIDEBAR_ID = 'tutorialSidebar';
export const MAIN_DOC_ID = 'getting-started';
export const TOC_MIN_HEADING_LEVEL = 2;
export const TOC_MAX_HEADING_LEVEL = 3;
/** The tallest a page of the sidebar's Reference group may be at 1280 px wide, so a reader can hold it. */
export const REFERENCE_PAGE_MAX_HEIGHT_PX = 12_000;
/** theme-classic switches to the desktop layout above this window width. */
export const DESKTOP_BREAKPOINT_PX = 996;
export const DEFAULT_COLOR_MODE = 'light';
export const ANNOUNCEMENT_ID = 'release-1-0-0';
export const BLOG_POST_SLUG = 'introducing-hoverkraft-theme';
export const BLOG_POST_DATE = '2025-10-01';
export const BLOG_TAGS = ['announcement', 'branding', 'docusaurus', 'theme'] as const;
export const COMPONENT_DOC_IDS = [
  'badge',
  'buttons',
  'card-grid',
  'feature-grid',
  'file-tree',
  'footer',
  'hero',
  'layout',
  'logo',
  'package-manager-tabs',
  'project-card',
  'steps',
] as const;
export const GUIDE_DOC_IDS = [
  'brand-colours',
  'brand-tokens',
  'client-api',
  'code-blocks',
  'compatibility',
  'configuration',
  'configuration-errors',
  'content-security-policy',
  'contrast-modes',
  'contributing',
  'examples',
  'getting-started',
  'installation',
  'migration',
  'page-actions',
  'performance',
  'plugin-options',
  'quick-reference',
  'social-cards',
  'theme-config',
  'translation',
  'zoom',
] as const;

/** Every route of the specification, relative to BASE_URL (no leading slash; '' is home). */
export const SPEC_ROUTES: readonly string[] = [
  '',
  'blog',
  'blog/archive',
  'blog/authors',
  'blog/tags',
  ...BLOG_TAGS.map((tag) => `blog/tags/${tag}`),
  `blog/${BLOG_POST_SLUG}`,
  ...COMPONENT_DOC_IDS.map((id) => `docs/components/${id}`),
  ...GUIDE_DOC_IDS.map((id) => `docs/${id}`),
];
