import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import config from '../docusaurus.config';
import * as site from '../siteConstants';

type Navbar = {
  title: string;
  items: {label?: string; position?: string; type?: string; sidebarId?: string; to?: string; href?: string}[];
};
type Footer = {
  style: string;
  copyright: string;
  links: {title: string; items: {label: string; to?: string; href?: string}[]}[];
};
type ThemeConfig = {
  image: string;
  metadata: {name: string; content: string}[];
  colorMode: {defaultMode: string; disableSwitch: boolean; respectPrefersColorScheme: boolean};
  navbar: Navbar;
  footer: Footer;
  prism: {additionalLanguages: string[]};
  tableOfContents: {minHeadingLevel: number; maxHeadingLevel: number};
  liveCodeBlock: {playgroundPosition: string};
  blog: {sidebar: {groupByYear: boolean}};
  announcementBar: {id: string; isCloseable: boolean; content: string};
};

const themeConfig = config.themeConfig as unknown as ThemeConfig;
type PresetEntry = [string, {docs: {editUrl: string; sidebarPath: string}; blog: Record<string, unknown>}];
const presetEntry = (config.presets ?? [])[0] as PresetEntry;
const presetOptions = presetEntry[1];
const websiteDir = path.resolve(__dirname, '..');

describe('site identity (spec §3, §9)', () => {
  it('has the title, tagline, url and base path of the spec', () => {
    expect(config).toMatchObject({
      title: 'Hoverkraft Theme',
      tagline: 'Official Docusaurus theme for Hoverkraft projects',
      url: 'https://hoverkraft-tech.github.io',
      baseUrl: '/docusaurus-theme/',
      organizationName: 'hoverkraft-tech',
      projectName: 'docusaurus-theme',
      noIndex: false,
      baseUrlIssueBanner: true,
    } satisfies Partial<Config>);
  });

  it('has a favicon that exists in static/', () => {
    expect(existsSync(path.join(websiteDir, 'static', config.favicon ?? 'missing'))).toBe(true);
  });

  it('fails the build on broken links and only warns on broken anchors', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
  });

  it('is English only', () => {
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
    expect(config.i18n?.localeConfigs?.en).toMatchObject({htmlLang: 'en', direction: 'ltr'});
  });
});

describe('docs and blog', () => {
  it('links each doc to its source in the repository', () => {
    expect(presetOptions.docs.editUrl).toBe(`${site.REPOSITORY_URL}/tree/main/website/`);
  });

  it('shows reading time and publishes RSS and Atom feeds', () => {
    expect(presetOptions.blog).toMatchObject({showReadingTime: true, feedOptions: {type: ['rss', 'atom']}});
  });

  it('groups the blog sidebar by year', () => {
    expect(themeConfig.blog.sidebar.groupByYear).toBe(true);
  });

  it('loads the live code editor with the playground on top, and the Hoverkraft theme', () => {
    expect(config.themes).toContain('@docusaurus/theme-live-codeblock');
    expect(config.themes?.map((entry) => (Array.isArray(entry) ? entry[0] : entry))).toContain(site.NPM_PACKAGE_NAME);
    expect(themeConfig.liveCodeBlock.playgroundPosition).toBe('top');
  });
});

describe('theme config', () => {
  it('starts in light mode, keeps the switch and ignores the OS preference', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('has Documentation (docs sidebar) and Blog on the left, the repository and search on the right', () => {
    const items = themeConfig.navbar.items;
    expect(themeConfig.navbar.title).toBe(site.SITE_TITLE);
    expect(items).toEqual([
      expect.objectContaining({
        type: 'docSidebar',
        sidebarId: site.DOCS_SIDEBAR_ID,
        label: 'Documentation',
        position: 'left',
      }),
      expect.objectContaining({to: '/blog', label: 'Blog', position: 'left'}),
      expect.objectContaining({href: site.REPOSITORY_URL, position: 'right'}),
      expect.objectContaining({type: 'search', position: 'right'}),
    ]);
  });

  it('has a dark footer with the spec columns and the 2025 copyright', () => {
    const {footer} = themeConfig;
    expect(footer.style).toBe('dark');
    expect(footer.links.map((column) => [column.title, column.items.map((item) => item.label)])).toEqual([
      ['Documentation', ['Getting started', 'Installation', 'Configuration', 'Migration']],
      ['Community', ['GitHub repository', 'Showcase']],
      ['More', ['Blog', 'Changelog', 'npm package']],
    ]);
    expect(footer.links[1]?.items[0]?.href).toBe(site.REPOSITORY_URL);
    expect(footer.links[2]?.items[2]?.href).toBe(site.NPM_PACKAGE_URL);
    expect(footer.copyright).toContain(`© ${site.COPYRIGHT_YEAR}`);
  });

  it('highlights bash, json, diff and tsx', () => {
    expect(themeConfig.prism.additionalLanguages).toEqual(expect.arrayContaining(['bash', 'json', 'diff', 'tsx']));
  });

  it('lists h2 to h3 in the table of contents', () => {
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('has a social card image that exists and keywords metadata', () => {
    expect(existsSync(path.join(websiteDir, 'static', themeConfig.image))).toBe(true);
    expect(themeConfig.metadata).toContainEqual({name: 'keywords', content: expect.stringContaining('docusaurus')});
  });

  it('has a closeable announcement bar with a stable id', () => {
    expect(themeConfig.announcementBar).toMatchObject({id: site.ANNOUNCEMENT_ID, isCloseable: true});
  });
});

describe('pinned stack', () => {
  const pkg = JSON.parse(readFileSync(path.join(websiteDir, 'package.json'), 'utf8'));
  it.each(['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/theme-live-codeblock'])(
    '%s is pinned to 3.9.2',
    (name) => {
      expect(pkg.dependencies[name]).toBe('3.9.2');
    },
  );
  it.each(['react', 'react-dom'])('%s is pinned to 19.2.0', (name) => {
    expect(pkg.dependencies[name]).toBe('19.2.0');
  });
});
