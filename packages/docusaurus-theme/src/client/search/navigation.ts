import {useHistory, useLocation} from '@docusaurus/router';
import {useCallback} from 'react';

/**
 * All that the search box and the search page ask of the router, in one file: Docusaurus 4
 * still ships React Router 5, and a move to another router (v8 is open upstream) changes these
 * hooks and nothing else. Nothing here reads theme-common's search helpers, which Docusaurus 4
 * moved out of theme-common into theme-search-algolia.
 */

/** The query in a search page URL's `search`: `?q=dark+mode` gives "dark mode". */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/** The `search` of a search page URL for a query: `?q=dark%20mode`, or nothing for no query. */
export function searchForQuery(query: string): string {
  return query ? `?q=${encodeURIComponent(query)}` : '';
}

/** Opens a page of the site, as following a link to it would: a new history entry, no reload. */
export function useOpenPage(): (url: string) => void {
  const history = useHistory();
  return useCallback((url: string) => history.push(url), [history]);
}

/**
 * The query in the current URL's `?q=`, and a function that writes another in its place: the
 * same page and hash, the history entry replaced, so that typing leaves one entry to go back past.
 */
export function useQueryInUrl(): [query: string, replaceQuery: (query: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const replaceQuery = useCallback(
    (query: string) => history.replace({...location, search: searchForQuery(query)}),
    [history, location],
  );
  return [queryFromSearch(location.search), replaceQuery];
}
