import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import satori from 'satori';
import {expect} from 'vitest';
import {cardTexts, type SiteIdentity} from '../../../src/server/socialCards/design';
import {type CardFonts, interFontFiles} from '../../../src/server/socialCards/fonts';
import {woffToSfnt} from '../../../src/server/socialCards/painter/woff';
import {socialCardTree} from '../../../src/server/socialCards/satoriTree';

/**
 * Fonts for the scripts Inter lacks, made for the tests: Inter's own outlines (its Latin subset)
 * behind a new character map and family name. A "Hebrew" font made this way draws א as an A, but
 * it is a real TrueType font that satori and HarfBuzz take as having Hebrew, which is what the
 * tests need, without shipping a third party's font.
 */

/** One table of an OpenType file, by its tag ("cmap"); undefined when the font has none. */
export function sfntTable(sfnt: Buffer, tag: string): Buffer | undefined {
  for (let index = 0; index < sfnt.readUInt16BE(4); index += 1) {
    const record = 12 + index * 16;
    if (sfnt.toString('latin1', record, record + 4) === tag) {
      const offset = sfnt.readUInt32BE(record + 8);
      return sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12));
    }
  }
  return undefined;
}

/** Inter's Latin subset at `weight`, as OpenType. */
function interLatin(weight: 400 | 800): Buffer {
  const woff = interFontFiles().find((font) => font.family === 'Inter' && font.weight === weight);
  return woffToSfnt(readFileSync(woff?.file ?? ''));
}

/** Inter's glyph for a Latin letter. */
function glyphOf(sfnt: Buffer, letter: string): number {
  const cmap = sfntTable(sfnt, 'cmap') as Buffer;
  const codePoint = letter.codePointAt(0) as number;
  // Inter's Unicode cmap is format 4: find the segment and apply it.
  const subtables = cmap.readUInt16BE(2);
  for (let index = 0; index < subtables; index += 1) {
    const offset = cmap.readUInt32BE(4 + index * 8 + 4);
    if (cmap.readUInt16BE(offset) !== 4) {
      continue;
    }
    const segments = cmap.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let segment = 0; segment < segments; segment += 1) {
      const [start, end] = [cmap.readUInt16BE(starts + segment * 2), cmap.readUInt16BE(ends + segment * 2)];
      if (codePoint >= start && codePoint <= end) {
        const delta = cmap.readInt16BE(deltas + segment * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
        if (rangeOffset === 0) {
          return (codePoint + delta) & 0xffff;
        }
        const glyph = cmap.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (codePoint - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
    }
  }
  throw new Error(`Inter has no glyph for ${letter}`);
}

/** A cmap with one format 12 subtable (Windows, full Unicode): each code point to its glyph. */
function format12Cmap(glyphs: Map<number, number>): Buffer {
  const sorted = [...glyphs].sort(([a], [b]) => a - b);
  const table = Buffer.alloc(4 + 8 + 16 + sorted.length * 12);
  table.writeUInt16BE(0, 0);
  table.writeUInt16BE(1, 2);
  table.writeUInt16BE(3, 4);
  table.writeUInt16BE(10, 6);
  table.writeUInt32BE(12, 8);
  table.writeUInt16BE(12, 12);
  table.writeUInt32BE(16 + sorted.length * 12, 16);
  table.writeUInt32BE(sorted.length, 24);
  sorted.forEach(([codePoint, glyph], index) => {
    const group = 28 + index * 12;
    table.writeUInt32BE(codePoint, group);
    table.writeUInt32BE(codePoint, group + 4);
    table.writeUInt32BE(glyph, group + 8);
  });
  return table;
}

/** A name table naming the family (ids 1 and 16) in UTF-16BE, for Windows in English. */
function nameTable(family: string): Buffer {
  const text = Buffer.from(family, 'utf16le').swap16();
  const table = Buffer.alloc(6 + 2 * 12 + text.length);
  table.writeUInt16BE(0, 0);
  table.writeUInt16BE(2, 2);
  table.writeUInt16BE(6 + 2 * 12, 4);
  [1, 16].forEach((nameId, index) => {
    const record = 6 + index * 12;
    table.writeUInt16BE(3, record);
    table.writeUInt16BE(1, record + 2);
    table.writeUInt16BE(0x409, record + 4);
    table.writeUInt16BE(nameId, record + 6);
    table.writeUInt16BE(text.length, record + 8);
    table.writeUInt16BE(0, record + 10);
  });
  text.copy(table, 6 + 2 * 12);
  return table;
}

/** An OpenType font with these tables, in the order given. */
function sfntWith(flavor: number, tables: [string, Buffer][]): Buffer {
  const header = 12 + tables.length * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const font = Buffer.alloc(header + tables.reduce((sum, [, data]) => sum + padded(data.length), 0));
  font.writeUInt32BE(flavor, 0);
  font.writeUInt16BE(tables.length, 4);
  const selector = Math.floor(Math.log2(tables.length));
  font.writeUInt16BE(2 ** selector * 16, 6);
  font.writeUInt16BE(selector, 8);
  font.writeUInt16BE(tables.length * 16 - 2 ** selector * 16, 10);
  let offset = header;
  [...tables]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .forEach(([tag, data], index) => {
      const record = 12 + index * 16;
      font.write(tag, record, 'latin1');
      font.writeUInt32BE(offset, record + 8);
      font.writeUInt32BE(data.length, record + 12);
      data.copy(font, offset);
      offset += padded(data.length);
    });
  return font;
}

/**
 * A TrueType font of the family `family` that has the characters of `text` (besides the space),
 * each drawn with Inter's capital letters in turn, at `weight`.
 */
export function testFont(family: string, text: string, weight: 400 | 800 = 400): Buffer {
  const inter = interLatin(weight);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const glyphs = new Map<number, number>([[0x20, glyphOf(inter, ' ')]]);
  let next = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    if (!glyphs.has(codePoint)) {
      glyphs.set(codePoint, glyphOf(inter, letters[next % letters.length] as string));
      next += 1;
    }
  }
  const numTables = inter.readUInt16BE(4);
  const tables: [string, Buffer][] = [];
  for (let index = 0; index < numTables; index += 1) {
    const tag = inter.toString('latin1', 12 + index * 16, 16 + index * 16);
    // Inter's layout tables would substitute and kern Latin glyphs the new characters no longer are.
    if (!['cmap', 'name', 'GSUB', 'GPOS', 'GDEF'].includes(tag)) {
      tables.push([tag, sfntTable(inter, tag) as Buffer]);
    }
  }
  tables.push(['cmap', format12Cmap(glyphs)], ['name', nameTable(family)]);
  return sfntWith(inter.readUInt32BE(0), tables);
}

/** A site folder holding `files` (path relative to it → content), with a node_modules of its own. */
export function siteWith(files: Record<string, Buffer | string>): string {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-font-site-'));
  mkdirSync(path.join(siteDir, 'node_modules'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    writeFileSync(path.join(siteDir, file), content);
  }
  return siteDir;
}

/**
 * The runs of text satori finds no font for when it lays the whole card out with the fonts the
 * card is drawn with: what it would draw as empty boxes. Satori asks `loadAdditionalAsset` for
 * each such run; the tests' detector of missing glyphs, independent of the drawing code's own.
 */
export async function segmentsWithoutFont(
  page: {title: string; section: string},
  site: SiteIdentity,
  fonts: CardFonts,
): Promise<string[]> {
  const asked: string[] = [];
  await satori(socialCardTree(page, site) as never, {
    width: 1200,
    height: 630,
    fonts: fonts.forText(...cardTexts(page, site)).satori,
    loadAdditionalAsset: async (_code: string, segment: string) => {
      asked.push(segment);
      return [];
    },
  });
  return asked;
}

/** Asserts that satori finds a font for every character of the card. */
export async function expectNoEmptyBoxes(page: {title: string; section: string}, site: SiteIdentity, fonts: CardFonts) {
  expect(await segmentsWithoutFont(page, site, fonts), `characters of "${page.title}" without a font`).toEqual([]);
}
