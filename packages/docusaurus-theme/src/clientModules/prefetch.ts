/**
 * Route prefetching without the burst: the same chunks as Docusaurus core prefetches, each one
 * once, appended while the browser is idle.
 *
 * Core (3.9.0 to 3.10.2, the versions the plugin adds this module for: PREFETCH_FIX_VERSIONS)
 * gives every internal link an IntersectionObserver, and each link that comes into view calls
 * `window.docusaurus.prefetch(path)` from the same observer task. Each call scans every entry of
 * routesChunkNames with a regular expression for each route the path matches, and appends one
 * `<link rel="prefetch">` per chunk, including the chunks every doc shares (the docs layout, the
 * sidebar), again for every link. On docs/getting-started that is one task appending 253 links
 * for 21 distinct URLs: 340 ms to 950 ms with the CPU 4× slower (scripts/trace.mjs), most of it
 * after the page looks ready, where Lighthouse counts it as blocking time.
 *
 * Here the chunk names are indexed by route once, each chunk URL is requested once, and the work
 * is done in idle callbacks, a little at a time, instead of inside the observer task. Hovering a
 * link (which preloads it) still goes to core, and a preloaded route is not prefetched again,
 * as in core.
 */

import {matchPath} from '@docusaurus/router';
import type {ClientModule, RouteChunkNames} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

/** The bundler's runtime: `gca` (Docusaurus's ChunkAssetPlugin) maps a chunk name to its URL. */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
}

type RouteConfig = {path?: string; exact?: boolean; strict?: boolean; routes?: RouteConfig[]};

/** The routes a path goes through, outermost first, as react-router-config matches them. */
function matchedRoutes(routeList: RouteConfig[], pathname: string, branch: RouteConfig[] = []): RouteConfig[] {
  routeList.some((route) => {
    const matched = route.path ? matchPath(pathname, route) !== null : true;
    if (matched) {
      branch.push(route);
      if (route.routes) {
        matchedRoutes(route.routes, pathname, branch);
      }
    }
    return matched;
  });
  return branch;
}

/** The leaves of a route's chunk tree: the chunk names it needs. */
function chunkNames(tree: unknown, names: string[] = []): string[] {
  if (typeof tree === 'string') {
    names.push(tree);
  } else if (tree && typeof tree === 'object') {
    for (const value of Object.values(tree)) {
      chunkNames(value, names);
    }
  }
  return names;
}

let chunksByRoute: Map<string, string[]> | undefined;

/** routesChunkNames by route path: its keys end with a hash (`/docs/intro-1a2`), dropped here. */
function routeChunks(routePath: string): string[] {
  if (!chunksByRoute) {
    chunksByRoute = new Map();
    for (const [key, tree] of Object.entries(routesChunkNames as RouteChunkNames)) {
      const path = key.replace(/-[^-]+$/, '');
      chunksByRoute.set(path, [...(chunksByRoute.get(path) ?? []), ...chunkNames(tree)]);
    }
  }
  return chunksByRoute.get(routePath) ?? [];
}

const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const requestedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
const requestedUrls = new Set<string>();
const pending: string[] = [];
let scheduled = false;

function appendPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Prefetches one route's chunks that no earlier route asked for. */
function prefetchNow(routePath: string, chunkUrl: (chunkName: string) => string | undefined): void {
  for (const route of matchedRoutes(routes as RouteConfig[], routePath)) {
    for (const chunkName of route.path ? routeChunks(route.path) : []) {
      const url = chunkUrl(chunkName);
      // As in core: a chunk webpack merged into another has no URL of its own.
      if (url && !url.includes('undefined') && !requestedUrls.has(url)) {
        requestedUrls.add(url);
        appendPrefetchLink(url);
      }
    }
  }
}

const whenIdle: (callback: (deadline?: IdleDeadline) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(callback, 1);

function schedule(chunkUrl: (chunkName: string) => string | undefined): void {
  if (scheduled) {
    return;
  }
  scheduled = true;
  whenIdle((deadline) => {
    scheduled = false;
    // At least one route per callback, more while the browser says it has time to spare.
    do {
      const routePath = pending.shift();
      if (routePath !== undefined) {
        prefetchNow(routePath, chunkUrl);
      }
    } while (pending.length > 0 && deadline !== undefined && deadline.timeRemaining() > 4);
    if (pending.length > 0) {
      schedule(chunkUrl);
    }
  });
}

let installed = false;

/** Puts the idle, de-duplicated prefetch in `window.docusaurus`, if core set it up as expected. */
export function installPrefetch(): boolean {
  const target = window as unknown as {docusaurus?: DocusaurusGlobal};
  const core = target.docusaurus;
  const chunkUrl = typeof __webpack_require__ !== 'undefined' ? __webpack_require__.gca : undefined;
  if (installed || typeof core?.prefetch !== 'function' || typeof core.preload !== 'function' || !chunkUrl) {
    return false;
  }
  installed = true;
  target.docusaurus = Object.freeze({
    ...core,
    prefetch(routePath: string) {
      if (isSlowConnection() || requestedRoutes.has(routePath) || preloadedRoutes.has(routePath)) {
        return false;
      }
      requestedRoutes.add(routePath);
      pending.push(routePath);
      schedule(chunkUrl);
      return Promise.resolve();
    },
    preload(routePath: string) {
      preloadedRoutes.add(routePath);
      return core.preload(routePath);
    },
  });
  return true;
}

const clientModule: ClientModule = {
  // Core sets window.docusaurus as main.js starts; the first route update comes after that and
  // before the links' observers report (they report asynchronously, after the first render).
  onRouteDidUpdate() {
    installPrefetch();
  },
};

export default clientModule;
