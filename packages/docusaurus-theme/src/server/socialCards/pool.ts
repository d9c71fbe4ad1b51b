import os from 'node:os';
import {Worker} from 'node:worker_threads';
import {SOCIAL_CARD_WORKER} from '../site/packageFiles';
import type {CardDrawer} from './drawers';
import type {CardJob, CardJobResult, CardWorkerData} from './worker';

/**
 * The drawer a build uses: worker threads that each load worker.ts and draw the cards sent to
 * them. It loads no drawing code in this thread, so a build whose cards all come from the cache
 * reads none of it.
 */

/** Cards a worker holds at once: the next one is there when it finishes one, and a card left to satori is rasterised while the next is laid out. */
const JOBS_PER_WORKER = 2;

/**
 * Draws cards on a pool of worker threads, one per core the process may use and no more than
 * there are cards. Painting and layout are synchronous JavaScript, so threads are what make it
 * parallel. `workerScript` is the worker's module (worker.ts): the compiled one in lib/ by
 * default; the tests start it from the TypeScript source through a script of their own.
 */
export function workerPoolDrawer(workerScript: string | URL = SOCIAL_CARD_WORKER): CardDrawer {
  return {
    async draw(drawings, {fonts, cacheDir}, drawn) {
      const size = Math.min(os.availableParallelism(), drawings.length);
      if (size === 0) {
        return 0;
      }
      const queue: CardJob[] = drawings.map((drawing, id) => ({...drawing, id}));
      const workerData: CardWorkerData = {fonts, cacheDir};
      const workers = Array.from({length: size}, () => new Worker(workerScript, {workerData}));
      try {
        await Promise.all(
          workers.map(
            (worker) =>
              new Promise<void>((resolve, reject) => {
                let inFlight = 0;
                const sendNext = () => {
                  const job = queue.shift();
                  if (job) {
                    inFlight += 1;
                    worker.postMessage(job);
                  } else if (inFlight === 0) {
                    resolve();
                  }
                };
                worker.on('message', (result: CardJobResult) => {
                  if (result.error !== undefined || result.file === undefined) {
                    const title = drawings[result.id]?.design.title.text ?? '';
                    reject(new Error(`Could not draw the social card of "${title}": ${result.error}`));
                    return;
                  }
                  drawn.set(result.key, result.file);
                  inFlight -= 1;
                  sendNext();
                });
                worker.on('error', reject);
                worker.on('exit', (code) =>
                  reject(new Error(`A social card worker stopped early (exit code ${code}).`)),
                );
                for (let slot = 0; slot < JOBS_PER_WORKER; slot++) {
                  sendNext();
                }
              }),
          ),
        );
      } finally {
        await Promise.all(workers.map((worker) => worker.terminate()));
      }
      return size;
    },
  };
}
