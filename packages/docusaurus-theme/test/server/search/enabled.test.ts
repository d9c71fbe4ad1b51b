import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {builtInSearchEnabled, searchLeftToDocSearch} from '../../../src/server/search/enabled';

const site = (themeConfig: object) => ({themeConfig}) as unknown as LoadContext['siteConfig'];
const algolia = site({algolia: {appId: 'APP', apiKey: 'key', indexName: 'docs'}});
/** DocSearch v5's Docusaurus adapter reads `themeConfig.docsearch`, and refuses `algolia`. */
const docsearch = site({docsearch: {appId: 'APP', apiKey: 'key', indices: [{name: 'docs'}]}});
const plain = site({});

describe('whether the built-in search runs', () => {
  it('runs on a site that sets nothing', () => {
    expect(builtInSearchEnabled(undefined, plain)).toBe(true);
    expect(searchLeftToDocSearch(undefined, plain)).toBeUndefined();
  });

  it.each([
    ['algolia', algolia],
    ['docsearch', docsearch],
  ])('leaves a site that sets themeConfig.%s to Algolia DocSearch, and says so in the build log', (key, siteConfig) => {
    expect(builtInSearchEnabled(undefined, siteConfig)).toBe(false);
    expect(searchLeftToDocSearch(undefined, siteConfig)).toBe(
      `Built-in search off: this site configures Algolia DocSearch (themeConfig.${key}), which keeps its search box and /search page.`,
    );
  });

  it('does what the option says when it is set', () => {
    expect(builtInSearchEnabled(false, plain)).toBe(false);
    expect(builtInSearchEnabled(false, algolia)).toBe(false);
    expect(builtInSearchEnabled(false, docsearch)).toBe(false);
    expect(searchLeftToDocSearch(false, algolia), 'nothing to explain: the site asked').toBeUndefined();
    expect(searchLeftToDocSearch(false, docsearch), 'nothing to explain: the site asked').toBeUndefined();
    expect(builtInSearchEnabled(true, plain)).toBe(true);
  });

  it.each([
    ['algolia', algolia],
    ['docsearch', docsearch],
  ])(
    'stops the build when a site asks for both search: true and themeConfig.%s, naming both and what to change',
    (key, siteConfig) => {
      expect(() => builtInSearchEnabled(true, siteConfig)).toThrow(
        `"search: true" and themeConfig.${key} both add a search box and a /search page. Remove "search: true"`,
      );
    },
  );
});
