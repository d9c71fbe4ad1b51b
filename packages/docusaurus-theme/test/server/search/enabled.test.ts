import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {builtInSearchEnabled, searchLeftToAlgolia} from '../../../src/server/search/enabled';

const site = (themeConfig: object) => ({themeConfig}) as unknown as LoadContext['siteConfig'];
const algolia = site({algolia: {appId: 'APP', apiKey: 'key', indexName: 'docs'}});
const plain = site({});

describe('whether the built-in search runs', () => {
  it('runs on a site that sets nothing', () => {
    expect(builtInSearchEnabled(undefined, plain)).toBe(true);
    expect(searchLeftToAlgolia(undefined, plain)).toBe(false);
  });

  it('leaves a site that configures Algolia to Algolia, and says so in the build log', () => {
    expect(builtInSearchEnabled(undefined, algolia)).toBe(false);
    expect(searchLeftToAlgolia(undefined, algolia)).toBe(true);
  });

  it('does what the option says when it is set', () => {
    expect(builtInSearchEnabled(false, plain)).toBe(false);
    expect(builtInSearchEnabled(false, algolia)).toBe(false);
    expect(searchLeftToAlgolia(false, algolia), 'nothing to explain: the site asked').toBe(false);
    expect(builtInSearchEnabled(true, plain)).toBe(true);
  });

  it('stops the build when a site asks for both, naming both and what to change', () => {
    expect(() => builtInSearchEnabled(true, algolia)).toThrow(
      /"search: true" and themeConfig\.algolia both add a search box and a \/search page\. Remove "search: true"/,
    );
  });
});
