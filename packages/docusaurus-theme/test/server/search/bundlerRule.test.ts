import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import themeHoverkraft from '../../../src';
import {DEFAULT_OPTIONS} from '../../../src/options';
import {pagefindLoaderRule} from '../../../src/server/search/bundlerRule';
import {WEBPACK_UTILS} from '../../bundlerUtils';

/** The bundler rules the theme adds to a site with this theme config and these options. */
function bundlerRules(themeConfig: object, options: Partial<typeof DEFAULT_OPTIONS>): unknown[] {
  const context = {siteDir: '/site', siteConfig: {presets: [['classic', {}]], themes: [], themeConfig}};
  const plugin = themeHoverkraft(context as unknown as LoadContext, {...DEFAULT_OPTIONS, ...options});
  const config = plugin.configureWebpack?.(
    {resolve: {alias: {'@theme/Navbar': '/classic/Navbar'}}} as never,
    true,
    WEBPACK_UTILS,
    undefined,
  ) as {module: {rules: unknown[]}};
  return config.module.rules;
}

describe("the bundler rule for Pagefind's loader", () => {
  // The ./client entry re-exports the loader, so every page that imports the entry (the zoom
  // hook of a Markdown image, say) brings lib/client/search/pagefind.js into the server compile,
  // where Babel turns its ignored import() into a require() that webpack warns about.
  it.each([
    ['on', {}, {}],
    ['off by the option', {}, {search: false}],
    ['off for Algolia', {algolia: {appId: 'APP', apiKey: 'key', indexName: 'docs'}}, {}],
  ] as const)('keeps webpack quiet about the import with the built-in search %s', (_case, themeConfig, options) => {
    expect(bundlerRules(themeConfig, options)).toContainEqual(pagefindLoaderRule());
  });
});
