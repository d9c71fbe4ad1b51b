import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {writeFileAtomic} from '../site/builtFiles';
import {SOCIAL_CARD_WORKER} from '../site/packageFiles';
import {cardEntryName} from './cacheEntry';
import type {CardDesign} from './design';
import {type CardFontFile, type CardFonts, loadFonts} from './fonts';
import {renderCard} from './render';
import type {CardJob, CardJobResult, CardWorkerData} from './worker';

/**
 * Who draws the cards the cache lacks: a pool of worker threads (what a build uses) or this
 * thread. cards.ts is handed one, so that the tests can run either: the pool from the source
 * through a worker script of their own, this thread where they look at one card.
 */

/** A card to draw: its design and its picture key, which names its file in the cache. */
export type CardDrawing = {key: string; design: CardDesign};

/** What every card of a build is drawn with, and where they go. */
export type CardDrawingTarget = {fonts: readonly CardFontFile[]; cacheDir: string};

export type CardDrawer = {
  /**
   * Draws each card into `target.cacheDir` (`drawCardIntoCache`) and records its file in `drawn`,
   * by its key; resolves to the number of threads that drew, 0 when there was nothing to draw.
   */
  draw(drawings: CardDrawing[], target: CardDrawingTarget, drawn: Map<string, string>): Promise<number>;
};

/**
 * Draws a card and writes it into the cache folder under its picture key and content hash
 * (cacheEntry.ts); resolves to the file's path. Written in one step (a temporary file, then
 * renamed), so that a build stopped halfway never leaves a half-written card in the cache.
 */
export async function drawCardIntoCache(
  {design, key}: CardDrawing,
  fonts: CardFonts,
  cacheDir: string,
): Promise<string> {
  const png = await renderCard(design, fonts);
  const file = path.join(cacheDir, cardEntryName(key, png));
  writeFileAtomic(file, png);
  return file;
}

/** Draws cards in this thread, one at a time. */
export function inThreadDrawer(): CardDrawer {
  return {
    async draw(drawings, {fonts: fontFiles, cacheDir}, drawn) {
      const fonts = loadFonts(fontFiles);
      for (const drawing of drawings) {
        drawn.set(drawing.key, await drawCardIntoCache(drawing, fonts, cacheDir));
      }
      return drawings.length > 0 ? 1 : 0;
    },
  };
}

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
