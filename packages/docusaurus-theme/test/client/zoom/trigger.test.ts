import {afterEach, describe, expect, it, vi} from 'vitest';
import {openZoomDialog} from '../../../src/client/zoom/dialog';
import {ZOOM_MIN_RENDERED_PX} from '../../../src/client/zoom/plainImages';
import {attachZoomTrigger, zoomSkipReason} from '../../../src/client/zoom/trigger';

vi.mock('../../../src/client/zoom/dialog', () => ({openZoomDialog: vi.fn()}));

/** Puts markup in the document and returns the element `selector` finds in it. */
function mount<T extends HTMLElement>(html: string, selector: string): T {
  document.body.innerHTML = html;
  const element = document.querySelector<T>(selector);
  if (!element) {
    throw new Error(`no ${selector} in ${html}`);
  }
  return element;
}

/** Lays the image out at a size of its own (jsdom lays nothing out). */
function drawnAt<T extends HTMLElement>(element: T, width: number, height: number): T {
  element.getBoundingClientRect = () => ({width, height}) as DOMRect;
  return element;
}

/** Resolves once the dynamic import of the dialog, if one started, has settled. */
const importSettled = async () => {
  await import('../../../src/client/zoom/dialog');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.mocked(openZoomDialog).mockClear();
});

describe('which images and diagrams zoom', () => {
  it('zooms a plain image', () => {
    expect(zoomSkipReason(mount('<p><img alt="A chart"></p>', 'img'))).toBeUndefined();
  });

  it('leaves an image inside a link to the link', () => {
    expect(zoomSkipReason(mount('<a href="/docs"><img alt="Docs"></a>', 'img'))).toBe('link');
  });

  it('leaves a diagram with links in it alone, so that its links stay reachable', () => {
    expect(zoomSkipReason(mount('<div id="d"><svg><a href="/docs"><text>Docs</text></a></svg></div>', '#d'))).toBe(
      'link',
    );
  });

  it.each([
    ['on the image', '<img data-zoom="false" alt="x">'],
    ['on an element around it', '<div data-zoom="false"><p><img alt="x"></p></div>'],
    ['with any value but "true"', '<section data-zoom="off"><img alt="x"></section>'],
  ])('keeps out an image marked data-zoom="false" %s', (_where, html) => {
    expect(zoomSkipReason(mount(html, 'img'))).toBe('opted-out');
  });

  it('lets the nearest data-zoom decide: "true" inside an opted-out section brings zoom back', () => {
    expect(zoomSkipReason(mount('<div data-zoom="false"><div data-zoom="true"><img alt="x"></div></div>', 'img'))).toBe(
      undefined,
    );
  });

  it('leaves a status badge alone, found by its host', () => {
    const badge = '<p><img alt="Verified" src="https://img.shields.io/badge/verified-yes-green"></p>';
    expect(zoomSkipReason(mount(badge, 'img'))).toBe('badge');
  });

  it('leaves an image in a line of text alone', () => {
    expect(zoomSkipReason(mount('<p>Press the <img alt="gear" src="/gear.png"> button</p>', 'img'))).toBe('inline');
  });

  it(`leaves an image drawn less than ${ZOOM_MIN_RENDERED_PX} px wide or tall alone`, () => {
    const image = drawnAt(mount<HTMLImageElement>('<p><img alt="Build: passing" src="/build.svg"></p>', 'img'), 90, 20);
    expect(zoomSkipReason(image)).toBe('small');
    expect(zoomSkipReason(drawnAt(image, 640, 360))).toBeUndefined();
  });

  it.each([
    ['a badge', '<div data-zoom="true"><p><img alt="x" src="https://badgen.net/npm/v/docusaurus"></p></div>'],
    ['an image in a line of text', '<p data-zoom="true">A <img alt="x" src="/a.png"> in a line</p>'],
  ])('zooms %s under data-zoom="true"', (_what, html) => {
    expect(zoomSkipReason(mount(html, 'img'))).toBeUndefined();
  });

  it('zooms a small image under data-zoom="true"', () => {
    const image = drawnAt(mount<HTMLImageElement>('<img data-zoom="true" alt="x" src="/icon.svg">', 'img'), 16, 16);
    expect(zoomSkipReason(image)).toBeUndefined();
  });

  it('still leaves an image in a link to the link under data-zoom="true"', () => {
    expect(zoomSkipReason(mount('<a href="/x" data-zoom="true"><img alt="x"></a>', 'img'))).toBe('link');
  });
});

describe('a zoom trigger', () => {
  it('makes the image a button in the tab order, named after its alt text, that opens a dialog', () => {
    const image = mount<HTMLImageElement>('<img alt="The build flow">', 'img');
    attachZoomTrigger(image, 'image');
    expect(image).toHaveAttribute('role', 'button');
    expect(image).toHaveAttribute('tabindex', '0');
    expect(image).toHaveAttribute('aria-haspopup', 'dialog');
    expect(image).toHaveAccessibleName('Enlarge image: The build flow');
  });

  it("names an image after its alt text as the author wrote it, decoded once from Docusaurus's escaping", () => {
    // A Markdown image ![The "build" flow](...) reaches the page as alt="The &quot;build&quot; flow".
    const image = mount<HTMLImageElement>('<img alt="The &amp;quot;build&amp;quot; flow &amp;amp;lt;">', 'img');
    attachZoomTrigger(image, 'image');
    expect(image).toHaveAccessibleName('Enlarge image: The "build" flow &lt;');
  });

  it('names an image without alt text for what it does', () => {
    const image = mount<HTMLImageElement>('<img alt="">', 'img');
    attachZoomTrigger(image, 'image');
    expect(image).toHaveAccessibleName('Enlarge image');
  });

  it('opens the dialog on a click and on Enter', async () => {
    const image = mount<HTMLImageElement>('<img alt="x">', 'img');
    attachZoomTrigger(image, 'image');
    image.click();
    await vi.waitFor(() => expect(openZoomDialog).toHaveBeenCalledOnce());
    expect(openZoomDialog).toHaveBeenCalledWith(image);
    image.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    await vi.waitFor(() => expect(openZoomDialog).toHaveBeenCalledTimes(2));
  });

  it('opens on the release of Space, as a button does, and keeps Space from scrolling the page', async () => {
    const image = mount<HTMLImageElement>('<img alt="x">', 'img');
    attachZoomTrigger(image, 'image');
    const down = new KeyboardEvent('keydown', {key: ' ', bubbles: true, cancelable: true});
    image.dispatchEvent(down);
    await importSettled();
    expect(down.defaultPrevented).toBe(true);
    expect(openZoomDialog).not.toHaveBeenCalled();
    image.dispatchEvent(new KeyboardEvent('keyup', {key: ' ', bubbles: true}));
    await importSettled();
    expect(openZoomDialog).toHaveBeenCalledOnce();
  });

  it('does nothing to an image it leaves out', async () => {
    const image = mount<HTMLImageElement>('<a href="/x"><img alt="x"></a>', 'img');
    attachZoomTrigger(image, 'image');
    expect(image).not.toHaveAttribute('role');
    expect(image).not.toHaveAttribute('tabindex');
    image.click();
    await importSettled();
    expect(openZoomDialog).not.toHaveBeenCalled();
  });

  it('makes a diagram a button once its SVG is drawn, named after its title', async () => {
    const wrapper = mount('<div id="d"></div>', '#d');
    attachZoomTrigger(wrapper, 'diagram');
    expect(wrapper, 'nothing to enlarge before the SVG is drawn').not.toHaveAttribute('role');
    wrapper.innerHTML = '<div class="docusaurus-mermaid-container"><svg><title>Build flow</title></svg></div>';
    await vi.waitFor(() => expect(wrapper).toHaveAttribute('role', 'button'));
    expect(wrapper).toHaveAccessibleName('Enlarge diagram: Build flow');
  });

  it('gives the image back once it has loaded and turns out to be small', () => {
    const image = mount<HTMLImageElement>('<p><img alt="Coverage: 98%" src="/coverage.svg"></p>', 'img');
    attachZoomTrigger(image, 'image');
    expect(image, 'its size is not known before it loads').toHaveAttribute('role', 'button');
    drawnAt(image, 104, 20).dispatchEvent(new Event('load'));
    expect(image).not.toHaveAttribute('role');
    expect(image).not.toHaveAttribute('tabindex');
  });

  it('gives everything back when detached', async () => {
    const image = mount<HTMLImageElement>('<img alt="x">', 'img');
    const detach = attachZoomTrigger(image, 'image');
    detach();
    expect(image.getAttributeNames().sort()).toEqual(['alt']);
    image.click();
    await importSettled();
    expect(openZoomDialog).not.toHaveBeenCalled();
  });
});
