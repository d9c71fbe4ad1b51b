import {type MessagePort, parentPort, workerData} from 'node:worker_threads';
import type {CardDrawing} from './drawers';
import {type CardFontFile, loadFonts} from './fonts';
import {renderCard, siteLayerPixels, useSiteLayer} from './render';

/**
 * A card-drawing worker thread of `workerPoolDrawer` (pool.ts). It is sent every card of the
 * build once, with an index the threads share: it takes the next card from it, draws it
 * (render.ts) and sends the PNG back, until no card is left. A build starts it from the compiled
 * lib/server/socialCards/worker.js.
 */

/** What the worker is started with: the fonts. */
export type CardWorkerData = {fonts: readonly CardFontFile[]};
/** One card to draw: its design and its picture key. */
export type CardJob = CardDrawing & {id: number};
/**
 * The work: every card, the shared index of the next one to take (`Atomics.add`), and the site
 * layer's way between threads. The first thread draws the layer and sends it to each other
 * thread (`layerTo`); another thread waits for it (`layerFrom`) before its first card.
 */
export type CardWork = {jobs: CardJob[]; next: Int32Array; layerTo: MessagePort[]; layerFrom?: MessagePort};
/** The answer to a job: the card's key and its PNG, or the error's message if drawing failed. */
export type CardJobResult = {id: number; key: string; png?: Uint8Array; error?: string};
/** Said once no card is left to take. */
export type CardWorkDone = {done: true};
/** The site layer's RGBA pixels, as one thread hands them to another; undefined when it could not draw them (each thread then draws its own, and says why it cannot). */
type SiteLayerGift = {pixels: Uint8Array | undefined};

const port = parentPort;
if (port) {
  const {fonts: fontFiles} = workerData as CardWorkerData;
  // Read once, while the work arrives; a font that cannot be read fails the first card, saying why.
  const fonts = loadFonts(fontFiles);
  fonts.catch(() => undefined);
  port.once('message', async ({jobs, next, layerTo, layerFrom}: CardWork) => {
    const design = jobs[0]?.design;
    if (design && layerTo.length > 0) {
      const pixels = await fonts.then((read) => siteLayerPixels(design, read)).catch(() => undefined);
      for (const other of layerTo) {
        other.postMessage({pixels} satisfies SiteLayerGift);
        other.close();
      }
    }
    if (design && layerFrom) {
      const {pixels} = await new Promise<SiteLayerGift>((resolve) => layerFrom.once('message', resolve));
      layerFrom.close();
      if (pixels) {
        await fonts.then((read) => useSiteLayer(design, read, pixels)).catch(() => undefined);
      }
    }
    for (let index = Atomics.add(next, 0, 1); index < jobs.length; index = Atomics.add(next, 0, 1)) {
      const job = jobs[index] as CardJob;
      try {
        const png = await renderCard(job.design, await fonts);
        port.postMessage({id: job.id, key: job.key, png} satisfies CardJobResult);
      } catch (error) {
        port.postMessage({
          id: job.id,
          key: job.key,
          error: error instanceof Error ? error.message : String(error),
        } satisfies CardJobResult);
      }
    }
    port.postMessage({done: true} satisfies CardWorkDone);
  });
}
