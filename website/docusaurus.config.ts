import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import type {Options as HoverkraftOptions, ThemeConfig as HoverkraftThemeConfig} from '@hoverkraft/docusaurus-theme';
import {hoverkraftDark, hoverkraftLight} from '@hoverkraft/docusaurus-theme/prism-themes';
import liveCodeBlocks from '@hoverkraft/docusaurus-theme/remark-live-code-blocks';
import changelogPlugin from './plugins/changelog';
import {MAIN_DOC_ID, ORGANIZATION_NAME, PROJECT_NAME, SITE_TAGLINE, SITE_TITLE} from './siteConstants';
import {
  clientModules,
  future,
  navbarLinks,
  presetContent,
  prismLanguages,
  siteIdentity,
  themeConfigContent,
} from './siteContent';

const config: Config = {
  ...siteIdentity,
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

  future,

  presets: [
    [
      'classic',
      {
        ...presetContent,
        // Pages with live code blocks get the live editor in their own chunks, loaded before
        // the page renders (see the remark plugin). The blog has none.
        docs: {...presetContent.docs, remarkPlugins: [liveCodeBlocks]},
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
    // The changelog page renders the package's CHANGELOG.md (src/pages/changelog.mdx).
    changelogPlugin,
  ],

  clientModules,

  themes: ['@docusaurus/theme-live-codeblock', ['@hoverkraft/docusaurus-theme', {} satisfies HoverkraftOptions]],

  themeConfig: {
    ...themeConfigContent,
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: false,
      items: [...navbarLinks, {type: 'search', position: 'right'}],
    },
    prism: {
      // The brand's code colours: every token reads at AA contrast, unlike github and dracula.
      theme: hoverkraftLight,
      darkTheme: hoverkraftDark,
      additionalLanguages: prismLanguages,
    },
    hoverkraft: {
      footer: {tagline: SITE_TAGLINE},
    },
  } satisfies Preset.ThemeConfig & HoverkraftThemeConfig,
};

export default config;
