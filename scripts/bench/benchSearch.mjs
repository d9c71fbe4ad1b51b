// Times search on our own built site as a reader meets it: in headless Chromium, a doc page,
// Ctrl+K, a query typed key by key; the time from the last key to the first results shown.
// Cold: a new browser context each run (nothing cached: the dialog's code, Pagefind and the
// index's chunks all load on that first search). Warm: the same query again in that page.
// Prints the median and 90th percentile of each and writes them into bench/README.md.
//
//   npm run bench:search [-- --dir website/build --runs 5 --print-only]
// --print-only prints the table without writing it into bench/README.md (a build that is not
// the site's, an experiment).
import {existsSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../env/chromium.mjs';
import {BASE_PATH} from '../site/serve.mjs';
import {BENCH_README, writeMarkedSection} from './markedSection.mjs';
import {serveBuild} from './perf.mjs';
import {ROOT} from './sites.mjs';

/** Queries readers type on this site (e2e/searchRelevance.spec.ts), one a typo that the vocabulary corrects. */
const QUERIES = ['dark mode', 'install', 'swizzle', 'og image', 'social cards', 'instalation'];
/** Milliseconds between two keys: faster than the search's debounce, as a reader types a word. */
const KEY_DELAY_MS = 40;
/** The spec (issue #33): the first results, cold, under this many milliseconds after the last key. */
const COLD_TARGET_MS = 300;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: path.join(ROOT, 'website', 'build')},
    runs: {type: 'string', default: '3'},
    'print-only': {type: 'boolean', default: false},
  },
});
const dir = path.resolve(values.dir);
const runs = Number(values.runs);
if (!existsSync(path.join(dir, 'pagefind', 'pagefind.js'))) {
  throw new Error(`--dir ${dir} holds no built site with a search index: run "npm run build" first.`);
}
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs must be a whole number of 1 or more, got "${values.runs}".`);
}

/**
 * Types `query` into the open search box and resolves to the milliseconds from its last key to
 * the first frame that shows a result, measured in the page, with the wall-clock times of that
 * key and that frame (to tell which downloads came before them).
 */
async function timeFirstResults(page, query) {
  const input = page.getByRole('dialog', {name: 'Search the site'}).getByRole('combobox');
  await input.fill('');
  await page.waitForFunction(() => !document.querySelector('dialog [role="option"]'));
  await page.evaluate((query) => {
    window.__hkLastKey = 0;
    window.__hkFirstResults = new Promise((resolve) => {
      const dialog = document.querySelector('dialog');
      document.addEventListener('keydown', () => {
        window.__hkLastKey = performance.now();
      });
      // Results of this query, not the last ones kept on screen while it runs: the field holds
      // all of it and the status counts the results (it is empty, or "Searching…", meanwhile).
      const observer = new MutationObserver(() => {
        const shown =
          dialog.querySelector('[role="option"]') && /\d/.test(dialog.querySelector('[role="status"]').textContent);
        if (shown && dialog.querySelector('input').value === query) {
          observer.disconnect();
          // The frame that paints them.
          requestAnimationFrame(() => resolve(performance.now()));
        }
      });
      observer.observe(dialog, {childList: true, subtree: true, characterData: true});
    });
  }, query);
  await input.pressSequentially(query, {delay: KEY_DELAY_MS});
  return page.evaluate(async () => {
    const shown = await window.__hkFirstResults;
    const epoch = (time) => performance.timeOrigin + time;
    return {ms: shown - window.__hkLastKey, lastKeyAt: epoch(window.__hkLastKey), shownAt: epoch(shown)};
  });
}

/**
 * Records every response `page` (its dedicated workers included: Pagefind searches in one)
 * receives: when its request started (wall clock) and the bytes of its body as sent.
 */
function recordDownloads(page) {
  const downloads = [];
  page.on('requestfinished', async (request) => {
    const startedAt = request.timing().startTime;
    const {responseBodySize} = await request.sizes().catch(() => ({responseBodySize: 0}));
    downloads.push({startedAt, bytes: responseBodySize});
  });
  return downloads;
}

/** The requests of `downloads` started from `from` to `to`, and their bytes. */
function downloadsBetween(downloads, from, to) {
  const between = downloads.filter(({startedAt}) => startedAt >= from && startedAt <= to);
  return {requests: between.length, bytes: between.reduce((sum, {bytes}) => sum + bytes, 0)};
}

function percentile(samples, fraction) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const {origin, close} = await serveBuild(dir);
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const cold = [];
const warm = [];
/** What each cold search downloaded before its first results showed. */
const coldLoads = [];
try {
  for (let run = 0; run < runs; run++) {
    for (const query of QUERIES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}${BASE_PATH}docs/getting-started`, {waitUntil: 'networkidle'});
      const downloads = recordDownloads(page);
      const openedAt = Date.now();
      await page.getByRole('button', {name: 'Search', exact: true}).click();
      await page.getByRole('dialog', {name: 'Search the site'}).getByRole('combobox').waitFor();
      const first = await timeFirstResults(page, query);
      cold.push(first.ms);
      // Responses still being read when the results showed are counted once they finish.
      await page.waitForLoadState('networkidle');
      coldLoads.push({
        sinceOpen: downloadsBetween(downloads, openedAt, first.shownAt),
        afterLastKey: downloadsBetween(downloads, first.lastKeyAt, first.shownAt),
      });
      warm.push((await timeFirstResults(page, query)).ms);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await close();
}

const ms = (value) => `${Math.round(value)} ms`;
const rows = [
  ['Cold (new context: dialog, Pagefind and index chunks load)', cold],
  ['Warm (the same query again in that page)', warm],
].map(
  ([label, samples]) =>
    `| ${label} | ${ms(percentile(samples, 0.5))} | ${ms(percentile(samples, 0.9))} | ${samples.length} |`,
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const loadRows = [
  ['Since the box opened: its code, Pagefind, the index chunks, the results', 'sinceOpen'],
  ['After the last key', 'afterLastKey'],
].map(([label, key]) => {
  const of = (field) =>
    percentile(
      coldLoads.map((loads) => loads[key][field]),
      0.5,
    );
  return `| ${label} | ${of('requests')} | ${kb(of('bytes'))} |`;
});
const table = [
  `First results after the last key on our site, headless Chromium, ${QUERIES.length} queries × ${runs} runs (${new Date().toISOString().slice(0, 10)}); target cold: under ${COLD_TARGET_MS} ms.`,
  '',
  '| | Median | 90th percentile | Samples |',
  '| --- | --- | --- | --- |',
  ...rows,
  '',
  'What a cold search downloads before its first results (median of the queries; bytes as sent, compressed):',
  '',
  '| | Requests | Bytes |',
  '| --- | --- | --- |',
  ...loadRows,
].join('\n');
console.log(table);
if (!values['print-only']) {
  writeMarkedSection(BENCH_README, 'search', table);
}
