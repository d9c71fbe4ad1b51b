// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {loadFonts} from '../../../../src/server/socialCards/fonts';
import {loadHarfBuzz} from '../../../../src/server/socialCards/painter/harfBuzz';
import type {PngCanvas} from '../../../../src/server/socialCards/painter/png';
import {createTextPainter, type TextBlock, type TextColumn} from '../../../../src/server/socialCards/painter/text';
import {woffToSfnt} from '../../../../src/server/socialCards/painter/woff';

const CARD = {width: 400, height: 200};
const BACKGROUND = [0x10, 0x20, 0x30] as const;

/** A canvas over plain RGBA pixels of a flat card, blending as server/socialCards/painter/png.ts's does. */
function flatCanvas() {
  const pixels = Buffer.alloc(CARD.width * CARD.height * 4);
  for (let offset = 0; offset < pixels.length; offset += 4) {
    pixels.set([...BACKGROUND, 255], offset);
  }
  const canvas: PngCanvas = {
    ...CARD,
    blendMask(left, top, mask, rgb) {
      for (let maskY = 0; maskY < mask.height; maskY += 1) {
        for (let maskX = 0; maskX < mask.width; maskX += 1) {
          const alpha = mask.alpha[maskY * mask.width + maskX] ?? 0;
          const [x, y] = [left + maskX, top + maskY];
          if (alpha === 0) {
            continue;
          }
          expect(x >= 0 && y >= 0 && x < CARD.width && y < CARD.height, `pixel (${x}, ${y}) on the card`).toBe(true);
          const pixel = (y * CARD.width + x) * 4;
          for (let channel = 0; channel < 3; channel += 1) {
            const under = pixels[pixel + channel] ?? 0;
            pixels[pixel + channel] = Math.round(under + (((rgb[channel] ?? 0) - under) * alpha) / 255);
          }
        }
      }
    },
    write() {
      throw new Error('The painter blends; it does not write runs of pixels.');
    },
  };
  return {canvas, pixels};
}

function column(blocks: Partial<TextBlock>[], box = {left: 20, top: 20, width: 360, height: 160}): TextColumn {
  return {
    box,
    gap: 10,
    blocks: blocks.map((block) => ({text: 'Text', fontSize: 24, weight: 800, color: '#ffffff', maxLines: 2, ...block})),
  };
}

/** The box of the pixels the painting changed. */
function painted(pixels: Buffer) {
  const box = {left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity};
  for (let y = 0; y < CARD.height; y += 1) {
    for (let x = 0; x < CARD.width; x += 1) {
      if (pixels[(y * CARD.width + x) * 4] !== BACKGROUND[0]) {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.top = Math.min(box.top, y);
        box.bottom = Math.max(box.bottom, y);
      }
    }
  }
  return box;
}

describe('the card text painter', {timeout: 30_000}, () => {
  it('reads the OpenType font inside the WOFF files it is given', async () => {
    const harfBuzz = await loadHarfBuzz();
    for (const font of (await loadFonts()).painter) {
      const face = harfBuzz.createFace(harfBuzz.createBlob(new Uint8Array(woffToSfnt(font.data))), 0);
      // Inter's metrics, as HarfBuzz finds them in its head and hhea tables: 2048 units per em, ascender 1984.
      expect(face.upem).toBe(2048);
      expect(harfBuzz.table(face, 'hhea')?.readInt16BE(4)).toBe(1984);
      expect(harfBuzz.table(face, 'nope')).toBeUndefined();
      face.destroy();
    }
    expect(() => woffToSfnt(Buffer.from('not a font at all, but long enough for a WOFF header......'))).toThrow(
      'Expected a WOFF 1.0 font',
    );
  });

  it('paints every weight it was given, in the block colour, inside the card and the box', async () => {
    const painter = await createTextPainter((await loadFonts()).painter);
    for (const weight of [400, 800]) {
      const {canvas, pixels} = flatCanvas();
      const text = painter.layOut(column([{text: 'Documentation', weight}]));
      expect(text, `weight ${weight}`).toBeDefined();
      text?.paint(canvas);
      const box = painted(pixels);
      expect(box.left).toBeGreaterThanOrEqual(20);
      expect(box.right).toBeLessThan(380);
      // One line of 24 px text, centred in the box's 160 px: its ink sits around the middle.
      expect(box.top).toBeGreaterThan(80);
      expect(box.bottom).toBeLessThan(120);
      // Full coverage somewhere: the text's own colour, not a blend.
      expect(pixels.includes(Buffer.from([255, 255, 255, 255]))).toBe(true);
    }
    expect(painter.cachedGlyphs).toBeGreaterThan(0);
  });

  it('wraps at spaces, and reuses the glyphs it has rasterised', async () => {
    const painter = await createTextPainter((await loadFonts()).painter);
    const {canvas, pixels} = flatCanvas();
    const text = 'Getting started with the theme in a site';
    const laidOut = painter.layOut(column([{text, maxLines: 3}]));
    expect(laidOut).toBeDefined();
    laidOut?.paint(canvas);
    const box = painted(pixels);
    // Two lines or more at 24 px: taller than one line box.
    expect(box.bottom - box.top).toBeGreaterThan(40);
    const cached = painter.cachedGlyphs;
    painter.layOut(column([{text, maxLines: 3}]))?.paint(flatCanvas().canvas);
    expect(painter.cachedGlyphs).toBe(cached);
  });

  it('leaves the text to satori when it cannot lay it out', async () => {
    const painter = await createTextPainter((await loadFonts()).painter);
    for (const [reason, blocks] of [
      ['a glyph Inter lacks', [{text: 'Title', weight: 400}, {text: '設定'}]],
      ['more lines than allowed', [{text: 'many words '.repeat(20), maxLines: 2}]],
      ['a word wider than the box', [{text: 'x'.repeat(60)}]],
      ['a weight it has no font for', [{text: 'Title', weight: 600}]],
      ['no text', [{text: '   '}]],
    ] as const) {
      expect(painter.layOut(column([...blocks])), reason).toBeUndefined();
    }
  });

  it('names a colour it cannot read', async () => {
    const painter = await createTextPainter((await loadFonts()).painter);
    expect(() => painter.layOut(column([{color: 'orange'}]))).toThrow(
      'A card text colour must be #rrggbb, got "orange".',
    );
  });
});
