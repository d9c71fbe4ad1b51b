/**
 * Words as search compares them, the same at build time (the vocabulary written beside the
 * index) and in the browser (what the reader typed, and the pages' text).
 */

/** Query words this short match only as a prefix: one edit would make them any other word. */
export const SHORTEST_TYPO_WORD = 5;

/**
 * The site's words that a typo may be corrected to, written by the search step into the index's
 * folder, most frequent first: only words of SHORTEST_TYPO_WORD letters or more.
 */
export const SEARCH_VOCABULARY_FILE = 'hk-vocabulary.json';

/**
 * Put by the search step after each word of code (inline code, a code block's text) in what
 * Pagefind indexes, so that excerpts can show code as code: U+034F COMBINING GRAPHEME JOINER,
 * which Pagefind keeps in a page's text and its excerpts, folds away from the words it indexes
 * (as it does an accent), and a browser draws as nothing were it ever shown. A mark before the
 * word, or a separator such as U+2063, made Pagefind weigh the parts of a word like
 * "hideOnScroll" differently and moved the relevance set's answers down; with this one,
 * Pagefind's own ranking of the set is as good as without any mark (36 first and 43 in the top
 * 3, against 35 and 43).
 */
export const CODE_WORD_MARK = '\u034f';

/** Lower case, without accents: "Créer" and "creer" are the same word to a reader typing fast. */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase();
}

/** The words of a text or query, folded, in order, without repeats. */
export function wordsOf(text: string): string[] {
  return [
    ...new Set(
      foldWord(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/**
 * Pagefind metadata the search step writes for each document besides its title and section:
 * the headings of its sections (h2 and h3), and the page's own summary (its `<meta
 * name="description">`, a doc's `description` front matter). Pagefind ranks a match in metadata
 * on top of the body's (`ranking.metaWeights`), so that a page with a section about a thing, or
 * whose summary names it, comes before a page that mentions it in passing.
 */
export const SEARCH_HEADINGS_META = 'headings';
export const SEARCH_DESCRIPTION_META = 'description';
