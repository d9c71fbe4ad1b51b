// `npm run bench`: builds our site and the stock Docusaurus baseline in one run and compares
// them: cold build time (median of 3) and peak memory, page count, first-load bytes and
// Lighthouse scores and Total Blocking Time per page type (median of 3 runs), and a 4× CPU trace
// of the doc page (scripts/trace/trace.mjs records it, scripts/trace/traceReport.mjs reads it): its TBT and
// where the blocking time goes, by kind of long task (median of 3 traces). Writes
// bench/latest.json and bench/latest.md, and copies the table into bench/README.md between its bench
// markers. Timings are reported, never asserted.
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {traceSite} from '../trace/trace.mjs';
import {medianTrace, TASK_KINDS} from '../trace/traceReport.mjs';
import {FIRST_LOAD_BUDGET_KB, OVERHEAD_PAGE_TYPE, THEME_OVERHEAD_BUDGET_KB} from './budgets.mjs';
import {BENCH_README, LATEST, markedSection, writeMarkedSection} from './markedSection.mjs';
import {auditSites, CATEGORIES, gzipKb, medianRun, PAGE_TYPES} from './perf.mjs';
import {buildSite, ensureThemeBuilt, prepareOurSite, prepareStockSite, ROOT, SCRATCH} from './sites.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    // Cold builds per site, for the build time; defaults to --runs.
    builds: {type: 'string'},
    // The port the traces serve the builds on (0: any free port).
    port: {type: 'string', default: process.env.PORT ?? '0'},
    // Only these page types (ids, comma-separated), printed without writing the reports.
    pages: {type: 'string'},
    // Where both sites are copied and built, so that a run beside another one (the test
    // command's perf check uses .scratch/stock-site) builds into folders of its own.
    scratch: {type: 'string', default: SCRATCH},
  },
});
const PAGES = values.pages
  ? values.pages.split(',').map((id) => {
      const pageType = PAGE_TYPES.find((candidate) => candidate.id === id);
      if (!pageType) {
        throw new Error(
          `--pages: unknown page type "${id}"; expected some of ${PAGE_TYPES.map((p) => p.id).join(', ')}`,
        );
      }
      return pageType;
    })
  : PAGE_TYPES;
const RUNS = Number(values.runs);
const BUILD_RUNS = Number(values.builds ?? values.runs);
/** The page traced for the long-task split: a doc page with code blocks and a sidebar. */
const TRACED_PAGE_TYPE = 'doc';
const SITES = {ours: 'Hoverkraft theme', stock: 'Stock Docusaurus'};

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const round = (number, places = 1) => Math.round(number * 10 ** places) / 10 ** places;
/** A difference from stock with its sign: the theme's JS on a doc page weighs less than stock's. */
const signedKb = (kb) => (kb > 0 ? `+${kb}` : `${kb}`);

function countPages(buildDir) {
  let count = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory() && entry.name !== 'assets') {
        walk(path.join(dir, entry.name));
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        count++;
      }
    }
  };
  walk(buildDir);
  return count;
}

ensureThemeBuilt();
const scratch = path.resolve(values.scratch);
const dirs = {
  ours: prepareOurSite(path.join(scratch, 'bench-ours')),
  stock: prepareStockSite(path.join(scratch, 'stock-site')),
};
const builds = {ours: [], stock: []};
for (let run = 1; run <= BUILD_RUNS; run++) {
  for (const site of Object.keys(SITES)) {
    const result = await buildSite(dirs[site]);
    builds[site].push(result);
    console.log(
      `build ${run}/${BUILD_RUNS} ${site}: ${round(result.ms / 1000)} s, peak ${Math.round(result.peakMb)} MB`,
    );
  }
}

const summary = {};
for (const site of Object.keys(SITES)) {
  const buildDir = builds[site][0].buildDir;
  summary[site] = {
    buildSeconds: round(median(builds[site].map((build) => build.ms)) / 1000),
    peakMemoryMb: Math.round(Math.max(...builds[site].map((build) => build.peakMb))),
    pages: countPages(buildDir),
  };
}

// Each page type is audited RUNS times per site and reported by its median-Performance run, except
// Total Blocking Time: the median of its RUNS values. One run's TBT moves by a factor of two with
// the machine's load, and the run with the median score need not have the median TBT.
const auditRuns = [];
for (let run = 1; run <= RUNS; run++) {
  console.log(`Lighthouse ${run}/${RUNS}, mobile, simulated throttling:`);
  auditRuns.push(
    await auditSites({ours: builds.ours[0].buildDir, stock: builds.stock[0].buildDir}, {pageTypes: PAGES}),
  );
}
const audits = Object.fromEntries(
  Object.keys(SITES).map((site) => [
    site,
    Object.fromEntries(
      PAGES.map((pageType) => {
        const runs = auditRuns.map((audit) => audit[site][pageType.id]);
        const tbtRunsMs = runs.map((run) => run.tbtMs);
        return [pageType.id, {...medianRun(runs), tbtMs: median(tbtRunsMs), tbtRunsMs}];
      }),
    ),
  ]),
);

// The doc page traced with the CPU 4× slower, alternating the sites run by run.
const tracedPage = PAGE_TYPES.find((pageType) => pageType.id === TRACED_PAGE_TYPE);
const traceRuns = {ours: [], stock: []};
const loadAverages = [os.loadavg()[0]];
for (let run = 1; run <= RUNS; run++) {
  for (const site of run % 2 === 1 ? ['ours', 'stock'] : ['stock', 'ours']) {
    const [result] = await traceSite({
      dir: builds[site][0].buildDir,
      route: tracedPage.route,
      port: Number(values.port),
    });
    traceRuns[site].push(result);
    console.log(
      `trace ${run}/${RUNS} ${site}: TBT ${result.tbtMs} ms (from CPU time ${result.cpuTbtMs} ms), main thread CPU ${result.mainThreadCpuMs} ms`,
    );
  }
  loadAverages.push(os.loadavg()[0]);
}
const traces = Object.fromEntries(
  Object.keys(SITES).map((site) => {
    const runs = traceRuns[site];
    const median = (pick) => [...runs.map(pick)].sort((a, b) => a - b)[(runs.length - 1) >> 1];
    return [
      site,
      {
        tbtMs: median((run) => run.tbtMs),
        cpuTbtMs: median((run) => run.cpuTbtMs),
        mainThreadCpuMs: median((run) => run.mainThreadCpuMs),
        // The split of the run with the median TBT.
        blockingByKind: medianTrace(runs).blockingByKind,
        runs: runs.map(({tbtMs, cpuTbtMs, mainThreadCpuMs}) => ({tbtMs, cpuTbtMs, mainThreadCpuMs})),
      },
    ];
  }),
);

const overheadMeasured = PAGES.some((pageType) => pageType.id === OVERHEAD_PAGE_TYPE);
const overhead = Object.fromEntries(
  (overheadMeasured ? ['css', 'js'] : []).map((kind) => {
    const ours = audits.ours[OVERHEAD_PAGE_TYPE].bytes[kind];
    const stock = audits.stock[OVERHEAD_PAGE_TYPE].bytes[kind];
    return [kind, {addedKb: gzipKb(ours - stock), ratio: round(ours / stock, 2)}];
  }),
);

const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`,
  docusaurus: JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version,
  runs: RUNS,
  sites: summary,
  ratios: {
    buildTime: round(summary.ours.buildSeconds / summary.stock.buildSeconds, 2),
    peakMemory: round(summary.ours.peakMemoryMb / summary.stock.peakMemoryMb, 2),
  },
  pages: audits,
  docTrace: {
    page: tracedPage.route,
    cpuThrottling: 4,
    loadAverages: loadAverages.map((load) => round(load)),
    ...traces,
  },
  themeOverhead: overhead,
};

const short = {performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO'};
const scoreCell = (result) => CATEGORIES.map((id) => result.scores[id]).join(' / ');
const table = [
  `| | ${SITES.ours} | ${SITES.stock} | Ratio |`,
  '| --- | --- | --- | --- |',
  `| Cold build, median of ${BUILD_RUNS} | ${summary.ours.buildSeconds} s | ${summary.stock.buildSeconds} s | ${report.ratios.buildTime} |`,
  `| Peak build memory | ${summary.ours.peakMemoryMb} MB | ${summary.stock.peakMemoryMb} MB | ${report.ratios.peakMemory} |`,
  `| Pages | ${summary.ours.pages} | ${summary.stock.pages} | |`,
  '',
  `First load (HTML + JS + CSS, KB gzip), Lighthouse mobile scores (${CATEGORIES.map((id) => short[id]).join(' / ')}; the run with the median Performance of ${RUNS}) and Total Blocking Time (the median of the ${RUNS} runs; each run's in bench/latest.json):`,
  '',
  '| Page type | First load, ours | First load, stock | Lighthouse, ours | Lighthouse, stock | TBT, ours | TBT, stock | TBT ratio |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...PAGES.map((pageType) => {
    const ours = audits.ours[pageType.id];
    const stock = audits.stock[pageType.id];
    const budget = FIRST_LOAD_BUDGET_KB[pageType.id];
    return `| ${pageType.label} | ${gzipKb(ours.bytes.total)}${budget ? ` (budget ${budget})` : ''} | ${gzipKb(stock.bytes.total)} | ${scoreCell(ours)} | ${scoreCell(stock)} | ${ours.tbtMs} ms | ${stock.tbtMs} ms | ${stock.tbtMs > 0 ? round(ours.tbtMs / stock.tbtMs, 2) : '–'} |`;
  }),
  '',
  `Where the ${tracedPage.label.toLowerCase()} page (/${tracedPage.route}) blocks the main thread, traced with the CPU 4× slower ` +
    `(\`npm run trace\`; medians of ${RUNS} traces; load average ${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)} on ${os.cpus().length} CPUs):`,
  '',
  '| | Ours | Stock | Ratio |',
  '| --- | --- | --- | --- |',
  `| Total Blocking Time, observed | ${traces.ours.tbtMs} ms | ${traces.stock.tbtMs} ms | ${round(traces.ours.tbtMs / traces.stock.tbtMs, 2)} |`,
  `| Total Blocking Time, from CPU time | ${traces.ours.cpuTbtMs} ms | ${traces.stock.cpuTbtMs} ms | ${round(traces.ours.cpuTbtMs / traces.stock.cpuTbtMs, 2)} |`,
  `| Main thread CPU time | ${traces.ours.mainThreadCpuMs} ms | ${traces.stock.mainThreadCpuMs} ms | ${round(traces.ours.mainThreadCpuMs / traces.stock.mainThreadCpuMs, 2)} |`,
  ...Object.entries(TASK_KINDS).map(
    ([kind, label]) =>
      `| Blocking: ${label} | ${traces.ours.blockingByKind[kind]} ms | ${traces.stock.blockingByKind[kind]} ms | |`,
  ),
  ...(overheadMeasured
    ? [
        '',
        `What the theme adds over stock on a page using none of its components (${PAGE_TYPES.find((p) => p.id === OVERHEAD_PAGE_TYPE).label}): ` +
          `CSS ${signedKb(overhead.css.addedKb)} KB gzip (ratio ${overhead.css.ratio}, budget ${signedKb(THEME_OVERHEAD_BUDGET_KB.css)} KB), ` +
          `JS ${signedKb(overhead.js.addedKb)} KB gzip (ratio ${overhead.js.ratio}, budget ${signedKb(THEME_OVERHEAD_BUDGET_KB.js)} KB).`,
      ]
    : []),
].join('\n');

if (values.pages) {
  // A partial run: printed, not written over the full report.
  console.log(`\n${table}`);
  process.exit(0);
}

// The scale benchmark's tables (npm run bench:scale) stay in latest.md when this one rewrites it.
const scaleSection = existsSync(LATEST) ? markedSection(readFileSync(LATEST, 'utf8'), 'scale') : '';
const markdown = `# Benchmark: Hoverkraft theme vs stock Docusaurus

Generated by \`npm run bench\` on ${report.date.slice(0, 10)} (${report.machine}; Docusaurus ${report.docusaurus},
Rspack via \`@docusaurus/faster\` for both; load average ${Math.min(...loadAverages).toFixed(1)}–${Math.max(...loadAverages).toFixed(1)} while tracing). The stock site is the same site without the Hoverkraft theme:
preset-classic and theme-live-codeblock over the same docs, blog and site code (bench/stock-site). Lighthouse runs with default mobile settings
and simulated throttling, one page at a time in a fresh Chromium; scores move by a few points with the load
on the machine, so each page type is audited ${RUNS} times per site.

${table}
${scaleSection ? `\n${scaleSection}\n` : ''}`;

writeFileSync(path.join(ROOT, 'bench', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(ROOT, 'bench', 'latest.md'), markdown);

writeMarkedSection(BENCH_README, 'bench', table);
// Keep lint green: format the JSON report as the repository's formatter would.
execFileSync(
  process.execPath,
  [path.join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'), 'format', '--write', 'bench'],
  {cwd: ROOT, stdio: 'ignore'},
);
console.log(`\n${table}\n\nWrote bench/latest.md and bench/latest.json.`);
