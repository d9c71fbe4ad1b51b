import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';
import {SITE_TITLE} from './siteConstants';
import {
  clientModules,
  future,
  navbarLinks,
  presetContent,
  prismLanguages,
  siteIdentity,
  themeConfigContent,
} from './siteContent';

/**
 * The stock baseline the benchmark and the performance checks compare our site with: our site
 * without the Hoverkraft theme. The same Docusaurus, the same docs and blog, preset-classic
 * and theme-live-codeblock with their default styles, no custom CSS. Everything that is site
 * content (docs and blog options, announcement, navbar links, footer, code languages, live code
 * blocks, the site's own client modules and src/theme components) comes from the site's own
 * siteContent.ts and src/, so that what differs is the theme. scripts/bench/sites.mjs copies this file
 * and the site's content into a scratch folder and builds it there.
 */
const config: Config = {
  ...siteIdentity,
  // The docs link to our home page and components, which stock does not have.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'ignore',
  markdown: {hooks: {onBrokenMarkdownLinks: 'warn'}},
  future,
  clientModules,
  themes: ['@docusaurus/theme-live-codeblock'],
  presets: [['classic', presetContent satisfies Preset.Options]],
  themeConfig: {
    ...themeConfigContent,
    navbar: {title: SITE_TITLE, items: navbarLinks},
    prism: {additionalLanguages: prismLanguages},
  } satisfies Preset.ThemeConfig,
};

export default config;
