import {parentPort, workerData} from 'node:worker_threads';
import type {CardDesign} from './design';
import {type CardDrawing, drawCardIntoCache} from './drawers';
import {type CardFontFile, loadFonts} from './fonts';
import {siteLayerPixels, useSiteLayer} from './render';

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
/** Asks for the site layer of `design`'s site (render.ts's `siteLayerPixels`), to hand to the other workers. */
export type SiteLayerRequest = {siteLayerOf: CardDesign};
/** The answer: the layer's RGBA pixels, or undefined if it could not be drawn (each card's job then says why). */
export type SiteLayerResult = {siteLayer: Uint8Array | undefined};
/** The site layer another worker drew, for the cards of `design`'s site (render.ts's `useSiteLayer`). */
export type SiteLayerGift = {design: CardDesign; pixels: Uint8Array};
export type CardWorkerMessage = CardJob | SiteLayerRequest | SiteLayerGift;

const port = parentPort;
if (port) {
  const {fonts: fontFiles, cacheDir} = workerData as CardWorkerData;
  // Read once, while the first jobs arrive; a font that cannot be read fails each job, saying why.
  const fonts = loadFonts(fontFiles);
  port.on('message', (message: CardWorkerMessage) => {
    if ('siteLayerOf' in message) {
      fonts
        .then((read) => siteLayerPixels(message.siteLayerOf, read))
        .then(
          (pixels) => port.postMessage({siteLayer: pixels} satisfies SiteLayerResult),
          () => port.postMessage({siteLayer: undefined} satisfies SiteLayerResult),
        );
      return;
    }
    if ('pixels' in message) {
      // Registered before the jobs that follow it, so they find the layer.
      fonts.then((read) => useSiteLayer(message.design, read, message.pixels)).catch(() => undefined);
      return;
    }
    const job = message;
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
