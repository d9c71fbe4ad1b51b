import {PerfLogger} from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import {BuiltPages} from './builtPages';
import type {SitePage} from './pages';

/** What every feature's post-build step is given: the build folder, the site, and its pages. */
export type PostBuildInput = {
  /** The folder Docusaurus wrote this build (one locale) to. */
  outDir: string;
  siteDir: string;
  siteConfig: LoadContext['siteConfig'];
  /**
   * The site's locales: their default one and each one's URL and base URL. Absent where the
   * caller has none to give (tests); the steps then use `siteConfig`'s.
   */
  i18n?: Pick<LoadContext['i18n'], 'defaultLocale' | 'localeConfigs'>;
  /** The site's docs, blog posts and standalone pages (pages.ts). */
  pages: SitePage[];
  /**
   * The built pages, shared by the steps of one build so that each page is read and parsed once
   * (builtPages.ts). `runPostBuildSteps` gives the input one when it has none, and the same input
   * passed to its next call keeps it; a step run alone makes its own.
   */
  builtPages?: BuiltPages;
};

/**
 * One feature's work after the build. It resolves to the line the build log shows for it, given
 * how long the step took, or to nothing when it has nothing to say.
 */
export type PostBuildStep = (input: PostBuildInput) => Promise<((duration: string) => string) | undefined>;

/** A step and the name of the feature it is part of, which the performance log shows it by. */
export type NamedPostBuildStep = {name: string; step: PostBuildStep};

/**
 * Runs the steps side by side (each reads the built pages and writes files of its own) and
 * returns their log lines, in the steps' order. Each step's time goes to Docusaurus's performance
 * log, when it is on (`DOCUSAURUS_PERF_LOGGER=true`), as `Theme step <name>`: the steps overlap,
 * so each time is from the step's start to its end, not its share of the machine.
 */
export async function runPostBuildSteps(
  steps: (PostBuildStep | NamedPostBuildStep)[],
  input: PostBuildInput,
): Promise<string[]> {
  input.builtPages ??= new BuiltPages();
  const lines = await Promise.all(
    steps.map(async (entry) => {
      const {name, step} = typeof entry === 'function' ? {name: entry.name, step: entry} : entry;
      const started = performance.now();
      const summary = await PerfLogger.async(`Theme step ${name}`, () => step(input));
      return summary?.(`${((performance.now() - started) / 1000).toFixed(1)} s`);
    }),
  );
  return lines.filter((line): line is string => line !== undefined);
}

/**
 * Runs the `first` steps side by side, then the `last` ones, which rewrite the built pages: the
 * first steps read the pages and write files of their own, never a page, so the last ones start
 * once each first step has read every page it said it reads (builtPages.ts's `expect`), beside
 * what is left of the first steps' work (Pagefind writing its index, the twins their files), or
 * once the first steps are done. The log lines come in the steps' order.
 */
export async function runPostBuildGroups(
  first: NamedPostBuildStep[],
  last: NamedPostBuildStep[],
  input: PostBuildInput,
): Promise<string[]> {
  input.builtPages ??= new BuiltPages();
  const firstLines = runPostBuildSteps(first, input);
  await Promise.race([firstLines, input.builtPages.allRead()]);
  const lines = await Promise.all([firstLines, runPostBuildSteps(last, input)]);
  return lines.flat();
}
