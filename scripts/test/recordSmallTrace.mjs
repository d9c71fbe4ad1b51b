// Records the trace fixture of scripts/test/traceReport.test.ts: the small page of
// fixtures/small-page, served from loopback and traced the way `npm run trace` traces a doc page,
// then cut down to what the processing reads, so that the fixture stays small enough to commit.
// Run it again only when the processing needs events the fixture lacks: the test checks what the
// page's tasks were written to do, not the figures of one recording, so a new one should pass.
//
// Usage: node scripts/test/recordSmallTrace.mjs
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {TraceProcessor} from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import {BASE_PATH, createSiteServer} from '../site/serve.mjs';
import {recordTrace} from '../trace/trace.mjs';
import {analyseTrace, formatTrace} from '../trace/traceReport.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PAGE_DIR = path.join(HERE, 'fixtures', 'small-page');
const SMALL_TRACE = path.join(HERE, 'fixtures', 'small-trace.json.gz');

/** Events of the browser process that Lighthouse reads to find the page's frame and process. */
const BROWSER_EVENTS = new Set(['TracingStartedInBrowser', 'FrameCommittedInBrowser', 'ProcessReadyInBrowser']);

/**
 * The main thread's instant events that the processing or Lighthouse's navigation timings read;
 * the rest (paint-timing bookkeeping above all) is most of a trace's size.
 */
const MAIN_THREAD_MARKS = new Set([
  'navigationStart',
  'firstPaint',
  'firstContentfulPaint',
  'largestContentfulPaint::Candidate',
  'largestContentfulPaint::Invalidate',
  'domContentLoadedEventEnd',
  'loadEventEnd',
  'ResourceSendRequest',
  'TimerInstall',
  'Profile',
]);

/** The page's main thread, as Lighthouse finds it, and what Lighthouse and the sampled profile need around it. */
function trimTrace(events) {
  const [mainThread] = TraceProcessor.processTrace({traceEvents: events}).mainThreadEvents;
  const onMainThread = (event) => event.pid === mainThread.pid && event.tid === mainThread.tid;
  const profileIds = new Set(
    events.filter((event) => event.name === 'Profile' && onMainThread(event)).map((event) => event.id),
  );
  return events.filter(
    (event) =>
      BROWSER_EVENTS.has(event.name) ||
      (event.ph === 'M' && event.pid === mainThread.pid) ||
      (event.name === 'ProfileChunk' && event.pid === mainThread.pid && profileIds.has(event.id)) ||
      (onMainThread(event) && (['X', 'B', 'E'].includes(event.ph) || MAIN_THREAD_MARKS.has(event.name))),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = createSiteServer({dir: PAGE_DIR});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}${BASE_PATH}`;
  let events;
  try {
    events = await recordTrace(url);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  const trimmed = trimTrace(events);
  const report = formatTrace(analyseTrace(trimmed, url));
  const untrimmedReport = formatTrace(analyseTrace(events, url));
  if (report !== untrimmedReport) {
    // The trimming dropped something the processing reads: the fixture would test another trace.
    console.error(`The trimmed trace reads differently:\n${report}\n\nThe untrimmed one:\n${untrimmedReport}`);
    process.exit(1);
  }
  const json = JSON.stringify({traceEvents: trimmed, metadata: {url}});
  writeFileSync(SMALL_TRACE, gzipSync(json, {level: 9}));
  console.log(
    `Kept ${trimmed.length} of ${events.length} events (${Math.round(json.length / 1024)} KB of JSON), ` +
      `written gzipped to ${path.relative(process.cwd(), SMALL_TRACE)}, with the same report as the whole trace:\n`,
  );
  console.log(report);
}
