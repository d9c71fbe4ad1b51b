// `npm run trace`: records a Chrome trace of one page of a built site with the CPU slowed down
// 4× (what Lighthouse's mobile profile assumes of a mid-range phone), and prints where the main
// thread's time goes: the long tasks (over 50 ms) with what each one ran, the functions and the
// scripts with the most self time, and the Total Blocking Time observed in the trace. It prints
// figures and asserts nothing; `npm run bench` uses the same code for its doc-page split. This
// file records; scripts/trace/traceReport.mjs reads the trace.
//
// Usage: node scripts/trace/trace.mjs [--route docs/getting-started] [--dir website/build] [--port 4214]
//          [--runs 1] [--throttle 4] [--top 15] [--source-maps] [--stock] [--json out.json]
//
// --source-maps builds a copy of the site (or, with --stock, of the stock baseline) into
// .scratch/ with source maps, so that minified positions resolve to packages and source files;
// without it, positions are shown as script URL, line and column, and source maps are used when
// the build folder has them (a `.map` file beside a script).
import {existsSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../env/chromium.mjs';
import {BASE_PATH, createSiteServer} from '../site/serve.mjs';
import {analyseTrace, formatTrace, medianTrace} from './traceReport.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Lighthouse's mobile device: a 412 × 823 screen at 1.75 device pixels per CSS pixel, touch. */
const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

/**
 * What Lighthouse's trace processing reads (the frame tree, navigation and paint markers, the
 * main thread's tasks), and the V8 sampling profiler, which Lighthouse leaves out, for the self
 * time by function. Not `toplevel`, which Lighthouse does not record either: it writes each task
 * a second time, nested in the first, and the second would count as a task of its own.
 */
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'rail',
  '__metadata',
];

const USAGE = `Usage: node scripts/trace/trace.mjs [options]

Records a Chrome trace of one page of a built site, with the CPU slowed down, and prints where the
main thread's time goes: long tasks and their kinds, Total Blocking Time, self time by function,
script and kind of work.

Options:
  --route <path>    the page, under the site's base path (default: docs/getting-started)
  --dir <folder>    the built site (default: website/build)
  --port <number>   the port to serve it on (default: $PORT, or any free port)
  --runs <n>        traces to record; the report is the one with the median TBT (default: 1)
  --throttle <n>    CPU slowdown factor (default: 4)
  --top <n>         entries in each self-time table (default: 15)
  --source-maps     build a copy of the site with source maps into .scratch/ and trace that
  --stock           with --source-maps, the stock Docusaurus baseline instead of our site
  --json <file>     also write every run's figures to <file>
  --help            print this help`;

/** Records one trace of `url`; resolves to the trace events. */
export async function recordTrace(url, {throttle = 4, mobile = true, settleMs = 4000, timeoutMs = 60_000} = {}) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    const context = await browser.newContext(mobile ? MOBILE : {viewport: {width: 1280, height: 800}});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: throttle});
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: {includedCategories: TRACE_CATEGORIES, excludedCategories: ['*']},
    });
    await page.goto(url, {waitUntil: 'load', timeout: timeoutMs});
    // Docusaurus prefetches the links in view once the browser is idle, after hydration: wait
    // for the network to go quiet, then for the main thread to settle.
    await page.waitForLoadState('networkidle', {timeout: timeoutMs}).catch(() => {});
    await page.waitForTimeout(settleMs);
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    const {stream} = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', {handle: stream, size: 4 * 1024 * 1024});
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
      if (chunk.eof) {
        break;
      }
    }
    await cdp.send('IO.close', {handle: stream});
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  } finally {
    await browser.close();
  }
}

/** Serves `dir` on `port` (0 for any free port) and traces `route` `runs` times. */
export async function traceSite({dir, route, port = 0, runs = 1, throttle = 4, top = 15, log = () => {}}) {
  const server = createSiteServer({dir: path.resolve(dir)});
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${BASE_PATH}${route}`;
  const results = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const events = await recordTrace(url, {throttle});
      const result = analyseTrace(events, url, {buildDir: path.resolve(dir), top, throttle});
      log(
        `  run ${run}/${runs}: TBT ${result.tbtMs} ms (from CPU time ${result.cpuTbtMs} ms), ` +
          `${result.longTasks.length} long tasks, main thread CPU ${result.mainThreadCpuMs} ms`,
      );
      results.push(result);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return results;
}

/** A copy of a site built with source maps, for traces that name packages and source files. */
async function buildWithSourceMaps({stock}) {
  const {buildSite, ensureThemeBuilt, prepareOurSite, prepareStockSite, SCRATCH} = await import('../bench/sites.mjs');
  ensureThemeBuilt();
  const dir = stock
    ? prepareStockSite(path.join(SCRATCH, 'trace-stock'))
    : prepareOurSite(path.join(SCRATCH, 'trace-ours'));
  const configFile = 'docusaurus.sourcemaps.config.ts';
  writeFileSync(
    path.join(dir, configFile),
    [
      "import config from './docusaurus.config';",
      '',
      '// The site as configured, with source maps written beside every script.',
      'export default {',
      '  ...config,',
      '  plugins: [',
      '    ...(config.plugins ?? []),',
      "    () => ({name: 'trace-source-maps', configureWebpack: () => ({devtool: 'source-map'})}),",
      '  ],',
      '};',
      '',
    ].join('\n'),
  );
  console.log(
    `Building ${stock ? 'the stock baseline' : 'the site'} with source maps in ${path.relative(ROOT, dir)}...`,
  );
  const {buildDir} = await buildSite(dir, {args: ['--config', configFile]});
  return buildDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      route: {type: 'string', default: 'docs/getting-started'},
      dir: {type: 'string'},
      port: {type: 'string', default: process.env.PORT ?? '0'},
      runs: {type: 'string', default: '1'},
      throttle: {type: 'string', default: '4'},
      top: {type: 'string', default: '15'},
      'source-maps': {type: 'boolean', default: false},
      stock: {type: 'boolean', default: false},
      json: {type: 'string'},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  let dir = values.dir ?? path.join(ROOT, 'website', 'build');
  if (values['source-maps']) {
    dir = await buildWithSourceMaps({stock: values.stock});
  } else if (values.stock && !values.dir) {
    throw new Error('--stock needs --source-maps (to build the stock baseline) or --dir <a built stock site>');
  }
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`error: no build in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  const runs = Number(values.runs);
  console.log(
    `Tracing /${values.route} of ${path.relative(ROOT, dir) || dir}, CPU ${values.throttle}× slower, ${runs} run(s):`,
  );
  const results = await traceSite({
    dir,
    route: values.route,
    port: Number(values.port),
    runs,
    throttle: Number(values.throttle),
    top: Number(values.top),
    log: console.log,
  });
  const median = medianTrace(results);
  const loadAverage = os.loadavg()[0];
  console.log('');
  console.log(formatTrace(median, {label: runs > 1 ? `Median run of ${runs} by TBT` : 'Main thread'}));
  if (runs > 1) {
    console.log(`\nTBT of each run: ${results.map((result) => `${result.tbtMs} ms`).join(', ')}`);
    console.log(`TBT from CPU time of each run: ${results.map((result) => `${result.cpuTbtMs} ms`).join(', ')}`);
  }
  console.log(`Machine load average (1 min) at the end: ${loadAverage.toFixed(1)} on ${os.cpus().length} CPUs`);
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
  }
}
