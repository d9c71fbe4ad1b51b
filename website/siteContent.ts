/**
 * The parts of the site's configuration that are content, not theme: the docs and blog
 * options, the announcement, the navbar links, the footer, the colour-mode defaults, the live
 * code blocks and the site's own client code (its client modules and src/theme components).
 * docusaurus.config.ts builds the site from them, and the stock Docusaurus baseline
 * (bench/stock-site) uses the same, so that comparing the two measures the Hoverkraft theme alone.
 */
import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import {
  ANNOUNCEMENT_ID,
  BASE_URL,
  BLOG_POST_SLUG,
  COPYRIGHT_YEAR,
  DEFAULT_COLOR_MODE,
  DOCS_SIDEBAR_ID,
  NPM_PACKAGE_URL,
  REPOSITORY_URL,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
  TOC_MAX_HEADING_LEVEL,
  TOC_MIN_HEADING_LEVEL,
} from './siteConstants';

type ThemeConfig = Preset.ThemeConfig;
type NavbarItems = NonNullable<NonNullable<ThemeConfig['navbar']>['items']>;

const editUrl = `${REPOSITORY_URL}/tree/main/website/`;

/** Who the site is and where it is served: the same for the site and the stock baseline. */
export const siteIdentity = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
} satisfies Partial<Config>;

/** Both sites build with Rspack (`@docusaurus/faster`), which needs the v4 head attribute flag. */
export const future = {
  v4: {removeLegacyPostBuildHeadAttribute: true},
  experimental_faster: true,
} satisfies Config['future'];

/** Client modules of the site's own, independent of any theme. */
export const clientModules = ['./src/clientModules/canonicalHtmlPath.ts'];

export const docsOptions = {
  sidebarPath: './sidebars.ts',
  editUrl,
} satisfies Preset.Options['docs'];

export const blogOptions = {
  blogTitle: 'Blog',
  blogDescription: `Releases, design notes and guides from the team behind the ${SITE_TITLE}.`,
  showReadingTime: true,
  feedOptions: {
    type: ['rss', 'atom'],
    title: `${SITE_TITLE} blog`,
    description: `News about ${SITE_TITLE}`,
    copyright: `Copyright © ${COPYRIGHT_YEAR} Hoverkraft`,
  },
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  editUrl,
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
} satisfies Preset.Options['blog'];

export const colorMode = {
  defaultMode: DEFAULT_COLOR_MODE,
  disableSwitch: false,
  respectPrefersColorScheme: false,
} satisfies ThemeConfig['colorMode'];

export const announcementBar = {
  id: ANNOUNCEMENT_ID,
  content: `Hoverkraft Theme 1.0 is out: <a href="${BASE_URL}blog/${BLOG_POST_SLUG}">read the announcement</a>.`,
  // The brand primary with white text reads at AA contrast in both colour modes.
  backgroundColor: '#0073cc',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies ThemeConfig['announcementBar'];

/** The navbar's links; the site adds the search box, which stock Docusaurus does not have. */
export const navbarLinks = [
  {type: 'docSidebar', sidebarId: DOCS_SIDEBAR_ID, position: 'left', label: 'Documentation'},
  {to: '/blog', label: 'Blog', position: 'left'},
  {href: REPOSITORY_URL, label: 'GitHub', position: 'right'},
] satisfies NavbarItems;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Getting started', to: '/docs/getting-started'},
        {label: 'Installation', to: '/docs/installation'},
        {label: 'Configuration', to: '/docs/configuration'},
        {label: 'Migration', to: '/docs/migration'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'GitHub repository', href: REPOSITORY_URL},
        {label: 'Showcase', to: '/showcase'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'Changelog', to: '/changelog'},
        {label: 'npm package', href: NPM_PACKAGE_URL},
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} Hoverkraft. Built with Docusaurus.`,
} satisfies ThemeConfig['footer'];

/** Languages highlighted in code blocks besides Prism's defaults. */
export const prismLanguages = ['bash', 'json', 'diff', 'tsx'];

export const tableOfContents = {
  minHeadingLevel: TOC_MIN_HEADING_LEVEL,
  maxHeadingLevel: TOC_MAX_HEADING_LEVEL,
} satisfies ThemeConfig['tableOfContents'];

/** Live code blocks show their result above the editor. */
export const liveCodeBlock = {playgroundPosition: 'top'} as const;

export const blogThemeConfig = {
  sidebar: {groupByYear: true},
} satisfies ThemeConfig['blog'];

/** The preset-classic options the site and the stock baseline share. */
export const presetContent = {docs: docsOptions, blog: blogOptions} satisfies Preset.Options;

/**
 * The themeConfig entries the site and the stock baseline share; each adds its own navbar (the
 * site's has the search box) and Prism settings (the site's has the brand's code colours).
 */
export const themeConfigContent = {
  image: 'img/social-card.png',
  metadata: [
    {name: 'keywords', content: 'docusaurus, docusaurus theme, hoverkraft, documentation, react, design tokens'},
  ],
  colorMode,
  announcementBar,
  footer,
  tableOfContents,
  blog: blogThemeConfig,
  liveCodeBlock,
} satisfies ThemeConfig;
