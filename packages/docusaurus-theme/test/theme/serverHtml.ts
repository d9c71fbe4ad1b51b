import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server.node';

/** How long a server render of a few small components may take before it counts as stuck. */
const RENDER_LIMIT_MS = 5_000;

/**
 * The HTML of `node` as Docusaurus's server writes a page: a stream written once every lazy part
 * has loaded, with no `document` (components tell the server by it, also under jsdom). Fails
 * when the render never finishes.
 */
export async function serverHtml(node: ReactNode): Promise<string> {
  const documentDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'document');
  Object.defineProperty(globalThis, 'document', {value: undefined, configurable: true});
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server render never finished')), RENDER_LIMIT_MS);
      const {pipe, abort} = renderToPipeableStream(node, {
        onError: reject,
        onAllReady() {
          clearTimeout(timer);
          const stream = new PassThrough();
          pipe(stream);
          text(stream).then(resolve, reject);
        },
      });
      setTimeout(abort, RENDER_LIMIT_MS);
    });
  } finally {
    if (documentDescriptor) {
      Object.defineProperty(globalThis, 'document', documentDescriptor);
    } else {
      delete (globalThis as {document?: unknown}).document;
    }
  }
}
