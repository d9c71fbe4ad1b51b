import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import {BASE_URL, DOCS_SIDEBAR_ID, REPOSITORY_URL, SITE_TAGLINE, SITE_TITLE, SITE_URL} from './siteConstants';

/**
 * The stock baseline the benchmark and the performance checks compare our site with: the same
 * Docusaurus, the same docs and blog, preset-classic alone, no custom CSS, no Hoverkraft theme.
 * Live code fences render as plain code blocks here (no theme-live-codeblock), so every
 * difference in bytes or scores favours stock. scripts/stockSite.mjs copies this file and the
 * site's content into a scratch folder and builds it there.
 */
const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  // The docs link to our home page and components, which stock does not have.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'ignore',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    experimental_faster: true,
  },
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts'},
        blog: {showReadingTime: true, blogSidebarCount: 'ALL', onInlineTags: 'ignore', onInlineAuthors: 'ignore'},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: 'img/social-card.png',
    navbar: {
      title: SITE_TITLE,
      items: [
        {type: 'docSidebar', sidebarId: DOCS_SIDEBAR_ID, position: 'left', label: 'Documentation'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: REPOSITORY_URL, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {style: 'dark', copyright: 'Copyright © 2025 Hoverkraft. Built with Docusaurus.'},
  } satisfies Preset.ThemeConfig,
};

export default config;
