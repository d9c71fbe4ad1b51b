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
 * How a file stores its pixels: RGB when every pixel is opaque (a card always is: its background
 * covers it), a quarter fewer bytes to compress and to download; RGBA otherwise. Each with its
 * IHDR colour type and bytes per pixel.
 */
const RGB = {colorType: 2, bytesPerPixel: 3} as const;
const RGBA = {colorType: 6, bytesPerPixel: BYTES_PER_PIXEL} as const;
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
function pngRowBytes(width: number, format: PixelFormat): number {
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
function headerChunks(width: number, height: number, format: PixelFormat): Buffer {
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
  return zlib.deflateRawSync(rows, {level: DEFLATE_LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH});
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

/** The pixels of a mask with some coverage: their indexes and coverage, found once per mask. */
const coveredByMask = new WeakMap<CoverageMask, {x: Uint16Array; y: Uint16Array; alpha: Uint8Array; length: number}>();

function coveredPixels(mask: CoverageMask) {
  let covered = coveredByMask.get(mask);
  if (!covered) {
    const at: number[] = [];
    mask.alpha.forEach((alpha, index) => {
      if (alpha > 0) {
        at.push(index);
      }
    });
    covered = {
      x: Uint16Array.from(at, (index) => index % mask.width),
      y: Uint16Array.from(at, (index) => Math.floor(index / mask.width)),
      alpha: Uint8Array.from(at, (index) => mask.alpha[index] as number),
      length: at.length,
    };
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
   * transparency (written as RGB), each pixel must be opaque.
   */
  write(x: number, y: number, pixels: Uint8Array): void;
};

/**
 * A picture that many PNG files start from (a social card's background, mark and address),
 * kept as compressed blocks of rows. Each `draw` changes some pixels and encodes the result,
 * compressing only the blocks of rows it changed and joining the others as they were; zlib's
 * checksum is updated from the bytes that changed, not summed again over the whole picture. A
 * card's title changes a third of its rows or so: a third of the compression, and no copy of the
 * whole picture per card.
 */
export class PngTemplate {
  private readonly rows: Buffer;
  private readonly original: Buffer;
  private readonly blocks: Buffer[];
  private readonly blockBytes: number;
  private readonly rowBytes: number;
  private readonly sums: {a: number; b: number};
  private readonly header: Buffer;
  private readonly format: PixelFormat;

  constructor(
    readonly width: number,
    readonly height: number,
    rgba: Uint8Array,
  ) {
    assertSize(width, height, rgba);
    this.format = allOpaque(rgba) ? RGB : RGBA;
    const {bytesPerPixel} = this.format;
    this.rowBytes = pngRowBytes(width, this.format);
    this.original = Buffer.alloc(this.rowBytes * height);
    for (let y = 0; y < height; y += 1) {
      this.original[y * this.rowBytes] = FILTER_NONE;
      for (let x = 0; x < width; x += 1) {
        const from = (y * width + x) * BYTES_PER_PIXEL;
        const to = y * this.rowBytes + 1 + x * bytesPerPixel;
        for (let channel = 0; channel < bytesPerPixel; channel += 1) {
          this.original[to + channel] = rgba[from + channel] as number;
        }
      }
    }
    this.rows = Buffer.from(this.original);
    this.blockBytes = this.rowBytes * TEMPLATE_BLOCK_ROWS;
    this.blocks = [];
    for (let start = 0; start < this.rows.length; start += this.blockBytes) {
      this.blocks.push(deflateBlock(this.original.subarray(start, start + this.blockBytes)));
    }
    this.sums = adler32Sums(this.original);
    this.header = headerChunks(width, height, this.format);
  }

  /**
   * Runs `paint` on the template's picture and returns the PNG file of what it drew. Synchronous
   * from start to end, so pictures drawn in turn never mix; the template is as it was after.
   */
  draw(paint: (canvas: PngCanvas) => void): Buffer {
    const {rows, rowBytes, width, height, blockBytes} = this;
    const {bytesPerPixel} = this.format;
    const total = rows.length;
    const changedBlocks = new Set<number>();
    // How the changed bytes move Adler-32's two sums: a byte at `offset` counts once in the
    // first and `total - offset` times in the second.
    let deltaA = 0;
    let deltaB = 0;
    const changedRows = (top: number, bottom: number) => {
      for (let block = Math.floor((top * rowBytes) / blockBytes); block * blockBytes < bottom * rowBytes; block += 1) {
        changedBlocks.add(block);
      }
    };
    const canvas: PngCanvas = {
      width,
      height,
      blendMask(left, top, mask, rgb) {
        const firstRow = Math.max(0, top);
        const endRow = Math.min(height, top + mask.height);
        const firstColumn = Math.max(0, left);
        const endColumn = Math.min(width, left + mask.width);
        if (firstRow >= endRow || firstColumn >= endColumn) {
          return;
        }
        const covered = coveredPixels(mask);
        const inside =
          firstRow === top && firstColumn === left && endRow === top + mask.height && endColumn === left + mask.width;
        let sumA = 0;
        let sumB = 0;
        for (let index = 0; index < covered.length; index += 1) {
          const x = left + (covered.x[index] as number);
          const y = top + (covered.y[index] as number);
          if (!inside && (x < firstColumn || x >= endColumn || y < firstRow || y >= endRow)) {
            continue;
          }
          const alpha = covered.alpha[index] as number;
          const pixel = y * rowBytes + 1 + x * bytesPerPixel;
          for (let channel = 0; channel < 3; channel += 1) {
            const under = rows[pixel + channel] as number;
            // Math.round of a non-negative number, without the call.
            const delta = ((under + (((rgb[channel] as number) - under) * alpha) / 255 + 0.5) | 0) - under;
            if (delta !== 0) {
              rows[pixel + channel] = under + delta;
              sumA += delta;
              sumB += (total - pixel - channel) * delta;
            }
          }
        }
        deltaA += sumA;
        deltaB += sumB;
        changedRows(firstRow, endRow);
      },
      write(x, y, pixels) {
        if (y < 0 || y >= height || x < 0 || x + pixels.length / BYTES_PER_PIXEL > width) {
          throw new Error(
            `PngTemplate: ${pixels.length / BYTES_PER_PIXEL} pixels at (${x}, ${y}) leave the ${width}×${height} picture.`,
          );
        }
        const start = y * rowBytes + 1 + x * bytesPerPixel;
        for (let from = 0, to = start; from < pixels.length; from += BYTES_PER_PIXEL, to += bytesPerPixel) {
          if (bytesPerPixel === RGB.bytesPerPixel && pixels[from + RGB.bytesPerPixel] !== OPAQUE) {
            throw new Error(
              `PngTemplate: the pixel at (${x + from / BYTES_PER_PIXEL}, ${y}) is not opaque, and this picture has no transparency (it is written as RGB).`,
            );
          }
          for (let channel = 0; channel < bytesPerPixel; channel += 1) {
            const delta = (pixels[from + channel] as number) - (rows[to + channel] as number);
            rows[to + channel] = pixels[from + channel] as number;
            deltaA += delta;
            deltaB += (total - to - channel) * delta;
          }
        }
        changedRows(y, y + 1);
      },
    };
    try {
      paint(canvas);
      const modulo = (value: number) => ((value % ADLER_MODULUS) + ADLER_MODULUS) % ADLER_MODULUS;
      const a = modulo(this.sums.a + deltaA);
      const b = modulo(this.sums.b + deltaB);
      const checksum = Buffer.alloc(4);
      checksum.writeUInt32BE(((b << 16) | a) >>> 0);
      const data = Buffer.concat([
        ZLIB_HEADER,
        ...this.blocks.map((block, index) =>
          changedBlocks.has(index)
            ? deflateBlock(rows.subarray(index * this.blockBytes, (index + 1) * this.blockBytes))
            : block,
        ),
        FINAL_EMPTY_BLOCK,
        checksum,
      ]);
      return Buffer.concat([this.header, chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
    } finally {
      for (const index of changedBlocks) {
        this.original.copy(rows, index * this.blockBytes, index * this.blockBytes, (index + 1) * this.blockBytes);
      }
    }
  }
}

/**
 * Encodes `width` × `height` RGBA pixels, row after row (non-premultiplied, as resvg gives them),
 * as a PNG file: RGB when every pixel is opaque, RGBA otherwise.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  return new PngTemplate(width, height, rgba).draw(() => {});
}
