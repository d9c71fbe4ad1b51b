/**
 * Route prefetching off the blocking path: core's own prefetch, one route per idle callback.
 *
 * Core (3.9.0 to 3.10.2, the versions the plugin adds this module for: PREFETCH_FIX_VERSIONS in
 * server/prefetch/coreVersion.ts) gives every internal link an IntersectionObserver, and each link that
 * comes into view calls `window.docusaurus.prefetch(path)` from the same observer task. Each
 * call scans every entry of routesChunkNames with a regular expression for each route the path
 * matches, and appends one `<link rel="prefetch">` per chunk, the chunks every doc shares (docs
 * layout, sidebar) again for every link. On a doc page that is a single long task that appends
 * hundreds of links for a few dozen distinct URLs after the page looks ready, all of it counted
 * as blocking time (bench/measurements.md).
 *
 * Here the observer's calls are queued and handed to core one per idle callback, so each one is
 * a short task of its own, run when the browser has nothing better to do. Core still decides
 * what to fetch (and skips routes already fetched or preloaded, and slow connections); hovering
 * a link still preloads it at once. The duplicate links are core's to remove
 * (bench/upstream-proposals.md).
 */
import type {ClientModule} from '@docusaurus/types';
import {whenIdle} from './whenIdle';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

let installed = false;

/** Replaces `window.docusaurus.prefetch` with a queue in front of it; false if not set up as expected. */
export function installPrefetch(): boolean {
  const target = window as unknown as {docusaurus?: DocusaurusGlobal};
  const core = target.docusaurus;
  if (installed || typeof core?.prefetch !== 'function') {
    return false;
  }
  installed = true;
  const queue: string[] = [];
  const next = () => {
    const routePath = queue.shift();
    if (routePath !== undefined) {
      core.prefetch(routePath);
    }
    if (queue.length > 0) {
      whenIdle(next);
    }
  };
  target.docusaurus = Object.freeze({
    ...core,
    prefetch(routePath: string) {
      if (queue.push(routePath) === 1) {
        whenIdle(next);
      }
      return Promise.resolve();
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
