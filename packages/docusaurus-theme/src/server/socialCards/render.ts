import type {SitePage} from '../site/pages';
import {describeCharacter} from './coverage';
import {CARD_HEIGHT, CARD_WIDTH, type CardDesign, cardDesign, PAGE_TEXT_BOX, type SiteIdentity} from './design';
import {type CardFonts, loadFonts, type SatoriFont} from './fonts';
import {BYTES_PER_PIXEL, PngTemplate} from './painter/png';
import {createTextPainter, type TextPainter} from './painter/text';
import {type CardNode, pageTextColumn, pageTextTree, siteLayerTree} from './satoriTree';

/**
 * Draws a card's design (design.ts) as a 1200×630 PNG. Each card-drawing worker thread
 * (worker.ts) loads this module on its own, and keeps what it draws once per site and font set.
 */

/**
 * Thrown instead of drawing a card with a character no font has, which satori would draw as an
 * empty box. The build step keeps such pages off cards beforehand (coverage.ts); this is the
 * safety net, should satori and that check ever disagree.
 */
export class MissingGlyphsError extends Error {
  constructor(readonly segments: string[]) {
    const characters = [...new Set([...segments.join('')].map((character) => character.codePointAt(0) as number))];
    super(
      `A social card would show empty boxes: no card font has ${characters.map(describeCharacter).join(', ')}. ` +
        'Add a font that has them with the socialCards.fonts option.',
    );
    this.name = 'MissingGlyphsError';
  }
}

/** The satori and resvg calls: loaded on first use, since a rebuild whose cards all come from the cache needs neither. */
async function drawingTools() {
  const [{default: satori}, {renderAsync}] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return {
    /**
     * Lays `tree` out at `width` × `height` and rasterises it: RGBA pixels, row after row. Satori
     * asks `loadAdditionalAsset` for a font for each run of text no font given has; no card may
     * have one, so being asked is the error.
     */
    async pixels(tree: CardNode, width: number, height: number, fonts: SatoriFont[]): Promise<Buffer> {
      const missing: string[] = [];
      const svg = await satori(tree as never, {
        width,
        height,
        fonts,
        loadAdditionalAsset: async (_code: string, segment: string) => {
          missing.push(segment);
          return [];
        },
      });
      if (missing.length > 0) {
        throw new MissingGlyphsError(missing);
      }
      const image = await renderAsync(svg, {fitTo: {mode: 'width', value: width}, font: {loadSystemFonts: false}});
      const {pixels} = image;
      return Buffer.isBuffer(pixels) ? pixels : Buffer.from(pixels);
    },
  };
}

/**
 * The site layer of each site and set of fonts, as a thread holds it: its pixels (which it may
 * hand to another thread, `siteLayerPixels`) and the PNG template that every card of a build is
 * drawn on (it holds the pixels twice, and their compressed blocks).
 */
type SiteLayer = {pixels: Uint8Array; template: PngTemplate};
const siteLayers = new WeakMap<SatoriFont[], Map<string, Promise<SiteLayer>>>();

function siteLayerOf(design: CardDesign, fonts: CardFonts) {
  const satoriFonts = fonts.forText(design.site.title.text, design.site.address).satori;
  const bySite = siteLayers.get(satoriFonts) ?? new Map<string, Promise<SiteLayer>>();
  siteLayers.set(satoriFonts, bySite);
  return {satoriFonts, bySite, key: JSON.stringify([design.site, design.colors])};
}

function siteLayer(design: CardDesign, fonts: CardFonts): Promise<SiteLayer> {
  const {satoriFonts, bySite, key} = siteLayerOf(design, fonts);
  let layer = bySite.get(key);
  if (!layer) {
    layer = drawingTools()
      .then((tools) => tools.pixels(siteLayerTree(design), CARD_WIDTH, CARD_HEIGHT, satoriFonts))
      .then((pixels) => ({pixels, template: new PngTemplate(CARD_WIDTH, CARD_HEIGHT, pixels)}));
    // A failed drawing is not kept: the next card tries again and says why.
    layer.catch(() => bySite.delete(key));
    bySite.set(key, layer);
  }
  return layer;
}

/**
 * The site layer of `design`'s site as RGBA pixels, drawn by satori and resvg in this thread
 * unless it has them already. The worker pool (pool.ts) has one thread draw them and hands them
 * to the others (`useSiteLayer`), since loading satori and laying the layer out is most of what
 * a thread spends before its first card.
 */
export async function siteLayerPixels(design: CardDesign, fonts: CardFonts): Promise<Uint8Array> {
  return (await siteLayer(design, fonts)).pixels;
}

/**
 * Makes `pixels`, `siteLayerPixels` of a design of the same site drawn with the same fonts, the
 * layer this thread draws that site's cards on: it then loads satori only for the page text the
 * glyph painter leaves to it.
 */
export function useSiteLayer(design: CardDesign, fonts: CardFonts, pixels: Uint8Array): void {
  const {bySite, key} = siteLayerOf(design, fonts);
  if (!bySite.has(key)) {
    bySite.set(key, Promise.resolve({pixels, template: new PngTemplate(CARD_WIDTH, CARD_HEIGHT, pixels)}));
  }
}

/** The glyph painter of each set of fonts, made once per thread (it holds the glyphs it rasterised). */
const painters = new WeakMap<CardFonts, Promise<TextPainter>>();

function textPainter(fonts: CardFonts): Promise<TextPainter> {
  let painter = painters.get(fonts);
  if (!painter) {
    painter = createTextPainter(fonts.painter);
    painters.set(fonts, painter);
  }
  return painter;
}

/**
 * Draws a card's design as a 1200×630 PNG, in two layers. The site layer is drawn once (satori
 * lays it out as SVG paths, resvg rasterises it) and kept as a PNG template (painter/png.ts),
 * which compresses again only the rows a card changes. The page's section and title are painted
 * on it from cached glyph rasters (painter/text.ts), shaped by HarfBuzz as satori shapes them.
 * Text the painter leaves out (a glyph Inter's Latin subset lacks, text that runs right to left,
 * a word wider than the card, a title clamped to three lines) is drawn by satori and resvg in
 * PAGE_TEXT_BOX, on the same flat background, and written in: that picture is pixel for pixel
 * the card drawn whole (a test checks both ways). Rejects with `MissingGlyphsError` for a
 * character none of `fonts` has.
 */
export async function renderCard(design: CardDesign, fonts: CardFonts): Promise<Buffer> {
  const [{template}, painter] = await Promise.all([siteLayer(design, fonts), textPainter(fonts)]);
  const column = pageTextColumn(design);
  const text = column && painter.layOut(column);
  if (text) {
    return template.draw((canvas) => text.paint(canvas));
  }
  const tools = await drawingTools();
  const pixels = await tools.pixels(
    pageTextTree(design),
    PAGE_TEXT_BOX.width,
    PAGE_TEXT_BOX.height,
    fonts.forText(design.section.text, design.title.text).satori,
  );
  // The card's background covers the box, so every pixel is opaque and resvg's premultiplied
  // pixels are the plain ones a PNG holds.
  const row = PAGE_TEXT_BOX.width * BYTES_PER_PIXEL;
  return template.draw((canvas) => {
    for (let y = 0; y < PAGE_TEXT_BOX.height; y += 1) {
      canvas.write(PAGE_TEXT_BOX.left, PAGE_TEXT_BOX.top + y, pixels.subarray(y * row, (y + 1) * row));
    }
  });
}

/** A page's card as a PNG: its design (`cardDesign`), drawn with `fonts` (Inter's by default). */
export async function renderSocialCard(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  fonts?: CardFonts,
): Promise<Buffer> {
  return renderCard(cardDesign(page, site), fonts ?? (await loadFonts()));
}
