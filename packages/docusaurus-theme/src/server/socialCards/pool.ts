import os from 'node:os';
import {Worker} from 'node:worker_threads';
import {SOCIAL_CARD_WORKER} from '../site/packageFiles';
import type {CardDrawer} from './drawers';
import type {CardJob, CardJobResult, CardWorkerData, SiteLayerGift, SiteLayerRequest, SiteLayerResult} from './worker';

/**
 * The drawer a build uses: worker threads that each load worker.ts and draw the cards sent to
 * them. It loads no drawing code in this thread, so a build whose cards all come from the cache
 * reads none of it.
 */

/**
 * Cards a worker holds at once: its next card is there when it finishes one, and it keeps
 * drawing while this thread, which hands out the cards, is busy (the bundler's loaders run here
 * while the cards are drawn, and the other post-build steps parse pages here): eight cards are
 * 40 to 80 ms of work. With two, the workers of a 1,000-page build sat idle a third of the time.
 */
const JOBS_PER_WORKER = 8;

/**
 * The cards that pay for a thread. The first thread spends about 0.65 s of CPU before its first
 * card (loading satori, resvg and HarfBuzz, drawing the site layer, rasterising the first glyphs);
 * each other thread, handed the site layer, about 0.3 s; then a card costs 5 to 10 ms. A second
 * thread costs its setup in CPU whatever the count and shortens the step only once its half of
 * the cards outweighs that setup, while the other post-build steps want the cores too. Measured
 * on 2 cores: at 100 cards, two threads (sharing the site layer) took as long as one and 0.3 s
 * more CPU; at 200 and 300, two threads were quicker.
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
      // The first worker draws the site layer and the others are handed its pixels before their
      // first card, so that only one thread loads satori and lays the layer out (render.ts).
      let siteLayerDrawn: (pixels: Uint8Array | undefined) => void = () => undefined;
      const siteLayer = new Promise<Uint8Array | undefined>((resolve) => {
        siteLayerDrawn = resolve;
      });
      const firstDesign = drawings[0]?.design;
      if (size > 1 && firstDesign) {
        workers[0]?.postMessage({siteLayerOf: firstDesign} satisfies SiteLayerRequest);
      } else {
        siteLayerDrawn(undefined);
      }
      try {
        await Promise.all(
          workers.map(
            (worker, index) =>
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
                worker.on('message', (message: CardJobResult | SiteLayerResult) => {
                  if ('siteLayer' in message) {
                    siteLayerDrawn(message.siteLayer);
                    return;
                  }
                  const result = message;
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
                const start = () => {
                  for (let slot = 0; slot < JOBS_PER_WORKER; slot++) {
                    sendNext();
                  }
                };
                if (index === 0) {
                  start();
                  return;
                }
                // Undefined when the first worker could not draw it: each worker then tries, and says why.
                siteLayer.then((pixels) => {
                  if (pixels && firstDesign) {
                    worker.postMessage({design: firstDesign, pixels} satisfies SiteLayerGift);
                  }
                  start();
                });
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
