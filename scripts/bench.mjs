// `npm run bench`: builds our site and the stock Docusaurus baseline in one run and compares
// them: cold build time (median of 3) and peak memory, page count, first-load bytes and
// Lighthouse scores per page type (median of 3 runs). Writes bench/latest.json and
// bench/latest.md, and copies the table into README.md between its bench markers. Timings
// are reported, never asserted.
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {FIRST_LOAD_BUDGET_KB, OVERHEAD_PAGE_TYPE, THEME_OVERHEAD_BUDGET_KB} from './budgets.mjs';
import {auditSites, CATEGORIES, gzipKb, medianRun, PAGE_TYPES} from './perf.mjs';
import {buildSite, ensureThemeBuilt, prepareOurSite, prepareStockSite, ROOT} from './sites.mjs';

const {values} = parseArgs({options: {runs: {type: 'string', default: '3'}}});
const RUNS = Number(values.runs);
const SITES = {ours: 'Hoverkraft theme', stock: 'Stock Docusaurus'};

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const round = (number, places = 1) => Math.round(number * 10 ** places) / 10 ** places;

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
const dirs = {ours: prepareOurSite(), stock: prepareStockSite()};
const builds = {ours: [], stock: []};
for (let run = 1; run <= RUNS; run++) {
  for (const site of Object.keys(SITES)) {
    const result = await buildSite(dirs[site]);
    builds[site].push(result);
    console.log(`build ${run}/${RUNS} ${site}: ${round(result.ms / 1000)} s, peak ${Math.round(result.peakMb)} MB`);
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

// Each page type is audited RUNS times per site and reported by its median-Performance run.
const auditRuns = [];
for (let run = 1; run <= RUNS; run++) {
  console.log(`Lighthouse ${run}/${RUNS}, mobile, simulated throttling:`);
  auditRuns.push(await auditSites({ours: builds.ours[0].buildDir, stock: builds.stock[0].buildDir}));
}
const audits = Object.fromEntries(
  Object.keys(SITES).map((site) => [
    site,
    Object.fromEntries(
      PAGE_TYPES.map((pageType) => [pageType.id, medianRun(auditRuns.map((runs) => runs[site][pageType.id]))]),
    ),
  ]),
);

const overhead = Object.fromEntries(
  ['css', 'js'].map((kind) => {
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
  themeOverhead: overhead,
};

const short = {performance: 'Perf', accessibility: 'A11y', 'best-practices': 'BP', seo: 'SEO'};
const scoreCell = (result) => CATEGORIES.map((id) => result.scores[id]).join(' / ');
const table = [
  `| | ${SITES.ours} | ${SITES.stock} | Ratio |`,
  '| --- | --- | --- | --- |',
  `| Cold build, median of ${RUNS} | ${summary.ours.buildSeconds} s | ${summary.stock.buildSeconds} s | ${report.ratios.buildTime} |`,
  `| Peak build memory | ${summary.ours.peakMemoryMb} MB | ${summary.stock.peakMemoryMb} MB | ${report.ratios.peakMemory} |`,
  `| Pages | ${summary.ours.pages} | ${summary.stock.pages} | |`,
  '',
  `First load (HTML + JS + CSS, KB gzip) and Lighthouse mobile scores (${CATEGORIES.map((id) => short[id]).join(' / ')}; the run with the median Performance of ${RUNS}):`,
  '',
  '| Page type | First load, ours | First load, stock | Lighthouse, ours | Lighthouse, stock |',
  '| --- | --- | --- | --- | --- |',
  ...PAGE_TYPES.map((pageType) => {
    const ours = audits.ours[pageType.id];
    const stock = audits.stock[pageType.id];
    const budget = FIRST_LOAD_BUDGET_KB[pageType.id];
    return `| ${pageType.label} | ${gzipKb(ours.bytes.total)}${budget ? ` (budget ${budget})` : ''} | ${gzipKb(stock.bytes.total)} | ${scoreCell(ours)} | ${scoreCell(stock)} |`;
  }),
  '',
  `What the theme adds over stock on a page using none of its components (${PAGE_TYPES.find((p) => p.id === OVERHEAD_PAGE_TYPE).label}): ` +
    `CSS +${overhead.css.addedKb} KB gzip (ratio ${overhead.css.ratio}, budget ${THEME_OVERHEAD_BUDGET_KB.css} KB), ` +
    `JS +${overhead.js.addedKb} KB gzip (ratio ${overhead.js.ratio}, budget ${THEME_OVERHEAD_BUDGET_KB.js} KB).`,
].join('\n');

const markdown = `# Benchmark: Hoverkraft theme vs stock Docusaurus

Generated by \`npm run bench\` on ${report.date.slice(0, 10)} (${report.machine}; Docusaurus ${report.docusaurus},
Rspack via \`@docusaurus/faster\` for both). The stock site is the same site without the Hoverkraft theme:
preset-classic and theme-live-codeblock over the same docs, blog and site code (bench/stock-site). Lighthouse runs with default mobile settings
and simulated throttling, one page at a time in a fresh Chromium; scores move by a few points with the load
on the machine, so each page type is audited ${RUNS} times per site.

${table}
`;

writeFileSync(path.join(ROOT, 'bench', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(ROOT, 'bench', 'latest.md'), markdown);

const readmePath = path.join(ROOT, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
if (readme.includes(START) && readme.includes(END)) {
  const updated = `${readme.slice(0, readme.indexOf(START) + START.length)}\n${table}\n${readme.slice(readme.indexOf(END))}`;
  writeFileSync(readmePath, updated);
}
// The repository's formatter aligns Markdown tables; format what was written so lint stays green.
execFileSync(
  process.execPath,
  [path.join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome'), 'format', '--write', 'README.md', 'bench'],
  {
    cwd: ROOT,
    stdio: 'ignore',
  },
);
console.log(`\n${table}\n\nWrote bench/latest.md and bench/latest.json.`);
