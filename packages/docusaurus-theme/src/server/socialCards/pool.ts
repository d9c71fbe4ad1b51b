import os from 'node:os';
import {MessageChannel, Worker} from 'node:worker_threads';
import {SOCIAL_CARD_WORKER} from '../site/packageFiles';
import type {CardDrawer} from './drawers';
import type {CardJob, CardJobResult, CardWork, CardWorkDone, CardWorkerData} from './worker';

/**
 * The drawer a build uses: worker threads that each load worker.ts and draw the cards sent to
 * them. It loads no drawing code in this thread, so a build whose cards all come from the cache
 * reads none of it.
 */

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

/** How a pool is sized, and the index its threads share. */
export type PoolOptions = {
  /** The cards that pay for a thread (`CARDS_PER_THREAD`). */
  cardsPerThread?: number;
  /**
   * The index of the next card to draw (`sharedIndex`), shared by the threads: each takes its next
   * card from it, so that none waits on this thread, which is busy for seconds at a time while it
   * runs the bundler's loaders (bench/measurements.md), to be handed one. Once it has reached the
   * number of cards plus the number of threads, every thread has drawn its last card: a caller
   * that passes its own can watch that while this thread is busy, as the tests do.
   */
  next?: Int32Array;
};

/** An index shared by threads, at 0. */
export function sharedIndex(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
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
  {cardsPerThread = CARDS_PER_THREAD, next}: PoolOptions = {},
): CardDrawer {
  return {
    async draw(drawings, fonts, drawn) {
      const size = poolSize(drawings.length, cardsPerThread);
      if (size === 0) {
        return 0;
      }
      const jobs: CardJob[] = drawings.map((drawing, id) => ({...drawing, id}));
      const shared = next ?? sharedIndex();
      Atomics.store(shared, 0, 0);
      // The first thread draws the site layer and sends it straight to the others, which wait
      // for it before their first card: only one thread loads satori and lays the layer out.
      const layerChannels = Array.from({length: size - 1}, () => new MessageChannel());
      const workerData: CardWorkerData = {fonts};
      const workers = Array.from({length: size}, () => new Worker(workerScript, {workerData}));
      try {
        await Promise.all(
          workers.map(
            (worker, index) =>
              new Promise<void>((resolve, reject) => {
                worker.on('message', (message: CardJobResult | CardWorkDone) => {
                  if ('done' in message) {
                    resolve();
                    return;
                  }
                  if (message.error !== undefined || message.png === undefined) {
                    const title = drawings[message.id]?.design.title.text ?? '';
                    reject(new Error(`Could not draw the social card of "${title}": ${message.error}`));
                    return;
                  }
                  drawn.set(message.key, message.png);
                });
                worker.on('error', reject);
                worker.on('exit', (code) =>
                  reject(new Error(`A social card worker stopped early (exit code ${code}).`)),
                );
                const layerTo = index === 0 ? layerChannels.map(({port1}) => port1) : [];
                const layerFrom = index === 0 ? undefined : layerChannels[index - 1]?.port2;
                worker.postMessage({jobs, next: shared, layerTo, layerFrom} satisfies CardWork, [
                  ...layerTo,
                  ...(layerFrom ? [layerFrom] : []),
                ]);
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
