import {expect} from 'vitest';
import {PRISM_WHEN_LANGUAGES_DEFINED} from '../../../packages/docusaurus-theme/src/shared/contract';

/**
 * The theme's guarded performance workarounds are in a build's JavaScript, on a Docusaurus
 * version they were checked against: Prism's grammars defined without the `DFS` walk in
 * `insertBefore` (server/codeBlocks/prismGraphWalk.ts) and only on first use (server/codeBlocks/prismLazyLanguages.ts,
 * with theme/prism-include-languages queueing the site's languages), and the idle, de-duplicated
 * route prefetch (client/prefetch.ts) where the core version is one it was checked against
 * (`idlePrefetch`; elsewhere core's prefetch must be left alone). Stock theme-classic has the walk, defines the
 * grammars when main.js runs, and has no idle callback in its main bundle.
 */
export function expectPerformanceWorkarounds(js: string, {idlePrefetch = true}: {idlePrefetch?: boolean} = {}): void {
  expect(js, 'Prism is in the bundle').toMatch(/DFS:function/);
  expect(js, "Prism's insertBefore no longer calls the DFS walk").not.toMatch(/\.languages\.DFS\(/);
  expect(js, "Prism's grammars are defined on first use, the site's languages queued after them").toContain(
    PRISM_WHEN_LANGUAGES_DEFINED,
  );
  // The prefetch client module freezes core's window.docusaurus with its queue in front
  // (client/prefetch.ts); requestIdleCallback alone is no sign of it, other code waits for idle too.
  const idlePrefetchModule = /\.docusaurus=Object\.freeze\(/;
  if (idlePrefetch) {
    expect(js, 'the idle prefetch client module is in the bundle').toMatch(idlePrefetchModule);
  } else {
    // A core version the prefetch was not checked against keeps core's own (server/prefetch/coreVersion.ts).
    expect(js, "core's own prefetch, on a version the idle prefetch was not checked against").not.toMatch(
      idlePrefetchModule,
    );
  }
}
