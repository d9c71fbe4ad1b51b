// What the performance checks (scripts/bench/perf-check.mjs) and the benchmark (scripts/bench/bench.mjs)
// measure on a built site: Lighthouse's four category scores, CLS and LCP with default mobile
// settings and simulated throttling, and the first-load transfer of HTML, JS and CSS, for
// each page type. The site is served by scripts/site/serve.mjs, as a static host would serve it.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../env/chromium.mjs';
import {BASE_PATH, createSiteServer} from '../site/serve.mjs';

/** The page types audited, each with a route relative to the base path. */
export const PAGE_TYPES = [
  {id: 'home', label: 'Home', route: ''},
  {id: 'doc', label: 'Doc', route: 'docs/getting-started'},
  {id: 'liveDoc', label: 'Component doc (live editor)', route: 'docs/components/buttons'},
  {id: 'blogIndex', label: 'Blog index', route: 'blog'},
  {id: 'post', label: 'Blog post', route: 'blog/introducing-hoverkraft-theme'},
  {id: 'tagsIndex', label: 'Tags index', route: 'blog/tags'},
  {id: 'tag', label: 'Tag page', route: 'blog/tags/theme'},
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Debian's Chromium, headless, on a machine with no network but loopback and no GPU. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Serves a build on a free loopback port, under `base` (the site's base path unless given);
 * resolves to its origin and a close function.
 */
export function serveBuild(dir, {base} = {}) {
  const server = createSiteServer({dir: path.resolve(dir), base});
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      resolve({origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done))});
    });
  });
}

const gzipKb = (bytes) => Math.round(bytes / 102.4) / 10;

/**
 * First-load transfer by kind, from Lighthouse's record of the page load: what the browser
 * fetched before the page settled, headers included, as the host sent it (gzip). Prefetches
 * of other routes (Docusaurus prefetches links in view) are not part of this page's load.
 */
function firstLoadBytes(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const bytes = {html: 0, js: 0, css: 0};
  // Each file's share, to see which chunks a change moved (bench/latest.json keeps them).
  const files = [];
  const kinds = {Document: 'html', Script: 'js', Stylesheet: 'css'};
  for (const request of requests) {
    const kind = kinds[request.resourceType];
    if (kind && request.priority !== 'Lowest') {
      bytes[kind] += request.transferSize ?? 0;
      files.push({path: new URL(request.url).pathname, kind, bytes: request.transferSize ?? 0});
    }
  }
  return {...bytes, total: bytes.html + bytes.js + bytes.css, files};
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id].title})`),
  );
  return {
    scores,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    // What moved, to find the cause of a shift: the elements Lighthouse saw shift.
    shiftedElements: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => item.node?.selector ?? item.node?.snippet ?? 'an element Lighthouse could not name',
    ),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    bytes: firstLoadBytes(lhr),
    failing,
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * Runs Lighthouse on every page type of each site, one page at a time (parallel runs would
 * skew each other's simulated timings), alternating the sites so that a burst of load on the
 * machine hits both alike. Each audit gets a Chromium of its own: in a shared one, what the
 * previous page left running spread the same page's scores over twice the range. `sites` maps
 * a name to a build folder.
 */
export async function auditSites(sites, {pageTypes = PAGE_TYPES, log = console.log} = {}) {
  const served = {};
  for (const [name, dir] of Object.entries(sites)) {
    served[name] = await serveBuild(dir);
  }
  const results = Object.fromEntries(Object.keys(sites).map((name) => [name, {}]));
  try {
    for (const pageType of pageTypes) {
      for (const name of Object.keys(sites)) {
        const url = `${served[name].origin}${BASE_PATH}${pageType.route}`;
        const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS});
        let runner;
        try {
          runner = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
        } finally {
          await chrome.kill();
        }
        const summary = summarise(runner.lhr);
        results[name][pageType.id] = summary;
        log(
          `  ${name.padEnd(6)} ${pageType.label.padEnd(28)} ` +
            CATEGORIES.map((id) => `${id.slice(0, 4)} ${summary.scores[id]}`).join('  ') +
            `  CLS ${summary.cls.toFixed(3)}  LCP ${summary.lcpMs} ms  TBT ${summary.tbtMs} ms  first load ${gzipKb(summary.bytes.total)} KB`,
        );
      }
    }
  } finally {
    for (const server of Object.values(served)) {
      await server.close();
    }
  }
  return results;
}

/** Of several runs of one page, the run whose Performance score is the median (an odd count). */
export function medianRun(runs) {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[(runs.length - 1) >> 1];
}

export {gzipKb};
