import * as zlib from 'node:zlib';

/**
 * A PNG writer for the social cards, which are a few flat colours with anti-aliased text.
 *
 * resvg's own `asPng()` was the largest part of drawing a card: it tries every row filter and
 * compresses hard. Unfiltered rows through zlib at a low level cost a fraction of that for a
 * file of about the same size (bench/measurements.md), and `PngTemplate` compresses only the
 * rows a card changes.
 */

/** zlib's level for the pixel data: 1 is the fastest, and flat colours compress well at any level. */
const DEFLATE_LEVEL = 1;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** IHDR's bit depth: 8 bits per channel. */
const BIT_DEPTH = 8;
/** The pixels every `PngTemplate` and `encodePng` is given: RGBA, 4 bytes each, as resvg gives them. */
export const BYTES_PER_PIXEL = 4;
/**
 * How a file stores its pixels when a palette cannot (`PngTemplate` says when it can): RGB when
 * every pixel is opaque (a card always is: its background covers it), a quarter fewer bytes to
 * compress and to download; RGBA otherwise. Each with its IHDR colour type and bytes per pixel.
 */
const RGB = {colorType: 2, bytesPerPixel: 3} as const;
const RGBA = {colorType: 6, bytesPerPixel: BYTES_PER_PIXEL} as const;
/** With a palette (PLTE): one byte a pixel, its colour's index (`PngTemplate` says when). */
const INDEXED = {colorType: 3, bytesPerPixel: 1} as const;
type PixelFormat = typeof RGB | typeof RGBA;
/** The alpha of an opaque pixel. */
const OPAQUE = 255;
/** The row filter written before each row: 0, none. */
const FILTER_NONE = 0;

/** The CRC-32 table (polynomial 0xEDB88320) every PNG chunk's checksum uses. */
const CRC_TABLE = Uint32Array.from({length: 256}, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) {
    crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return crc >>> 0;
});

/** zlib's own CRC-32, in Node 20.15 and later: the same checksum, without a loop in JavaScript. */
const zlibCrc32 = (zlib as {crc32?: (data: Uint8Array) => number}).crc32;

/** PNG's chunk checksum: zlib's when Node has it (`native`; null for the loop), else the table-driven loop. */
export function crc32(data: Uint8Array, native: typeof zlibCrc32 | null = zlibCrc32): number {
  if (native) {
    return native(data);
  }
  let crc = 0xffffffff;
  for (let index = 0; index < data.length; index += 1) {
    crc = (CRC_TABLE[(crc ^ (data[index] as number)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A chunk: its length, its type and data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Checks that `rgba` holds the RGBA pixels of a `width` × `height` picture. */
function assertSize(width: number, height: number, rgba: Uint8Array): void {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
    throw new Error(`PngTemplate: width and height must be positive integers, got ${width}×${height}.`);
  }
  const expected = width * height * BYTES_PER_PIXEL;
  if (rgba.length !== expected) {
    throw new Error(
      `PngTemplate: expected ${expected} bytes of RGBA pixels for ${width}×${height}, got ${rgba.length}.`,
    );
  }
}

/** The bytes of one row in PNG's image data: its filter byte, then its pixels. */
function pngRowBytes(width: number, format: PixelFormat | typeof INDEXED): number {
  return width * format.bytesPerPixel + 1;
}

/** Whether every pixel of `rgba` is opaque. */
function allOpaque(rgba: Uint8Array): boolean {
  for (let index = BYTES_PER_PIXEL - 1; index < rgba.length; index += BYTES_PER_PIXEL) {
    if (rgba[index] !== OPAQUE) {
      return false;
    }
  }
  return true;
}

/** The IHDR chunk after the signature: size, 8 bits per channel, the format's colour type. */
function headerChunks(width: number, height: number, format: PixelFormat | typeof INDEXED): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(format.colorType, 9);
  // Bytes 10 to 12: compression, filter method and interlace, all 0 (the only standard values
  // for the first two; no interlacing).
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header)]);
}

/** Rows compressed together in a template: a block whose rows a picture leaves alone is not compressed again. */
const TEMPLATE_BLOCK_ROWS = 16;
/** zlib's header for deflate with a 32 KB window at the fastest level (RFC 1950). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final deflate block (fixed codes, end of block at once): closes a stream of flushed blocks. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** Adler-32's modulus (RFC 1950), the checksum zlib ends its data with. */
const ADLER_MODULUS = 65521;
/** Bytes Adler-32 can sum before its sums must be reduced, with room to spare in a double. */
const ADLER_RUN = 5552;

/** A block of rows as raw deflate data that ends on a byte boundary, so that blocks can be joined. */
function deflateBlock(rows: Uint8Array): Buffer {
  return zlib.deflateRawSync(rows, {
    level: DEFLATE_LEVEL,
    // Matches only with the byte before: a card's rows are long runs of one colour, which this
    // finds whole where the fastest level's short search cuts them up (bench/measurements.md).
    strategy: zlib.constants.Z_RLE,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
}

function adler32Sums(data: Uint8Array): {a: number; b: number} {
  let a = 1;
  let b = 0;
  for (let start = 0; start < data.length; start += ADLER_RUN) {
    const end = Math.min(data.length, start + ADLER_RUN);
    for (let index = start; index < end; index += 1) {
      a += data[index] as number;
      b += a;
    }
    a %= ADLER_MODULUS;
    b %= ADLER_MODULUS;
  }
  return {a, b};
}

/** Coverage values (0 to 255), row after row: a glyph's shape. */
export type CoverageMask = {width: number; height: number; alpha: Uint8Array};

/** The pixels of a mask with some coverage: their columns, rows and coverage, found once per mask. */
type CoveredPixels = {x: Uint16Array; y: Uint16Array; alpha: Uint8Array; length: number};

const coveredByMask = new WeakMap<CoverageMask, CoveredPixels>();

/** The covered pixels of `mask` in its columns [x0, x1) and rows [y0, y1), row after row. */
function coveredIn(mask: CoverageMask, x0: number, x1: number, y0: number, y1: number): CoveredPixels {
  const {width, alpha} = mask;
  let length = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      length += alpha[y * width + x] === 0 ? 0 : 1;
    }
  }
  const covered = {x: new Uint16Array(length), y: new Uint16Array(length), alpha: new Uint8Array(length), length};
  let at = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const coverage = alpha[y * width + x] as number;
      if (coverage !== 0) {
        covered.x[at] = x;
        covered.y[at] = y;
        covered.alpha[at] = coverage;
        at += 1;
      }
    }
  }
  return covered;
}

/** All the covered pixels of `mask`, found once per mask. */
function coveredPixels(mask: CoverageMask): CoveredPixels {
  let covered = coveredByMask.get(mask);
  if (!covered) {
    covered = coveredIn(mask, 0, mask.width, 0, mask.height);
    coveredByMask.set(mask, covered);
  }
  return covered;
}

/** What a picture drawn on a template can do to its pixels. */
export type PngCanvas = {
  readonly width: number;
  readonly height: number;
  /** Lays `rgb` over the pixels under `mask`, its top left corner at (left, top), through its coverage; what falls off the picture is left out. */
  blendMask(left: number, top: number, mask: CoverageMask, rgb: readonly [number, number, number]): void;
  /**
   * Replaces `pixels` (RGBA) from pixel (x, y) to the right, in one row. On a template with no
   * transparency (written as RGB or with a palette), each pixel must be opaque.
   */
  write(x: number, y: number, pixels: Uint8Array): void;
};

/** One channel of `under` with `over` laid on it at `alpha` (0 to 255), rounded: Math.round of a non-negative number, without the call. */
const blendChannel = (under: number, over: number, alpha: number) => (under + ((over - under) * alpha) / 255 + 0.5) | 0;

/**
 * The covered pixels of `mask`, its top left corner at (left, top), that lie in the picture, for a
 * drawing to lay its colour through; undefined when none does. The rows it spans are marked changed
 * in `store` first, so that a drawing stopped halfway puts them back. Each drawing loops over the
 * pixels itself: a function call per pixel would cost more than the blending does.
 */
function placeMask(
  {width, height}: {width: number; height: number},
  store: CompressedRows,
  changed: Set<number>,
  left: number,
  top: number,
  mask: CoverageMask,
): CoveredPixels | undefined {
  const firstRow = Math.max(0, top);
  const endRow = Math.min(height, top + mask.height);
  const firstColumn = Math.max(0, left);
  const endColumn = Math.min(width, left + mask.width);
  if (firstRow >= endRow || firstColumn >= endColumn) {
    return undefined;
  }
  store.markRows(changed, firstRow, endRow);
  const inside =
    firstRow === top && firstColumn === left && endRow === top + mask.height && endColumn === left + mask.width;
  // A mask partly off the picture (rare: a card's text is laid out inside it) keeps the pixels in it.
  return inside
    ? coveredPixels(mask)
    : coveredIn(mask, firstColumn - left, endColumn - left, firstRow - top, endRow - top);
}

/**
 * A picture's rows as PNG's image data (each row its filter byte, then its pixels), kept as
 * compressed blocks of rows: a picture drawn on them compresses only the blocks whose rows it
 * changed and joins the others as they were. zlib's checksum is updated from the bytes that
 * changed, not summed again over the whole picture.
 */
class CompressedRows {
  readonly rows: Buffer;
  readonly blockBytes: number;
  private readonly blocks: Buffer[];
  private readonly sums: {a: number; b: number};

  constructor(
    private readonly original: Buffer,
    readonly rowBytes: number,
  ) {
    this.rows = Buffer.from(original);
    this.blockBytes = rowBytes * TEMPLATE_BLOCK_ROWS;
    this.blocks = [];
    for (let start = 0; start < original.length; start += this.blockBytes) {
      this.blocks.push(deflateBlock(original.subarray(start, start + this.blockBytes)));
    }
    this.sums = adler32Sums(original);
  }

  /** The blocks holding rows `top` to `bottom` (excluded), added to `changed`. */
  markRows(changed: Set<number>, top: number, bottom: number): void {
    const {rowBytes, blockBytes} = this;
    for (let block = Math.floor((top * rowBytes) / blockBytes); block * blockBytes < bottom * rowBytes; block += 1) {
      changed.add(block);
    }
  }

  /**
   * The zlib data of the rows as they are now: the `changed` blocks compressed again, the others
   * as they were; `deltaA` and `deltaB` are how the changes moved Adler-32's two sums (a byte at
   * `offset` counts once in the first and `rows.length - offset` times in the second).
   */
  zlibData(changed: ReadonlySet<number>, deltaA: number, deltaB: number): Buffer {
    const modulo = (value: number) => ((value % ADLER_MODULUS) + ADLER_MODULUS) % ADLER_MODULUS;
    const a = modulo(this.sums.a + deltaA);
    const b = modulo(this.sums.b + deltaB);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(((b << 16) | a) >>> 0);
    return Buffer.concat([
      ZLIB_HEADER,
      ...this.blocks.map((block, index) =>
        changed.has(index)
          ? deflateBlock(this.rows.subarray(index * this.blockBytes, (index + 1) * this.blockBytes))
          : block,
      ),
      FINAL_EMPTY_BLOCK,
      checksum,
    ]);
  }

  /** Puts the `changed` blocks' rows back as the template has them. */
  restore(changed: ReadonlySet<number>): void {
    for (const index of changed) {
      this.original.copy(this.rows, index * this.blockBytes, index * this.blockBytes, (index + 1) * this.blockBytes);
    }
  }
}

/** The most colours a palette holds: an 8-bit index each. */
const PALETTE_SIZE = 256;

/** Thrown inside a drawing on the palette when it would need a colour more than PALETTE_SIZE: the picture is drawn again in RGB. */
class PaletteFull extends Error {}

/** The colour (0xRRGGBB) of the RGBA pixel at `from` in `pixels`. */
const colorAt = (pixels: Uint8Array, from: number) =>
  ((pixels[from] as number) << 16) | ((pixels[from + 1] as number) << 8) | (pixels[from + 2] as number);

/** A picture's palette: its colours (0xRRGGBB) in order, and each one's index. */
class Palette {
  readonly colors: number[] = [];
  private readonly indexes = new Map<number, number>();

  /** The index of `color`, added at the end if new; undefined when it is new and the palette is full. */
  indexOf(color: number): number | undefined {
    let index = this.indexes.get(color);
    if (index === undefined && this.colors.length < PALETTE_SIZE) {
      index = this.colors.length;
      this.colors.push(color);
      this.indexes.set(color, index);
    }
    return index;
  }

  /** Drops the colours added after the first `length`. */
  truncate(length: number): void {
    for (const color of this.colors.splice(length)) {
      this.indexes.delete(color);
    }
  }
}

/** Checks a run of pixels for `write`: inside the picture, and opaque where the picture has no transparency. */
function checkRun(
  template: {width: number; height: number},
  x: number,
  y: number,
  pixels: Uint8Array,
  opaque: boolean,
) {
  const {width, height} = template;
  if (y < 0 || y >= height || x < 0 || x + pixels.length / BYTES_PER_PIXEL > width) {
    throw new Error(
      `PngTemplate: ${pixels.length / BYTES_PER_PIXEL} pixels at (${x}, ${y}) leave the ${width}×${height} picture.`,
    );
  }
  if (opaque) {
    for (let from = RGB.bytesPerPixel; from < pixels.length; from += BYTES_PER_PIXEL) {
      if (pixels[from] !== OPAQUE) {
        throw new Error(
          `PngTemplate: the pixel at (${x + (from - RGB.bytesPerPixel) / BYTES_PER_PIXEL}, ${y}) is not opaque, and this picture has no transparency.`,
        );
      }
    }
  }
}

/**
 * A picture that many PNG files start from (a social card's background, mark and address),
 * kept as compressed blocks of rows (`CompressedRows`). Each `draw` changes some pixels and
 * encodes the result, compressing only the blocks of rows it changed. A card's title changes a
 * third of its rows or so: a third of the compression, and no copy of the whole picture per card.
 *
 * A picture of 256 colours or fewer, as a card is (a flat background, the brand's colours and
 * the anti-aliased edges between them: 146 to 167 on the reference cards), is written with a
 * palette, one byte a pixel: a third of the bytes to compress and about 40 % smaller files than
 * RGB (bench/measurements.md). A drawing that would need more colours is drawn again in RGB; a
 * picture with transparency is written as RGBA.
 */
export class PngTemplate {
  private readonly format: PixelFormat;
  private readonly direct: CompressedRows;
  private readonly indexed?: {rows: CompressedRows; palette: Palette};

  constructor(
    readonly width: number,
    readonly height: number,
    rgba: Uint8Array,
  ) {
    assertSize(width, height, rgba);
    this.format = allOpaque(rgba) ? RGB : RGBA;
    const {bytesPerPixel} = this.format;
    const rowBytes = pngRowBytes(width, this.format);
    const original = Buffer.alloc(rowBytes * height);
    for (let y = 0; y < height; y += 1) {
      original[y * rowBytes] = FILTER_NONE;
      for (let x = 0; x < width; x += 1) {
        const from = (y * width + x) * BYTES_PER_PIXEL;
        const to = y * rowBytes + 1 + x * bytesPerPixel;
        for (let channel = 0; channel < bytesPerPixel; channel += 1) {
          original[to + channel] = rgba[from + channel] as number;
        }
      }
    }
    this.direct = new CompressedRows(original, rowBytes);
    if (this.format === RGB) {
      this.indexed = paletteRows(width, height, rgba);
    }
  }

  /**
   * Runs `paint` on the template's picture and returns the PNG file of what it drew. Synchronous
   * from start to end, so pictures drawn in turn never mix; the template is as it was after.
   * `paint` may run twice: on the palette, then again in RGB when the palette is full.
   */
  draw(paint: (canvas: PngCanvas) => void): Buffer {
    if (this.indexed) {
      const png = this.drawIndexed(this.indexed, paint);
      if (png) {
        return png;
      }
    }
    return this.drawDirect(paint);
  }

  private drawIndexed(
    {rows: store, palette}: NonNullable<PngTemplate['indexed']>,
    paint: (canvas: PngCanvas) => void,
  ): Buffer | undefined {
    const {width, height} = this;
    const {rows, rowBytes} = store;
    const total = rows.length;
    const templateColors = palette.colors.length;
    const changed = new Set<number>();
    let deltaA = 0;
    let deltaB = 0;
    const indexOf = (color: number) => {
      const index = palette.indexOf(color);
      if (index === undefined) {
        throw new PaletteFull();
      }
      return index;
    };
    const setPixel = (at: number, index: number) => {
      const delta = index - (rows[at] as number);
      if (delta !== 0) {
        rows[at] = index;
        deltaA += delta;
        deltaB += (total - at) * delta;
      }
    };
    // For each colour laid on the picture, the index each (colour under, coverage) gives: a card's
    // text meets a few colours under it at a few hundred levels of coverage.
    const blends = new Map<number, Int16Array>();
    const canvas: PngCanvas = {
      width,
      height,
      blendMask(left, top, mask, rgb) {
        const [red, green, blue] = rgb;
        const over = (red << 16) | (green << 8) | blue;
        let blend = blends.get(over);
        if (!blend) {
          blend = new Int16Array(PALETTE_SIZE * (OPAQUE + 1)).fill(-1);
          blends.set(over, blend);
        }
        const covered = placeMask(canvas, store, changed, left, top, mask);
        if (!covered) {
          return;
        }
        const origin = top * rowBytes + 1 + left;
        // The sums' changes, kept in locals through the loop and added once.
        let moveA = 0;
        let moveB = 0;
        for (let index = 0; index < covered.length; index += 1) {
          const alpha = covered.alpha[index] as number;
          const at = origin + (covered.y[index] as number) * rowBytes + (covered.x[index] as number);
          const under = rows[at] as number;
          const key = under * (OPAQUE + 1) + alpha;
          let result = blend[key] as number;
          if (result < 0) {
            const color = palette.colors[under] as number;
            result = indexOf(
              (blendChannel(color >>> 16, red, alpha) << 16) |
                (blendChannel((color >>> 8) & 0xff, green, alpha) << 8) |
                blendChannel(color & 0xff, blue, alpha),
            );
            blend[key] = result;
          }
          const delta = result - under;
          if (delta !== 0) {
            rows[at] = result;
            moveA += delta;
            moveB += (total - at) * delta;
          }
        }
        deltaA += moveA;
        deltaB += moveB;
      },
      write(x, y, pixels) {
        checkRun(canvas, x, y, pixels, true);
        store.markRows(changed, y, y + 1);
        const start = y * rowBytes + 1 + x;
        for (let from = 0; from < pixels.length; from += BYTES_PER_PIXEL) {
          setPixel(start + from / BYTES_PER_PIXEL, indexOf(colorAt(pixels, from)));
        }
      },
    };
    try {
      paint(canvas);
      const colors = Buffer.alloc(palette.colors.length * RGB.bytesPerPixel);
      for (const [index, color] of palette.colors.entries()) {
        colors.writeUIntBE(color, index * RGB.bytesPerPixel, RGB.bytesPerPixel);
      }
      return Buffer.concat([
        headerChunks(width, height, INDEXED),
        chunk('PLTE', colors),
        chunk('IDAT', store.zlibData(changed, deltaA, deltaB)),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    } catch (error) {
      if (error instanceof PaletteFull) {
        return undefined;
      }
      throw error;
    } finally {
      store.restore(changed);
      palette.truncate(templateColors);
    }
  }

  private drawDirect(paint: (canvas: PngCanvas) => void): Buffer {
    const {width, height, direct: store} = this;
    const {rows, rowBytes} = store;
    const {bytesPerPixel} = this.format;
    const total = rows.length;
    const changed = new Set<number>();
    let deltaA = 0;
    let deltaB = 0;
    const canvas: PngCanvas = {
      width,
      height,
      blendMask(left, top, mask, rgb) {
        const covered = placeMask(canvas, store, changed, left, top, mask);
        if (!covered) {
          return;
        }
        const origin = top * rowBytes + 1 + left * bytesPerPixel;
        for (let index = 0; index < covered.length; index += 1) {
          const alpha = covered.alpha[index] as number;
          const pixel = origin + (covered.y[index] as number) * rowBytes + (covered.x[index] as number) * bytesPerPixel;
          for (let channel = 0; channel < 3; channel += 1) {
            const under = rows[pixel + channel] as number;
            const delta = blendChannel(under, rgb[channel] as number, alpha) - under;
            if (delta !== 0) {
              rows[pixel + channel] = under + delta;
              deltaA += delta;
              deltaB += (total - pixel - channel) * delta;
            }
          }
        }
      },
      write(x, y, pixels) {
        checkRun(canvas, x, y, pixels, bytesPerPixel === RGB.bytesPerPixel);
        store.markRows(changed, y, y + 1);
        const start = y * rowBytes + 1 + x * bytesPerPixel;
        for (let from = 0, to = start; from < pixels.length; from += BYTES_PER_PIXEL, to += bytesPerPixel) {
          for (let channel = 0; channel < bytesPerPixel; channel += 1) {
            const delta = (pixels[from + channel] as number) - (rows[to + channel] as number);
            rows[to + channel] = pixels[from + channel] as number;
            deltaA += delta;
            deltaB += (total - to - channel) * delta;
          }
        }
      },
    };
    try {
      paint(canvas);
      return Buffer.concat([
        headerChunks(width, height, this.format),
        chunk('IDAT', store.zlibData(changed, deltaA, deltaB)),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    } finally {
      store.restore(changed);
    }
  }
}

/** The rows of an opaque picture as palette indexes, with its palette; undefined when it has more than PALETTE_SIZE colours. */
function paletteRows(width: number, height: number, rgba: Uint8Array) {
  const palette = new Palette();
  const rowBytes = pngRowBytes(width, INDEXED);
  const original = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    original[y * rowBytes] = FILTER_NONE;
    for (let x = 0; x < width; x += 1) {
      const index = palette.indexOf(colorAt(rgba, (y * width + x) * BYTES_PER_PIXEL));
      if (index === undefined) {
        return undefined;
      }
      original[y * rowBytes + 1 + x] = index;
    }
  }
  return {rows: new CompressedRows(original, rowBytes), palette};
}

/**
 * Encodes `width` × `height` RGBA pixels, row after row (non-premultiplied, as resvg gives them),
 * as a PNG file: with a palette when every pixel is opaque and there are 256 colours or fewer,
 * RGB when every pixel is opaque, RGBA otherwise.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  return new PngTemplate(width, height, rgba).draw(() => {});
}
