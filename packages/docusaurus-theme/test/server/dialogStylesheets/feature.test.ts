import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import themeHoverkraft from '../../../src';
import {DEFAULT_OPTIONS} from '../../../src/options';
import {SHARED_STYLESHEET_MODULES} from '../../../src/server/dialogStylesheets/feature';
import {PACKAGE_ROOT} from '../../../src/server/site/packageFiles';
import {WEBPACK_UTILS} from '../../bundlerUtils';

const lib = (...segments: string[]) => path.join(PACKAGE_ROOT, 'lib', ...segments);

describe('which CSS every page loads', () => {
  it("the search dialog's and the zoom dialog's CSS leave it", () => {
    for (const file of [
      lib('client', 'search', 'SearchPanel.module.css'),
      lib('client', 'zoom', 'dialog.module.css'),
    ]) {
      expect(SHARED_STYLESHEET_MODULES.test(file), file).toBe(false);
    }
  });

  it("the writing components' CSS leaves it: the pages that render them link it", () => {
    for (const component of ['Steps', 'FileTree', 'CardGrid', 'Badge']) {
      const file = lib('components', component, 'styles.module.css');
      expect(SHARED_STYLESHEET_MODULES.test(file), file).toBe(false);
    }
  });

  it("the search page's CSS leaves it, with that of the parts the dialog shares: the search page links it", () => {
    for (const file of [
      lib('client', 'search', 'SearchScopes.module.css'),
      lib('client', 'search', 'SearchStart.module.css'),
      lib('client', 'search', 'styles.module.css'),
      lib('theme', 'SearchPage', 'styles.module.css'),
    ]) {
      expect(SHARED_STYLESHEET_MODULES.test(file), file).toBe(false);
    }
  });

  it("the live code blocks' CSS leaves it: the pages with a playground link it", () => {
    const file = lib('theme', 'Playground', 'Provider', 'styles.css');
    expect(SHARED_STYLESHEET_MODULES.test(file), file).toBe(false);
  });

  it("the blog's CSS leaves it, theme-classic's included: the pages that use its classes link it", () => {
    for (const file of [
      lib('theme', 'BlogListPage', 'styles.module.css'),
      lib('theme', 'BlogPostItem', 'Header', 'styles.css'),
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/BlogSidebar/Desktop/styles.module.css',
    ]) {
      expect(SHARED_STYLESHEET_MODULES.test(file), file).toBe(false);
    }
    expect(
      SHARED_STYLESHEET_MODULES.test(
        '/site/node_modules/@docusaurus/theme-classic/lib/theme/TagsListByLetter/styles.module.css',
      ),
    ).toBe(true);
  });

  it('the CSS of what the server renders on any page stays: home-page components, the search bar, the brand, the site', () => {
    for (const file of [
      lib('components', 'Badge', 'badgeTypes.module.css'),
      lib('components', 'Hero', 'styles.module.css'),
      lib('theme', 'SearchBar', 'styles.module.css'),
      lib('css', 'global.css'),
      '/site/src/components/Dialog/dialog.module.css',
      '/site/node_modules/infima/dist/css/default/default.css',
    ]) {
      expect(SHARED_STYLESHEET_MODULES.test(file), file).toBe(true);
    }
  });

  it('a file whose name only starts like a dialog stylesheet stays', () => {
    expect(SHARED_STYLESHEET_MODULES.test(`${lib('client', 'zoom', 'dialog.module.css')}.map`)).toBe(true);
  });
});

describe("the plugin's bundler config", () => {
  const siteContext = {
    siteDir: '/site',
    siteConfig: {themes: [], presets: ['classic'], baseUrl: '/'},
    i18n: {currentLocale: 'en'},
  } as unknown as LoadContext;
  const configFor = (isServer: boolean) =>
    themeHoverkraft(siteContext, DEFAULT_OPTIONS).configureWebpack?.(
      {resolve: {alias: {'@theme/Navbar': '/classic/Navbar'}}} as never,
      isServer,
      WEBPACK_UTILS,
      undefined,
    ) as {optimization?: {splitChunks: {cacheGroups: Record<string, {test?: unknown}>}}};

  it("gives the browser bundle's `styles` group the test, and leaves the server's one-file bundle alone", () => {
    expect(configFor(false).optimization?.splitChunks.cacheGroups.styles?.test).toBe(SHARED_STYLESHEET_MODULES);
    expect(configFor(true).optimization).toBeUndefined();
  });
});
