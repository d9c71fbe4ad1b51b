import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useEffect, useMemo, useState} from 'react';
import {wordsOf} from '../../shared/searchWords';
import {correctQuery, type MatchMemo, matchesQuery} from './closeMatch';
import {excerptHtml, withoutCodeMarks} from './excerpt';
import {
  loadPagefind,
  loadSearchVocabulary,
  type Pagefind,
  type PagefindResult,
  type PagefindResultData,
  type PagefindSubResult,
  SearchIndexNotBuiltError,
} from './pagefind';
import {type AvailableScopes, NO_SCOPES, pagefindFilters, type SearchScope, scopeKey} from './scopes';

/** A section of a result's page where the words were found too, listed under the result. */
export type SearchHitSection = {
  /** The page with the anchor of the section's heading. */
  url: string;
  /** The section's heading. */
  heading: string;
  /** The section's excerpt, as `SearchHit.excerpt`. */
  excerpt: string;
};

/** One result as the search box and page show it: a page, at its best section, and its other sections. */
export type SearchHit = {
  id: string;
  /** The page, with the anchor of the section where the words were found. */
  url: string;
  /** The page title; for a part of a long page, "Page title: Section heading". */
  title: string;
  /** The part of the site: "Documentation · Components", "Blog". */
  section?: string;
  /** The heading of the section of the page that matched, when the title does not name it. */
  heading?: string;
  /** The excerpt: the page's text as HTML, with the matches in <mark> (excerpt.ts). */
  excerpt: string;
  /** The page's next best sections under a heading, best first, at most SECTIONS_PER_HIT. */
  sections: SearchHitSection[];
};

/** How many sections of a page a result lists under it, beside the one it links to. */
export const SECTIONS_PER_HIT = 3;

export type SearchState = {
  /**
   * `idle` until something is typed, `loading` while the index loads or a search runs, `done`
   * once `hits` answer the current query, `unavailable` when the index cannot be loaded.
   */
  status: 'idle' | 'loading' | 'done' | 'unavailable';
  /** The latest results; while `loading` they answer the previous query. */
  hits: SearchHit[];
  /** The query the results answer when it is not the reader's: their words with typos corrected. */
  correctedQuery?: string;
  /** The values of each filter the index holds, once it has loaded. */
  available?: AvailableScopes;
  /** The scope searched: the one asked for, or the default version where the index holds it. */
  scope?: SearchScope;
  /** Why search is unavailable: no index in development, or the index failed to load. */
  unavailable?: 'development' | 'error';
};

/** One empty list, so that a state without results keeps the same identity between renders. */
const NO_HITS: SearchHit[] = [];

/** Search waits this long after the last keystroke. */
const DEBOUNCE_MS = 120;

/** Query words shorter than this say little about which section answers: "the", "to", "off". */
const SHORTEST_HEADING_TERM = 4;

/**
 * How many of the words searched for a section's heading names: the query words that start a
 * word of the heading ("turn" in "Turning zoom off"), the short ones left out when the query has
 * longer ones.
 */
function headingTermsMatched(heading: string, query: string): number {
  const terms = wordsOf(query);
  const long = terms.filter((term) => term.length >= SHORTEST_HEADING_TERM);
  const headingWords = wordsOf(heading);
  return (long.length > 0 ? long : terms).filter((term) => headingWords.some((word) => word.startsWith(term))).length;
}

/**
 * A page as one result: it links to its section that answers `query` best, so that the link
 * lands where the words are, and lists the page's next best sections under a heading, as
 * readers of docs search expect. The best section is the one whose heading names the most
 * words searched for, then the one with the most matches: the section "Upgrade" for "upgrade",
 * not the longer one under "Upgrading from 3.8" that says "upgrade" twice. A part of a long page
 * is titled "Page title: Section heading": its heading is named again only when the words are
 * under a lower one.
 */
export function toSearchHit(id: string, data: PagefindResultData, query = ''): SearchHit {
  const pageUrl = data.meta.url ?? data.url;
  const title = data.meta.title ?? pageUrl;
  const isPageTop = (heading: string) => heading === title || heading === data.meta.part;
  // The page's top is named by the result's title: its heading ranks no section.
  const named = (sub: PagefindSubResult) => {
    const heading = withoutCodeMarks(sub.title);
    return query && !isPageTop(heading) ? headingTermsMatched(heading, query) : 0;
  };
  // Sorting is stable: sections that rank the same stay in the page's order.
  const [best, ...others] = [...data.sub_results].sort(
    (a, b) => named(b) - named(a) || b.locations.length - a.locations.length,
  );
  const bestHeading = best && withoutCodeMarks(best.title);
  return {
    id,
    url: best?.url ?? pageUrl,
    title,
    section: data.meta.section || undefined,
    heading: bestHeading && !isPageTop(bestHeading) ? bestHeading : undefined,
    excerpt: excerptHtml(best?.excerpt ?? data.excerpt, data.content),
    sections: others
      .map((sub) => ({url: sub.url, heading: withoutCodeMarks(sub.title), excerpt: sub.excerpt}))
      .filter((sub) => !isPageTop(sub.heading) && sub.url !== best?.url)
      .slice(0, SECTIONS_PER_HIT)
      .map((sub) => ({...sub, excerpt: excerptHtml(sub.excerpt, data.content)})),
  };
}

/**
 * A result's searchable text: the page's, or where Pagefind sends none, its title and excerpts;
 * with its summary, which Pagefind searches too.
 */
function searchableText(data: PagefindResultData): string {
  const text =
    data.content ??
    [data.meta.title ?? '', data.excerpt, ...data.sub_results.flatMap((sub) => [sub.title, sub.excerpt])]
      .join(' ')
      .replace(/<[^>]*>/g, ' ');
  return data.meta.description ? `${data.meta.description} ${text}` : text;
}

/** The docs first, then the blog, then other instances and versions by name. */
const FIRST_SCOPES = ['Documentation', 'Blog'];
function byScopeOrder(a: string, b: string): number {
  const rank = (value: string) => (FIRST_SCOPES.includes(value) ? FIRST_SCOPES.indexOf(value) : FIRST_SCOPES.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

/**
 * The results of `results` whose page really holds every word of `query` (closeMatch.ts):
 * Pagefind answers a word it does not know with pages that hold a short prefix of it.
 */
async function matchingHits(results: PagefindResult[], query: string, limit: number): Promise<SearchHit[]> {
  const memo: MatchMemo = new Map();
  const found = await Promise.all(
    results.slice(0, limit).map(async (result) => {
      const data = await result.data();
      return matchesQuery(query, searchableText(data), memo) ? toSearchHit(result.id, data, query) : undefined;
    }),
  );
  return found.filter((hit): hit is SearchHit => hit !== undefined);
}

/**
 * Searches the Pagefind index for `query`. Nothing is downloaded until `enabled` is true: the
 * search box turns it on when it opens, the search page when it mounts. Without a `scope`, the
 * whole site is searched, or only `defaultVersion` once the index is known to hold it.
 */
export function useSearch(
  query: string,
  {
    enabled,
    limit,
    scope: askedScope,
    defaultVersion,
  }: {enabled: boolean; limit: number; scope?: SearchScope; defaultVersion?: string},
): SearchState {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const [pagefind, setPagefind] = useState<Pagefind>();
  const [unavailable, setUnavailable] = useState<SearchState['unavailable']>();
  const [results, setResults] = useState<{key: string; hits: SearchHit[]; correctedQuery?: string}>();
  // Undefined until the index has said which filters it holds (or could not say).
  const [known, setKnown] = useState<AvailableScopes>();
  const available = known ?? NO_SCOPES;
  const term = query.trim();
  // Read in the render that learns what the index holds, so that the search starts in that scope.
  const scope = useMemo(
    () =>
      askedScope ?? {
        version: defaultVersion && available.version.includes(defaultVersion) ? defaultVersion : undefined,
      },
    [askedScope, defaultVersion, available],
  );
  // The default scope depends on the versions the index holds: searching before they are known
  // would show every version's pages, then swap them for the reader's version's.
  const scopeSettled = askedScope !== undefined || defaultVersion === undefined || known !== undefined;
  // The same search: the same words in the same scope.
  const key = `${term}\u0000${scopeKey(scope)}`;
  const {scope: part, version} = scope;

  useEffect(() => {
    if (!enabled || pagefind) {
      return undefined;
    }
    let cancelled = false;
    loadPagefind(baseUrl).then(
      (loaded) => {
        if (!cancelled) {
          setUnavailable(undefined);
          setPagefind(() => loaded);
        }
      },
      (error: unknown) => {
        if (!cancelled) {
          setUnavailable(error instanceof SearchIndexNotBuiltError ? 'development' : 'error');
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, pagefind, baseUrl]);

  useEffect(() => {
    if (!pagefind) {
      return undefined;
    }
    let cancelled = false;
    Promise.resolve(pagefind.filters?.())
      .then((filters) => {
        if (!cancelled) {
          const values = (name: string) => Object.keys(filters?.[name] ?? {}).sort(byScopeOrder);
          setKnown({scope: values('scope'), version: values('version')});
        }
      })
      .catch(() => {
        if (!cancelled) {
          setKnown(NO_SCOPES);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [pagefind]);

  useEffect(() => {
    if (!pagefind || !term || !scopeSettled) {
      return undefined;
    }
    let cancelled = false;
    const options = pagefindFilters({scope: part, version});
    const searchKey = `${term}\u0000${scopeKey({scope: part, version})}`;
    pagefind
      .debouncedSearch(term, options, DEBOUNCE_MS)
      .then(async (search) => {
        // null: a newer keystroke superseded this search.
        if (!search || cancelled) {
          return;
        }
        const hits = await matchingHits(search.results, term, limit);
        // Nothing found: a word may be misspelt. Search again with the site's closest words.
        const correctedQuery = hits.length === 0 ? correctQuery(term, await loadSearchVocabulary(baseUrl)) : undefined;
        if (correctedQuery && !cancelled) {
          const corrected = await matchingHits(
            (await pagefind.search(correctedQuery, options)).results,
            correctedQuery,
            limit,
          );
          if (!cancelled) {
            setResults({
              key: searchKey,
              hits: corrected,
              correctedQuery: corrected.length > 0 ? correctedQuery : undefined,
            });
          }
          return;
        }
        if (!cancelled) {
          setResults({key: searchKey, hits});
        }
      })
      .catch(() => {
        if (!cancelled) {
          setUnavailable('error');
        }
      });
    return () => {
      cancelled = true;
    };
  }, [pagefind, term, limit, baseUrl, part, version, scopeSettled]);

  if (unavailable) {
    return {status: 'unavailable', hits: NO_HITS, unavailable, available, scope};
  }
  if (!term) {
    return {status: 'idle', hits: NO_HITS, available, scope};
  }
  return {
    available,
    scope,
    status: results?.key === key ? 'done' : 'loading',
    hits: results?.hits ?? NO_HITS,
    correctedQuery: results?.correctedQuery,
  };
}
