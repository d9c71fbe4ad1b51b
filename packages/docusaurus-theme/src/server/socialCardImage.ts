import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {threadId} from 'node:worker_threads';
import {SOCIAL_CARD_SIZE} from '../client/contract';
import {BYTES_PER_PIXEL, encodePngRows, pngRowBytes, pngRows} from './png';
import type {SitePage} from './sitePages';

/**
 * Draws one social card. Kept apart from the writing and caching of cards (socialCards.ts)
 * because each card-drawing worker thread (socialCardWorker.ts) loads this module on its own.
 */

/** Open Graph's recommended size, which X, LinkedIn, Slack and Mastodon all crop well. */
export const {width: CARD_WIDTH, height: CARD_HEIGHT} = SOCIAL_CARD_SIZE;

/** The brand palette of the dark band (brandTokens.css), which the card is drawn on. */
const CARD_COLORS = {
  background: '#1d2026',
  text: '#f8f9fa',
  muted: '#b8bec9',
  accent: '#ff8a4c',
  primary: '#0073cc',
};

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

/** The Hoverkraft mark (assets/logo.svg), drawn as satori nodes. */
function brandMark(size: number): CardNode {
  return h(
    'svg',
    {width: size, height: size, viewBox: '0 0 64 64'},
    h('rect', {width: 64, height: 64, rx: 14, fill: CARD_COLORS.primary}),
    h('path', {
      d: 'M21 15v25M43 15v25M21 27.5h22',
      stroke: '#fff',
      strokeWidth: 7,
      strokeLinecap: 'round',
      fill: 'none',
    }),
    h('path', {
      d: 'M12 49c6.7-4.5 13.3-4.5 20 0s13.3 4.5 20 0',
      stroke: CARD_COLORS.accent,
      strokeWidth: 5,
      strokeLinecap: 'round',
      fill: 'none',
    }),
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
 * The card's surface, under both layers. A flat colour, not a gradient: over 30 cards drawn in
 * turn with each, a card took 29 ms instead of 47 ms and its PNG (then resvg's encoder) 33 KB
 * instead of 64 KB (the gradient was the costliest thing resvg filled, and compresses badly).
 * The page layer needs it too: its rows are copied over the site layer's as they are.
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
        backgroundColor: CARD_COLORS.primary,
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

/** A page's part of its card: the section and the title, on the card's background, filling PAGE_TEXT_BOX. */
function pageTextTree(page: Pick<SitePage, 'title' | 'section'>): CardNode {
  return h(
    'div',
    {
      style: {...CARD_SURFACE, flexDirection: 'column', justifyContent: 'center', gap: 20},
    },
    ...(page.section
      ? [h('div', {style: {fontSize: 32, fontWeight: 400, color: CARD_COLORS.accent}}, page.section)]
      : []),
    h(
      'div',
      {style: {display: 'block', fontSize: titleFontSize(page.title), fontWeight: 800, lineHeight: 1.1, lineClamp: 3}},
      page.title,
    ),
  );
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
 * The site layer, drawn once per site and set of fonts in each thread, as PNG image data (each
 * row behind its filter byte): every card of a build starts from a copy of it. Holding it costs
 * 3 MB (1200 × 630 × 4 bytes).
 */
const siteLayers = new WeakMap<Fonts, Map<string, Promise<Buffer>>>();

function siteLayerRows(site: SiteIdentity, fonts: Fonts): Promise<Buffer> {
  const bySite = siteLayers.get(fonts) ?? new Map<string, Promise<Buffer>>();
  siteLayers.set(fonts, bySite);
  const key = JSON.stringify(site);
  let layer = bySite.get(key);
  if (!layer) {
    layer = drawingTools()
      .then((tools) => tools.pixels(siteLayerTree(site), CARD_WIDTH, CARD_HEIGHT, fonts))
      .then((pixels) => pngRows(CARD_WIDTH, CARD_HEIGHT, pixels));
    bySite.set(key, layer);
  }
  return layer;
}

/**
 * Draws one card as a 1200×630 PNG, in two layers. Satori lays the text out as SVG paths, so
 * resvg needs no fonts of its own, and it rasterises off the main thread. The site layer is drawn
 * once; for each page only PAGE_TEXT_BOX is laid out and rasterised, on the same flat
 * background, and its rows are written into a copy of the site layer's PNG rows: the picture is
 * pixel for pixel the card drawn whole (a test checks it), in about half the time (24 ms a card
 * against 11 ms). server/png.ts then compresses them, faster than resvg's own encoder.
 */
export async function renderSocialCard(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  fonts: Fonts = loadFonts(),
): Promise<Buffer> {
  const tools = await drawingTools();
  const [siteRows, text] = await Promise.all([
    siteLayerRows(site, fonts),
    tools.pixels(pageTextTree(page), PAGE_TEXT_BOX.width, PAGE_TEXT_BOX.height, fonts),
  ]);
  const rows = Buffer.from(siteRows);
  const rowBytes = pngRowBytes(CARD_WIDTH);
  const textRow = PAGE_TEXT_BOX.width * BYTES_PER_PIXEL;
  const left = 1 + PAGE_TEXT_BOX.left * BYTES_PER_PIXEL;
  for (let y = 0; y < PAGE_TEXT_BOX.height; y += 1) {
    // Past the row's filter byte, then PAGE_TEXT_BOX.left pixels in.
    text.copy(rows, (PAGE_TEXT_BOX.top + y) * rowBytes + left, y * textRow, (y + 1) * textRow);
  }
  // The card's background covers it, so every pixel is opaque and resvg's premultiplied pixels
  // are the plain ones a PNG holds.
  return encodePngRows(CARD_WIDTH, CARD_HEIGHT, rows);
}

/** The package version (`lib/server/..` or `src/server/..` is the package root), part of every cache key. */
const THEME_VERSION = (
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {version: string}
).version;

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
 * title and address, the brand's colours and sizes), the fonts (`fontsDigest`), the card size
 * and the theme version (which covers the drawing code). Two pages with the same digest get the
 * same picture, and a cached card is reused only while its digest stays the same.
 */
export function cardPictureKey(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity, fonts: string): string {
  const picture = {theme: THEME_VERSION, size: SOCIAL_CARD_SIZE, fonts, tree: socialCardTree(page, site)};
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
  const partial = `${file}.${process.pid}.${threadId}.partial`;
  await writeFile(partial, await renderSocialCard(page, site, fonts));
  await rename(partial, file);
}
