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

/** Code points, sorted and each once (as HarfBuzz gives them), as merged ranges looked up by binary search. */
export function coverageOf(sorted: readonly number[]): Coverage {
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
