import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {THEME_NAME} from '../../shared/contract';
import {type Coverage, cardText} from './coverage';
import {checkFontFile, fontCoverage, fontFormat, readFontFile} from './fontFile';
import type {PainterFont} from './painter/text';

/**
 * The fonts a card is drawn with: Inter, self-hosted through @fontsource in every subset the
 * package ships (Latin, Latin Extended, Vietnamese, Cyrillic, Greek), then the site's own fonts
 * (the `socialCards.fonts` option) for the scripts Inter lacks. Satori takes each font as a
 * family of its own and, for a character the text's family (Inter's Latin subset) lacks, uses
 * the first font passed that has it.
 */

/** The weights a card's text is set in: the section and the address at 400, the title and the site title at 800. */
export const CARD_WEIGHTS = [400, 800] as const;

export type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;

/** A font file a card may be drawn with: what the card-drawing threads are told, and read again. */
export type CardFontFile = {
  /** The file's absolute path: a .woff, .woff2, .ttf or .otf. */
  file: string;
  /** The family satori knows it by, one per set of fonts that differ only in weight. */
  family: string;
  weight: FontWeight;
};

/** The family the card's text is set in: Inter's Latin subset, which the glyph painter draws with too. */
export const CARD_FONT_FAMILY = 'Inter';

/** Inter's subsets in @fontsource, the one the card's text is set in first. */
const INTER_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'];

/** The theme's own fonts: every Inter subset at the cards' two weights (WOFF, which satori and HarfBuzz both read). */
export function interFontFiles(): CardFontFile[] {
  return INTER_SUBSETS.flatMap((subset) =>
    CARD_WEIGHTS.map((weight) => ({
      file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      family: subset === 'latin' ? CARD_FONT_FAMILY : `${CARD_FONT_FAMILY} ${subset}`,
      weight,
    })),
  );
}

/** A font the site's option names that cannot be used, as the error that stops the build says it. */
function fontError(entry: string, problem: string): Error {
  return new Error(`[${THEME_NAME}] socialCards.fonts: ${JSON.stringify(entry)} ${problem}`);
}

/** The weight among `available` that stands in for `wanted`: the nearest, the heavier of two as near. */
function nearestWeight(available: number[], wanted: number): number {
  return available.reduce((best, weight) => {
    const [distance, bestDistance] = [Math.abs(weight - wanted), Math.abs(best - wanted)];
    return distance < bestDistance || (distance === bestDistance && weight > best) ? weight : best;
  });
}

/** A weight class (1 to 1000) as the nearest of the nine weights satori knows. */
function asFontWeight(weightClass: number): FontWeight {
  return (Math.min(9, Math.max(1, Math.round(weightClass / 100))) * 100) as FontWeight;
}

/** A @fontsource package's WOFF files for every subset it has, at the cards' weights or the nearest it has. */
function fontsourceFiles(siteDir: string, name: string): Omit<CardFontFile, 'family'>[] {
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve(`${name}/package.json`, {paths: [siteDir]}));
  } catch {
    throw fontError(name, `is not installed in the site: add it to the site's dependencies (npm install ${name}).`);
  }
  const filesDir = path.join(packageDir, 'files');
  const bySubset = new Map<string, Map<number, string>>();
  for (const file of existsSync(filesDir) ? readdirSync(filesDir).sort() : []) {
    const match = /^(.+)-(\d{3})-normal\.woff$/.exec(file);
    if (match) {
      const [, subset = '', weight = ''] = match;
      const weights = bySubset.get(subset) ?? new Map<number, string>();
      weights.set(Number(weight), path.join(filesDir, file));
      bySubset.set(subset, weights);
    }
  }
  if (bySubset.size === 0) {
    throw fontError(name, `has no WOFF files (files/*-400-normal.woff): is it a @fontsource font package?`);
  }
  return [...bySubset.values()].flatMap((weights) => {
    const chosen = new Set(CARD_WEIGHTS.map((wanted) => nearestWeight([...weights.keys()], wanted)));
    return [...chosen].map((weight) => ({file: weights.get(weight) as string, weight: asFontWeight(weight)}));
  });
}

/** A font file the site names, relative to its directory. */
function siteFontFile(siteDir: string, entry: string): {file: string; weight?: FontWeight} {
  const file = path.resolve(siteDir, entry);
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw fontError(entry, `does not exist (looked for ${file}).`);
  }
  if (!fontFormat(readFileSync(file))) {
    throw fontError(entry, 'is not a font file the cards can read: give a TrueType, OpenType, WOFF or WOFF2 file.');
  }
  return {file};
}

/** A font file of the site that cannot be read, as the error that stops the build says it. */
function damagedFontError(entry: string, file: string, problem: string): Error {
  return fontError(
    entry,
    `cannot be read from ${file}: ${problem}. Expected a valid TrueType, OpenType, WOFF or WOFF2 font file (download or export it again).`,
  );
}

/** A font file of the site's `socialCards.fonts`, found and checked whole; `weight` when its name gives it (a @fontsource file). */
export type SiteFontFile = {entry: string; file: string; weight?: FontWeight};

/**
 * The font files a site lists in `socialCards.fonts`, in its order: each font file (relative to
 * the site directory) and each @fontsource package's WOFF files, every subset at the cards'
 * weights, each checked whole. Throws, naming the entry, for a file that does not exist, is no
 * font or is damaged (a truncated download, a table that does not decompress), and for a package
 * that is not installed: synchronous, so that the site stops as it loads, and says why, rather
 * than in a card-drawing thread with zlib's or Buffer's words and neither the option nor the file.
 */
export function findSiteFonts(siteDir: string, entries: readonly string[]): SiteFontFile[] {
  return entries.flatMap((entry) => {
    const files = entry.startsWith('@fontsource/') ? fontsourceFiles(siteDir, entry) : [siteFontFile(siteDir, entry)];
    return files.map((found) => {
      try {
        checkFontFile(readFileSync(found.file));
      } catch (error) {
        throw damagedFontError(entry, found.file, (error as Error).message);
      }
      return {entry, ...found};
    });
  });
}

/**
 * The site's fonts (`findSiteFonts`) as the cards take them, with the weight and the family name
 * their files give (HarfBuzz reads them): the weights of one family are chosen between, and a
 * number is added where two files would share a family and a weight (two subsets of a package,
 * or Inter again). Rejects, naming the entry and the file, for a font that maps no character or
 * whose name or OS/2 table is damaged.
 */
export async function siteFontFiles(found: readonly SiteFontFile[]): Promise<CardFontFile[]> {
  const taken = new Map<string, Set<number>>();
  for (const font of interFontFiles()) {
    taken.set(font.family, new Set([100, 200, 300, 400, 500, 600, 700, 800, 900]));
  }
  /** The family name to give a font: `family`, or `family 2`, 3... when that one already has the weight. */
  const uniqueFamily = (family: string, weight: number) => {
    for (let number = 1; ; number += 1) {
      const name = number === 1 ? family : `${family} ${number}`;
      const weights = taken.get(name) ?? new Set<number>();
      if (!weights.has(weight)) {
        taken.set(name, weights.add(weight));
        return name;
      }
    }
  };
  const facts = await Promise.all(found.map(({file}) => readFontFile(readFileSync(file))));
  return found.map(({entry, file, weight: namedWeight}, index) => {
    const font = facts[index] as (typeof facts)[number];
    if (font.coverage.ranges.length === 0) {
      throw damagedFontError(entry, file, 'it maps no character (its cmap table is missing or damaged)');
    }
    // Else the file's name and weight 400 would stand in for the family and weight it could not give.
    if (font.damage) {
      throw damagedFontError(entry, file, font.damage);
    }
    // A package's files are named by weight; a file the site gives says its own.
    const weight = namedWeight ?? asFontWeight(font.weightClass);
    const family = font.family ?? path.basename(file).replace(/\.\w+$/, '');
    return {file, weight, family: uniqueFamily(family, weight)};
  });
}

/** Every font a site's cards are drawn with: Inter's, then the site's (`siteFontFiles`). */
export async function cardFontFiles(found: readonly SiteFontFile[]): Promise<CardFontFile[]> {
  return [...interFontFiles(), ...(await siteFontFiles(found))];
}

/** A font as satori takes it. */
export type SatoriFont = {name: string; data: Buffer; weight: FontWeight; style: 'normal'};

/** The fonts satori needs for some text, and a digest of them, part of the card's cache key. */
export type FontSelection = {satori: SatoriFont[]; digest: string};

/** The fonts of a site's cards, read once per thread. */
export type CardFonts = {
  /** The files they were read from. */
  files: readonly CardFontFile[];
  /** The glyph painter's fonts (painter/text.ts): Inter's Latin subset, the family the card's text is set in. */
  painter: PainterFont[];
  /** Every font, as satori takes them, the family the card's text is set in first. */
  all: SatoriFont[];
  /** Whether a font has this character. */
  covers(codePoint: number): boolean;
  /**
   * The fonts satori draws `texts` with: the text's family and, for each character it lacks, the
   * first family that has it, in the order the fonts were given, which is the font satori would
   * pick among all of them. So a card is drawn as with every font, without making satori read
   * fonts it does not use (a CJK font comes in a hundred files), and its cache key changes only
   * with the fonts it uses. The same families give the same selection object.
   */
  forText(...texts: string[]): FontSelection;
};

type Family = {name: string; fonts: (CardFontFile & {data: Buffer})[]; coverage: Coverage[]; digest: string};

async function readFamilies(files: readonly CardFontFile[]): Promise<Family[]> {
  const families = new Map<string, Family>();
  const read = await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file.file);
      return {file, data, coverage: await fontCoverage(data)};
    }),
  );
  for (const {file, data, coverage} of read) {
    if (coverage.ranges.length === 0) {
      throw new Error(
        `[${THEME_NAME}] The social card font ${file.file} maps no character: its cmap table is missing or damaged.`,
      );
    }
    const family = families.get(file.family) ?? {name: file.family, fonts: [], coverage: [], digest: ''};
    family.fonts.push({...file, data});
    family.coverage.push(coverage);
    families.set(file.family, family);
  }
  for (const family of families.values()) {
    const hash = createHash('sha256').update(family.name);
    for (const font of family.fonts) {
      hash.update(`\n${font.weight}\n`).update(font.data);
    }
    family.digest = hash.digest('hex');
  }
  return [...families.values()];
}

/** Fonts read by this thread, by the list of files they come from. */
const loaded = new Map<string, Promise<CardFonts>>();

/** The fonts in `files` (by default Inter's, `interFontFiles`), read once per thread. */
export function loadFonts(files: readonly CardFontFile[] = interFontFiles()): Promise<CardFonts> {
  const key = JSON.stringify(files);
  let fonts = loaded.get(key);
  if (!fonts) {
    fonts = readFonts(files);
    // A font that could not be read is not kept: the next call reads it again and says why.
    fonts.catch(() => loaded.delete(key));
    loaded.set(key, fonts);
  }
  return fonts;
}

async function readFonts(files: readonly CardFontFile[]): Promise<CardFonts> {
  const families = await readFamilies(files);
  const main = families.find((family) => family.name === CARD_FONT_FAMILY);
  if (!main) {
    throw new Error(`[${THEME_NAME}] The social card fonts must include ${CARD_FONT_FAMILY}'s Latin subset.`);
  }
  const ordered = [main, ...families.filter((family) => family !== main)];
  const familyOf = (codePoint: number) =>
    ordered.findIndex((family) => family.coverage.some((coverage) => coverage.has(codePoint)));
  const selections = new Map<string, FontSelection>();
  const asSatori = (family: Family) =>
    family.fonts.map(({data, weight}) => ({name: family.name, data, weight, style: 'normal' as const}));
  const fonts: CardFonts = {
    files,
    painter: main.fonts.map(({weight, data}) => ({weight, data})),
    all: ordered.flatMap(asSatori),
    covers: (codePoint) => familyOf(codePoint) >= 0,
    forText(...texts) {
      const chosen = new Set([0]);
      for (const character of cardText(texts.join(' '))) {
        const index = familyOf(character.codePointAt(0) as number);
        if (index >= 0) {
          chosen.add(index);
        }
      }
      const indexes = [...chosen].sort((a, b) => a - b);
      const selectionKey = indexes.join(',');
      let selection = selections.get(selectionKey);
      if (!selection) {
        const picked = indexes.map((index) => ordered[index] as Family);
        selection = {
          satori: picked.flatMap(asSatori),
          digest: createHash('sha256')
            .update(picked.map((family) => family.digest).join('\n'))
            .digest('hex'),
        };
        selections.set(selectionKey, selection);
      }
      return selection;
    },
  };
  return fonts;
}
