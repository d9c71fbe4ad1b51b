import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';
import {PRISM_WHEN_LANGUAGES_DEFINED} from '../../../packages/docusaurus-theme/src/shared/contract';

/** What only Prism's own code holds: the graph walk of its `languages` object. */
const PRISM_MARKER = /DFS:function/;

/** The text of each JavaScript file of a build's `assets/js`, by file name. */
function builtScripts(outDir: string): Map<string, string> {
  const dir = path.join(outDir, 'assets/js');
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.js')) : [];
  return new Map(names.map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

/**
 * The theme's guarded performance workarounds are in a build's JavaScript, on a Docusaurus
 * version they were checked against: Prism in a chunk of its own, out of main.js (the highlighter
 * chunk of client/codeBlocks/highlighter.ts, or a chunk the bundler split from it), with its
 * grammars defined without the `DFS` walk in `insertBefore` (server/codeBlocks/prismGraphWalk.ts)
 * and only on first use (server/codeBlocks/prismLazyLanguages.ts, with
 * theme/prism-include-languages queueing the site's languages); and the idle, de-duplicated route
 * prefetch (client/prefetch.ts) in main.js where the core version is one it was checked against
 * (`idlePrefetch`; elsewhere core's prefetch must be left alone). Stock theme-classic has Prism
 * with the walk in main.js, defines the grammars when main.js runs, and has no idle callback in
 * its main bundle.
 *
 * `outDir` is the build's folder, as given to `docusaurus build --out-dir`.
 */
export function expectPerformanceWorkarounds(
  outDir: string,
  {idlePrefetch = true}: {idlePrefetch?: boolean} = {},
): void {
  const scripts = builtScripts(outDir);
  const names = Array.from(scripts.keys());
  expect(names, `${outDir}/assets/js holds the build's JavaScript`).not.toEqual([]);

  const prismChunks = names.filter((name) => PRISM_MARKER.test(scripts.get(name) ?? ''));
  expect(prismChunks, 'exactly one chunk of assets/js holds Prism').toHaveLength(1);
  const prismChunk = prismChunks[0] as string;
  expect(
    prismChunk,
    `Prism's chunk, ${prismChunk}, is one of its own that the highlighter loads, not main.js`,
  ).not.toMatch(/^(main|runtime~main)\./);
  const prism = scripts.get(prismChunk) ?? '';
  expect(prism, `Prism's insertBefore in ${prismChunk} no longer calls the DFS walk`).not.toMatch(/\.languages\.DFS\(/);
  expect(
    prism,
    `Prism's grammars in ${prismChunk} are defined on first use, the site's languages queued after them`,
  ).toContain(PRISM_WHEN_LANGUAGES_DEFINED);

  // The prefetch client module freezes core's window.docusaurus with its queue in front
  // (client/prefetch.ts); requestIdleCallback alone is no sign of it, other code waits for idle too.
  const idlePrefetchModule = /\.docusaurus=Object\.freeze\(/;
  if (idlePrefetch) {
    const main = names.find((name) => /^main\.[^.]+\.js$/.test(name));
    expect(main, `${outDir}/assets/js has a main.<hash>.js`).toBeDefined();
    expect(scripts.get(main as string), `the idle prefetch client module is in ${main}`).toMatch(idlePrefetchModule);
  } else {
    // A core version the prefetch was not checked against keeps core's own (server/prefetch/coreVersion.ts).
    const withIdlePrefetch = names.filter((name) => idlePrefetchModule.test(scripts.get(name) ?? ''));
    expect(
      withIdlePrefetch,
      "core's own prefetch, on a version the idle prefetch was not checked against: no chunk holds the idle one",
    ).toEqual([]);
  }
}
