import {SEARCH_DESCRIPTION_META, SEARCH_HEADINGS_META, SEARCH_VOCABULARY_FILE} from '../../shared/searchWords';

/**
 * The part of Pagefind's browser API the search box uses. The index is written into the build
 * after it, so the module is fetched from the site at run time, never bundled.
 */
export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
};

export type PagefindResultData = {
  url: string;
  /** The page's searchable text, as Pagefind indexed it. */
  content?: string;
  excerpt: string;
  meta: {
    title?: string;
    section?: string;
    /** On a part of a long page (indexed one section at a time): the heading of its section, which its title names. */
    part?: string;
    /** Where the result links to when its indexed URL differs from it (a second part under the same heading). */
    url?: string;
    /** The page's summary (SEARCH_DESCRIPTION_META), for ranking. */
    description?: string;
  };
  sub_results: PagefindSubResult[];
};

export type PagefindResult = {id: string; data: () => Promise<PagefindResultData>};

export type Pagefind = {
  options: (options: {
    baseUrl?: string;
    excerptLength?: number;
    ranking?: {pageLength?: number; metaWeights?: Record<string, number>};
  }) => Promise<void>;
  init: () => Promise<void> | void;
  debouncedSearch: (term: string, options?: object, debounceMs?: number) => Promise<{results: PagefindResult[]} | null>;
  search: (term: string, options?: object) => Promise<{results: PagefindResult[]}>;
  /** Every filter of the index, with the number of pages of each value. */
  filters?: () => Promise<Record<string, Record<string, number>>>;
};

/** Thrown by `loadPagefind` in development, where no index has been built. */
export class SearchIndexNotBuiltError extends Error {
  constructor() {
    super('The search index is built with the production site: run "npm run build" and serve the build.');
    this.name = 'SearchIndexNotBuiltError';
  }
}

/** Words around each match in an excerpt. */
const EXCERPT_WORDS = 24;

/**
 * How much a long page's length counts against it (Pagefind's `ranking.pageLength`, 0 to 1,
 * 0.75 by default). A docs site's reference pages are long because they answer many questions;
 * by default a short page that mentions a word in passing outranks the long page about it. Set
 * from the search relevance set (e2e/searchRelevance.spec.ts) with META_WEIGHTS below: the same
 * rates from 0 to 0.5, fewer at the default.
 */
const PAGE_LENGTH_WEIGHT = 0.2;

/**
 * How much a match in each of a document's metadata counts, added to its body's score
 * (Pagefind's `ranking.metaWeights`; Pagefind weighs the title 5 and any other field 1 by
 * default). A match in the headings of a page's sections weighs 3: the page with a section
 * "Dark mode" comes before the pages that say "dark" most often. The summary keeps 1. An image's
 * address and alt text (Pagefind's `image` and `image_alt`, taken from a page's first image)
 * say what a picture shows, not what the page is about: 0. Set from the relevance set: with
 * these weights, first for 39 of its 43 queries, against 35 with the body alone.
 */
const META_WEIGHTS: Record<string, number> = {
  [SEARCH_HEADINGS_META]: 3,
  [SEARCH_DESCRIPTION_META]: 1,
  image: 0,
  image_alt: 0,
};

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind from `${baseUrl}pagefind/pagefind.js`, once per page view. Nothing is fetched
 * until the reader opens the search box: the import is left to the browser, not the bundler.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  if (process.env.NODE_ENV === 'development') {
    return Promise.reject(new SearchIndexNotBuiltError());
  }
  loading ??= (async () => {
    // The URL is a variable, not a template literal in the call: Babel's older targets rewrite a
    // template literal into a concatenation and the bundler's ignore comment no longer reaches it.
    const url = `${baseUrl}pagefind/pagefind.js`;
    const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
    // The index stores full route paths, base URL included: nothing to prefix them with.
    await pagefind.options({
      baseUrl: '/',
      excerptLength: EXCERPT_WORDS,
      ranking: {pageLength: PAGE_LENGTH_WEIGHT, metaWeights: META_WEIGHTS},
    });
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, say) may succeed on the next try.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

let vocabulary: Promise<readonly string[]> | undefined;

/**
 * The site's words a typo may be corrected to (SEARCH_VOCABULARY_FILE, written beside the index),
 * fetched the first time a query finds nothing; none if it cannot be had.
 */
export function loadSearchVocabulary(baseUrl: string): Promise<readonly string[]> {
  vocabulary ??= fetch(`${baseUrl}pagefind/${SEARCH_VOCABULARY_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
    .catch(() => {
      // Offline, say: the next query that finds nothing asks again.
      vocabulary = undefined;
      return [];
    });
  return vocabulary;
}
