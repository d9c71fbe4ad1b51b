import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {describe, expect, it} from 'vitest';
import {encodePng} from '../../src/server/png';
import {CARD_HEIGHT, CARD_WIDTH, loadFonts, renderSocialCard, socialCardTree} from '../../src/server/socialCardImage';

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
      {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts()},
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

  it('says what it expected when the pixels and the size disagree', () => {
    expect(() => encodePng(2, 2, new Uint8Array(12))).toThrow('expected 16 bytes of RGBA pixels for 2×2, got 12');
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow('width and height must be positive integers, got 0×2');
  });
});

describe('social cards drawn in two layers', {timeout: 60_000}, () => {
  const site = {title: 'Hoverkraft Docusaurus Theme', url: 'https://example.com', baseUrl: '/docs-site/'};

  for (const page of [
    {title: 'Configuration', section: 'Documentation'},
    {title: 'A title long enough to take two or three lines of the card, in its smallest size', section: ''},
  ]) {
    it(`add up, pixel for pixel, to the card drawn whole: "${page.title.slice(0, 20)}..."`, async () => {
      const card = await renderSocialCard(page, site);
      const svg = await satori(socialCardTree(page, site) as never, {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts: loadFonts(),
      });
      const whole = Buffer.from(new Resvg(svg, {font: {loadSystemFonts: false}}).render().pixels);
      const layered = decode(card, CARD_WIDTH, CARD_HEIGHT);
      let differing = 0;
      for (let index = 0; index < whole.length; index += 1) {
        differing += whole[index] === layered[index] ? 0 : 1;
      }
      expect(differing, 'bytes that differ between the layered card and the whole one').toBe(0);
    });
  }
});
