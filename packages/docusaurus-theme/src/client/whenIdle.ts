/** How long a callback queued for an idle moment waits at most, on a page that is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/** A frame's time: where the browser has no requestIdleCallback (Safari), the callback waits this long. */
const NO_IDLE_CALLBACK_DELAY_MS = 16;

/**
 * Runs `callback` in a task of its own when the main thread is idle: deferred work then never
 * lengthens the task that queued it, and each callback is a short task of its own.
 */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
  }
}
