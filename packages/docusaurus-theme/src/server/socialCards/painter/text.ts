import {Resvg} from '@resvg/resvg-js';
import type {HbFont} from 'harfbuzzjs';
import {loadHarfBuzz} from './harfBuzz';
import {BYTES_PER_PIXEL, type CoverageMask, type PngCanvas} from './png';
import {woffToSfnt} from './woff';

/**
 * A page's own text on its social card (section and title), painted straight into the card's
 * PNG rows from a cache of rasterised glyphs, instead of a satori layout and a resvg raster of
 * the whole text box for every card. Shaping is HarfBuzz's, as in satori, so the glyphs, their
 * advances and their kerning are the ones satori picks; each glyph is rasterised by resvg once
 * per size and quarter-pixel position and reused by every card after, so a card's text costs a
 * fraction of a fresh layout and raster (bench/measurements.md).
 *
 * It covers the common case only: text in one direction that the card's fonts hold every glyph
 * of, words that fit the width, and no more lines than the block allows. For anything else
 * `layOut` returns undefined and the card's text is drawn by satori, as before.
 */

/** A `#rrggbb` colour as its three channels. */
type Rgb = [number, number, number];

/** One block of text in the column, drawn in one font, size and colour. */
export type TextBlock = {
  text: string;
  fontSize: number;
  weight: number;
  /** `#rrggbb`. */
  color: string;
  /** A multiple of the font size; absent means CSS's `normal`: the font's ascender, descender and line gap. */
  lineHeight?: number;
  /** The most lines the block may take; a longer text is left to satori (which clamps it with an ellipsis). */
  maxLines: number;
};

/** A flex column centred vertically in `box` (`justify-content: center`), `gap` pixels between blocks. */
export type TextColumn = {
  box: {left: number; top: number; width: number; height: number};
  gap: number;
  blocks: TextBlock[];
};

/** The fonts to paint with: WOFF 1.0 data, by weight. */
export type PainterFont = {weight: number; data: Buffer};

export type TextPainter = {
  /**
   * Lays `column` out; the result paints it on a card (server/socialCards/painter/png.ts's canvas). Undefined when
   * the text needs satori.
   */
  layOut(column: TextColumn): {paint(canvas: PngCanvas): void} | undefined;
  /** Glyph rasters held, for tests and reports. */
  readonly cachedGlyphs: number;
};

/** Glyphs are placed to a quarter pixel: each one is rasterised at most 4 × 4 ways per size. */
const SUBPIXEL_STEPS = 4;

/** One pixel of margin around a glyph's outline box, for the antialiased edge. */
const GLYPH_MARGIN = 1;

type Face = {
  font: HbFont;
  upem: number;
  ascender: number;
  descender: number;
  lineGap: number;
};

/** A glyph's coverage at one size and subpixel position, and where it sits from its whole-pixel origin. */
type GlyphMask = CoverageMask & {left: number; top: number};

const EMPTY_MASK: GlyphMask = {left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array(0)};

function parseColor(color: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) {
    throw new Error(`A card text colour must be #rrggbb, got "${color}".`);
  }
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

/** A positioned glyph of a line, in pixels from the line's start on its baseline. */
type PlacedGlyph = {glyph: number; x: number; y: number};

/** A block broken into lines, with its face and the sizes of its lines in pixels. */
type LaidOutBlock = {
  block: TextBlock;
  face: Face;
  lines: {glyphs: PlacedGlyph[]}[];
  scale: number;
  contentHeight: number;
  lineHeight: number;
  color: Rgb;
};

/** Makes a painter for these fonts; it keeps its glyph rasters for as long as it lives. */
export async function createTextPainter(fonts: PainterFont[]): Promise<TextPainter> {
  const harfBuzz = await loadHarfBuzz();
  const faces = new Map<number, Face>();
  for (const {weight, data} of fonts) {
    // HarfBuzz reads OpenType, not its WOFF wrapping (woff.ts unwraps it).
    const face = harfBuzz.createFace(harfBuzz.createBlob(new Uint8Array(woffToSfnt(data))), 0);
    // The line metrics are the hhea table's, as satori reads them, not HarfBuzz's extents: those
    // are OS/2's typographic metrics in a font that asks for them (Inter does), and harfbuzzjs's
    // hExtents gives zeros for the first font a thread loads.
    const hhea = harfBuzz.table(face, 'hhea');
    if (!hhea || hhea.length < 10) {
      throw new Error(`The card font of weight ${weight} has no hhea table.`);
    }
    const lineMetrics = {ascender: hhea.readInt16BE(4), descender: -hhea.readInt16BE(6), lineGap: hhea.readInt16BE(8)};
    const font = harfBuzz.createFont(face);
    const upem = face.upem;
    // Positions in font units; each use scales them to its size.
    font.setScale(upem, upem);
    faces.set(weight, {font, upem, ...lineMetrics});
  }
  const masks = new Map<string, GlyphMask>();

  /** The line's glyphs at `fontSize`, or undefined when the font lacks one (glyph 0). */
  function shape(face: Face, text: string, fontSize: number): {glyphs: PlacedGlyph[]; width: number} | undefined {
    const buffer = harfBuzz.createBuffer();
    try {
      buffer.addText(text);
      buffer.guessSegmentProperties();
      harfBuzz.shape(face.font, buffer);
      const scale = fontSize / face.upem;
      const glyphs: PlacedGlyph[] = [];
      let pen = 0;
      // Read from HarfBuzz's memory: its JSON serialization, parsed again, took longer than the shaping.
      const positions = buffer.getGlyphPositions();
      for (const [index, {codepoint: glyph}] of buffer.getGlyphInfos().entries()) {
        const {x_advance, x_offset, y_offset} = positions[index] as (typeof positions)[number];
        if (glyph === 0) {
          return undefined;
        }
        glyphs.push({glyph, x: (pen + x_offset) * scale, y: -y_offset * scale});
        pen += x_advance;
      }
      return {glyphs, width: pen * scale};
    } finally {
      buffer.destroy();
    }
  }

  function glyphMask(face: Face, weight: number, glyph: number, fontSize: number, stepX: number, stepY: number) {
    const key = `${weight}/${fontSize}/${glyph}/${stepX}/${stepY}`;
    let mask = masks.get(key);
    if (mask) {
      return mask;
    }
    const outline = face.font.glyphToPath(glyph);
    const bounds = outlineBounds(outline);
    const scale = fontSize / face.upem;
    if (!bounds) {
      mask = EMPTY_MASK;
    } else {
      const offsetX = stepX / SUBPIXEL_STEPS;
      const offsetY = stepY / SUBPIXEL_STEPS;
      // Pixel box of the outline (its points and control points): y grows down on the card and up in the font.
      const left = Math.floor(offsetX + bounds.minX * scale) - GLYPH_MARGIN;
      const top = Math.floor(offsetY - bounds.maxY * scale) - GLYPH_MARGIN;
      const width = Math.ceil(offsetX + bounds.maxX * scale) + GLYPH_MARGIN - left;
      const height = Math.ceil(offsetY - bounds.minY * scale) + GLYPH_MARGIN - top;
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<path fill="#fff" transform="matrix(${scale} 0 0 ${-scale} ${offsetX - left} ${offsetY - top})" ` +
        `d="${outline}"/></svg>`;
      const pixels = new Resvg(svg, {font: {loadSystemFonts: false}}).render().pixels;
      const alpha = new Uint8Array(width * height);
      for (let index = 0; index < alpha.length; index += 1) {
        alpha[index] = pixels[index * BYTES_PER_PIXEL + 3] ?? 0;
      }
      mask = {left, top, width, height, alpha};
    }
    masks.set(key, mask);
    return mask;
  }

  /** Splits `text` into lines no wider than `width`, at spaces; undefined when a word alone is wider or a glyph is missing. */
  function wrap(face: Face, text: string, fontSize: number, width: number) {
    const lines: {glyphs: PlacedGlyph[]}[] = [];
    let line = '';
    let shaped: {glyphs: PlacedGlyph[]; width: number} | undefined;
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      const next = shape(face, candidate, fontSize);
      if (!next) {
        return undefined;
      }
      if (next.width <= width) {
        line = candidate;
        shaped = next;
        continue;
      }
      if (!line || !shaped) {
        return undefined;
      }
      lines.push(shaped);
      line = word;
      shaped = shape(face, word, fontSize);
      if (!shaped || shaped.width > width) {
        return undefined;
      }
    }
    if (shaped) {
      lines.push(shaped);
    }
    return lines;
  }

  return {
    get cachedGlyphs() {
      return masks.size;
    },
    layOut(column) {
      const laidOut: LaidOutBlock[] = [];
      for (const block of column.blocks) {
        const face = faces.get(block.weight);
        const text = block.text.replace(/\s+/g, ' ').trim();
        const lines = face && text ? wrap(face, text, block.fontSize, column.box.width) : undefined;
        if (!face || !lines || lines.length > block.maxLines) {
          return undefined;
        }
        const scale = block.fontSize / face.upem;
        const contentHeight = (face.ascender + face.descender) * scale;
        const lineHeight =
          block.lineHeight === undefined ? contentHeight + face.lineGap * scale : block.lineHeight * block.fontSize;
        laidOut.push({block, face, lines, scale, contentHeight, lineHeight, color: parseColor(block.color)});
      }
      const height =
        laidOut.reduce((sum, {lines, lineHeight}) => sum + lines.length * lineHeight, 0) +
        column.gap * Math.max(0, laidOut.length - 1);
      return {
        paint(canvas) {
          let lineTop = column.box.top + (column.box.height - height) / 2;
          for (const {block, face, lines, scale, contentHeight, lineHeight, color} of laidOut) {
            for (const line of lines) {
              // CSS's half-leading: the glyphs' ascender-to-descender box is centred in the line.
              const baseline = lineTop + (lineHeight - contentHeight) / 2 + face.ascender * scale;
              for (const placed of line.glyphs) {
                const [originX, stepX] = snap(column.box.left + placed.x);
                const [originY, stepY] = snap(baseline + placed.y);
                const mask = glyphMask(face, block.weight, placed.glyph, block.fontSize, stepX, stepY);
                canvas.blendMask(originX + mask.left, originY + mask.top, mask, color);
              }
              lineTop += lineHeight;
            }
            lineTop += column.gap;
          }
        },
      };
    },
  };
}

/** A position as a whole pixel and the quarter-pixel step past it. */
function snap(position: number): [number, number] {
  const whole = Math.floor(position);
  const step = Math.round((position - whole) * SUBPIXEL_STEPS);
  return step === SUBPIXEL_STEPS ? [whole + 1, 0] : [whole, step];
}

/** The box of an outline's points, in font units; undefined for a glyph with no outline (a space). */
function outlineBounds(path: string) {
  const numbers = path.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g);
  if (!numbers || numbers.length < 2) {
    return undefined;
  }
  const bounds = {minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity};
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    const x = Number(numbers[index]);
    const y = Number(numbers[index + 1]);
    bounds.minX = Math.min(bounds.minX, x);
    bounds.maxX = Math.max(bounds.maxX, x);
    bounds.minY = Math.min(bounds.minY, y);
    bounds.maxY = Math.max(bounds.maxY, y);
  }
  return bounds;
}
