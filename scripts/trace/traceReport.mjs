// Where a page's main-thread time goes, from a Chrome trace: the processing behind `npm run trace`
// and the doc-page split of `npm run bench`, apart from the recording (scripts/trace/trace.mjs), so that
// it runs on a saved trace. Lighthouse's tracehouse finds the page's main thread, its tasks, their
// nesting, self times and task groups, and Lighthouse's (Lantern's) blocking-time functions compute
// TBT. What is ours: the kinds of long task this report sorts the blocking time into, the V8
// samples attributed to each task, resolved through source maps, and the report itself.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {originalPositionFor, TraceMap} from '@jridgewell/trace-mapping';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import {CpuProfileModel} from 'lighthouse/core/lib/tracehouse/cpu-profile-model.js';
import {MainThreadTasks} from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import {taskGroups} from 'lighthouse/core/lib/tracehouse/task-groups.js';
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import {BASE_PATH} from '../site/serve.mjs';

const {BLOCKING_TIME_THRESHOLD, calculateSumOfBlockingTime, calculateTbtImpactForEvent} = Lantern.Metrics.TBTUtils;

/** A task longer than this blocks input; what it runs beyond it counts towards TBT. */
export const LONG_TASK_MS = BLOCKING_TIME_THRESHOLD;

/** The long-task split `npm run bench` reports: what kind of work a long task mostly was. */
export const TASK_KINDS = {
  evaluation: 'Evaluating main.js',
  prefetch: 'Prefetch burst (links in view)',
  javascript: 'JavaScript: hydration, re-renders, effects',
  rendering: 'Style, layout and paint',
  other: 'Other (parsing, loading)',
};

/**
 * The kind of a long task that is neither main.js nor a prefetch burst, from the Lighthouse task
 * group with the most self time in it. Compiling scripts and collecting garbage are the cost of
 * loading code, not of running it, so they count with parsing.
 */
const KIND_OF_GROUP = {
  scriptEvaluation: 'javascript',
  styleLayout: 'rendering',
  paintCompositeRender: 'rendering',
  parseHTML: 'other',
  scriptParseCompile: 'other',
  garbageCollection: 'other',
  other: 'other',
};

/** Trace event names as DevTools' Performance panel shows them; finer than Lighthouse's groups. */
const EVENT_LABELS = {
  RunTask: 'Task',
  EvaluateScript: 'Evaluate script',
  'v8.compile': 'Compile script',
  'v8.compileModule': 'Compile module',
  'v8.evaluateModule': 'Evaluate module',
  'V8.CompileCode': 'Compile code',
  FunctionCall: 'Function call',
  TimerFire: 'Timer fired',
  FireAnimationFrame: 'Animation frame fired',
  FireIdleCallback: 'Idle callback',
  EventDispatch: 'Event',
  RunMicrotasks: 'Run microtasks',
  'V8.Execute': 'JavaScript',
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
};

/** Chrome's request priorities for `<link rel="prefetch">`. */
const PREFETCH_PRIORITIES = new Set(['VeryLow', 'Lowest']);

const round = (number) => Math.round(number);
const roundTenth = (number) => Math.round(number * 10) / 10;

function addTo(map, key, amount) {
  map.set(key, (map.get(key) ?? 0) + amount);
}

const topEntries = (map, count) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({name, ms: roundTenth(ms)}));

/** Lighthouse needs a First Contentful Paint for a navigation; a page that paints nothing still has tasks to show. */
function firstContentfulPaintMs(processedTrace) {
  try {
    return TraceProcessor.processNavigation(processedTrace).timings.firstContentfulPaint;
  } catch (error) {
    if (error.message === TraceProcessor.createNoFirstContentfulPaintError().message) {
      return 0;
    }
    throw error;
  }
}

/**
 * The V8 samples of the page's main threads as {time, duration, frame}, times in ms from the
 * trace's time origin like Lighthouse's tasks. Lighthouse collects the profile's chunks but keeps
 * no per-sample durations, which the self time by function needs.
 */
function profileSamples(events, mainThreadEvents, timeOrigin) {
  const threads = new Set(mainThreadEvents.map((event) => `${event.pid}:${event.tid}`));
  // A profile's id is unique within its process only, and Lighthouse merges chunks by id: another
  // renderer's profile with the same id would take the place of the page's.
  const processes = new Set(mainThreadEvents.map((event) => event.pid));
  const samples = [];
  for (const profile of CpuProfileModel.collectProfileEvents(events.filter((event) => processes.has(event.pid)))) {
    if (!threads.has(`${profile.pid}:${profile.tid}`)) {
      continue;
    }
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    let time = profile.startTime;
    const times = profile.timeDeltas.map((delta) => {
      time += delta;
      return time;
    });
    for (let index = 0; index < profile.samples.length; index++) {
      const duration = (times[index + 1] ?? times[index]) - times[index];
      const node = nodes.get(profile.samples[index]);
      if (node && duration > 0) {
        samples.push({time: (times[index] - timeOrigin) / 1000, duration: duration / 1000, frame: node.callFrame});
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

/** The file name of a script, or the page's path for an inline script of a page served as a folder. */
function scriptName(url) {
  const {pathname} = new URL(url);
  return pathname.endsWith('/') ? pathname : path.basename(pathname);
}

function taskKind({evaluated, prefetches, appendShare, prefetchCode, topGroup}) {
  if (evaluated.some((file) => /^main\./.test(file))) {
    return 'evaluation';
  }
  // Core's prefetch appends a <link rel="prefetch"> per chunk: a task spent appending elements,
  // or (with source maps) in core's prefetch code, is a prefetch burst.
  if (prefetches >= 3 || appendShare >= 0.2 || prefetchCode) {
    return 'prefetch';
  }
  return KIND_OF_GROUP[topGroup] ?? 'other';
}

/** What a long task ran, in a few words, and its kind. */
function describeTask(task, {requests, taskEvents, taskGroupTimes, taskFunctions}) {
  const evaluated = [];
  const walk = (node) => {
    if (node.event.name === 'EvaluateScript' && node.event.args?.data?.url) {
      evaluated.push(scriptName(node.event.args.data.url));
    }
    node.children.forEach(walk);
  };
  walk(task);
  const prefetches = requests.filter((request) => PREFETCH_PRIORITIES.has(request.priority)).length;
  const sampled = [...taskFunctions.values()].reduce((sum, value) => sum + value, 0);
  const appendShare = sampled > 0 ? (taskFunctions.get('appendChild') ?? 0) / sampled : 0;
  const prefetchCode = [...taskFunctions.keys()].some((name) =>
    /core\/lib\/client\/(prefetch|docusaurus)\.js/.test(name),
  );
  const topGroup = topEntries(taskGroupTimes, 1)[0]?.name;
  const kind = taskKind({evaluated, prefetches, appendShare, prefetchCode, topGroup});
  const parts = [];
  if (evaluated.length > 0) {
    parts.push(`evaluates ${evaluated.join(', ')}`);
  } else {
    const top = topEntries(taskEvents, 1)[0];
    if (top) {
      parts.push(`mostly ${top.name}`);
    }
  }
  if (requests.length > 0) {
    parts.push(`sends ${requests.length} requests${prefetches > 0 ? ` (${prefetches} prefetches)` : ''}`);
  }
  return {what: parts.join('; '), kind};
}

/**
 * Where the main thread's time goes in one trace (its events, as Chrome writes them): long tasks,
 * TBT after First Contentful Paint, self time by function and by script, by kind of work (trace
 * event) and by Lighthouse task group. `url` is the page traced; `buildDir`, the build it was
 * served from, whose source maps name the sampled functions when it has them.
 */
export function analyseTrace(events, url, {buildDir, top = 15, throttle = 4} = {}) {
  const origin = new URL(url).origin;
  const processed = TraceProcessor.processTrace({traceEvents: events});
  const {timeOrigin, traceEnd} = processed.timestamps;
  const traceEndMs = processed.timings.traceEnd;
  const fcpMs = firstContentfulPaintMs(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, traceEnd, timeOrigin);
  const topLevelTasks = tasks.filter((task) => !task.parent && TraceProcessor.isScheduleableTask(task.event));

  // Observed TBT as Lighthouse computes it, but up to the end of the trace rather than to Time to
  // Interactive: TTI needs the network log, which the recording does not keep, and the trace ends
  // once the page has settled.
  const topLevelEvents = TraceProcessor.getMainThreadTopLevelEvents(processed);
  const tbt = calculateSumOfBlockingTime(topLevelEvents, fcpMs, traceEndMs);
  const topLevelEventByStart = new Map(topLevelEvents.map((event) => [event.start, event]));

  // Requests are instant events, which Lighthouse's task tree leaves out: placed in tasks by time.
  const requests = processed.mainThreadEvents
    .filter((event) => event.name === 'ResourceSendRequest')
    .map((event) => ({time: (event.ts - timeOrigin) / 1000, priority: event.args?.data?.priority}));
  const samples = profileSamples(events, processed.mainThreadEvents, timeOrigin);
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
  const byGroup = new Map();
  const blockingByKind = new Map();
  const longTasks = [];
  let sampleIndex = 0;
  let cpuTbt = 0;
  let mainThreadBusy = 0;
  let mainThreadCpu = 0;
  for (const task of topLevelTasks) {
    mainThreadBusy += task.duration;
    // The task's own CPU time (throttling included), which other processes competing for the
    // CPU on a busy machine do not stretch: the same sum with it is steadier than wall time.
    const cpu = typeof task.event.tdur === 'number' ? task.event.tdur / 1000 : task.duration;
    mainThreadCpu += cpu;
    cpuTbt += calculateTbtImpactForEvent(
      {start: task.startTime, end: task.startTime + cpu, duration: cpu},
      fcpMs,
      traceEndMs,
    );

    const taskEvents = new Map();
    const taskGroupTimes = new Map();
    const walk = (node) => {
      if (node.selfTime > 0) {
        addTo(taskEvents, EVENT_LABELS[node.event.name] ?? node.event.name, node.selfTime);
        addTo(taskGroupTimes, node.group.id, node.selfTime);
      }
      node.children.forEach(walk);
    };
    walk(task);
    const taskFunctions = new Map();
    const taskScripts = new Map();
    while (sampleIndex < samples.length && samples[sampleIndex].time < task.startTime) {
      sampleIndex++;
    }
    for (let index = sampleIndex; index < samples.length && samples[index].time < task.endTime; index++) {
      const {frame, duration} = samples[index];
      if (['(idle)', '(root)'].includes(frame.functionName)) {
        continue;
      }
      const {fn, script} = nameFrame(frame);
      addTo(taskFunctions, fn, duration);
      addTo(taskScripts, script, duration);
    }
    for (const [key, value] of taskFunctions) addTo(byFunction, key, value);
    for (const [key, value] of taskScripts) addTo(byScript, key, value);
    for (const [key, value] of taskEvents) addTo(byEvent, key, value);
    for (const [key, value] of taskGroupTimes) addTo(byGroup, key, value);

    if (task.duration > LONG_TASK_MS) {
      const event = topLevelEventByStart.get(task.startTime) ?? {
        start: task.startTime,
        end: task.endTime,
        duration: task.duration,
      };
      const blocking = calculateTbtImpactForEvent(event, fcpMs, traceEndMs);
      const taskRequests = requests.filter(({time}) => time >= task.startTime && time < task.endTime);
      const {what, kind} = describeTask(task, {requests: taskRequests, taskEvents, taskGroupTimes, taskFunctions});
      addTo(blockingByKind, kind, blocking);
      longTasks.push({
        kind,
        startMs: round(task.startTime),
        durationMs: round(task.duration),
        cpuMs: round(cpu),
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
    fcpMs: round(fcpMs),
    tbtMs: round(tbt),
    cpuTbtMs: round(cpuTbt),
    mainThreadMs: round(mainThreadBusy),
    mainThreadCpuMs: round(mainThreadCpu),
    throttle,
    longTasks,
    blockingByKind: Object.fromEntries(
      Object.keys(TASK_KINDS).map((kind) => [kind, round(blockingByKind.get(kind) ?? 0)]),
    ),
    sourceMapped: [...frameCache.values()].some(({mapped}) => mapped),
    functions: topEntries(byFunction, top),
    scripts: topEntries(byScript, top),
    work: topEntries(byEvent, top),
    groups: topEntries(byGroup, top).map(({name, ms}) => ({name: taskGroups[name].label, ms})),
  };
}

/** Of several traces, the one with the median TBT. */
export function medianTrace(results) {
  return [...results].sort((a, b) => a.tbtMs - b.tbtMs)[(results.length - 1) >> 1];
}

/** The report `npm run trace` prints for one analysed trace. */
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
      `  at ${task.startMs} ms: ${task.durationMs} ms (CPU ${task.cpuMs} ms, blocking ${task.blockingMs} ms), ` +
        `${TASK_KINDS[task.kind]}: ${task.what}`,
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
  table("Self time by Lighthouse's task group (all tasks):", result.groups);
  return lines.join('\n');
}
