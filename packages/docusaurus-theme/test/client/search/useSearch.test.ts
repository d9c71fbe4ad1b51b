import {renderHook} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {useSearchStatusMessage} from '../../../src/client/search/messages';
import {SECTIONS_PER_HIT, toSearchHit} from '../../../src/client/search/useSearch';
import {CODE_WORD_MARK} from '../../../src/shared/searchWords';
import {mockSite} from '../../mocks/site';

const data = {
  url: '/docusaurus-theme/docs/configuration',
  excerpt: 'page <mark>excerpt</mark>',
  meta: {title: 'Configuration', section: 'Documentation'},
  sub_results: [
    {title: 'Configuration', url: '/docusaurus-theme/docs/configuration', excerpt: 'intro', locations: [1]},
    {
      title: 'Overriding brand tokens',
      url: '/docusaurus-theme/docs/configuration#overriding-brand-tokens',
      excerpt: 'in <mark>dark</mark> mode',
      locations: [40, 52, 60],
    },
  ],
};

describe('a search result', () => {
  it('links to the section of the page with the most matches, named under the page title', () => {
    expect(toSearchHit('a', data)).toEqual({
      id: 'a',
      url: '/docusaurus-theme/docs/configuration#overriding-brand-tokens',
      title: 'Configuration',
      section: 'Documentation',
      heading: 'Overriding brand tokens',
      excerpt: 'in <mark>dark</mark> mode',
      sections: [],
    });
  });

  it("lists the page's next best sections under it, best first, at most SECTIONS_PER_HIT, never its top", () => {
    const section = (name: string, matches: number) => ({
      title: name,
      url: `${data.url}#${name.toLowerCase()}`,
      excerpt: `<mark>${name}</mark>`,
      locations: Array.from({length: matches}, (_, index) => index),
    });
    const hit = toSearchHit('d', {
      ...data,
      sub_results: [
        {...data.sub_results[0], locations: [1, 2, 3, 4]} as (typeof data.sub_results)[number],
        section('One', 1),
        section('Two', 5),
        section('Three', 2),
        section('Four', 2),
        section('Five', 1),
      ],
    });
    expect(hit.heading).toBe('Two');
    expect(hit.sections.map((sub) => sub.heading)).toEqual(['Three', 'Four', 'One'].slice(0, SECTIONS_PER_HIT));
    expect(hit.sections[0]).toEqual({url: `${data.url}#three`, heading: 'Three', excerpt: '<mark>Three</mark>'});
  });

  it('links to the section whose heading names the words searched for, before one that only repeats them', () => {
    const section = (title: string, anchor: string, matches: number) => ({
      title,
      url: `/docs/installation${anchor && `#${anchor}`}`,
      excerpt: title,
      locations: Array.from({length: matches}, (_, index) => index),
    });
    const installation = {
      url: '/docs/installation',
      excerpt: '',
      meta: {title: 'Installation'},
      sub_results: [
        // The page's own title names the word too: the result's title already says so.
        section('Installation', '', 9),
        section('Requirements', 'requirements', 4),
        section('Upgrade', 'upgrade', 1),
        section('Upgrading a site from Docusaurus 3.8', 'from-3-8', 3),
      ],
    };
    expect(toSearchHit('u', installation, 'upgrade')).toMatchObject({
      url: '/docs/installation#upgrade',
      heading: 'Upgrade',
    });
    // Short words ("off") count only when the query has no longer ones.
    expect(
      toSearchHit(
        'z',
        {
          ...installation,
          sub_results: [section('Zooming an image left alone', 'alone', 9), section('Turning zoom off', 'off', 2)],
        },
        'turn off zoom',
      ).url,
    ).toBe('/docs/installation#off');
    // No heading names the words: the section with the most matches.
    expect(toSearchHit('v', installation, 'versioned').url).toBe('/docs/installation');
    expect(toSearchHit('w', installation, 'site').url).toBe('/docs/installation#from-3-8');
  });

  it('names a heading written in code without the marks that show code in excerpts', () => {
    const hit = toSearchHit('e', {
      ...data,
      sub_results: [{...data.sub_results[1], title: `The ${CODE_WORD_MARK}socialCards option`} as never],
    });
    expect(hit.heading).toBe('The socialCards option');
  });

  it('names no heading when the best section is the top of the page', () => {
    const hit = toSearchHit('b', {...data, sub_results: data.sub_results.slice(0, 1)});
    expect(hit.heading).toBeUndefined();
    expect(hit.url).toBe('/docusaurus-theme/docs/configuration');
  });

  it('falls back to the page excerpt and URL when Pagefind found no sections', () => {
    const hit = toSearchHit('c', {...data, meta: {}, sub_results: []});
    expect(hit).toMatchObject({url: data.url, title: data.url, excerpt: data.excerpt, section: undefined});
  });
});

/** The status message a component would show for this state and query. */
function searchStatusMessage(...args: Parameters<typeof useSearchStatusMessage>): string {
  return renderHook(() => useSearchStatusMessage(...args)).result.current;
}

describe('search status messages', () => {
  it('says search works in production builds when run in development', () => {
    expect(searchStatusMessage({status: 'unavailable', hits: [], unavailable: 'development'}, 'x')).toMatch(
      /^Search works in production builds/,
    );
  });

  it('says the index could not be loaded when it fails in production', () => {
    expect(searchStatusMessage({status: 'unavailable', hits: [], unavailable: 'error'}, 'x')).toMatch(
      /^Search is unavailable/,
    );
  });

  it('says so when nothing matches, quoting the query', () => {
    expect(searchStatusMessage({status: 'done', hits: []}, ' zzz ')).toBe(
      'No results for “zzz”. Check the spelling, or try fewer or shorter words.',
    );
  });

  it('counts the results, and says nothing before the reader types', () => {
    const hit = toSearchHit('a', data);
    expect(searchStatusMessage({status: 'done', hits: [hit]}, 'x')).toBe('1 result');
    expect(searchStatusMessage({status: 'done', hits: [hit, hit]}, 'x')).toBe('2 results');
    expect(searchStatusMessage({status: 'idle', hits: []}, '')).toBe('');
  });

  it('counts with English rules, and no error, in a locale with one plural form that has not translated the message', () => {
    mockSite.currentLocale = 'ja';
    const hit = toSearchHit('a', data);
    expect(searchStatusMessage({status: 'done', hits: [hit]}, 'x')).toBe('1 result');
    expect(searchStatusMessage({status: 'done', hits: [hit, hit]}, 'x')).toBe('2 results');
  });
});
