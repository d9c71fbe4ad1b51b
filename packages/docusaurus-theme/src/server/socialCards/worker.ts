import {parentPort, workerData} from 'node:worker_threads';
import {type CardDrawing, drawCardIntoCache} from './drawers';
import {type CardFontFile, loadFonts} from './fonts';

/**
 * A card-drawing worker thread of `workerPoolDrawer` (drawers.ts), which sends each worker a
 * card's design at a time; the worker draws it (render.ts) and writes the PNG into the cache,
 * named after its picture key and content hash, then reports the file back. A build starts it
 * from the compiled lib/server/socialCards/worker.js.
 */

/** What the worker is started with: the fonts and the cache folder. */
export type CardWorkerData = {fonts: readonly CardFontFile[]; cacheDir: string};
/** One card to draw: its design and its picture key. */
export type CardJob = CardDrawing & {id: number};
/** The answer to a job: the card's key and its file in the cache, or the error's message if drawing failed. */
export type CardJobResult = {id: number; key: string; file?: string; error?: string};

const port = parentPort;
if (port) {
  const {fonts: fontFiles, cacheDir} = workerData as CardWorkerData;
  // Read once, while the first jobs arrive; a font that cannot be read fails each job, saying why.
  const fonts = loadFonts(fontFiles);
  port.on('message', (job: CardJob) => {
    fonts
      .then((read) => drawCardIntoCache(job, read, cacheDir))
      .then(
        (file) => port.postMessage({id: job.id, key: job.key, file} satisfies CardJobResult),
        (error: unknown) =>
          port.postMessage({
            id: job.id,
            key: job.key,
            error: error instanceof Error ? error.message : String(error),
          } satisfies CardJobResult),
      );
  });
}
