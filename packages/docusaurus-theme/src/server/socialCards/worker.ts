import {parentPort, workerData} from 'node:worker_threads';
import {loadFonts, type SiteIdentity, writeCardFile} from './image';

/**
 * A card-drawing worker thread. cards.ts starts one per core and sends each a card to draw at a
 * time; the worker draws it (image.ts: the page's text painted on the site's layer, or laid out
 * by satori when the painter cannot) and writes the PNG to the cache file named in the job, then
 * reports back. Started by path from the compiled lib/server/socialCards/worker.js.
 */

/** What the worker is started with: the site, which every card shows. */
export type CardWorkerData = {site: SiteIdentity};
/** One card to draw, and the file to write it to. */
export type CardJob = {id: number; title: string; section: string; file: string};
/** The answer to a job: its id, and the error's message if drawing failed. */
export type CardJobResult = {id: number; error?: string};

const port = parentPort;
if (port) {
  const {site} = workerData as CardWorkerData;
  const fonts = loadFonts();
  port.on('message', (job: CardJob) => {
    writeCardFile(job, site, fonts, job.file).then(
      () => port.postMessage({id: job.id} satisfies CardJobResult),
      (error: unknown) =>
        port.postMessage({
          id: job.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies CardJobResult),
    );
  });
}
