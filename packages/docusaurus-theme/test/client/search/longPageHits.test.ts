import {describe, expect, it} from 'vitest';
import type {PagefindResultData} from '../../../src/client/search/pagefind';
import {toSearchHit} from '../../../src/client/search/useSearch';

/** A result for one section of a long page, indexed apart, as Pagefind gives it. */
const part: PagefindResultData = {
  url: '/docs/reference#options',
  excerpt: 'the <mark>options</mark>',
  meta: {title: 'Reference: Options', section: 'Documentation', part: 'Options'},
  sub_results: [
    {title: 'Options', url: '/docs/reference#options', excerpt: 'all <mark>options</mark>', locations: [2, 9]},
    {title: 'Colour mode', url: '/docs/reference#colour-mode', excerpt: 'a <mark>mode</mark>', locations: [30]},
  ],
};

describe('a result in a part of a long page', () => {
  it('is titled with the page and its section, and names its heading no second time', () => {
    expect(toSearchHit('a', part)).toEqual({
      id: 'a',
      url: '/docs/reference#options',
      title: 'Reference: Options',
      section: 'Documentation',
      heading: undefined,
      excerpt: 'all <mark>options</mark>',
      sections: [{url: '/docs/reference#colour-mode', heading: 'Colour mode', excerpt: 'a <mark>mode</mark>'}],
    });
  });

  it('names the lower heading the words are under', () => {
    const hit = toSearchHit('b', {...part, sub_results: part.sub_results.slice(1)});
    expect(hit).toMatchObject({
      url: '/docs/reference#colour-mode',
      title: 'Reference: Options',
      heading: 'Colour mode',
    });
  });

  it('links to its heading, not to the URL it was indexed at, when Pagefind found no sections', () => {
    const chunk = {
      ...part,
      url: '/docs/reference?part=4#options',
      meta: {...part.meta, url: '/docs/reference#options'},
      sub_results: [],
    };
    expect(toSearchHit('c', chunk).url).toBe('/docs/reference#options');
  });
});
