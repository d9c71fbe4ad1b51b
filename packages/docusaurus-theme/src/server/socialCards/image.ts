import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {MARK_CORNER_RADIUS, MARK_CRAFT, MARK_SIZE, MARK_WAVE} from '../../shared/brand';
import {SOCIAL_CARD_SIZE} from '../../shared/contract';
import {writeFileAtomic} from '../site/builtFiles';
import {THEME_VERSION} from '../site/packageFiles';
import type {SitePage} from '../site/pages';
import {cardColors} from './colors';
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

/** What a card shows of the site: its title and its address (URL and base URL). */
export type SiteIdentity = {title: string; url: string; baseUrl: string};

/** Inter is self-hosted through @fontsource; satori reads WOFF and TTF but not WOFF2. */
export function loadFonts(): Fonts {
  const file = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  return ([400, 800] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(file(weight)),
    weight,
    style: 'normal' as const,
  }));
}

/** The fonts satori draws the card's text with. */
export type Fonts = {name: string; data: Buffer; weight: 400 | 800; style: 'normal'}[];

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
  if (title.length <= 28) {
    return 80;
  }
  return title.length <= 56 ? 64 : 52;
}

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
  fontFamily: 'Inter',
} as const;

/** The site's part of every card: background, edge bar, mark and site title, address; `pageText` laid on it. */
function siteLayerTree(site: SiteIdentity, pageText?: CardNode): CardNode {
  const address = `${site.url.replace(/^https?:\/\//, '').replace(/\/+$/, '')}${site.baseUrl}`.replace(/\/$/, '');
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
      h('div', {style: {fontSize: 36, fontWeight: 800}}, site.title),
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
  return h(
    'div',
    {
      style: {...CARD_SURFACE, flexDirection: 'column', justifyContent: 'center', gap: PAGE_TEXT_GAP},
    },
    ...(page.section
      ? [
          h(
            'div',
            {style: {fontSize: SECTION_TEXT.fontSize, fontWeight: SECTION_TEXT.weight, color: SECTION_TEXT.color}},
            page.section,
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
        },
      },
      page.title,
    ),
  );
}

/** The same text as `pageTextTree`, for the glyph painter (painter/text.ts): one block each. */
function pageTextColumn(page: Pick<SitePage, 'title' | 'section'>): TextColumn {
  return {
    box: PAGE_TEXT_BOX,
    gap: PAGE_TEXT_GAP,
    blocks: [
      // The section is one line: a longer one is left to satori, which wraps it.
      ...(page.section ? [{...SECTION_TEXT, text: page.section, maxLines: 1}] : []),
      {
        text: page.title,
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

/** The satori and resvg calls: loaded on first use, since a rebuild whose cards all come from the cache needs neither. */
async function drawingTools() {
  const [{default: satori}, {renderAsync}] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return {
    /** Lays `tree` out at `width` × `height` and rasterises it: RGBA pixels, row after row. */
    async pixels(tree: CardNode, width: number, height: number, fonts: Fonts): Promise<Buffer> {
      const svg = await satori(tree as never, {width, height, fonts});
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
const siteLayers = new WeakMap<Fonts, Map<string, Promise<PngTemplate>>>();

function siteLayer(site: SiteIdentity, fonts: Fonts): Promise<PngTemplate> {
  const bySite = siteLayers.get(fonts) ?? new Map<string, Promise<PngTemplate>>();
  siteLayers.set(fonts, bySite);
  const key = JSON.stringify(site);
  let layer = bySite.get(key);
  if (!layer) {
    layer = drawingTools()
      .then((tools) => tools.pixels(siteLayerTree(site), CARD_WIDTH, CARD_HEIGHT, fonts))
      .then((pixels) => new PngTemplate(CARD_WIDTH, CARD_HEIGHT, pixels));
    bySite.set(key, layer);
  }
  return layer;
}

/** The glyph painter of each set of fonts, made once per thread (it holds the glyphs it rasterised). */
const painters = new WeakMap<Fonts, Promise<TextPainter>>();

function textPainter(fonts: Fonts): Promise<TextPainter> {
  let painter = painters.get(fonts);
  if (!painter) {
    painter = createTextPainter(fonts);
    painters.set(fonts, painter);
  }
  return painter;
}

/**
 * Draws one card as a 1200×630 PNG, in two layers. The site layer is drawn once (satori lays it
 * out as SVG paths, resvg rasterises it) and kept as a PNG template (painter/png.ts), which
 * compresses again only the rows a card changes. The page's section and title are painted on
 * it from cached glyph rasters (painter/text.ts), shaped by HarfBuzz as satori shapes them.
 * Text the painter leaves out (a glyph Inter lacks, a word wider than the card, a title
 * clamped to three lines) is drawn by satori and resvg in PAGE_TEXT_BOX, on the same flat
 * background, and written in: that picture is pixel for pixel the card drawn whole (a test
 * checks both ways).
 */
export async function renderSocialCard(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  fonts: Fonts = loadFonts(),
): Promise<Buffer> {
  const [template, painter] = await Promise.all([siteLayer(site, fonts), textPainter(fonts)]);
  const text = painter.layOut(pageTextColumn(page));
  if (text) {
    return template.draw((canvas) => text.paint(canvas));
  }
  const tools = await drawingTools();
  const pixels = await tools.pixels(pageTextTree(page), PAGE_TEXT_BOX.width, PAGE_TEXT_BOX.height, fonts);
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
 * unreleased build of the same version is not reused (revision 2: text painted from glyphs).
 */
const CARD_DRAWING_REVISION = 2;

/** A digest of the font files and their names, weights and styles, taken once per build. */
export function fontsDigest(fonts: Fonts): string {
  const hash = createHash('sha256');
  for (const font of fonts) {
    hash.update(`${font.name} ${font.weight} ${font.style}\n`).update(font.data);
  }
  return hash.digest('hex');
}

/**
 * A digest of everything that decides how a card looks: the laid-out tree (title, section, site
 * title and address, the brand's colours and sizes), the fonts (`fontsDigest`), the card size,
 * the theme version and the drawing revision. Two pages with the same digest get the
 * same picture, and a cached card is reused only while its digest stays the same.
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

/**
 * Draws a card and writes it to `file` in one step: to a temporary file first, then renamed, so
 * that a build stopped halfway never leaves a half-written card in the cache.
 */
export async function writeCardFile(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  fonts: Fonts,
  file: string,
): Promise<void> {
  writeFileAtomic(file, await renderSocialCard(page, site, fonts));
}
