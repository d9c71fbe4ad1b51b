/**
 * theme-classic's `DocRoot` finds the doc at the current location by trying each doc route of the
 * version in turn with react-router's `matchPath` (`useDocRootMetadata`), then renders a
 * `<Switch>` of one `<Route>` per doc, which tries them again. Every render of a doc page pays two
 * passes over every doc of its version, so rendering the pages of a site of N docs costs N² path
 * matches: about 2 s of each rendering thread of a 1,000-doc build (bench/measurements.md).
 *
 * `narrowedDocRoute` finds the doc in a table made once per version, and gives `DocRoot` the same
 * route holding that doc alone, under the key `renderRoutes` gave it among all the docs: the same
 * doc renders, matched the same way, with the same element keys. It answers only where its table
 * is sure to agree with `matchPath`, and returns the route unchanged otherwise, for `DocRoot` to
 * match as it always does.
 */

/**
 * What `matchPath` reads of a route (react-router-config's and Docusaurus's route types both have
 * it), and the key `renderRoutes` gives its element.
 */
export type MatchedRoute = {path?: unknown; exact?: unknown; strict?: unknown; sensitive?: unknown; key?: unknown};

/** What the table says about a version's doc routes. */
type DocRoutesTable = {
  /**
   * The index of the first route matched exactly by its literal path: its path without one
   * trailing slash, in lower case (react-router matches without regard to case or to one
   * trailing slash unless a route says `sensitive` or `strict`). ASCII paths only.
   */
  literal: Map<string, number>;
  /** The index of the first route that matches otherwise: a pattern, no path, or not `exact`. */
  firstOther: number;
};

/** How a list's items are matched: as routes (as each says), or as docs (each `exact`, as the docs plugin's hooks match them). */
type ListKind = 'routes' | 'docs';

/** The tables of route lists, and of doc lists, by list. */
const tables: Record<ListKind, WeakMap<readonly MatchedRoute[], DocRoutesTable>> = {
  routes: new WeakMap(),
  docs: new WeakMap(),
};

/** path-to-regexp 1.x's syntax (react-router 5's): a path with any of these is a pattern. */
const PATH_SYNTAX = /[:()*?+\\]/;

/**
 * Printable ASCII only: a regular expression without regard to case matches such text as lower
 * case does. (A location with a control character is left to `matchPath`, as one in any other
 * script is; browsers percent-encode both.)
 */
const ASCII = /^[\u0020-\u007e]*$/;

/** The key a literal path is found by; `matchPath` accepts the path with one trailing slash more or less. */
function literalKey(path: string): string {
  return (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/** The route's path, when `matchPath` compares it to a location as a plain string (see literalKey). */
function literalPath(route: MatchedRoute, kind: ListKind): string | undefined {
  const {path} = route;
  const matchedAsSaid = kind === 'routes';
  if (
    typeof path !== 'string' ||
    path === '' ||
    (matchedAsSaid && (route.exact !== true || route.strict === true || route.sensitive === true)) ||
    PATH_SYNTAX.test(path)
  ) {
    return undefined;
  }
  return path;
}

function tableOf(routes: readonly MatchedRoute[], kind: ListKind): DocRoutesTable {
  const known = tables[kind].get(routes);
  if (known) {
    return known;
  }
  const table: DocRoutesTable = {literal: new Map(), firstOther: Number.POSITIVE_INFINITY};
  routes.forEach((route, index) => {
    const path = literalPath(route, kind);
    if (path === undefined) {
      table.firstOther = Math.min(table.firstOther, index);
      return;
    }
    const key = literalKey(path);
    if (ASCII.test(path) && !table.literal.has(key)) {
      table.literal.set(key, index);
    }
    // A literal path with other characters never matches such a location: without regard to
    // case, a regular expression never matches a non-ASCII character with an ASCII one.
  });
  tables[kind].set(routes, table);
  return table;
}

/**
 * The index of the first of `routes` that `matchPath(pathname, route)` matches, or -1 when none
 * does, as `findIndex` gives it; undefined when the table cannot tell (a location with other than
 * ASCII characters, a pattern route before the match). `kind` "docs": each matched as `exact`.
 */
export function matchingDocRouteIndex(
  routes: readonly MatchedRoute[],
  pathname: string,
  kind: ListKind = 'routes',
): number | undefined {
  if (!ASCII.test(pathname)) {
    return undefined;
  }
  const table = tableOf(routes, kind);
  const lowerCase = pathname.toLowerCase();
  const indexes = [table.literal.get(lowerCase)];
  if (lowerCase.endsWith('/')) {
    indexes.push(table.literal.get(lowerCase.slice(0, -1)));
  }
  const index = Math.min(...indexes.map((found) => found ?? Number.POSITIVE_INFINITY));
  if (index < table.firstOther) {
    return index;
  }
  return table.firstOther === Number.POSITIVE_INFINITY ? -1 : undefined;
}

/**
 * `route` (the doc root's, whose `routes` are the version's docs) holding only the doc at
 * `pathname` when the build renders the page, or `route` itself in the browser and wherever the
 * table cannot tell which doc that is.
 */
export function narrowedDocRoute<Route extends {path?: unknown; routes?: readonly MatchedRoute[]}>(
  route: Route,
  pathname: string,
): Route {
  // Only the build renders every page: there the table spares the rendering threads seconds. A
  // reader's browser renders one page at a time, and its bundle leaves the table out (the
  // bundler drops the branch it never takes), which keeps every doc page's JavaScript as light
  // as it was.
  return process.env.HOVERKRAFT_BUNDLE === 'client' ? route : routeOfOneDoc(route, pathname);
}

function routeOfOneDoc<Route extends {routes?: readonly MatchedRoute[]}>(route: Route, pathname: string): Route {
  const {routes} = route;
  if (!Array.isArray(routes) || routes.length < 2) {
    return route;
  }
  const index = matchingDocRouteIndex(routes, pathname);
  // No doc there: theme-classic's doc root shows its not-found content.
  if (index === undefined || index < 0) {
    return route;
  }
  const doc = routes[index] as MatchedRoute;
  // renderRoutes keys each <Route> by its route's key, else by its place in the list.
  return {...route, routes: [{...doc, key: doc.key || String(index)}]};
}
