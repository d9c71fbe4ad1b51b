import {deflateSync} from 'node:zlib';

/**
 * A PNG writer for the social cards, which are a few flat colours with anti-aliased text.
 *
 * resvg's own `asPng()` took 13 ms of a card's 33 ms (satori 12 ms, rasterising 8 ms): it
 * tries every row filter and compresses hard. Unfiltered rows through zlib at a low level take
 * about 3 ms for a 1200×630 card, for a file of about the same size (43 KB against 40 KB).
 */

/** zlib's level for the pixel data: 1 is the fastest, and flat colours compress well at any level. */
const DEFLATE_LEVEL = 1;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** IHDR's bit depth and colour type: 8 bits per channel, RGBA (what resvg's pixels are). */
const BIT_DEPTH = 8;
const COLOR_TYPE_RGBA = 6;
export const BYTES_PER_PIXEL = 4;
/** The row filter written before each row: 0, none. */
const FILTER_NONE = 0;

/** The CRC-32 table (polynomial 0xEDB88320) every PNG chunk's checksum uses. */
const CRC_TABLE = Array.from({length: 256}, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) {
    crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return crc >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
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

function assertSize(width: number, height: number, bytes: number, expected: number, what: string): void {
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) {
    throw new Error(`encodePng: width and height must be positive integers, got ${width}×${height}.`);
  }
  if (bytes !== expected) {
    throw new Error(`encodePng: expected ${expected} bytes of ${what} for ${width}×${height}, got ${bytes}.`);
  }
}

/** The bytes of one row in PNG's image data: its filter byte, then its RGBA pixels. */
export function pngRowBytes(width: number): number {
  return width * BYTES_PER_PIXEL + 1;
}

/**
 * `width` × `height` RGBA pixels as PNG's image data before compression: each row behind its
 * filter byte (none). A caller that draws many pictures on one background keeps the
 * background's rows and writes into a copy of them (socialCardImage.ts), so that no picture is
 * copied row by row again.
 */
export function pngRows(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  assertSize(width, height, rgba.length, stride * height, 'RGBA pixels');
  const rowBytes = pngRowBytes(width);
  const rows = Buffer.alloc(rowBytes * height);
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  for (let y = 0; y < height; y += 1) {
    const row = y * rowBytes;
    rows[row] = FILTER_NONE;
    pixels.copy(rows, row + 1, y * stride, (y + 1) * stride);
  }
  return rows;
}

/** Encodes image data made by `pngRows` (unfiltered rows of opaque or plain RGBA) as a PNG file. */
export function encodePngRows(width: number, height: number, rows: Uint8Array): Buffer {
  assertSize(width, height, rows.length, pngRowBytes(width) * height, 'PNG rows');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(COLOR_TYPE_RGBA, 9);
  // Bytes 10 to 12: compression, filter method and interlace, all 0 (the only standard values
  // for the first two; no interlacing).
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, {level: DEFLATE_LEVEL})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Encodes `width` × `height` RGBA pixels, row after row (non-premultiplied, as resvg gives them), as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  return encodePngRows(width, height, pngRows(width, height, rgba));
}
