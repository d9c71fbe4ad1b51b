import {inflateSync} from 'node:zlib';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {describe, expect, it} from 'vitest';
import {CARD_HEIGHT, CARD_WIDTH, PAGE_TEXT_BOX} from '../../../../src/server/socialCards/design';
import {loadFonts} from '../../../../src/server/socialCards/fonts';
import {crc32, encodePng, PngTemplate} from '../../../../src/server/socialCards/painter/png';
import {renderSocialCard} from '../../../../src/server/socialCards/render';
import {socialCardTree} from '../../../../src/server/socialCards/satoriTree';

/** The RGBA pixels of a PNG file, decoded by resvg (a decoder that is not ours) from an SVG that shows it. */
function decode(png: Buffer, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}"><image width="${width}" height="${height}" xlink:href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return Buffer.from(new Resvg(svg).render().pixels);
}

describe('encodePng', {timeout: 60_000}, () => {
  it('writes pixels that decode back to themselves', () => {
    // Three opaque colours and grey, in two rows of different content.
    const pixels = Uint8Array.from([
      255, 0, 0, 255, 0, 128, 0, 255, 0, 0, 255, 255, 10, 20, 30, 255, 200, 200, 200, 255, 1, 2, 3, 255,
    ]);
    const png = encodePng(3, 2, pixels);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(decode(png, 3, 2)).toEqual(Buffer.from(pixels));
  });

  it("gives a social card the same picture as resvg's own encoder", async () => {
    const svg = await satori(
      {
        type: 'div',
        props: {
          style: {
            display: 'flex',
            width: '100%',
            height: '100%',
            backgroundColor: '#1d2026',
            color: '#f8f9fa',
            fontSize: 64,
          },
          children: 'Configuration',
        },
      } as never,
      {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: (await loadFonts()).all},
    );
    const image = new Resvg(svg).render();
    const ours = encodePng(image.width, image.height, image.pixels);
    expect(decode(ours, CARD_WIDTH, CARD_HEIGHT).equals(decode(image.asPng(), CARD_WIDTH, CARD_HEIGHT))).toBe(true);
    // The card drawn end to end is a PNG of the card's size, made by this encoder.
    const card = await renderSocialCard(
      {title: 'Configuration', section: 'Documentation'},
      {title: 'Docs', url: 'https://example.com', baseUrl: '/'},
    );
    const cardPixels = decode(card, CARD_WIDTH, CARD_HEIGHT);
    // Its last pixel is the card's background (#1d2026), opaque: the file decoded.
    expect([...cardPixels.subarray(-4)]).toEqual([0x1d, 0x20, 0x26, 255]);
  });

  it("checksums chunks alike with zlib's CRC-32 and without it (Node before 20.15)", () => {
    // Every PNG ends with this chunk: "IEND" and its CRC, AE 42 60 82.
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
    expect(crc32(Buffer.from('IEND', 'latin1'), null)).toBe(0xae426082);
    const data = Buffer.from(Array.from({length: 4096}, (_, index) => (index * 31) % 256));
    expect(crc32(data, null)).toBe(crc32(data));
  });

  it('writes an opaque picture of 256 colours or fewer with a palette, one of more as RGB, and one with transparency as RGBA that keeps its alpha', () => {
    // Four colours.
    const few = Uint8Array.from({length: 64 * 64 * 4}, (_, index) => (index % 4 === 3 ? 255 : ((index >> 7) % 4) * 60));
    const indexed = encodePng(64, 64, few);
    expect(colorType(indexed)).toBe(3);
    expect(decode(indexed, 64, 64).equals(Buffer.from(few))).toBe(true);
    // A row: its filter byte and one byte a pixel.
    expect(inflatedRows(indexed).length).toBe((64 + 1) * 64);
    // A colour a pixel: 4,096 of them.
    const opaque = Uint8Array.from({length: 64 * 64 * 4}, (_, index) => {
      const pixel = index >> 2;
      return [(pixel % 64) * 4, Math.floor(pixel / 64) * 4, (pixel * 7) % 256, 255][index % 4] as number;
    });
    const rgb = encodePng(64, 64, opaque);
    expect(colorType(rgb)).toBe(2);
    expect(decode(rgb, 64, 64).equals(Buffer.from(opaque))).toBe(true);
    // A row: its filter byte and three bytes a pixel.
    expect(inflatedRows(rgb).length).toBe((64 * 3 + 1) * 64);
    const translucent = Uint8Array.from(opaque);
    // One pixel at half alpha, its colour premultiplied-safe (resvg decodes to premultiplied pixels).
    translucent.set([0, 0, 0, 128], (10 * 64 + 5) * 4);
    const rgba = encodePng(64, 64, translucent);
    expect(colorType(rgba)).toBe(6);
    expect(decode(rgba, 64, 64).equals(Buffer.from(translucent))).toBe(true);
    expect(inflatedRows(rgba).length).toBe((64 * 4 + 1) * 64);
  });

  it('says what it expected when the pixels and the size disagree', () => {
    expect(() => encodePng(2, 2, new Uint8Array(12))).toThrow('expected 16 bytes of RGBA pixels for 2×2, got 12');
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow('width and height must be positive integers, got 0×2');
  });
});

/**
 * The card drawn whole by satori and resvg, in one layer and with every font: the picture the
 * layered drawing, with the fonts its text needs, must give.
 */
async function wholeCard(page: {title: string; section: string}, site: Parameters<typeof socialCardTree>[1]) {
  const svg = await satori(socialCardTree(page, site) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: (await loadFonts()).all,
  });
  return Buffer.from(new Resvg(svg, {font: {loadSystemFonts: false}}).render().pixels);
}

/** The box around the pixels that differ from the card's background (#1d2026) inside PAGE_TEXT_BOX: where the text is. */
function inkBox(pixels: Buffer) {
  const box = {left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity};
  for (let y = PAGE_TEXT_BOX.top; y < PAGE_TEXT_BOX.top + PAGE_TEXT_BOX.height; y += 1) {
    for (let x = PAGE_TEXT_BOX.left; x < PAGE_TEXT_BOX.left + PAGE_TEXT_BOX.width; x += 1) {
      const pixel = (y * CARD_WIDTH + x) * 4;
      if (Math.abs((pixels[pixel] ?? 0) - 0x1d) + Math.abs((pixels[pixel + 2] ?? 0) - 0x26) > 24) {
        box.left = Math.min(box.left, x);
        box.top = Math.min(box.top, y);
        box.right = Math.max(box.right, x);
        box.bottom = Math.max(box.bottom, y);
      }
    }
  }
  return box;
}

/** The IDAT data of a PNG (one chunk, after IHDR and any PLTE), inflated by zlib, which checks its Adler-32 checksum. */
function inflatedRows(png: Buffer): Buffer {
  // Each chunk: its length, its type, its data and its CRC; the first follows the 8-byte signature.
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      return inflateSync(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
    }
  }
  throw new Error('The PNG has no IDAT chunk.');
}

/** IHDR's colour type, after the signature (8), IHDR's length and name (8), size (8) and bit depth (1): 2 RGB, 3 palette, 6 RGBA. */
const colorType = (png: Buffer) => png[25];

// Opaque with few colours, the template writes a palette; opaque with a colour a pixel (280 of
// them), RGB; with a transparent pixel (black, which decodes the same premultiplied or not),
// RGBA: each drawn on alike.
const TEMPLATE_BASES = {
  'opaque, few colours': (index: number) => (index % 4 === 3 ? 255 : ((index >> 2) % 5) * 50),
  'opaque, 280 colours': (index: number) =>
    index % 4 === 3 ? 255 : index % 4 === 0 ? (index >> 2) % 256 : index >> 10,
  'with transparency': (index: number) => (index < 4 ? 0 : index % 4 === 3 ? 255 : (index * 7) % 256),
};

describe.each(Object.entries(TEMPLATE_BASES))('PngTemplate, %s', (_, pixel) => {
  // 40 rows: three blocks of rows, the last one short.
  const [width, height] = [7, 40];
  const base = Uint8Array.from({length: width * height * 4}, (_, index) => pixel(index));

  /** A picture drawn with no change is the template's own. */
  const expectUnchanged = (template: PngTemplate) =>
    expect(
      decode(
        template.draw(() => {}),
        width,
        height,
      ).equals(Buffer.from(base)),
    ).toBe(true);

  it('draws pictures that decode to the pixels drawn, with the right checksum, and starts each from the template', () => {
    const template = new PngTemplate(width, height, base);
    const expected = Buffer.from(base);
    // A blend in the second block and a run written into the last one.
    const png = template.draw((canvas) => {
      // A 2 × 1 mask half off the right edge, covering (6, 20) at 128.
      canvas.blendMask(6, 20, {width: 2, height: 1, alpha: Uint8Array.from([128, 255])}, [255, 0, 0]);
      // Wholly off the picture: nothing.
      canvas.blendMask(-5, -5, {width: 2, height: 2, alpha: new Uint8Array(4).fill(255)}, [255, 0, 0]);
      canvas.write(1, 39, Uint8Array.from([1, 2, 3, 255, 4, 5, 6, 255]));
    });
    const pixel = (20 * width + 6) * 4;
    for (const [channel, value] of [255, 0, 0].entries()) {
      const under = base[pixel + channel] ?? 0;
      expected[pixel + channel] = Math.round(under + ((value - under) * 128) / 255);
    }
    expected.set([1, 2, 3, 255, 4, 5, 6, 255], (39 * width + 1) * 4);
    expect(decode(png, width, height).equals(expected)).toBe(true);
    expect(inflatedRows(png).equals(inflatedRows(encodePng(width, height, expected)))).toBe(true);
    // The next picture starts from the template again.
    expectUnchanged(template);
  });

  it('names a run of pixels that would leave the picture', () => {
    const template = new PngTemplate(width, height, base);
    expect(() => template.draw((canvas) => canvas.write(6, 0, new Uint8Array(8)))).toThrow(
      'PngTemplate: 2 pixels at (6, 0) leave the 7×40 picture.',
    );
    // A failed drawing leaves the template whole.
    expectUnchanged(template);
  });
});

describe('PngTemplate without transparency', () => {
  it('names a pixel written that is not opaque, which neither a palette nor RGB holds', () => {
    const white = new Uint8Array(16).fill(255);
    const many = Uint8Array.from({length: 20 * 20 * 4}, (_, index) => (index % 4 === 3 ? 255 : (index >> 2) % 256));
    for (const [width, base] of [
      [2, white],
      [20, many],
    ] as const) {
      const template = new PngTemplate(width, width, base);
      expect(() =>
        template.draw((canvas) => canvas.write(0, 1, Uint8Array.from([1, 2, 3, 255, 4, 5, 6, 200]))),
      ).toThrow('PngTemplate: the pixel at (1, 1) is not opaque, and this picture has no transparency.');
    }
  });

  it('draws a picture that needs more than 256 colours in RGB, and the next on the palette again', () => {
    // 250 greys, one a pixel of the first rows, then black.
    const [width, height] = [32, 16];
    const base = Uint8Array.from({length: width * height * 4}, (_, index) =>
      index % 4 === 3 ? 255 : index >> 2 < 250 ? index >> 2 : 0,
    );
    const template = new PngTemplate(width, height, base);
    expect(colorType(template.draw(() => {}))).toBe(3);
    // Red over black at 20 levels of coverage: 20 new colours, 270 in all.
    const mask = {width: 20, height: 1, alpha: Uint8Array.from({length: 20}, (_, index) => 10 + index * 12)};
    const expected = Buffer.from(base);
    for (let x = 0; x < 20; x += 1) {
      const pixel = (15 * width + x) * 4;
      expected[pixel] = mask.alpha[x] ?? 0;
    }
    const png = template.draw((canvas) => canvas.blendMask(0, 15, mask, [255, 0, 0]));
    expect(colorType(png)).toBe(2);
    expect(decode(png, width, height).equals(expected)).toBe(true);
    // A few new colours fit: the palette is the template's again, plus this picture's.
    const next = template.draw((canvas) =>
      canvas.blendMask(0, 15, {width: 2, height: 1, alpha: Uint8Array.from([255, 128])}, [255, 0, 0]),
    );
    expect(colorType(next)).toBe(3);
    const nextExpected = Buffer.from(base);
    nextExpected[15 * width * 4] = 255;
    nextExpected[(15 * width + 1) * 4] = 128;
    expect(decode(next, width, height).equals(nextExpected)).toBe(true);
  });
});

describe('social cards drawn in two layers', {timeout: 60_000}, () => {
  const site = {title: 'Hoverkraft Docusaurus Theme', url: 'https://example.com', baseUrl: '/docs-site/'};

  for (const page of [
    {title: 'Configuration', section: 'Documentation'},
    {title: 'Getting started with the Hoverkraft theme', section: 'Documentation · Components'},
    {title: 'A title long enough to take two or three lines of the card, in its smallest size', section: ''},
  ]) {
    it(`paint the page's text from glyphs where satori draws it: "${page.title.slice(0, 20)}..."`, async () => {
      const whole = await wholeCard(page, site);
      const card = await renderSocialCard(page, site);
      const layered = decode(card, CARD_WIDTH, CARD_HEIGHT);
      // zlib accepts the data, blocks joined and checksum updated: a row of 1200 palette indexes (a
      // card has fewer than 256 colours) and its filter byte each.
      expect(colorType(card)).toBe(3);
      expect(inflatedRows(card).length).toBe((CARD_WIDTH + 1) * CARD_HEIGHT);
      // The same glyphs in the same places: the text spans the same box, to the pixel...
      const [expected, actual] = [inkBox(whole), inkBox(layered)];
      for (const side of ['left', 'top', 'right', 'bottom'] as const) {
        expect(Math.abs(actual[side] - expected[side]), `${side} edge of the text`).toBeLessThanOrEqual(1);
      }
      // ...and only antialiased edges differ, by a little: quarter-pixel glyph positions.
      let total = 0;
      let far = 0;
      for (let index = 0; index < whole.length; index += 1) {
        const difference = Math.abs((whole[index] ?? 0) - (layered[index] ?? 0));
        total += difference;
        far += difference > 96 ? 1 : 0;
      }
      // (The whole text moved by one pixel gives 1 to 1.8 and 0.4 % to 0.9 % on these cards.)
      expect(total / whole.length, 'mean difference per byte').toBeLessThan(0.75);
      expect(far / whole.length, 'share of bytes that differ by more than 96').toBeLessThan(0.003);
      // Painted, not left to satori: that would be the same bytes.
      expect(total).toBeGreaterThan(0);
      // Outside the text box, the card is the site layer unchanged.
      for (const y of [0, PAGE_TEXT_BOX.top - 1, PAGE_TEXT_BOX.top + PAGE_TEXT_BOX.height, CARD_HEIGHT - 1]) {
        const row = y * CARD_WIDTH * 4;
        expect(layered.subarray(row, row + CARD_WIDTH * 4).equals(whole.subarray(row, row + CARD_WIDTH * 4))).toBe(
          true,
        );
      }
    });
  }

  for (const page of [
    // The painter has Inter's Latin subset only; satori draws Cyrillic and Greek with Inter's other subsets.
    {title: 'Начало работы: Configuration', section: 'Τεκμηρίωση'},
    // Text that runs right to left (here from a right-to-left mark on) is satori's, which starts its lines at the right.
    {title: '\u200FConfiguration', section: 'Documentation'},
    // A word wider than the card: satori breaks it.
    {title: `Configuration${'x'.repeat(60)}`, section: 'Documentation'},
    // Four lines at the smallest size: satori clamps the title with an ellipsis.
    {title: `${'A very long title that goes on '.repeat(6)}and on`, section: 'Blog'},
    // A section too long for one line wraps in satori.
    {title: 'Hero', section: `Documentation · ${'Nested category '.repeat(5)}`},
  ]) {
    it(`leave text the painter cannot lay out to satori, pixel for pixel the card drawn whole: "${page.title.slice(0, 20)}..."`, async () => {
      const whole = await wholeCard(page, site);
      const layered = decode(await renderSocialCard(page, site), CARD_WIDTH, CARD_HEIGHT);
      let differing = 0;
      for (let index = 0; index < whole.length; index += 1) {
        differing += whole[index] === layered[index] ? 0 : 1;
      }
      expect(differing, 'bytes that differ between the layered card and the whole one').toBe(0);
    });
  }
});
