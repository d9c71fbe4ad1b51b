import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {CARD_HEIGHT, CARD_WIDTH, PAGE_TEXT_BOX, type SiteIdentity} from '../../../src/server/socialCards/design';
import type {CardFonts} from '../../../src/server/socialCards/fonts';
import {socialCardTree} from '../../../src/server/socialCards/satoriTree';

/** The RGBA pixels of a card's PNG, decoded by resvg (a decoder that is not ours) from an SVG that shows it. */
export function cardPixels(png: Buffer): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${CARD_WIDTH}" height="${CARD_HEIGHT}"><image width="${CARD_WIDTH}" height="${CARD_HEIGHT}" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().pixels);
}

/** The card drawn whole by satori and resvg, in one layer, with every font: its RGBA pixels. */
export async function wholeCardPixels(
  page: {title: string; section: string},
  site: SiteIdentity,
  fonts: CardFonts,
): Promise<Buffer> {
  const svg = await satori(socialCardTree(page, site) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fonts.all,
  });
  return Buffer.from(new Resvg(svg, {font: {loadSystemFonts: false}}).render().pixels);
}

/** The card's background, #1d2026 (the brand's dark band). */
const BACKGROUND = [0x1d, 0x20, 0x26];

/** Whether a pixel differs from the card's background: ink. */
function isInk(pixels: Buffer, x: number, y: number): boolean {
  const pixel = (y * CARD_WIDTH + x) * 4;
  return BACKGROUND.some((value, channel) => Math.abs((pixels[pixel + channel] ?? 0) - value) > 24);
}

/** A box on the card, its right and bottom edges excluded. */
export type Box = {left: number; top: number; right: number; bottom: number};

/** The box of the ink inside `area` (by default the page's text box): where the text is. */
export function inkBox(pixels: Buffer, area: Box = pageTextArea()): Box & {pixels: number} {
  const box = {left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity, pixels: 0};
  for (let y = area.top; y < area.bottom; y += 1) {
    for (let x = area.left; x < area.right; x += 1) {
      if (isInk(pixels, x, y)) {
        box.left = Math.min(box.left, x);
        box.top = Math.min(box.top, y);
        box.right = Math.max(box.right, x + 1);
        box.bottom = Math.max(box.bottom, y + 1);
        box.pixels += 1;
      }
    }
  }
  return box;
}

/** PAGE_TEXT_BOX as a box. */
export function pageTextArea(): Box {
  return {
    left: PAGE_TEXT_BOX.left,
    top: PAGE_TEXT_BOX.top,
    right: PAGE_TEXT_BOX.left + PAGE_TEXT_BOX.width,
    bottom: PAGE_TEXT_BOX.top + PAGE_TEXT_BOX.height,
  };
}
