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
 * The cards that pay for a thread. Each thread first spends about 0.65 s of CPU on the same setup
 * (loading satori, resvg and HarfBuzz, drawing the site layer, rasterising the first glyphs),
 * then 5 to 10 ms a card. A second thread shortens the step only once half the cards take longer
 * than that setup, and costs its setup in CPU whatever the count; meanwhile the other post-build
 * steps want the cores too. Measured at 100 and 200 cards on 2 cores: one thread was quicker at
 * 100, two at 200.
 */
export const CARDS_PER_THREAD = 150;

/** How many threads draw `cards` cards: one per `cardsPerThread` of them, at least one, at most one per core. */
export function poolSize(cards: number, cardsPerThread = CARDS_PER_THREAD): number {
  if (cards === 0) {
    return 0;
  }
  return Math.max(1, Math.min(os.availableParallelism(), Math.floor(cards / cardsPerThread)));
}

/**
 * Draws cards on a pool of worker threads: one for every `cardsPerThread` cards, at most one per
 * core the process may use (`poolSize`). Painting and layout are synchronous JavaScript, so
 * threads are what make it parallel. `workerScript` is the worker's module (worker.ts): the
 * compiled one in lib/ by default; the tests start it from the TypeScript source through a
 * script of their own.
 */
export function workerPoolDrawer(
  workerScript: string | URL = SOCIAL_CARD_WORKER,
  {cardsPerThread = CARDS_PER_THREAD}: {cardsPerThread?: number} = {},
): CardDrawer {
  return {
    async draw(drawings, {fonts, cacheDir}, drawn) {
      const size = poolSize(drawings.length, cardsPerThread);
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
