import {describe, expect, it} from 'vitest';
import {
  closeEnough,
  correctQuery,
  correctTypo,
  editDistance,
  matchesQuery,
} from '../../../src/client/search/closeMatch';
import {wordsOf} from '../../../src/shared/searchWords';

/** Text as a page of the docs has it, for the words Pagefind's prefix fallback reaches. */
const ZOOM_PAGE =
  'Image zoom. Click a photo or a diagram, press Escape to close. Press ⌘+K to search. Terminal output is an x.';
const INSTALL_PAGE = 'Installation. Install the package with npm, then add the theme to docusaurus.config.ts.';
const CONFIG_PAGE = 'Configuration: configure the theme. Swizzle a component to eject it. Dark mode and colours.';

describe('the edit distance of a typo', () => {
  it('counts inserts, deletes, replacements and swaps of two neighbours as one edit each', () => {
    expect(editDistance('instalation', 'installation', 2)).toBe(1);
    expect(editDistance('swizle', 'swizzle', 2)).toBe(1);
    expect(editDistance('teh', 'the', 2)).toBe(1);
    expect(editDistance('colour', 'color', 2)).toBe(1);
    expect(editDistance('dark', 'mode', 4)).toBe(4);
  });

  it('stops counting past the limit, and says so with limit + 1', () => {
    expect(editDistance('terraform', 'terminal', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('a close match', () => {
  it('is a page word that starts with the whole query word', () => {
    expect(closeEnough('config', 'configuration')).toBe(true);
    expect(closeEnough('k', 'k')).toBe(true);
  });

  it('is the same word with another ending, sharing most of it', () => {
    expect(closeEnough('configuring', 'configuration')).toBe(true);
    expect(closeEnough('colours', 'colour')).toBe(true);
  });

  it('is the same word with a typo: one for short words, two for long ones', () => {
    expect(closeEnough('instalation', 'installation')).toBe(true);
    expect(closeEnough('swizle', 'swizzle')).toBe(true);
    expect(closeEnough('anouncement', 'announcement')).toBe(true);
    expect(closeEnough('instllatoin', 'installation')).toBe(true);
  });

  it('is never a short prefix that Pagefind fell back to', () => {
    expect(closeEnough('terraform', 'terminal')).toBe(false);
    expect(closeEnough('photosynthesis', 'photo')).toBe(false);
    expect(closeEnough('swizle', 's')).toBe(false);
    expect(closeEnough('proptypedefaultchildren', 'props')).toBe(false);
    expect(closeEnough('anouncement', 'an')).toBe(false);
  });

  it('allows no typo in a word of four letters or fewer, where one edit makes another word', () => {
    expect(closeEnough('dark', 'mark')).toBe(false);
    expect(closeEnough('mode', 'node')).toBe(false);
  });
});

describe('a page that matches the query', () => {
  it('has a close match for every word of the query', () => {
    expect(matchesQuery('instalation', INSTALL_PAGE)).toBe(true);
    expect(matchesQuery('dark mode', CONFIG_PAGE)).toBe(true);
    expect(matchesQuery('swizle', CONFIG_PAGE)).toBe(true);
    expect(matchesQuery('dark terraform', CONFIG_PAGE)).toBe(false);
  });

  it('is not one that Pagefind found through a word the query does not contain', () => {
    expect(matchesQuery('terraform', ZOOM_PAGE)).toBe(false);
    expect(matchesQuery('photosynthesis', ZOOM_PAGE)).toBe(false);
    expect(matchesQuery('qzxkvj', ZOOM_PAGE)).toBe(false);
  });

  it('ignores case and accents, and finds words in scripts written without spaces', () => {
    expect(matchesQuery('Créer', 'Pour creer un site')).toBe(true);
    expect(matchesQuery('検索', 'サイト内を検索します')).toBe(true);
    expect(matchesQuery('بحث', 'يمكنك البحث في الموقع')).toBe(true);
  });

  it('matches nothing for a query with no words', () => {
    expect(matchesQuery(' -- ', INSTALL_PAGE)).toBe(false);
    expect(wordsOf('⌘+K, the Search')).toEqual(['k', 'the', 'search']);
  });
});

describe('a typo corrected to a word of the site', () => {
  /** The site's words of five letters or more, most frequent first, as the search step writes them. */
  const VOCABULARY = ['theme', 'swizzle', 'announcement', 'installation', 'swizzled', 'announce', 'colour'];

  it('is the closest word within the typos its length allows', () => {
    expect(correctTypo('swizle', VOCABULARY)).toBe('swizzle');
    expect(correctTypo('anouncement', VOCABULARY)).toBe('announcement');
    expect(correctTypo('instalation', VOCABULARY)).toBe('installation');
  });

  it('is nothing for a word the site has, a word too short to correct, or a word nothing is close to', () => {
    expect(correctTypo('swizzle', VOCABULARY)).toBeUndefined();
    expect(correctTypo('swiz', VOCABULARY)).toBeUndefined();
    expect(correctTypo('terraform', VOCABULARY)).toBeUndefined();
  });

  it('prefers the more frequent of two words as close', () => {
    expect(correctTypo('colous', ['colour', 'colons'])).toBe('colour');
    expect(correctTypo('colous', ['colons', 'colour'])).toBe('colons');
  });

  it('changes only the words the site lacks, and says when nothing changed', () => {
    expect(correctQuery('eject swizle', VOCABULARY)).toBe('eject swizzle');
    expect(correctQuery('theme', VOCABULARY)).toBeUndefined();
    expect(correctQuery('qwxzvbnkjh', VOCABULARY)).toBeUndefined();
  });
});
