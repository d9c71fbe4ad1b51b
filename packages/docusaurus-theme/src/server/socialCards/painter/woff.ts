import {inflateSync} from 'node:zlib';

/** WOFF 1.0's signature, "wOFF", at the start of the file. */
const WOFF_SIGNATURE = 0x774f4646;
const WOFF_HEADER_BYTES = 44;
const WOFF_TABLE_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_TABLE_RECORD_BYTES = 16;

/** Each table of an OpenType file starts on a 4-byte boundary. */
const pad4 = (length: number) => (length + 3) & ~3;

/** A table tag ("cmap") as the four bytes of a table directory, read as one number. */
export const tagNumber = (tag: string) => Buffer.from(tag, 'latin1').readUInt32BE(0);

/** A table of an OpenType file: its tag (as the four bytes read as a number), checksum and bytes. */
export type SfntTable = {tag: number; checksum: number; data: Buffer};

/**
 * An OpenType (SFNT) file of `flavor` (TrueType or CFF outlines) holding `tables`, listed in tag
 * order, which HarfBuzz's binary search of a large table directory needs.
 */
export function sfntOf(flavor: number, unsorted: readonly SfntTable[]): Buffer {
  const tables = [...unsorted].sort((a, b) => a.tag - b.tag);
  const numTables = tables.length;
  const directoryBytes = SFNT_HEADER_BYTES + numTables * SFNT_TABLE_RECORD_BYTES;
  const sfnt = Buffer.alloc(directoryBytes + tables.reduce((sum, table) => sum + pad4(table.data.length), 0));
  // The binary-search hints of the table directory, as the OpenType specification defines them.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * SFNT_TABLE_RECORD_BYTES;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * SFNT_TABLE_RECORD_BYTES - searchRange, 10);
  let offset = directoryBytes;
  tables.forEach((table, index) => {
    const record = SFNT_HEADER_BYTES + index * SFNT_TABLE_RECORD_BYTES;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += pad4(table.data.length);
  });
  return sfnt;
}

/**
 * The OpenType (SFNT) font inside a WOFF 1.0 file: the same tables (or only those of `tags`),
 * each inflated when the WOFF stores it compressed, behind a plain table directory. HarfBuzz
 * reads OpenType, and @fontsource ships Inter as WOFF and WOFF2 only.
 */
export function woffToSfnt(woff: Buffer, tags?: readonly string[]): Buffer {
  const wanted = tags && new Set(tags.map(tagNumber));
  const tables = woffDirectory(woff)
    .filter((table) => !wanted || wanted.has(table.tag))
    .map((table) => ({...table, data: table.data()}));
  return sfntOf(woff.readUInt32BE(4), tables);
}

/** The tables of a WOFF 1.0 file, each inflated when asked for. */
function woffDirectory(woff: Buffer) {
  if (woff.length < WOFF_HEADER_BYTES || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Expected a WOFF 1.0 font (a file starting with "wOFF").');
  }
  return Array.from({length: woff.readUInt16BE(12)}, (_, index) => {
    const entry = WOFF_HEADER_BYTES + index * WOFF_TABLE_ENTRY_BYTES;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: () => (compressedLength < length ? inflateSync(stored) : stored),
    };
  });
}

/**
 * Throws, saying what is wrong, when a WOFF 1.0 file is damaged: a table directory or a table
 * beyond the end of the file, or a table that does not inflate to the length the directory gives.
 * Reading one table checks only that table; a font satori draws with must have them all whole.
 */
export function checkWoff(woff: Buffer): void {
  const numTables = woff.length >= WOFF_HEADER_BYTES ? woff.readUInt16BE(12) : 0;
  if (woff.length < WOFF_HEADER_BYTES + numTables * WOFF_TABLE_ENTRY_BYTES) {
    throw new Error('the table directory ends beyond the end of the file');
  }
  for (let index = 0; index < numTables; index += 1) {
    const entry = WOFF_HEADER_BYTES + index * WOFF_TABLE_ENTRY_BYTES;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    if (offset + compressedLength > woff.length) {
      throw new Error(`the ${JSON.stringify(tag)} table ends beyond the end of the file`);
    }
    if (compressedLength > length) {
      throw new Error(`the ${JSON.stringify(tag)} table is stored longer than it is`);
    }
    if (compressedLength < length) {
      let inflated: Buffer;
      try {
        inflated = inflateSync(woff.subarray(offset, offset + compressedLength));
      } catch (error) {
        throw new Error(`the ${JSON.stringify(tag)} table does not decompress (${(error as Error).message})`);
      }
      if (inflated.length !== length) {
        throw new Error(`the ${JSON.stringify(tag)} table decompresses to ${inflated.length} bytes, not ${length}`);
      }
    }
  }
}

/** The tables of an OpenType file, as its table directory lists them. */
export function sfntTables(sfnt: Buffer): SfntTable[] {
  return Array.from({length: sfnt.readUInt16BE(4)}, (_, index) => {
    const record = SFNT_HEADER_BYTES + index * SFNT_TABLE_RECORD_BYTES;
    const offset = sfnt.readUInt32BE(record + 8);
    return {
      tag: sfnt.readUInt32BE(record),
      checksum: sfnt.readUInt32BE(record + 4),
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)),
    };
  });
}

/** Throws, saying what is wrong, when an OpenType file's table directory or one of its tables reaches beyond its end. */
export function checkSfnt(sfnt: Buffer): void {
  const numTables = sfnt.length >= SFNT_HEADER_BYTES ? sfnt.readUInt16BE(4) : 0;
  if (sfnt.length < SFNT_HEADER_BYTES + numTables * SFNT_TABLE_RECORD_BYTES) {
    throw new Error('the table directory ends beyond the end of the file');
  }
  for (let index = 0; index < numTables; index += 1) {
    const record = SFNT_HEADER_BYTES + index * SFNT_TABLE_RECORD_BYTES;
    if (sfnt.readUInt32BE(record + 8) + sfnt.readUInt32BE(record + 12) > sfnt.length) {
      throw new Error(
        `the ${JSON.stringify(sfnt.toString('latin1', record, record + 4))} table ends beyond the end of the file`,
      );
    }
  }
}
