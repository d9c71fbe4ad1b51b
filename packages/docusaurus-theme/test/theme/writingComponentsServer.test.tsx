// @vitest-environment node
// The server's render: no document, nothing has hydrated.
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import {renderToPipeableStream} from 'react-dom/server.node';
import {describe, expect, it} from 'vitest';

/** How long a server render of two small components may take before it counts as stuck. */
const RENDER_LIMIT_MS = 5_000;

/**
 * The HTML of `node` as Docusaurus's server writes a page: a stream written once every lazy part
 * has loaded. Fails when that never happens.
 */
function serverHtml(node: React.ReactNode): Promise<string> {
  return new Promise<string>((resolve, reject) => {
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
}

describe('the writing components on the server', () => {
  // Outside webpack and Rspack (here: Vitest) the bundler's registry cannot name the module, so
  // the component loads with import(): the render must then use what import() gave, or it
  // waits for the registry again and again and the page is never written.
  it('render from what import() loaded when the bundle cannot name their module', async () => {
    const {WRITING_COMPONENTS} = await import('../../src/client/mdx/writingComponents');
    const {Badge, LinkCard} = WRITING_COMPONENTS;
    const html = await serverHtml(
      <>
        <Badge type="tip">New</Badge>
        <LinkCard title="Installation" to="/docs/installation" />
      </>,
    );
    expect(html).toContain('New');
    expect(html).toContain('Installation');
    // No Suspense boundary: nothing written out of line with a script to swap it in.
    expect(html).not.toContain('<script');
  }, 15_000);
});
