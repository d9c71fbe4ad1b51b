import {brotliDecompressSync} from 'node:zlib';
import type {HbFace} from 'harfbuzzjs';
import {type Coverage, coverageOf} from './coverage';
import {type LoadedHarfBuzz, loadHarfBuzz} from './painter/harfBuzz';
import {checkSfnt, checkWoff, type SfntTable, sfntOf, sfntTables, tagNumber, woffToSfnt} from './painter/woff';

/**
 * What the cards take from a font file of any format satori draws with (TrueType or OpenType,
 * WOFF or WOFF2): which characters it has, its weight and its family name, read by HarfBuzz. A
 * site's font comes as any of them, and HarfBuzz reads OpenType only: here the file is checked
 * whole and unwrapped to OpenType first.
 */

/** The signatures a font file starts with. */
const SIGNATURES = {
  trueType: [0x00010000, 0x74727565 /* "true" */],
  openType: [0x4f54544f /* "OTTO" */],
  woff: [0x774f4646 /* "wOFF" */],
  woff2: [0x774f4632 /* "wOF2" */],
} as const;

export type FontFormat = 'sfnt' | 'woff' | 'woff2';

/** The format of a font file from its first four bytes; undefined for anything else (a collection, a stray file). */
export function fontFormat(data: Buffer): FontFormat | undefined {
  if (data.length < 12) {
    return undefined;
  }
  const signature = data.readUInt32BE(0);
  const is = (list: readonly number[]) => list.includes(signature);
  if (is(SIGNATURES.trueType) || is(SIGNATURES.openType)) {
    return 'sfnt';
  }
  if (is(SIGNATURES.woff)) {
    return 'woff';
  }
  return is(SIGNATURES.woff2) ? 'woff2' : undefined;
}

/**
 * The tags WOFF2 abbreviates to an index in its table directory, in the order of the WOFF2
 * specification (section 4.1, "Known Table Tags").
 */
const WOFF2_KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern ' +
  'LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar ' +
  'bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat ' +
  'Gloc Feat Sill'
)
  .split(' ')
  .map((tag) => tag.replace('_', ' '));
/** A directory entry whose tag index is this spells its tag out in the next four bytes. */
const WOFF2_ARBITRARY_TAG = 63;
const WOFF2_HEADER_BYTES = 48;

type Woff2Directory = {
  /** Each table's place in the decompressed stream, and whether it is stored transformed. */
  tables: {tag: string; start: number; length: number; transformed: boolean}[];
  /** Where the Brotli stream of every table starts in the file, and its length. */
  streamOffset: number;
  compressedLength: number;
};

/**
 * The table directory of a WOFF2 file. All tables are compressed together with Brotli, one after
 * the other in directory order; only glyf, loca and hmtx may be stored transformed.
 */
function woff2Directory(woff2: Buffer): Woff2Directory {
  if (woff2.length < WOFF2_HEADER_BYTES) {
    throw new Error('the header ends beyond the end of the file');
  }
  if (woff2.readUInt32BE(4) === 0x74746366 /* "ttcf" */) {
    throw new Error('Font collections (several fonts in one WOFF2 file) are not supported: give one font per file.');
  }
  const numTables = woff2.readUInt16BE(12);
  const compressedLength = woff2.readUInt32BE(20);
  let offset = WOFF2_HEADER_BYTES;
  let streamStart = 0;
  const tables: Woff2Directory['tables'] = [];
  for (let index = 0; index < numTables; index += 1) {
    if (offset >= woff2.length) {
      throw new Error('the table directory ends beyond the end of the file');
    }
    const flags = woff2.readUInt8(offset);
    offset += 1;
    const tagIndex = flags & 0x3f;
    let tag: string;
    if (tagIndex === WOFF2_ARBITRARY_TAG) {
      tag = woff2.toString('latin1', offset, offset + 4);
      offset += 4;
    } else {
      tag = WOFF2_KNOWN_TAGS[tagIndex] ?? '';
    }
    const transformVersion = flags >> 6;
    let length: number;
    [length, offset] = readBase128(woff2, offset);
    // glyf and loca are transformed unless their version is 3; other tables unless it is 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion !== 3 : transformVersion !== 0;
    if (transformed) {
      [length, offset] = readBase128(woff2, offset);
    }
    tables.push({tag, start: streamStart, length, transformed});
    streamStart += length;
  }
  if (offset + compressedLength > woff2.length) {
    throw new Error('the compressed tables end beyond the end of the file');
  }
  return {tables, streamOffset: offset, compressedLength};
}

/** A WOFF2 UIntBase128: up to five bytes, seven bits each, the high bit saying another follows. */
function readBase128(data: Buffer, offset: number): [number, number] {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    if (offset + index >= data.length) {
      throw new Error('the table directory ends beyond the end of the file');
    }
    const byte = data.readUInt8(offset + index);
    if (index === 0 && byte === 0x80) {
      throw new Error('the table directory is malformed (a number with leading zeros)');
    }
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) {
      return [value, offset + index + 1];
    }
  }
  throw new Error('the table directory is malformed (a number longer than five bytes)');
}

/** The tables of a WOFF2 file, decompressed together, checked to be as long as the directory says. */
function woff2Stream(woff2: Buffer, directory: Woff2Directory): Buffer {
  const {streamOffset, compressedLength, tables} = directory;
  let stream: Buffer;
  try {
    stream = brotliDecompressSync(woff2.subarray(streamOffset, streamOffset + compressedLength));
  } catch (error) {
    throw new Error(`the tables do not decompress (${(error as Error).message})`);
  }
  const expected = tables.reduce((sum, table) => sum + table.length, 0);
  if (stream.length !== expected) {
    throw new Error(`the tables decompress to ${stream.length} bytes, not ${expected}`);
  }
  return stream;
}

/**
 * The OpenType font inside a WOFF2 file, with those of `tags` among the tables it stores as they
 * were in the font: all but glyf, loca and hmtx, which it may store transformed (the glyph
 * outlines, which satori reads from the file itself).
 */
function woff2ToSfnt(woff2: Buffer, tags: readonly string[]): Buffer {
  const directory = woff2Directory(woff2);
  const stream = woff2Stream(woff2, directory);
  const tables: SfntTable[] = directory.tables
    .filter((table) => !table.transformed && tags.includes(table.tag))
    .map(({tag, start, length}) => ({
      tag: tagNumber(tag),
      // HarfBuzz checks no checksum, and WOFF2 keeps none.
      checksum: 0,
      data: stream.subarray(start, start + length),
    }));
  return sfntOf(woff2.readUInt32BE(4), tables);
}

/**
 * Throws, saying what is wrong, when a font file's tables cannot all be read: a directory or a
 * table beyond the end of the file (a truncated download), a table that does not decompress or
 * not to its length (a corrupted one), a collection of fonts. Reading one table checks only that
 * one, and satori reads them all when it draws.
 */
export function checkFontFile(data: Buffer): void {
  const format = fontFormat(data);
  if (!format) {
    throw new Error('it is none of TrueType, OpenType, WOFF or WOFF2');
  }
  if (format === 'woff2' && data.readUInt32BE(4) === 0x74746366 /* "ttcf" */) {
    throw new Error('it is a font collection (several fonts in one file), which the cards do not support');
  }
  try {
    if (format === 'sfnt') {
      checkSfnt(data);
    } else if (format === 'woff') {
      checkWoff(data);
    } else {
      woff2Stream(data, woff2Directory(data));
    }
  } catch (error) {
    throw new Error(`it is damaged or truncated: ${(error as Error).message}`);
  }
}

/**
 * A font file as HarfBuzz reads it: OpenType, unwrapped from WOFF or WOFF2, with only the tables
 * of `tags` (HarfBuzz copies what it is given, and a CJK font is megabytes).
 */
function openTypeData(data: Buffer, tags: readonly string[]): Buffer {
  switch (fontFormat(data)) {
    case 'sfnt': {
      const wanted = new Set(tags.map(tagNumber));
      return sfntOf(
        data.readUInt32BE(0),
        sfntTables(data).filter((table) => wanted.has(table.tag)),
      );
    }
    case 'woff':
      return woffToSfnt(data, tags);
    case 'woff2':
      return woff2ToSfnt(data, tags);
    default:
      throw new Error('Expected a TrueType, OpenType, WOFF or WOFF2 font; this file is none of them.');
  }
}

/** Opens the tables `tags` of a font file in HarfBuzz for `read`, and closes them. */
async function readFace<T>(
  data: Buffer,
  tags: readonly string[],
  read: (harfBuzz: LoadedHarfBuzz, face: HbFace) => T,
): Promise<T> {
  const harfBuzz = await loadHarfBuzz();
  const openType = openTypeData(data, tags);
  const blob = harfBuzz.createBlob(new Uint8Array(openType.buffer, openType.byteOffset, openType.byteLength));
  const face = harfBuzz.createFace(blob, 0);
  try {
    return read(harfBuzz, face);
  } finally {
    face.destroy();
    blob.destroy();
  }
}

/**
 * The tables of the characters: cmap, and maxp, whose glyph count bounds them. Neither, nor name
 * and OS/2, is ever stored transformed in WOFF2.
 */
const CHARACTER_TABLES = ['cmap', 'maxp'];

/**
 * The characters a font file maps to a glyph, as HarfBuzz reads them: what the cards look each
 * text up in. Empty for a font whose cmap is missing or damaged (HarfBuzz reads it as empty).
 */
export function fontCoverage(data: Buffer): Promise<Coverage> {
  return readFace(data, CHARACTER_TABLES, (harfBuzz, face) => coverageOf(harfBuzz.unicodes(face)));
}

/** What the cards read of a site's font file. */
export type FontFacts = {
  /** The characters its cmap maps to a glyph (`fontCoverage`). */
  coverage: Coverage;
  /** The weight it declares (its OS/2 usWeightClass, 1 to 1000); 400 when it declares none. */
  weightClass: number;
  /** The family name it gives itself; undefined when it gives none. */
  family: string | undefined;
  /**
   * What is wrong with its name or OS/2 table, when it has one that HarfBuzz cannot read: the
   * family or the weight above may then not be the font's.
   */
  damage: string | undefined;
};

/** Name id 16, the typographic family ("Inter"), which fonts of more than four styles give. */
const TYPOGRAPHIC_FAMILY = 16;
/** Name id 1, the family of the four-style model, which names other weights on their own ("Inter ExtraBold"). */
const LEGACY_FAMILY = 1;
/** The weight a legacy family name may end with, dropped so that the weights of one family group together. */
const WEIGHT_SUFFIX =
  / (?:Thin|Hairline|(?:Extra|Ultra)[ -]?Light|Light|Regular|Book|Normal|Medium|(?:Semi|Demi)[ -]?Bold|Bold|(?:Extra|Ultra)[ -]?Bold|Heavy|(?:Extra|Ultra)?[ -]?Black)$/i;

/**
 * The bytes of an OS/2 table of each version (0 to 5, in the OpenType specification; a later
 * version only adds to 5): HarfBuzz, like the specification, takes none that is shorter.
 */
const OS2_BYTES = [78, 86, 96, 96, 96, 100];

/** What is wrong with an OS/2 table that is too short for its version; undefined when it is whole. */
function os2Damage(os2: Buffer): string | undefined {
  if (os2.length < 2) {
    return `its OS/2 table is damaged (${os2.length === 1 ? '1 byte' : `${os2.length} bytes`}, too few to give its version)`;
  }
  const version = os2.readUInt16BE(0);
  const bytes = OS2_BYTES[Math.min(version, OS2_BYTES.length - 1)] as number;
  return os2.length < bytes
    ? `its OS/2 table is damaged (${os2.length} bytes, where version ${version} has ${bytes})`
    : undefined;
}

/**
 * Reads a font file's characters, weight and family name with HarfBuzz. Throws for a file of
 * none of the four formats. HarfBuzz reads a damaged table as empty: `checkFontFile` finds damage
 * to the file, and `damage` says when the name or OS/2 table is damaged inside.
 */
export function readFontFile(data: Buffer): Promise<FontFacts> {
  return readFace(data, [...CHARACTER_TABLES, 'name', 'OS/2'], (harfBuzz, face) => {
    const os2 = harfBuzz.table(face, 'OS/2');
    const names = face.listNames();
    // HarfBuzz checks the name table whole, and lists no name from one that fails.
    const nameTable = harfBuzz.table(face, 'name');
    const damage =
      nameTable && names.length === 0
        ? `its name table is damaged (HarfBuzz reads no name from its ${nameTable.length} bytes)`
        : os2 && os2Damage(os2);
    /** A name in English first (the language most fonts name themselves in), else in any language the font has. */
    const name = (nameId: number) =>
      names
        .filter((entry) => entry.nameId === nameId)
        .sort((a, b) => Number(!a.language.startsWith('en')) - Number(!b.language.startsWith('en')))
        .map(({language}) => face.getName(nameId, language).trim())
        .find(Boolean);
    return {
      coverage: coverageOf(harfBuzz.unicodes(face)),
      weightClass: os2 && os2.length >= 6 ? os2.readUInt16BE(4) : 400,
      family: name(TYPOGRAPHIC_FAMILY) ?? name(LEGACY_FAMILY)?.replace(WEIGHT_SUFFIX, ''),
      damage,
    };
  });
}
