import {PerfLogger} from '@docusaurus/logger';

/**
 * Where the theme's share of a build's time goes, for whoever measures it (`npm run bench:scale`
 * prints it): each bundler loader's total time and files, added up as the bundler calls them.
 * Docusaurus's performance log (`DOCUSAURUS_PERF_LOGGER=true`) shows it after the build, with each
 * post-build step's time (site/feature.ts); without it, the tally costs a clock reading per file.
 */

/** One loader's tally: its files and the milliseconds it spent on them. */
export type LoaderTally = {files: number; ms: number};

/**
 * The bundler loads a loader's module itself, and may load it apart from the plugin's (another
 * copy of the package, a cleared require cache): the tally lives on the process, under a key both
 * find.
 */
const TALLY_KEY = Symbol.for('@hoverkraft/docusaurus-theme/loader-timings');

function tallies(): Map<string, LoaderTally> {
  const holder = globalThis as {[TALLY_KEY]?: Map<string, LoaderTally>};
  holder[TALLY_KEY] ??= new Map();
  return holder[TALLY_KEY];
}

/** Runs one file through `loader` (synchronous, as the theme's loaders are), counting its time. */
export function timedLoader<T>(loader: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    const tally = tallies().get(loader) ?? {files: 0, ms: 0};
    tally.files += 1;
    tally.ms += performance.now() - started;
    tallies().set(loader, tally);
  }
}

/** The loaders' tallies since the last call, by name, and a fresh start for the next build (a locale's). */
export function takeLoaderTallies(): [string, LoaderTally][] {
  const taken = [...tallies()];
  tallies().clear();
  return taken;
}

/** A loader's tally as the performance log shows it (the benchmark reads this wording). */
export function loaderTallyLine(loader: string, {files, ms}: LoaderTally): string {
  return `Theme loader ${loader}: ${files} files in ${ms.toFixed(1)} ms`;
}

/** Shows each loader's tally in the performance log (when it is on), and starts the next build's afresh. */
export function logLoaderTallies(): void {
  for (const [loader, tally] of takeLoaderTallies()) {
    PerfLogger.log(loaderTallyLine(loader, tally));
  }
}
