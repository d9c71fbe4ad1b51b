/**
 * Which characters a card's fonts can draw, and which text a card shows. Satori draws a character
 * no font has as an empty box; the cards' build step looks each page's text up here first, so
 * that such a page keeps the site-wide image instead of shipping boxes.
 */

/** The characters a font maps to a glyph other than .notdef, as sorted, disjoint ranges of code points. */
export type Coverage = {
  has(codePoint: number): boolean;
  readonly ranges: readonly (readonly [number, number])[];
};

/** Ranges of code points, merged and sorted, looked up by binary search. */
function coverageOf(codePoints: number[]): Coverage {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const codePoint of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] + 1 === codePoint) {
      last[1] = codePoint;
    } else {
      ranges.push([codePoint, codePoint]);
    }
  }
  return {
    ranges,
    has(codePoint) {
      let [low, high] = [0, ranges.length - 1];
      while (low <= high) {
        const middle = (low + high) >> 1;
        const [start, end] = ranges[middle] as [number, number];
        if (codePoint < start) {
          high = middle - 1;
        } else if (codePoint > end) {
          low = middle + 1;
        } else {
          return true;
        }
      }
      return false;
    },
  };
}

/** The Unicode subtables of a cmap: platform 0 (Unicode), or Windows (3) with encoding 1 (BMP) or 10 (full). */
function isUnicodeSubtable(platform: number, encoding: number): boolean {
  return platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
}

/** The characters of a format 4 subtable (segments of the Basic Multilingual Plane). */
function format4(cmap: Buffer, table: number, into: number[]): void {
  const segments = cmap.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const start = cmap.readUInt16BE(starts + segment * 2);
    const end = cmap.readUInt16BE(ends + segment * 2);
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    // The last segment, 0xFFFF alone, only closes the list.
    for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (codePoint + delta) & 0xffff;
      } else {
        const at = rangeOffsetAt + rangeOffset + (codePoint - start) * 2;
        const indexed = at + 2 <= cmap.length ? cmap.readUInt16BE(at) : 0;
        glyph = indexed === 0 ? 0 : (indexed + delta) & 0xffff;
      }
      if (glyph !== 0) {
        into.push(codePoint);
      }
    }
  }
}

/** The characters of a format 12 subtable (groups of consecutive characters and glyphs, any plane). */
function format12(cmap: Buffer, table: number, into: number[]): void {
  const groups = cmap.readUInt32BE(table + 12);
  for (let group = 0; group < groups; group += 1) {
    const record = table + 16 + group * 12;
    const start = cmap.readUInt32BE(record);
    const end = Math.min(cmap.readUInt32BE(record + 4), 0x10ffff);
    const firstGlyph = cmap.readUInt32BE(record + 8);
    for (let codePoint = start; codePoint <= end; codePoint += 1) {
      if (firstGlyph + (codePoint - start) !== 0) {
        into.push(codePoint);
      }
    }
  }
}

/**
 * The characters a font's cmap table maps to glyphs, from its Unicode subtables of formats 4 and
 * 12. HarfBuzz reads the same set (`collectUnicodes`, which a test checks this against), but
 * only once its WebAssembly has loaded, which takes a promise: the cards' fonts are read where
 * no promise can be waited for (the theme's options, checked when the plugin is made, and the
 * plan of the cards, `planSocialCards`, which the feature calls as it is).
 */
export function cmapCoverage(cmap: Buffer): Coverage {
  const codePoints: number[] = [];
  const subtables = cmap.readUInt16BE(2);
  const seen = new Set<number>();
  for (let index = 0; index < subtables; index += 1) {
    const record = 4 + index * 8;
    const offset = cmap.readUInt32BE(record + 4);
    if (!isUnicodeSubtable(cmap.readUInt16BE(record), cmap.readUInt16BE(record + 2)) || seen.has(offset)) {
      continue;
    }
    seen.add(offset);
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      format4(cmap, offset, codePoints);
    } else if (format === 12) {
      format12(cmap, offset, codePoints);
    }
  }
  return coverageOf(codePoints);
}

/**
 * Invisible characters a card drops: controls and format characters (direction marks, soft
 * hyphens, word joiners...) and the other default-ignorable ones (variation selectors), which
 * satori would look for in the fonts like letters (a variation selector even makes it take the
 * character for an emoji). The zero-width joiner and non-joiner stay, except at the start: they
 * change how a script joins, and satori keeps them with the letter before them.
 */
const DROPPED = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The text a card shows for `text`: composed (NFC, so that an accent typed as a combining mark
 * takes the font's precomposed letter), every run of white space one space, without the
 * invisible characters above, trimmed.
 */
export function cardText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{White_Space}+/gu, ' ')
    .replace(DROPPED, '')
    .replace(/ +/g, ' ')
    .replace(/^[ \u200C\u200D]+| +$/g, '');
}

/** White space and format characters (joiners, direction marks) are never missing: nothing of them is drawn. */
const NEVER_MISSING = /[\p{White_Space}\p{Cc}\p{Cf}]/u;

/** The characters of `text`, as shown on a card, that `covers` says no font has: each once, in order. */
export function uncoveredCharacters(text: string, covers: (codePoint: number) => boolean): number[] {
  const missing = new Set<number>();
  for (const character of cardText(text)) {
    const codePoint = character.codePointAt(0) as number;
    if (!NEVER_MISSING.test(character) && !covers(codePoint)) {
      missing.add(codePoint);
    }
  }
  return [...missing];
}

/**
 * `text` as a card shows it (`cardText`), without the characters `covers` says no font has, for
 * a text every card shows (the site title): one emoji there must not cost every page its card.
 * A joiner left beside a removed character, and the space of a removed word, go with it.
 */
export function coveredCardText(text: string, covers: (codePoint: number) => boolean): string {
  const kept = Array.from(cardText(text)).filter(
    (character) => NEVER_MISSING.test(character) || covers(character.codePointAt(0) as number),
  );
  return cardText(kept.join('').replace(/[\u200C\u200D]+(?=[ \u200C\u200D]|$)/g, ''));
}

/** A character and its code point, as a warning names it: `設 (U+8A2D)`. */
export function describeCharacter(codePoint: number): string {
  return `${String.fromCodePoint(codePoint)} (U+${codePoint.toString(16).toUpperCase().padStart(4, '0')})`;
}

/** The scripts written right to left; a letter of one of them sets a paragraph's direction (Unicode bidi classes R and AL). */
const RIGHT_TO_LEFT =
  /[\u200F\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Mende_Kikakui}\p{Script=Imperial_Aramaic}\p{Script=Phoenician}\p{Script=Old_South_Arabian}\p{Script=Avestan}]/u;
/** A strong character: a letter, or an explicit direction mark. */
const STRONG = /[\p{L}\u200E\u200F]/u;

/**
 * Whether `text` runs right to left: its first strong character (a letter, or a direction mark)
 * is of a right-to-left script, as the Unicode bidi algorithm decides a paragraph's direction.
 */
export function isRightToLeft(text: string): boolean {
  for (const character of text) {
    if (STRONG.test(character)) {
      return RIGHT_TO_LEFT.test(character);
    }
  }
  return false;
}
