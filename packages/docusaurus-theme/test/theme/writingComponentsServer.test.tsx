// @vitest-environment node
// The server's render: no document, nothing has hydrated.
import {describe, expect, it} from 'vitest';
import {serverHtml} from './serverHtml';

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
