import {useHistory, useLocation} from '@docusaurus/router';
import {useCallback, useMemo} from 'react';

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

/**
 * The `search` of a search page URL for a query and its scope: `?q=dark%20mode&scope=Blog`, or
 * nothing for no query.
 */
export function searchForQuery(query: string, scope: {scope?: string; version?: string} = {}): string {
  if (!query) {
    return '';
  }
  const params = [`q=${encodeURIComponent(query)}`];
  for (const [name, value] of Object.entries(scope)) {
    if (value) {
      params.push(`${name}=${encodeURIComponent(value)}`);
    }
  }
  return `?${params.join('&')}`;
}

/** The scope in a search page URL's `search`: `?q=x&scope=Blog&version=1.0`. */
function scopeFromSearch(search: string): {scope?: string; version?: string} {
  const params = new URLSearchParams(search);
  return {scope: params.get('scope') ?? undefined, version: params.get('version') ?? undefined};
}

/** How long focus waits for the opened page to show its heading: a route's code may still be loading. */
const FOCUS_TARGET_TIMEOUT_MS = 5000;

/** The content the page shows now: the article of a doc or post, or the main element. */
function shownContent(): Element | null {
  return document.querySelector('article') ?? document.querySelector('main');
}

/**
 * The element a reader opening `url` arrives at, once that page is shown: the heading its hash
 * names, or else the page's first heading. Nothing while `previous` (the content shown before)
 * is still on screen: Docusaurus keeps the old page until the new one has loaded.
 */
function arrivalTarget(url: string, previous: Element | null): HTMLElement | null {
  const target = new URL(url, window.location.href);
  if (target.pathname !== window.location.pathname) {
    return null;
  }
  const id = decodeURIComponent(target.hash.slice(1));
  const element =
    (id ? document.getElementById(id) : null) ?? document.querySelector<HTMLElement>('main h1, article h1, h1');
  return element && !(previous?.isConnected && previous.contains(element)) ? element : null;
}

/**
 * Prepares to move focus to where a reader who opens `url` arrives: call it before navigating,
 * then call what it returns once the navigation has started. Once the page shows that heading,
 * it takes focus, so that the next Tab goes on from there instead of from the top of the
 * document. Docusaurus scrolls to it; focusing does not scroll again. Gives up after
 * FOCUS_TARGET_TIMEOUT_MS.
 */
function focusOnArrival(url: string): () => void {
  const samePage = new URL(url, window.location.href).pathname === window.location.pathname;
  const previous = samePage ? null : shownContent();
  let started = 0;
  const attempt = () => {
    const target = arrivalTarget(url, previous);
    if (target) {
      if (!target.hasAttribute('tabindex')) {
        // A heading takes focus only with a tabindex; -1 keeps it out of the Tab order.
        target.setAttribute('tabindex', '-1');
      }
      target.focus({preventScroll: true});
    } else if (performance.now() - started < FOCUS_TARGET_TIMEOUT_MS) {
      requestAnimationFrame(attempt);
    }
  };
  return () => {
    started = performance.now();
    requestAnimationFrame(attempt);
  };
}

/**
 * Opens a page of the site, as following a link to it would: a new history entry, no reload;
 * focus goes to the heading the reader arrives at.
 */
export function useOpenPage(): (url: string) => void {
  const history = useHistory();
  return useCallback(
    (url: string) => {
      // Read what is shown before the push changes the location.
      const arrive = focusOnArrival(url);
      history.push(url);
      arrive();
    },
    [history],
  );
}

/**
 * The query in the current URL's `?q=`, and a function that writes another in its place: the
 * same page and hash, the history entry replaced, so that typing leaves one entry to go back past.
 */
export function useQueryInUrl(): [
  query: string,
  replaceQuery: (query: string, scope?: {scope?: string; version?: string}) => void,
] {
  const location = useLocation();
  const history = useHistory();
  const replaceQuery = useCallback(
    (query: string, scope?: {scope?: string; version?: string}) =>
      history.replace({...location, search: searchForQuery(query, scope ?? scopeFromSearch(location.search))}),
    [history, location],
  );
  return [queryFromSearch(location.search), replaceQuery];
}

/** The path of the page being read, for the search to know which docs version it is in. */
export function useCurrentPathname(): string {
  return useLocation().pathname;
}

/** The scope in the current URL (`&scope=Blog&version=1.0`), the same object while it is unchanged. */
export function useScopeInUrl(): {scope?: string; version?: string} {
  const {search} = useLocation();
  return useMemo(() => scopeFromSearch(search), [search]);
}
