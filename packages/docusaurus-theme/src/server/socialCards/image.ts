import {createHash} from 'node:crypto';
import path from 'node:path';
import {MARK_CORNER_RADIUS, MARK_CRAFT, MARK_SIZE, MARK_WAVE} from '../../shared/brand';
import {SOCIAL_CARD_SIZE} from '../../shared/contract';
import {writeFileAtomic} from '../site/builtFiles';
import {THEME_VERSION} from '../site/packageFiles';
import type {SitePage} from '../site/pages';
import {cardEntryName} from './cacheEntry';
import {cardColors} from './colors';
import {cardText, describeCharacter, isRightToLeft} from './coverage';
import {CARD_FONT_FAMILY, type CardFonts, loadFonts, type SatoriFont} from './fonts';
import {BYTES_PER_PIXEL, PngTemplate} from './painter/png';
import {createTextPainter, type TextColumn, type TextPainter} from './painter/text';

/**
 * Draws one social card. Kept apart from the writing and caching of cards (cards.ts) because
 * each card-drawing worker thread (worker.ts) loads this module on its own.
 */

/** Open Graph's recommended size, which X, LinkedIn, Slack and Mastodon all crop well. */
export const {width: CARD_WIDTH, height: CARD_HEIGHT} = SOCIAL_CARD_SIZE;

/** The brand's colours (colors.ts), read once per thread. */
const CARD_COLORS = cardColors();

/**
 * What a card shows of the site: its title and its address (URL and base URL). The address is
 * the site's own (its default locale's), so that every locale's build draws the same card.
 */
export type SiteIdentity = {title: string; url: string; baseUrl: string};

/** The address line of a card: `example.com/docs`, without the scheme or a trailing slash. */
export function siteAddress(site: SiteIdentity): string {
  return `${site.url.replace(/^https?:\/\//, '').replace(/\/+$/, '')}${site.baseUrl}`.replace(/\/$/, '');
}

/** The texts of a card: what its fonts must have. */
export function cardTexts(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity): string[] {
  return [site.title, siteAddress(site), page.section, page.title];
}

type CardNode = {type: string; props: Record<string, unknown>};

function h(type: string, props: Record<string, unknown>, ...children: (CardNode | string)[]): CardNode {
  return {type, props: {...props, children: children.length === 1 ? children[0] : children}};
}

/** The Hoverkraft mark (shared/brand.ts), drawn as satori nodes. */
function brandMark(size: number): CardNode {
  const stroke = (part: {d: string; strokeWidth: number}, color: string) =>
    h('path', {d: part.d, stroke: color, strokeWidth: part.strokeWidth, strokeLinecap: 'round', fill: 'none'});
  const {mark} = CARD_COLORS;
  return h(
    'svg',
    {width: size, height: size, viewBox: `0 0 ${MARK_SIZE} ${MARK_SIZE}`},
    h('rect', {width: MARK_SIZE, height: MARK_SIZE, rx: MARK_CORNER_RADIUS, fill: mark.background}),
    stroke(MARK_CRAFT, mark.foreground),
    stroke(MARK_WAVE, mark.wave),
  );
}

/** Long titles get a smaller size so that they still fit in three lines. */
export function titleFontSize(title: string): number {
  const {length} = cardText(title);
  if (length <= 28) {
    return 80;
  }
  return length <= 56 ? 64 : 52;
}

/**
 * A text box's direction: right to left when its text's first letter is of a right-to-left
 * script (Arabic, Hebrew...), so that satori starts its lines at the right. Absent otherwise.
 */
function directionOf(text: string): {direction?: 'rtl'} {
  return isRightToLeft(text) ? {direction: 'rtl'} : {};
}

/** A word too long for a line is broken where it reaches the edge, as `overflow-wrap` does in a browser. */
const BREAK_LONG_WORDS = {overflowWrap: 'break-word'} as const;

/** The card's margins: the left edge carries a bar in the primary colour, the text sits inside. */
const EDGE_BAR_WIDTH = 16;
const MARGIN_X = 72;
const MARGIN_Y = 64;

/**
 * Where each page's own text (its section and title) goes, centred vertically in this box; the
 * rest of the card (the mark, the site title, the address) is the same on every page. Between
 * the top row (the 72 px mark) and the bottom row (the address), with room for three lines of
 * the largest title size.
 */
export const PAGE_TEXT_BOX = {
  left: EDGE_BAR_WIDTH + MARGIN_X,
  top: 160,
  width: CARD_WIDTH - EDGE_BAR_WIDTH - 2 * MARGIN_X,
  height: 340,
} as const;

/**
 * The card's surface, under both layers. A flat colour, not a gradient: a gradient is the
 * costliest thing resvg fills and compresses badly. The page layer needs it too: its rows are
 * copied over the site layer's as they are.
 */
const CARD_SURFACE = {
  width: '100%',
  height: '100%',
  display: 'flex',
  backgroundColor: CARD_COLORS.background,
  color: CARD_COLORS.text,
  fontFamily: CARD_FONT_FAMILY,
} as const;

/** The site's part of every card: background, edge bar, mark and site title, address; `pageText` laid on it. */
function siteLayerTree(site: SiteIdentity, pageText?: CardNode): CardNode {
  const address = cardText(siteAddress(site));
  return h(
    'div',
    {
      style: {...CARD_SURFACE, position: 'relative'},
    },
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        top: 0,
        width: EDGE_BAR_WIDTH,
        height: '100%',
        backgroundColor: CARD_COLORS.edge,
      },
    }),
    h(
      'div',
      {
        style: {
          position: 'absolute',
          left: PAGE_TEXT_BOX.left,
          top: MARGIN_Y,
          display: 'flex',
          alignItems: 'center',
          gap: 24,
        },
      },
      brandMark(72),
      h('div', {style: {fontSize: 36, fontWeight: 800, ...directionOf(site.title)}}, cardText(site.title)),
    ),
    h(
      'div',
      {
        style: {
          position: 'absolute',
          left: PAGE_TEXT_BOX.left,
          right: MARGIN_X,
          bottom: MARGIN_Y,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 28,
        },
      },
      h('div', {style: {color: CARD_COLORS.muted}}, address),
      h('div', {style: {width: 160, height: 8, borderRadius: 4, backgroundColor: CARD_COLORS.accent}}),
    ),
    ...(pageText ? [h('div', {style: {position: 'absolute', ...PAGE_TEXT_BOX, display: 'flex'}}, pageText)] : []),
  );
}

/** The page's text: the section above the title, in the accent colour. */
const SECTION_TEXT = {fontSize: 32, weight: 400, color: CARD_COLORS.accent} as const;
const TITLE_WEIGHT = 800;
/** Lines between the top of one title line and the next, as a multiple of the title's size. */
const TITLE_LINE_HEIGHT = 1.1;
/** A title longer than this many lines is cut, with an ellipsis. */
const TITLE_MAX_LINES = 3;
/** Between the section and the title. */
const PAGE_TEXT_GAP = 20;

/** A page's part of its card: the section and the title, on the card's background, filling PAGE_TEXT_BOX. */
function pageTextTree(page: Pick<SitePage, 'title' | 'section'>): CardNode {
  const section = cardText(page.section);
  return h(
    'div',
    {
      style: {...CARD_SURFACE, flexDirection: 'column', justifyContent: 'center', gap: PAGE_TEXT_GAP},
    },
    ...(section
      ? [
          h(
            'div',
            {
              style: {
                fontSize: SECTION_TEXT.fontSize,
                fontWeight: SECTION_TEXT.weight,
                color: SECTION_TEXT.color,
                ...BREAK_LONG_WORDS,
                ...directionOf(page.section),
              },
            },
            section,
          ),
        ]
      : []),
    h(
      'div',
      {
        style: {
          display: 'block',
          fontSize: titleFontSize(page.title),
          fontWeight: TITLE_WEIGHT,
          lineHeight: TITLE_LINE_HEIGHT,
          lineClamp: TITLE_MAX_LINES,
          ...BREAK_LONG_WORDS,
          ...directionOf(page.title),
        },
      },
      cardText(page.title),
    ),
  );
}

/**
 * The same text as `pageTextTree`, for the glyph painter (painter/text.ts): one block each.
 * Undefined for text that runs right to left, which the painter does not lay out.
 */
function pageTextColumn(page: Pick<SitePage, 'title' | 'section'>): TextColumn | undefined {
  if (isRightToLeft(page.title) || isRightToLeft(page.section)) {
    return undefined;
  }
  const section = cardText(page.section);
  return {
    box: PAGE_TEXT_BOX,
    gap: PAGE_TEXT_GAP,
    blocks: [
      // The section is one line: a longer one is left to satori, which wraps it.
      ...(section ? [{...SECTION_TEXT, text: section, maxLines: 1}] : []),
      {
        text: cardText(page.title),
        fontSize: titleFontSize(page.title),
        weight: TITLE_WEIGHT,
        color: CARD_COLORS.text,
        lineHeight: TITLE_LINE_HEIGHT,
        maxLines: TITLE_MAX_LINES,
      },
    ],
  };
}

/** The whole card as one tree: what the two layers drawn apart add up to (and the cache key's picture). */
export function socialCardTree(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity): CardNode {
  return siteLayerTree(site, pageTextTree(page));
}

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
 * The site layer, drawn once per site and set of fonts in each thread, as a PNG template that
 * every card of a build is drawn on (it holds the pixels twice, and their compressed blocks).
 */
const siteLayers = new WeakMap<SatoriFont[], Map<string, Promise<PngTemplate>>>();

function siteLayer(site: SiteIdentity, fonts: SatoriFont[]): Promise<PngTemplate> {
  const bySite = siteLayers.get(fonts) ?? new Map<string, Promise<PngTemplate>>();
  siteLayers.set(fonts, bySite);
  const key = JSON.stringify(site);
  let layer = bySite.get(key);
  if (!layer) {
    layer = drawingTools()
      .then((tools) => tools.pixels(siteLayerTree(site), CARD_WIDTH, CARD_HEIGHT, fonts))
      .then((pixels) => new PngTemplate(CARD_WIDTH, CARD_HEIGHT, pixels));
    // A failed drawing is not kept: the next card tries again and says why.
    layer.catch(() => bySite.delete(key));
    bySite.set(key, layer);
  }
  return layer;
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
 * Draws one card as a 1200×630 PNG, in two layers. The site layer is drawn once (satori lays it
 * out as SVG paths, resvg rasterises it) and kept as a PNG template (painter/png.ts), which
 * compresses again only the rows a card changes. The page's section and title are painted on
 * it from cached glyph rasters (painter/text.ts), shaped by HarfBuzz as satori shapes them.
 * Text the painter leaves out (a glyph Inter's Latin subset lacks, text that runs right to left,
 * a word wider than the card, a title clamped to three lines) is drawn by satori and resvg in
 * PAGE_TEXT_BOX, on the same flat background, and written in: that picture is pixel for pixel
 * the card drawn whole (a test checks both ways). Rejects with `MissingGlyphsError` for a
 * character none of `fonts` has.
 */
export async function renderSocialCard(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  fonts: CardFonts = loadFonts(),
): Promise<Buffer> {
  const [template, painter] = await Promise.all([
    siteLayer(site, fonts.forText(site.title, siteAddress(site)).satori),
    textPainter(fonts),
  ]);
  const column = pageTextColumn(page);
  const text = column && painter.layOut(column);
  if (text) {
    return template.draw((canvas) => text.paint(canvas));
  }
  const tools = await drawingTools();
  const pixels = await tools.pixels(
    pageTextTree(page),
    PAGE_TEXT_BOX.width,
    PAGE_TEXT_BOX.height,
    fonts.forText(page.section, page.title).satori,
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

/**
 * Bumped whenever the drawing code changes how a card looks, so that a cache filled by an
 * unreleased build of the same version is not reused (revision 3: every Inter subset, right-to-
 * left text, long words broken, cache entries named with their content hash).
 */
const CARD_DRAWING_REVISION = 3;

/**
 * A digest of everything that decides how a card looks: the laid-out tree (title, section, site
 * title and address, the brand's colours and sizes), the fonts it is drawn with (`fonts`, the
 * digest of a `FontSelection`), the card size, the theme version and the drawing revision. Not
 * the page's path or locale: two pages with the same digest get the same picture, and a cached
 * card is reused only while its digest stays the same.
 */
export function cardPictureKey(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity, fonts: string): string {
  const picture = {
    theme: THEME_VERSION,
    drawing: CARD_DRAWING_REVISION,
    size: SOCIAL_CARD_SIZE,
    fonts,
    tree: socialCardTree(page, site),
  };
  return createHash('sha256').update(JSON.stringify(picture)).digest('hex').slice(0, 32);
}

/** A card's picture key with the fonts it would be drawn with. */
export function cardKey(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity, fonts: CardFonts): string {
  return cardPictureKey(page, site, fonts.forText(...cardTexts(page, site)).digest);
}

/**
 * Draws a card and writes it into the cache folder under its picture key and content hash
 * (cacheEntry.ts); resolves to the file's path. Written in one step (a temporary file, then
 * renamed), so that a build stopped halfway never leaves a half-written card in the cache.
 */
export async function drawCardIntoCache(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  fonts: CardFonts,
  cacheDir: string,
  key: string,
): Promise<string> {
  const png = await renderSocialCard(page, site, fonts);
  const file = path.join(cacheDir, cardEntryName(key, png));
  writeFileAtomic(file, png);
  return file;
}
