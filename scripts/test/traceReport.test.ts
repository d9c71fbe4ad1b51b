// The trace processing of `npm run trace` and `npm run bench`, run on a trace recorded from the
// small page of fixtures/small-page (scripts/test/recordSmallTrace.mjs). The page's tasks wait on
// the clock, so their lengths hold on any machine the fixture is recorded on; what the report
// makes of them is checked against the trace's own events.
import {readFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {beforeAll, describe, expect, it} from 'vitest';
import {analyseTrace, formatTrace, LONG_TASK_MS, medianTrace, TASK_KINDS} from '../trace/traceReport.mjs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string; data?: {documentLoaderURL?: string}};
}

const fixture: {traceEvents: TraceEvent[]; metadata: {url: string}} = JSON.parse(
  gunzipSync(readFileSync(new URL('./fixtures/small-trace.json.gz', import.meta.url))).toString('utf8'),
);
const events = fixture.traceEvents;
const {url} = fixture.metadata;

/** The page's main thread and its tasks, in ms from the navigation, read from the events alone. */
function tasksFromEvents() {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) {
    throw new Error('the fixture has no renderer main thread');
  }
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid;
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && onMain(event));
  if (!navigation || !paint) {
    throw new Error('the fixture has no navigation or no First Contentful Paint');
  }
  const ms = (ts: number) => (ts - navigation.ts) / 1000;
  const timerFires = events.filter((event) => event.name === 'TimerFire' && onMain(event));
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event))
    .map((event) => {
      const start = ms(event.ts);
      const end = ms(event.ts + (event.dur ?? 0));
      const timer = timerFires.some((fire) => ms(fire.ts) >= start && ms(fire.ts) < end);
      return {start, end, duration: end - start, timer};
    });
  return {fcp: ms(paint.ts), tasks};
}

describe('analyseTrace on a recorded trace', () => {
  let result: ReturnType<typeof analyseTrace>;
  const truth = tasksFromEvents();
  const afterFcp = () => result.longTasks.filter((task) => task.startMs >= result.fcpMs);

  beforeAll(() => {
    result = analyseTrace(events, url);
  });

  it('counts from the First Contentful Paint after the navigation', () => {
    expect(result.fcpMs).toBe(Math.round(truth.fcp));
    expect(result.fcpMs).toBeGreaterThan(0);
  });

  it('lists every task longer than the threshold, and only those', () => {
    const long = truth.tasks.filter((task) => task.duration > LONG_TASK_MS);
    expect(result.longTasks.map((task) => task.startMs)).toEqual(long.map((task) => Math.round(task.start)));
    for (const task of result.longTasks) {
      expect(task.durationMs).toBeGreaterThanOrEqual(LONG_TASK_MS);
    }
  });

  it("leaves out the page's first timer task, which runs under the threshold", () => {
    const short = truth.tasks.find((task) => task.timer && task.start > truth.fcp);
    expect(short?.duration).toBeGreaterThanOrEqual(30);
    expect(short?.duration).toBeLessThan(LONG_TASK_MS);
    expect(result.longTasks.some((task) => Math.abs(task.startMs - (short?.start ?? 0)) < 1)).toBe(false);
  });

  it('sorts the long tasks after FCP into the kinds the page was written to produce', () => {
    const kinds = afterFcp().map((task) => task.kind);
    expect(kinds.slice(0, 4)).toEqual(['javascript', 'evaluation', 'prefetch', 'rendering']);
    // The large layout's paint may follow in a task of its own: rendering too.
    expect(kinds.slice(4).every((kind) => kind === 'rendering')).toBe(true);

    const [script, evaluation, prefetch, layout] = afterFcp();
    expect(script.durationMs).toBeGreaterThanOrEqual(90);
    expect(script.what).toBe('mostly Function call');
    expect(script.functions[0].name).toMatch(/^busy \(\/docusaurus-theme\/:\d+:\d+\)$/);
    expect(evaluation.what).toBe('evaluates main.4c1f.js');
    expect(evaluation.durationMs).toBeGreaterThanOrEqual(120);
    expect(prefetch.what).toMatch(/sends 12 requests \(12 prefetches\)$/);
    expect(['LocalFrameView::performLayout', 'Layout', 'Recalculate style']).toContain(layout.events[0].name);
  });

  it('counts what a long task runs beyond the threshold as blocking time', () => {
    for (const task of afterFcp()) {
      expect(Math.abs(task.blockingMs - (task.durationMs - LONG_TASK_MS))).toBeLessThanOrEqual(1);
    }
  });

  it('does not count long tasks that end before FCP', () => {
    const early = result.longTasks.filter((task) => task.startMs + task.durationMs < result.fcpMs);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((task) => task.blockingMs === 0)).toBe(true);
    // The page's inline script blocks the parser before the first paint, as a long task.
    const inline = early.find((task) => task.what.startsWith('evaluates /docusaurus-theme/'));
    expect(inline?.kind).toBe('javascript');
    expect(inline?.durationMs).toBeGreaterThanOrEqual(80);
  });

  it("computes TBT as the sum of each task's time past the threshold after FCP", () => {
    const expected = truth.tasks.reduce((sum, task) => {
      const clipped = task.end - Math.max(task.start, truth.fcp);
      return task.duration > LONG_TASK_MS && clipped > LONG_TASK_MS ? sum + clipped - LONG_TASK_MS : sum;
    }, 0);
    expect(expected).toBeGreaterThan(0);
    expect(Math.abs(result.tbtMs - expected)).toBeLessThanOrEqual(1);
    const byTask = result.longTasks.reduce((sum, task) => sum + task.blockingMs, 0);
    expect(Math.abs(result.tbtMs - byTask)).toBeLessThanOrEqual(result.longTasks.length);
  });

  it('splits the whole of TBT between the kinds of long task', () => {
    expect(Object.keys(result.blockingByKind)).toEqual(Object.keys(TASK_KINDS));
    const split = Object.values(result.blockingByKind).reduce((sum, value) => sum + value, 0);
    expect(Math.abs(split - result.tbtMs)).toBeLessThanOrEqual(Object.keys(TASK_KINDS).length);
    expect(result.blockingByKind.other).toBe(0);
    for (const kind of ['evaluation', 'prefetch', 'javascript', 'rendering']) {
      expect(result.blockingByKind[kind]).toBeGreaterThan(0);
    }
  });

  it("adds up the main thread's busy time from its tasks", () => {
    const busy = truth.tasks.reduce((sum, task) => sum + task.duration, 0);
    expect(Math.abs(result.mainThreadMs - busy)).toBeLessThanOrEqual(1);
    expect(result.mainThreadCpuMs).toBeGreaterThan(0);
    expect(result.mainThreadCpuMs).toBeLessThanOrEqual(result.mainThreadMs);
  });

  it("keeps the page's samples when another process writes a profile with the same id", () => {
    const profile = events.find((event) => event.name === 'Profile');
    expect(profile).toBeDefined();
    const other = {...profile, pid: -1, args: {data: {startTime: profile?.ts, cpuProfile: {nodes: [], samples: []}}}};
    const withOther = analyseTrace([...events, other], url);
    expect(result.functions.length).toBeGreaterThan(0);
    expect(withOther.functions).toEqual(result.functions);
  });

  it('prints the report with each long task and the blocking time by kind', () => {
    const report = formatTrace(result);
    expect(report).toContain(`TBT observed after FCP: ${result.tbtMs} ms in ${result.longTasks.length} long tasks`);
    expect(report).toContain(`Long tasks (> ${LONG_TASK_MS} ms):`);
    expect(report).toContain(`${TASK_KINDS.evaluation}: evaluates main.4c1f.js`);
    expect(report).toContain(`${TASK_KINDS.prefetch} ${result.blockingByKind.prefetch} ms`);
    expect(report).toMatch(/\n +[\d.]+ ms {2}busy \(\/docusaurus-theme\/:\d+:\d+\)\n/);
  });
});

describe('medianTrace', () => {
  it('picks the run with the median TBT, the lower of the middle two for an even count', () => {
    const runs = [{tbtMs: 300}, {tbtMs: 100}, {tbtMs: 200}] as ReturnType<typeof analyseTrace>[];
    expect(medianTrace(runs).tbtMs).toBe(200);
    expect(medianTrace([...runs, {tbtMs: 400} as ReturnType<typeof analyseTrace>]).tbtMs).toBe(200);
  });
});
