// @vitest-environment node
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cardDesign} from '../../../src/server/socialCards/design';
import {loadFonts} from '../../../src/server/socialCards/fonts';
import {renderCard, siteLayerPixels} from '../../../src/server/socialCards/render';
import {REFERENCE_SITE} from './referenceCards';

type Render = typeof import('../../../src/server/socialCards/render');

/** render.ts loaded afresh, as a new worker thread loads it, with a note of whether it loads satori. */
async function freshRender(): Promise<{render: Render; satoriLoaded: () => boolean}> {
  let loaded = false;
  vi.resetModules();
  vi.doMock('satori', async (importOriginal) => {
    loaded = true;
    return importOriginal();
  });
  const render = await import('../../../src/server/socialCards/render');
  return {render, satoriLoaded: () => loaded};
}

describe("a thread handed the site layer (the worker pool's threads after the first)", {timeout: 60_000}, () => {
  afterEach(() => {
    vi.doUnmock('satori');
  });

  const painted = cardDesign({title: 'Configure the theme', section: 'Documentation · Guides'}, REFERENCE_SITE);

  it('draws the cards the glyph painter lays out without loading satori, byte for byte', async () => {
    const fonts = await loadFonts();
    const pixels = await siteLayerPixels(painted, fonts);
    const {render, satoriLoaded} = await freshRender();
    render.useSiteLayer(painted, fonts, pixels);
    const png = await render.renderCard(painted, fonts);
    expect(satoriLoaded()).toBe(false);
    expect(png.equals(await renderCard(painted, fonts))).toBe(true);
  });

  it('loads satori for the text the painter leaves to it, and draws it as before', async () => {
    const fonts = await loadFonts();
    // The painter leaves a title of more than three lines to satori, which clamps it.
    const long = cardDesign({title: 'A very long title '.repeat(8).trim(), section: 'Docs'}, REFERENCE_SITE);
    const pixels = await siteLayerPixels(long, fonts);
    const {render, satoriLoaded} = await freshRender();
    render.useSiteLayer(long, fonts, pixels);
    const png = await render.renderCard(long, fonts);
    expect(satoriLoaded()).toBe(true);
    expect(png.equals(await renderCard(long, fonts))).toBe(true);
  });

  it('without it, draws the site layer itself, with satori', async () => {
    const fonts = await loadFonts();
    const {render, satoriLoaded} = await freshRender();
    const png = await render.renderCard(painted, fonts);
    expect(satoriLoaded()).toBe(true);
    expect(png.equals(await renderCard(painted, fonts))).toBe(true);
  });
});
