import {parentPort, workerData} from 'node:worker_threads';
import {type CardFontFile, loadFonts} from './fonts';
import {drawCardIntoCache, type SiteIdentity} from './image';

/**
 * A card-drawing worker thread. cards.ts starts one per core and sends each a card to draw at a
 * time; the worker draws it (image.ts: the page's text painted on the site's layer, or laid out
 * by satori when the painter cannot) and writes the PNG into the cache, named after its picture
 * key and content hash, then reports the file back. Started by path from the compiled
 * lib/server/socialCards/worker.js.
 */

/** What the worker is started with: the site, which every card shows, the fonts and the cache folder. */
export type CardWorkerData = {site: SiteIdentity; fonts: readonly CardFontFile[]; cacheDir: string};
/** One card to draw: its text and its picture key. */
export type CardJob = {id: number; title: string; section: string; key: string};
/** The answer to a job: the card's key and its file in the cache, or the error's message if drawing failed. */
export type CardJobResult = {id: number; key: string; file?: string; error?: string};

const port = parentPort;
if (port) {
  const {site, fonts: fontFiles, cacheDir} = workerData as CardWorkerData;
  const fonts = loadFonts(fontFiles);
  port.on('message', (job: CardJob) => {
    drawCardIntoCache(job, site, fonts, cacheDir, job.key).then(
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
