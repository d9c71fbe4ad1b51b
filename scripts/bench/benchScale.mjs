// `npm run bench:scale [-- --sizes 100,1000] [--runs 3] [--locale-pages 100] [--locales-only]`: how
// the theme's cost grows with the size of a site. For each size, generates a docs site of that many
// pages (scripts/bench/scaleSite.mjs) twice, with the theme and with stock preset-classic, and builds each
// cold and then again with no change, on Rspack, `--runs` times (each build's time is the median of
// its runs). Prints, and writes to bench/scale.md, the build times and their ratios to stock, peak
// memory, the main bundle's gzip size, the search index's bytes and the social cards' time, and
// where each cold build's time goes. Then does the same for the site in four locales (en, fr, ja
// and ar, right to left), `--locale-pages` docs in each (0 leaves it out), its titles the same in
// every locale as untranslated docs are: what locales cost with the theme against stock, whose
// target is a cold build at most 1.3 times stock's. `--locales-only` measures that site alone and
// rewrites only its part of the reports. Timings are reported, never asserted.
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {BENCH_README, LATEST, markedSection, section, writeMarkedSection} from './markedSection.mjs';
import {generateScaleSite, SCALE_LOCALES} from './scaleSite.mjs';
import {buildSite, ensureThemeBuilt, ROOT, SCRATCH} from './sites.mjs';

const {values} = parseArgs({
  options: {
    sizes: {type: 'string', default: '100,1000,3000'},
    runs: {type: 'string', default: '1'},
    'locale-pages': {type: 'string', default: '100'},
    'locales-only': {type: 'boolean', default: false},
  },
});
const LOCALE_PAGES = Number(values['locale-pages']);
if (!Number.isInteger(LOCALE_PAGES) || LOCALE_PAGES < 0) {
  throw new Error(
    `--locale-pages takes the number of docs of the four-locale site, 0 to leave it out; got "${values['locale-pages']}".`,
  );
}
const LOCALES_ONLY = values['locales-only'];
if (LOCALES_ONLY && LOCALE_PAGES === 0) {
  throw new Error('--locales-only measures the four-locale site: give it --locale-pages of 1 or more.');
}
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(`--runs takes a whole number of builds per site and size, 1 or more; got "${values.runs}".`);
}
const SIZES = (LOCALES_ONLY ? [] : values.sizes.split(',')).map((size) => {
  const pages = Number(size);
  if (!Number.isInteger(pages) || pages < 1) {
    throw new Error(`--sizes takes page counts separated by commas, such as 100,1000; got "${size}".`);
  }
  return pages;
});
const SITES = ['ours', 'stock'];
const BUILD_ENV = {FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_PERF_LOGGER: 'true'};

const round = (number, places = 1) => Math.round(number * 10 ** places) / 10 ** places;
const seconds = (ms) => round(ms / 1000);
const kb = (bytes) => round(bytes / 1024);

/** The main bundle's size as the browser downloads it, gzipped at the highest level. */
function mainBundleGzip(buildDir) {
  const dir = path.join(buildDir, 'assets', 'js');
  const main = readdirSync(dir).find((name) => /^main\.[\w]+\.js$/.test(name));
  return gzipSync(readFileSync(path.join(dir, main)), {level: 9}).length;
}

/** What the theme said it did after the build (see postBuild in its src/index.ts). */
function themeLog(output) {
  const search = output.match(/Search index: (\d+) pages in ([\d.]+) s, ([\d.]+) KB \((\d+) bytes per page\)/);
  const cards = output.match(/Social cards: (\d+) drawn(?: on (\d+) threads)?, (\d+) from cache in ([\d.]+) s/);
  return {
    search: search && {pages: Number(search[1]), seconds: Number(search[2]), bytes: Number(search[3]) * 1024},
    cards: cards && {drawn: Number(cards[1]), fromCache: Number(cards[3]), seconds: Number(cards[4])},
  };
}

/** The cards of every locale a build built: one "Social cards" line each, summed. */
function cardsOfAllLocales(output) {
  const lines = [...output.matchAll(/Social cards: (\d+) drawn(?: on \d+ threads)?, (\d+) from cache/g)];
  return lines.length === 0
    ? undefined
    : {
        builds: lines.length,
        drawn: lines.reduce((sum, line) => sum + Number(line[1]), 0),
        fromCache: lines.reduce((sum, line) => sum + Number(line[2]), 0),
      };
}

/** The build's main steps, from Docusaurus's performance log (DOCUSAURUS_PERF_LOGGER). */
const STEPS = {'Load site': 'load', 'Bundling with rspack': 'bundle', SSG: 'ssg', 'postBuild()': 'postBuild'};
function buildSteps(output) {
  const steps = {};
  for (const [, name, amount, unit] of output.matchAll(
    /\[PERF\] Build > [\w-]+ > (Load site|Bundling with rspack|SSG|postBuild\(\)) - ([\d.]+) (ms|seconds)/g,
  )) {
    steps[STEPS[name]] = round(unit === 'ms' ? Number(amount) / 1000 : Number(amount));
  }
  return steps;
}

/**
 * The theme's own share, from the lines it adds to the performance log (server/site/postBuild.ts
 * and timings.ts): each post-build step's time from its start to its end, in seconds (the steps run
 * side by side, so they overlap), and each bundler loader's files and milliseconds. Summed over
 * the locales of a site that has several.
 */
function themeBreakdown(output) {
  const steps = {};
  for (const [, name, amount, unit] of output.matchAll(/> Theme step (\w+) - ([\d.]+) (ms|seconds)/g)) {
    steps[name] = (steps[name] ?? 0) + (unit === 'ms' ? Number(amount) / 1000 : Number(amount));
  }
  const loaders = {};
  for (const [, name, files, ms] of output.matchAll(/> Theme loader ([\w-]+): (\d+) files in ([\d.]+) ms/g)) {
    const tally = loaders[name] ?? {files: 0, ms: 0};
    loaders[name] = {files: tally.files + Number(files), ms: tally.ms + Number(ms)};
  }
  return {steps, loaders};
}

async function build(dir, cold) {
  const result = await buildSite(dir, {cold, env: BUILD_ENV});
  return {
    ...result,
    theme: themeLog(result.output),
    steps: buildSteps(result.output),
    breakdown: themeBreakdown(result.output),
  };
}

/**
 * Builds the site `name` of `pages` docs, ours and stock, cold and again, RUNS times, and returns
 * the build of median wall time of each kind.
 */
async function measure(name, {pages, locales = false}) {
  const dirs = Object.fromEntries(
    SITES.map((site) => [
      site,
      generateScaleSite(path.join(SCRATCH, `scale-${name}-${site}`), {pages, theme: site === 'ours', locales}),
    ]),
  );
  const runs = {cold: {ours: [], stock: []}, warm: {ours: [], stock: []}};
  for (let run = 0; run < RUNS; run++) {
    // Stock and ours alternate, and swap places each round, so that a change in the machine's
    // load hits both alike.
    const order = run % 2 === 0 ? SITES : [...SITES].reverse();
    for (const site of order) {
      const result = await build(dirs[site], true);
      runs.cold[site].push(result);
      console.log(
        `${name}, ${site}, cold ${run + 1}/${RUNS}: ${seconds(result.ms)} s (CPU ${round(result.cpuSeconds)} s), peak ${Math.round(result.peakMb)} MB`,
      );
      const again = await build(dirs[site], false);
      runs.warm[site].push(again);
      console.log(
        `${name}, ${site}, rebuild ${run + 1}/${RUNS}: ${seconds(again.ms)} s (CPU ${round(again.cpuSeconds)} s)`,
      );
    }
  }
  // Each build is reported by its run of median wall time (its steps and log with it).
  const medianRun = (list) => [...list].sort((a, b) => a.ms - b.ms)[(list.length - 1) >> 1];
  const cold = {ours: medianRun(runs.cold.ours), stock: medianRun(runs.cold.stock)};
  const warm = {ours: medianRun(runs.warm.ours), stock: medianRun(runs.warm.stock)};
  return {pages, cold, warm};
}

ensureThemeBuilt();
const results = [];
for (const pages of SIZES) {
  const {cold, warm} = await measure(`${pages}`, {pages});
  results.push({
    pages,
    cold,
    warm,
    bundle: {ours: mainBundleGzip(cold.ours.buildDir), stock: mainBundleGzip(cold.stock.buildDir)},
  });
}
const localized =
  LOCALE_PAGES > 0 ? await measure(`locales-${LOCALE_PAGES}`, {pages: LOCALE_PAGES, locales: true}) : undefined;

const ratio = (ours, stock) => round(ours / stock, 2);
const timeTable = [
  '| Pages | Cold, ours | Cold, stock | Ratio | Rebuild, ours | Rebuild, stock | Ratio | Peak memory, ours / stock |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    ({pages, cold, warm}) =>
      `| ${pages} | ${seconds(cold.ours.ms)} s | ${seconds(cold.stock.ms)} s | ${ratio(cold.ours.ms, cold.stock.ms)} | ` +
      `${seconds(warm.ours.ms)} s | ${seconds(warm.stock.ms)} s | ${ratio(warm.ours.ms, warm.stock.ms)} | ` +
      `${Math.round(cold.ours.peakMb)} / ${Math.round(cold.stock.peakMb)} MB |`,
  ),
];
// On a shared machine, wall time moves with everyone else's load; the CPU time a build spends
// (all its threads and child processes) moves much less, so it is the fairer comparison there.
const cpuTable = [
  '| Pages | Cold CPU, ours | Cold CPU, stock | Ratio | Rebuild CPU, ours | Rebuild CPU, stock | Ratio |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...results.map(
    ({pages, cold, warm}) =>
      `| ${pages} | ${round(cold.ours.cpuSeconds)} s | ${round(cold.stock.cpuSeconds)} s | ${ratio(cold.ours.cpuSeconds, cold.stock.cpuSeconds)} | ` +
      `${round(warm.ours.cpuSeconds)} s | ${round(warm.stock.cpuSeconds)} s | ${ratio(warm.ours.cpuSeconds, warm.stock.cpuSeconds)} |`,
  ),
];
const costTable = [
  '| Pages | Main bundle gzip, ours / stock (delta) | Search index, total (per page) | Search index time | Cards drawn, cold build (time) | Cards drawn, rebuild |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.map(({pages, cold, warm, bundle}) => {
    const {search, cards} = cold.ours.theme;
    return (
      `| ${pages} | ${kb(bundle.ours)} / ${kb(bundle.stock)} KB (${bundle.ours >= bundle.stock ? '+' : '−'}${kb(Math.abs(bundle.ours - bundle.stock))} KB) | ` +
      `${search ? `${kb(search.bytes)} KB (${Math.round(search.bytes / search.pages)} B)` : '–'} | ` +
      `${search ? `${search.seconds} s` : '–'} | ` +
      `${cards ? `${cards.drawn} (${cards.seconds} s)` : '–'} | ` +
      `${warm.ours.theme.cards ? `${warm.ours.theme.cards.drawn} of ${warm.ours.theme.cards.drawn + warm.ours.theme.cards.fromCache}` : '–'} |`
    );
  }),
];
const stepCell = (steps) => ['load', 'bundle', 'ssg', 'postBuild'].map((step) => steps[step] ?? 0).join(' / ');
const stepTable = [
  '| Pages | Cold build steps, ours (s) | Cold build steps, stock (s) | Rebuild steps, ours (s) | Rebuild steps, stock (s) |',
  '| --- | --- | --- | --- | --- |',
  ...results.map(
    ({pages, cold, warm}) =>
      `| ${pages} | ${stepCell(cold.ours.steps)} | ${stepCell(cold.stock.steps)} | ${stepCell(warm.ours.steps)} | ${stepCell(warm.stock.steps)} |`,
  ),
];
// The theme's steps and loaders, as columns: every name any build reported, in a stable order.
const breakdownOf = (kind) => results.flatMap((result) => [result[kind].ours.breakdown]);
const stepNames = [...new Set(['cold', 'warm'].flatMap(breakdownOf).flatMap(({steps}) => Object.keys(steps)))].sort();
const loaderNames = [
  ...new Set(['cold', 'warm'].flatMap(breakdownOf).flatMap(({loaders}) => Object.keys(loaders))),
].sort();
const breakdownRow = (label, {steps, loaders}) =>
  `| ${[
    label,
    ...stepNames.map((name) => (steps[name] === undefined ? '–' : `${round(steps[name], 2)} s`)),
    ...loaderNames.map((name) => (loaders[name] ? `${loaders[name].files} in ${round(loaders[name].ms)} ms` : '0')),
  ].join(' | ')} |`;
const breakdownTable = [
  `| Pages, build | ${[...stepNames.map((name) => `Step ${name}`), ...loaderNames.map((name) => `Loader ${name}`)].join(' | ')} |`,
  `| --- | ${[...stepNames, ...loaderNames].map(() => '---').join(' | ')} |`,
  ...results.flatMap(({pages, cold, warm}) => [
    breakdownRow(`${pages}, cold`, cold.ours.breakdown),
    breakdownRow(`${pages}, rebuild`, warm.ours.breakdown),
  ]),
];

// The index's fixed part (Pagefind's script and WebAssembly) is the same at every size, so the
// cost of one more page is the growth between the smallest and the largest size.
const indexed = results.filter((result) => result.cold.ours.theme.search);
const marginal =
  indexed.length > 1
    ? (() => {
        const [first, last] = [indexed[0].cold.ours.theme.search, indexed.at(-1).cold.ours.theme.search];
        return `Each page adds ${Math.round((last.bytes - first.bytes) / (last.pages - first.pages))} bytes to the search index (growth from ${first.pages} to ${last.pages} pages).`;
      })()
    : '';

const machine = `${os.availableParallelism()} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`;
const docusaurus = JSON.parse(
  readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

/** The table of the four-locale site, and what it says: the cold build's ratio to stock against its target. */
const LOCALE_TARGET = 1.3;
function localeReport({pages, cold, warm}) {
  const cards = (result) => {
    const all = cardsOfAllLocales(result.output);
    return all ? `${all.drawn} of ${all.drawn + all.fromCache} (${all.builds} locales)` : '–';
  };
  const coldRatio = ratio(cold.ours.ms, cold.stock.ms);
  return `Four locales (${SCALE_LOCALES.join(', ')}; ar right to left), ${pages} docs each and their titles the same in every
locale, as untranslated docs are; \`docusaurus build\` builds the locales one after the other. Measured with
\`--locale-pages ${pages} --runs ${RUNS}\` on ${new Date().toISOString().slice(0, 10)} (${machine}; load average
${os
  .loadavg()
  .map((load) => round(load))
  .join(', ')} at the end; Docusaurus ${docusaurus}). The target is a
cold build at most ${LOCALE_TARGET} times stock's: ${coldRatio <= LOCALE_TARGET ? 'met' : 'missed'} (${coldRatio}, CPU ${ratio(cold.ours.cpuSeconds, cold.stock.cpuSeconds)}).

| Pages per locale | Cold, ours | Cold, stock | Ratio | Cold CPU, ours / stock (ratio) | Rebuild, ours | Rebuild, stock | Ratio | Cards drawn, cold build | Cards drawn, rebuild |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
| ${pages} | ${seconds(cold.ours.ms)} s | ${seconds(cold.stock.ms)} s | ${coldRatio} | ${round(cold.ours.cpuSeconds)} / ${round(cold.stock.cpuSeconds)} s (${ratio(cold.ours.cpuSeconds, cold.stock.cpuSeconds)}) | ${seconds(warm.ours.ms)} s | ${seconds(warm.stock.ms)} s | ${ratio(warm.ours.ms, warm.stock.ms)} | ${cards(cold.ours)} | ${cards(warm.ours)} |`;
}
const localeSection = localized ? section('scale-locales', localeReport(localized)) : '';

/**
 * Writes the four-locale site's section into `file`: in place of the one it has, else at the end
 * of its `scale` section (bench/README.md, bench/latest.md), else at its end (bench/scale.md).
 */
function writeLocaleSection(file) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const current = markedSection(text, 'scale-locales');
  const scaleEnd = '<!-- scale:end -->';
  if (current) {
    writeFileSync(file, text.replace(current, localeSection));
  } else if (text.includes(scaleEnd)) {
    writeFileSync(file, text.replace(scaleEnd, `\n${localeSection}\n${scaleEnd}`));
  } else {
    writeFileSync(file, `${text.trimEnd()}\n\n${localeSection}\n`);
  }
}

const SCALE_MD = path.join(ROOT, 'bench', 'scale.md');
if (LOCALES_ONLY) {
  for (const file of [SCALE_MD, BENCH_README, LATEST]) {
    writeLocaleSection(file);
  }
  console.log(
    `\n${localeSection}\n\nWrote the four-locale section of bench/scale.md, bench/README.md and bench/latest.md.`,
  );
  process.exit(0);
}

const markdown = `# Scale benchmark: the theme's cost as a site grows

Generated by \`npm run bench:scale -- --sizes ${SIZES.join(',')} --runs ${RUNS} --locale-pages ${LOCALE_PAGES}\` on ${new Date().toISOString().slice(0, 10)} (${machine};
load average ${os
  .loadavg()
  .map((load) => round(load))
  .join(', ')} at the end; Docusaurus ${docusaurus}, Rspack via \`@docusaurus/faster\`). Each site is
docs pages with headings, four paragraphs and a code block (scripts/bench/scaleSite.mjs), built with the
theme (search and social cards on) and with stock preset-classic, one build after the other. Cold
builds start with no caches; a rebuild runs again with no change, keeping Rspack's and the social
cards' caches. Each site is built ${RUNS === 1 ? 'once' : `${RUNS} times, the two sites taking turns to go first,`} and each figure is from
${RUNS === 1 ? 'that build' : 'the build of median wall time'}. Peak memory is the largest resident size of the build process.

Wall time:

${timeTable.join('\n')}

CPU time (user and system, all threads and child processes), which a busy machine disturbs less:

${cpuTable.join('\n')}

What the theme adds: the main bundle (every page downloads it), the Pagefind index (downloaded in
part, when a reader searches) and the social cards (drawn once, then reused from
\`node_modules/.cache/hoverkraft-docusaurus-theme/social-cards\`). The cards are drawn while the site
bundles and renders its pages, the search index after, so a card time is not added to the others.

${costTable.join('\n')}

${marginal}

Where the time goes (load site / bundle with Rspack / render pages (SSG) / postBuild, in seconds):

${stepTable.join('\n')}

The theme's part of it: each post-build step from its start to its end (they run side by side, so
their times overlap and postBuild above is the longest of them, not their sum), and each bundler
loader's files and total time, as the theme reports them to Docusaurus's performance log
(\`DOCUSAURUS_PERF_LOGGER=true\`). A rebuild's loaders run only on files Rspack's cache lacks.

${breakdownTable.join('\n')}
${localeSection ? `\n${localeSection}\n` : ''}`;

writeFileSync(SCALE_MD, markdown);
const tables = `${timeTable.join('\n')}\n\n${costTable.join('\n')}${localeSection ? `\n\n${localeSection}` : ''}`;
writeMarkedSection(BENCH_README, 'scale', tables);
writeMarkedSection(
  LATEST,
  'scale',
  `## At scale (\`npm run bench:scale\`, ${new Date().toISOString().slice(0, 10)}; the whole report is bench/scale.md)\n\n${tables}`,
);
console.log(`\n${markdown}\nWrote bench/scale.md, and its tables in bench/README.md and bench/latest.md.`);
