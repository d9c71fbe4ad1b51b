import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {openZoomDialog} from '../../../src/client/zoom/dialog';
import {polyfillDialog} from '../search/fakePagefind';

beforeEach(() => {
  polyfillDialog();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  document.querySelector('dialog')?.close();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** Opens the dialog on an image whose alt attribute holds `alt`, and returns the dialog. */
function zoomImage(alt: string): HTMLDialogElement {
  const image = document.createElement('img');
  image.setAttribute('alt', alt);
  image.src = '/img/chart.png';
  document.body.append(image);
  openZoomDialog(image);
  return document.querySelector('dialog') as HTMLDialogElement;
}

describe('the zoom dialog of an image', () => {
  it('is captioned and named with the alt text as written: Docusaurus escaped it once, the dialog decodes it once', () => {
    // What the page holds for the Markdown `![The "build" of Tom & Jerry's <site>](chart.png)`.
    const dialog = zoomImage('The &quot;build&quot; of Tom &amp; Jerry&#39;s &lt;site&gt;');
    const caption = dialog.querySelector('figcaption');
    expect(caption?.textContent).toBe(`The "build" of Tom & Jerry's <site>`);
    expect(dialog.getAttribute('aria-labelledby')).toBe(caption?.id);
    expect(dialog.querySelector('figure img')?.getAttribute('alt')).toBe(`The "build" of Tom & Jerry's <site>`);
  });

  it('decodes once only: a reference the author typed as text stays as typed', () => {
    // `![Write &amp;quot; for a quote](x.png)`: the author's text is `Write &quot; for a quote`.
    const dialog = zoomImage('Write &amp;quot; for a quote, R&D stays');
    expect(dialog.querySelector('figcaption')?.textContent).toBe('Write &quot; for a quote, R&D stays');
  });
});
