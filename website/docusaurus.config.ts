import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import type {Options as HoverkraftOptions, ThemeConfig as HoverkraftThemeConfig} from '@hoverkraft/docusaurus-theme';
import {hoverkraftDark, hoverkraftLight} from '@hoverkraft/docusaurus-theme/prism-themes';
import {
  ANNOUNCEMENT_ID,
  BASE_URL,
  BLOG_POST_SLUG,
  COPYRIGHT_YEAR,
  DEFAULT_COLOR_MODE,
  DOCS_SIDEBAR_ID,
  MAIN_DOC_ID,
  NPM_PACKAGE_URL,
  ORGANIZATION_NAME,
  PROJECT_NAME,
  REPOSITORY_URL,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
  TOC_MAX_HEADING_LEVEL,
  TOC_MIN_HEADING_LEVEL,
} from './siteConstants';

const editUrl = `${REPOSITORY_URL}/tree/main/website/`;

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: ORGANIZATION_NAME,
  projectName: PROJECT_NAME,
  noIndex: false,
  baseUrlIssueBanner: true,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    },
  },

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    experimental_faster: true,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl,
        },
        blog: {
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
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        // The docs root is a layout, not a page: send readers who type /docs to the main doc.
        redirects: [{from: '/docs', to: `/docs/${MAIN_DOC_ID}`}],
      },
    ],
  ],

  clientModules: ['./src/clientModules/canonicalHtmlPath.ts'],

  themes: ['@docusaurus/theme-live-codeblock', ['@hoverkraft/docusaurus-theme', {} satisfies HoverkraftOptions]],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'docusaurus, docusaurus theme, hoverkraft, documentation, react, design tokens'},
    ],
    colorMode: {
      defaultMode: DEFAULT_COLOR_MODE,
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: ANNOUNCEMENT_ID,
      content: `Hoverkraft Theme 1.0 is out: <a href="${BASE_URL}blog/${BLOG_POST_SLUG}">read the announcement</a>.`,
      // The brand primary with white text reads at AA contrast in both colour modes.
      backgroundColor: '#0073cc',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: false,
      items: [
        {type: 'docSidebar', sidebarId: DOCS_SIDEBAR_ID, position: 'left', label: 'Documentation'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: REPOSITORY_URL, label: 'GitHub', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Getting Started', to: '/docs/getting-started'},
            {label: 'Installation', to: '/docs/installation'},
            {label: 'Configuration', to: '/docs/configuration'},
            {label: 'Migration', to: '/docs/migration'},
          ],
        },
        {
          title: 'Community',
          items: [{label: 'GitHub repository', href: REPOSITORY_URL}],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'npm package', href: NPM_PACKAGE_URL},
          ],
        },
      ],
      copyright: `Copyright © ${COPYRIGHT_YEAR} Hoverkraft. Built with Docusaurus.`,
    },
    prism: {
      // The brand's code colours: every token reads at AA contrast, unlike github and dracula.
      theme: hoverkraftLight,
      darkTheme: hoverkraftDark,
      additionalLanguages: ['bash', 'json', 'diff', 'tsx'],
    },
    tableOfContents: {
      minHeadingLevel: TOC_MIN_HEADING_LEVEL,
      maxHeadingLevel: TOC_MAX_HEADING_LEVEL,
    },
    blog: {
      sidebar: {groupByYear: true},
    },
    liveCodeBlock: {
      playgroundPosition: 'top',
    },
    hoverkraft: {
      footer: {tagline: SITE_TAGLINE},
    },
  } satisfies Preset.ThemeConfig & HoverkraftThemeConfig,
};

export default config;
