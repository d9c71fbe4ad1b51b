import {parentPort} from 'node:worker_threads';
import {convertArticle, type TwinJob, type TwinJobResult} from './convert';

/**
 * The Markdown twins' worker thread (convert.ts's `workerConverter`): it converts each article
 * it is sent and answers with the Markdown. A build starts it from the compiled
 * lib/server/llms/worker.js.
 */
const port = parentPort;
if (port) {
  port.on('message', ({id, html, pageUrl}: TwinJob) => {
    convertArticle(html, pageUrl).then(
      (markdown) => port.postMessage({id, markdown} satisfies TwinJobResult),
      (error: unknown) =>
        port.postMessage({id, error: error instanceof Error ? error.message : String(error)} satisfies TwinJobResult),
    );
  });
}
