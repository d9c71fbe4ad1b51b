// `npm run trace`: records a Chrome trace of one page of a built site with the CPU slowed down
// 4× (what Lighthouse's mobile profile assumes of a mid-range phone), and prints where the main
// thread's time goes: the long tasks (over 50 ms) with what each one ran, the functions and the
// scripts with the most self time, and the Total Blocking Time observed in the trace. It prints
// figures and asserts nothing; `npm run bench` uses the same code for its doc-page split.
//
// Usage: node scripts/trace.mjs [--route docs/getting-started] [--dir website/build] [--port 4214]
//          [--runs 1] [--throttle 4] [--top 15] [--source-maps] [--stock] [--json out.json]
//
// --source-maps builds a copy of the site (or, with --stock, of the stock baseline) into
// .scratch/ with source maps, so that minified positions resolve to packages and source files;
// without it, positions are shown as script URL, line and column, and source maps are used when
// the build folder has them (a `.map` file beside a script).
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {originalPositionFor, TraceMap} from '@jridgewell/trace-mapping';
import {chromium} from '@playwright/test';
import {BASE_PATH, createSiteServer} from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's Chromium, headless, with no network but loopback and no GPU. */
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Lighthouse's mobile device: a 412 × 823 screen at 1.75 device pixels per CSS pixel, touch. */
const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};

/** A task longer than this blocks input; what it runs beyond it counts towards TBT. */
export const LONG_TASK_MS = 50;

const TRACE_CATEGORIES = [
  '-*',
  'toplevel',
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

/** The top-level task events Chrome writes, by version. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

/** Trace event names as DevTools' Performance panel shows them. */
const EVENT_LABELS = {
  EvaluateScript: 'Evaluate script',
  'v8.compile': 'Compile script',
  'v8.compileModule': 'Compile module',
  'V8.CompileCode': 'Compile code',
  FunctionCall: 'Function call',
  TimerFire: 'Timer fired',
  FireAnimationFrame: 'Animation frame fired',
  FireIdleCallback: 'Idle callback',
  EventDispatch: 'Event',
  RunMicrotasks: 'Run microtasks',
  V8Execute: 'JavaScript',
  UpdateLayoutTree: 'Recalculate style',
  Layout: 'Layout',
  ParseHTML: 'Parse HTML',
  ParseAuthorStyleSheet: 'Parse stylesheet',
  Paint: 'Paint',
  PrePaint: 'Pre-paint',
  Layerize: 'Layerize',
  MajorGC: 'Major GC',
  MinorGC: 'Minor GC',
  'V8.GC_SCAVENGER': 'Minor GC',
  'V8.GC_MARK_COMPACTOR': 'Major GC',
  HitTest: 'Hit test',
  ScheduleStyleRecalculation: 'Schedule style recalculation',
  ResourceSendRequest: 'Send request',
};

const ms = (microseconds) => microseconds / 1000;
const round = (number) => Math.round(number);

/** Records one trace of `url`; resolves to the trace events. */
export async function recordTrace(url, {throttle = 4, mobile = true, settleMs = 4000, timeoutMs = 60_000} = {}) {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_ARGS});
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

/** The renderer main thread that loaded `url`: the one that parsed its HTML. */
function findMainThread(events, url) {
  const mains = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      mains.set(`${event.pid}:${event.tid}`, {pid: event.pid, tid: event.tid});
    }
  }
  const target = new URL(url);
  for (const event of events) {
    if (event.name === 'ParseHTML' && mains.has(`${event.pid}:${event.tid}`)) {
      const parsed = event.args?.beginData?.url;
      if (parsed && new URL(parsed).pathname === target.pathname) {
        return mains.get(`${event.pid}:${event.tid}`);
      }
    }
  }
  throw new Error(`no renderer main thread parsed ${url} in the trace`);
}

/** Complete ('X') and begin/end ('B'/'E') events of one thread as [start, end] intervals, nested. */
function threadSlices(events, {pid, tid}) {
  const slices = [];
  const open = [];
  for (const event of events) {
    if (event.pid !== pid || event.tid !== tid) {
      continue;
    }
    if (event.ph === 'X' && typeof event.dur === 'number') {
      slices.push({name: event.name, start: event.ts, end: event.ts + event.dur, cpu: event.tdur, args: event.args});
    } else if (event.ph === 'B') {
      open.push(event);
    } else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) {
        slices.push({
          name: begin.name,
          start: begin.ts,
          end: event.ts,
          cpu: typeof begin.tts === 'number' && typeof event.tts === 'number' ? event.tts - begin.tts : undefined,
          args: begin.args,
        });
      }
    }
  }
  // Outer slices first, so that each one's children follow it.
  slices.sort((a, b) => a.start - b.start || b.end - a.end);
  return slices;
}

/** Each slice's self time: its duration less its children's. Returns the task-level tree. */
function buildTree(slices) {
  const roots = [];
  const stack = [];
  for (const slice of slices) {
    slice.children = [];
    while (stack.length > 0 && stack.at(-1).end <= slice.start) {
      stack.pop();
    }
    const parent = stack.at(-1);
    if (parent && slice.end <= parent.end + 1) {
      parent.children.push(slice);
    } else if (!parent) {
      roots.push(slice);
    } else {
      // Overlapping without nesting (clock skew between categories): treat as a sibling.
      roots.push(slice);
    }
    stack.push(slice);
  }
  const selfTime = (slice) => {
    slice.self = slice.end - slice.start - slice.children.reduce((sum, child) => sum + (child.end - child.start), 0);
    slice.children.forEach(selfTime);
  };
  roots.forEach(selfTime);
  return roots;
}

/** The V8 sampling profile of one thread: samples as {time, duration, frame}. */
function profileSamples(events, {pid, tid}) {
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid) {
      continue;
    }
    if (event.name === 'Profile' && event.tid === tid) {
      profiles.set(event.id, {start: event.args.data.startTime, nodes: new Map(), samples: [], deltas: []});
    } else if (event.name === 'ProfileChunk' && profiles.has(event.id)) {
      const profile = profiles.get(event.id);
      const chunk = event.args.data;
      for (const node of chunk.cpuProfile?.nodes ?? []) {
        profile.nodes.set(node.id, node);
      }
      profile.samples.push(...(chunk.cpuProfile?.samples ?? []));
      profile.deltas.push(...(chunk.timeDeltas ?? []));
    }
  }
  const samples = [];
  for (const profile of profiles.values()) {
    let time = profile.start;
    const times = profile.deltas.map((delta) => {
      time += delta;
      return time;
    });
    for (let index = 0; index < profile.samples.length; index++) {
      const duration = (times[index + 1] ?? times[index]) - times[index];
      const node = profile.nodes.get(profile.samples[index]);
      if (node && duration > 0) {
        samples.push({time: times[index], duration, frame: node.callFrame});
      }
    }
  }
  return samples.sort((a, b) => a.time - b.time);
}

/** Source maps of the build's scripts, loaded on demand from the build folder. */
function sourceMapResolver(buildDir, origin) {
  const maps = new Map();
  const load = (url) => {
    if (!maps.has(url)) {
      let map;
      if (buildDir && url.startsWith(origin + BASE_PATH)) {
        const file = path.join(buildDir, new URL(url).pathname.slice(BASE_PATH.length));
        if (existsSync(`${file}.map`)) {
          map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
        }
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  return (frame) => {
    const map = frame.url ? load(frame.url) : undefined;
    if (!map) {
      return undefined;
    }
    const position = originalPositionFor(map, {line: frame.lineNumber + 1, column: frame.columnNumber});
    return position.source ? position : undefined;
  };
}

/** The package a source file belongs to, or the site's own code. */
function packageOf(source) {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = source.slice(inModules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (source.includes('packages/docusaurus-theme/')) {
    return '@hoverkraft/docusaurus-theme';
  }
  return 'site code';
}

/** A readable name for a sampled frame, with the script (or package) it belongs to. */
function describeFrame(frame, resolve, origin) {
  if (!frame.url) {
    return {fn: frame.functionName || '(native)', script: frame.functionName || '(native)'};
  }
  const mapped = resolve(frame);
  if (mapped) {
    const source = mapped.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
    return {
      fn: `${mapped.name ?? frame.functionName ?? '(anonymous)'} (${source}:${mapped.line})`,
      script: packageOf(source),
      mapped: true,
    };
  }
  const short = frame.url.startsWith(origin) ? frame.url.slice(origin.length) : frame.url;
  return {
    fn: `${frame.functionName || '(anonymous)'} (${short}:${frame.lineNumber + 1}:${frame.columnNumber + 1})`,
    script: short,
  };
}

function addTo(map, key, amount) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

const topEntries = (map, count) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micro]) => ({name, ms: Math.round(ms(micro) * 10) / 10}));

const JAVASCRIPT_WORK = new Set([
  'Function call',
  'Timer fired',
  'Animation frame fired',
  'Idle callback',
  'Event',
  'Run microtasks',
  'JavaScript',
]);
const RENDERING_WORK = new Set([
  'Recalculate style',
  'Layout',
  'LocalFrameView::performLayout',
  'Paint',
  'Pre-paint',
  'Layerize',
  'Commit',
]);

/** The long-task split `npm run bench` reports: what kind of work a long task mostly was. */
export const TASK_KINDS = {
  evaluation: 'Evaluating main.js',
  prefetch: 'Prefetch burst (links in view)',
  javascript: 'JavaScript: hydration, re-renders, effects',
  rendering: 'Style, layout and paint',
  other: 'Other (parsing, loading)',
};

function taskKind({evaluated, prefetches, topWork, appendShare, prefetchCode}) {
  if (evaluated.some((file) => /^main\./.test(file))) {
    return 'evaluation';
  }
  // Core's prefetch appends a <link rel="prefetch"> per chunk: a task spent appending elements,
  // or (with source maps) in core's prefetch code, is a prefetch burst.
  if (prefetches >= 3 || appendShare >= 0.2 || prefetchCode) {
    return 'prefetch';
  }
  if (JAVASCRIPT_WORK.has(topWork)) {
    return 'javascript';
  }
  return RENDERING_WORK.has(topWork) ? 'rendering' : 'other';
}

/** What a task ran, in a few words: the script it evaluated, or its main kind of work. */
function describeTask(task, selfByEvent, functions) {
  const evaluate = [];
  const requests = [];
  const walk = (slice) => {
    if (slice.name === 'EvaluateScript' && slice.args?.data?.url) {
      evaluate.push(path.basename(new URL(slice.args.data.url).pathname));
    }
    if (slice.name === 'ResourceSendRequest') {
      requests.push(slice.args?.data?.priority);
    }
    slice.children.forEach(walk);
  };
  walk(task);
  const top = topEntries(selfByEvent, 1)[0];
  const prefetches = requests.filter((priority) => priority === 'VeryLow' || priority === 'Lowest').length;
  const sampled = [...functions.values()].reduce((sum, value) => sum + value, 0);
  const appendShare = sampled > 0 ? (functions.get('appendChild') ?? 0) / sampled : 0;
  const prefetchCode = [...functions.keys()].some((name) => /core\/lib\/client\/(prefetch|docusaurus)\.js/.test(name));
  const kind = taskKind({evaluated: evaluate, prefetches, topWork: top?.name, appendShare, prefetchCode});
  const parts = [];
  if (evaluate.length > 0) {
    parts.push(`evaluates ${evaluate.join(', ')}`);
  }
  if (top && evaluate.length === 0) {
    parts.push(`mostly ${top.name}`);
  }
  if (requests.length > 0) {
    parts.push(`sends ${requests.length} requests${prefetches > 0 ? ` (${prefetches} prefetches)` : ''}`);
  }
  return {what: parts.join('; '), kind};
}

/**
 * Where the main thread's time goes in one trace: long tasks, TBT after First Contentful Paint,
 * self time by function and by script, and self time by kind of work (trace event).
 */
export function analyseTrace(events, url, {buildDir, top = 15, throttle = 4} = {}) {
  const origin = new URL(url).origin;
  const thread = findMainThread(events, url);
  const slices = threadSlices(events, thread);
  const roots = buildTree(slices);
  const tasks = roots.filter((slice) => TASK_EVENTS.has(slice.name));
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.pid === thread.pid && event.args?.data?.isLoadingMainFrame,
  );
  const t0 = navigation?.ts ?? tasks[0]?.start ?? 0;
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid && event.ts >= t0,
  );
  const fcpTime = fcp?.ts ?? t0;

  const samples = profileSamples(events, thread);
  const resolve = sourceMapResolver(buildDir, origin);
  const frameCache = new Map();
  const nameFrame = (frame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    if (!frameCache.has(key)) {
      frameCache.set(key, describeFrame(frame, resolve, origin));
    }
    return frameCache.get(key);
  };

  const byFunction = new Map();
  const byScript = new Map();
  const byEvent = new Map();
  let sampleIndex = 0;
  const longTasks = [];
  let tbt = 0;
  let cpuTbt = 0;
  const blockingByKind = new Map();
  let mainThreadBusy = 0;
  let mainThreadCpu = 0;
  for (const task of tasks) {
    const duration = task.end - task.start;
    mainThreadBusy += duration;
    // The task's own CPU time (throttling included), which other processes competing for the
    // CPU on a busy machine do not stretch: the same sum with it is steadier than wall time.
    const cpu = task.cpu ?? duration;
    mainThreadCpu += cpu;
    if (task.start >= fcpTime && ms(cpu) > LONG_TASK_MS) {
      cpuTbt += ms(cpu) - LONG_TASK_MS;
    }
    const taskFunctions = new Map();
    const taskScripts = new Map();
    const taskEvents = new Map();
    const walk = (slice) => {
      if (!TASK_EVENTS.has(slice.name) || slice.self > 0) {
        addTo(taskEvents, EVENT_LABELS[slice.name] ?? slice.name, slice.self);
      }
      slice.children.forEach(walk);
    };
    walk(task);
    while (sampleIndex < samples.length && samples[sampleIndex].time < task.start) {
      sampleIndex++;
    }
    for (let index = sampleIndex; index < samples.length && samples[index].time < task.end; index++) {
      const {frame, duration: sampleDuration} = samples[index];
      if (['(idle)', '(root)'].includes(frame.functionName)) {
        continue;
      }
      const {fn, script} = nameFrame(frame);
      addTo(taskFunctions, fn, sampleDuration);
      addTo(taskScripts, script, sampleDuration);
    }
    for (const [key, value] of taskFunctions) addTo(byFunction, key, value);
    for (const [key, value] of taskScripts) addTo(byScript, key, value);
    for (const [key, value] of taskEvents) addTo(byEvent, key, value);
    if (ms(duration) > LONG_TASK_MS) {
      // Blocking time counts from First Contentful Paint, as Lighthouse counts it.
      const afterFcp = Math.max(0, task.end - Math.max(task.start, fcpTime));
      const blocking = task.start >= fcpTime ? ms(duration) - LONG_TASK_MS : Math.max(0, ms(afterFcp) - LONG_TASK_MS);
      tbt += blocking;
      const {what, kind} = describeTask(task, taskEvents, taskFunctions);
      addTo(blockingByKind, kind, blocking);
      longTasks.push({
        kind,
        startMs: round(ms(task.start - t0)),
        durationMs: round(ms(duration)),
        cpuMs: round(ms(cpu)),
        blockingMs: round(blocking),
        what,
        events: topEntries(taskEvents, 4),
        functions: topEntries(taskFunctions, 5),
        scripts: topEntries(taskScripts, 4),
      });
    }
  }
  return {
    url,
    fcpMs: round(ms(fcpTime - t0)),
    tbtMs: round(tbt),
    cpuTbtMs: round(cpuTbt),
    mainThreadMs: round(ms(mainThreadBusy)),
    mainThreadCpuMs: round(ms(mainThreadCpu)),
    throttle,
    longTasks,
    blockingByKind: Object.fromEntries(
      Object.keys(TASK_KINDS).map((kind) => [kind, round(blockingByKind.get(kind) ?? 0)]),
    ),
    sourceMapped: [...frameCache.values()].some(({mapped}) => mapped),
    functions: topEntries(byFunction, top),
    scripts: topEntries(byScript, top),
    work: topEntries(byEvent, top),
  };
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

/** Of several traces, the one with the median TBT. */
export function medianTrace(results) {
  return [...results].sort((a, b) => a.tbtMs - b.tbtMs)[(results.length - 1) >> 1];
}

export function formatTrace(result, {label = 'Main thread'} = {}) {
  const lines = [];
  lines.push(
    `${label}: ${result.url}`,
    `  First Contentful Paint ${result.fcpMs} ms; main thread busy ${result.mainThreadMs} ms ` +
      `(${result.mainThreadCpuMs} ms of CPU time)`,
    `  TBT observed after FCP: ${result.tbtMs} ms in ${result.longTasks.length} long tasks; ` +
      `from CPU time (each task's CPU time for its duration, steadier on a busy machine): ${result.cpuTbtMs} ms`,
    '',
    `Blocking time by kind of long task: ${Object.entries(result.blockingByKind)
      .map(([kind, value]) => `${TASK_KINDS[kind]} ${value} ms`)
      .join('; ')}`,
    '',
    `Long tasks (> ${LONG_TASK_MS} ms):`,
  );
  for (const task of result.longTasks) {
    lines.push(
      `  at ${task.startMs} ms: ${task.durationMs} ms (CPU ${task.cpuMs} ms, blocking ${task.blockingMs} ms), ${task.what}`,
    );
    lines.push(`    work:      ${task.events.map((entry) => `${entry.name} ${entry.ms} ms`).join(', ')}`);
    if (task.scripts.length > 0) {
      lines.push(`    scripts:   ${task.scripts.map((entry) => `${entry.name} ${entry.ms} ms`).join(', ')}`);
    }
    for (const fn of task.functions) {
      lines.push(`    ${String(fn.ms).padStart(7)} ms  ${fn.name}`);
    }
  }
  const table = (title, entries) => {
    lines.push('', title);
    for (const entry of entries) {
      lines.push(`  ${String(entry.ms).padStart(8)} ms  ${entry.name}`);
    }
  };
  table('Self time by function (all tasks):', result.functions);
  table(`Self time by ${result.sourceMapped ? 'package' : 'script'} (all tasks):`, result.scripts);
  table('Self time by kind of work (all tasks):', result.work);
  return lines.join('\n');
}

/** A copy of a site built with source maps, for traces that name packages and source files. */
async function buildWithSourceMaps({stock}) {
  const {buildSite, ensureThemeBuilt, prepareOurSite, prepareStockSite, SCRATCH} = await import('./sites.mjs');
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
    },
  });
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
  const loadAverage = (await import('node:os')).loadavg()[0];
  console.log('');
  console.log(formatTrace(median, {label: runs > 1 ? `Median run of ${runs} by TBT` : 'Main thread'}));
  if (runs > 1) {
    console.log(`\nTBT of each run: ${results.map((result) => `${result.tbtMs} ms`).join(', ')}`);
    console.log(`TBT from CPU time of each run: ${results.map((result) => `${result.cpuTbtMs} ms`).join(', ')}`);
  }
  console.log(
    `Machine load average (1 min) at the end: ${loadAverage.toFixed(1)} on ${(await import('node:os')).cpus().length} CPUs`,
  );
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
  }
}
