// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  cardFontFiles,
  findSiteFonts,
  interFontFiles,
  loadFonts,
  siteFontFiles,
} from '../../../src/server/socialCards/fonts';
import {siteWith, testFont} from './testFonts';

/** One of Inter's files in @fontsource, beside the Latin one the theme resolves. */
const interFile = (subset: string, weight: number, format = 'woff') =>
  readFileSync(
    path.join(
      path.dirname(interFontFiles().find((font) => font.family === 'Inter')?.file ?? ''),
      `inter-${subset}-${weight}-normal.${format}`,
    ),
  );

/** A @fontsource package as the registry ships them: metadata and `files/<id>-<subset>-<weight>-normal.woff`. */
function fontsourcePackage(name: string, subsets: string[], weights: number[]) {
  const id = name.replace('@fontsource/', '');
  const files: Record<string, Buffer | string> = {
    [`node_modules/${name}/package.json`]: JSON.stringify({name, version: '5.0.0'}),
    [`node_modules/${name}/metadata.json`]: JSON.stringify({id, family: 'Test Sans', subsets, weights}),
  };
  for (const subset of subsets) {
    for (const weight of weights) {
      const woff = interFile(subset === 'hebrew' ? 'latin' : subset, weight);
      files[`node_modules/${name}/files/${id}-${subset}-${weight}-normal.woff`] = woff;
      files[`node_modules/${name}/files/${id}-${subset}-${weight}-normal.woff2`] = 'woff2';
      files[`node_modules/${name}/files/${id}-${subset}-${weight}-italic.woff`] = woff;
    }
  }
  return files;
}

/** The fonts a site's `socialCards.fonts` entries give, found and then read. */
const siteFonts = async (siteDir: string, entries: string[]) => siteFontFiles(findSiteFonts(siteDir, entries));

describe("a site's card fonts", () => {
  it('come after Inter (every subset the package has, at 400 and 800), in the order the site lists them', async () => {
    const siteDir = siteWith({
      'fonts/hebrew.ttf': testFont('Test Hebrew', 'שלום'),
      'static/cjk.ttf': testFont('Test CJK', '設定'),
    });
    const files = await cardFontFiles(findSiteFonts(siteDir, ['fonts/hebrew.ttf', './static/cjk.ttf']));
    expect(files.slice(0, 14).map(({family, weight}) => `${family} ${weight}`)).toEqual(
      [
        'Inter',
        'Inter latin-ext',
        'Inter vietnamese',
        'Inter cyrillic',
        'Inter cyrillic-ext',
        'Inter greek',
        'Inter greek-ext',
      ].flatMap((family) => [`${family} 400`, `${family} 800`]),
    );
    expect(files.slice(14)).toEqual([
      {file: path.join(siteDir, 'fonts/hebrew.ttf'), family: 'Test Hebrew', weight: 400},
      {file: path.join(siteDir, 'static/cjk.ttf'), family: 'Test CJK', weight: 400},
    ]);
  });

  it('take their weight from the font and group the weights of one family (a Regular and a Bold file)', async () => {
    const siteDir = siteWith({
      'regular.woff2': interFile('latin', 400, 'woff2'),
      'bold.woff': interFile('latin', 800),
      'cyrillic.woff': interFile('cyrillic', 400),
    });
    // Inter again: a family name of its own, numbered, the weights of each file kept.
    expect(await siteFonts(siteDir, ['regular.woff2', 'bold.woff', 'cyrillic.woff'])).toEqual([
      {file: path.join(siteDir, 'regular.woff2'), family: 'Inter 2', weight: 400},
      {file: path.join(siteDir, 'bold.woff'), family: 'Inter 2', weight: 800},
      {file: path.join(siteDir, 'cyrillic.woff'), family: 'Inter 3', weight: 400},
    ]);
  });

  it("load a @fontsource package's WOFF files for every subset, at 400 and 800 or the nearest weights it has", async () => {
    const siteDir = siteWith(fontsourcePackage('@fontsource/test-sans', ['hebrew', 'latin'], [300, 700, 900]));
    const files = await siteFonts(siteDir, ['@fontsource/test-sans']);
    const filesDir = path.join(siteDir, 'node_modules/@fontsource/test-sans/files');
    expect(files.map(({file, weight}) => [path.relative(filesDir, file), weight])).toEqual([
      ['test-sans-hebrew-300-normal.woff', 300],
      ['test-sans-hebrew-900-normal.woff', 900],
      ['test-sans-latin-300-normal.woff', 300],
      ['test-sans-latin-900-normal.woff', 900],
    ]);
    // One family per subset, so that satori chooses between the weights of each.
    expect(new Set(files.map(({family}) => family)).size).toBe(2);
  });

  it('loads a package that has one weight once', async () => {
    const siteDir = siteWith(fontsourcePackage('@fontsource/test-sans', ['latin'], [400]));
    expect(await siteFonts(siteDir, ['@fontsource/test-sans'])).toHaveLength(1);
  });

  it('stop the build, naming the entry, for a file that does not exist or is no font, and a package not installed', () => {
    const siteDir = siteWith({'fonts/readme.ttf': 'not a font, but a text file of some length'});
    expect(() => findSiteFonts(siteDir, ['fonts/missing.woff2'])).toThrow(
      `[@hoverkraft/docusaurus-theme] socialCards.fonts: "fonts/missing.woff2" does not exist (looked for ${path.join(siteDir, 'fonts/missing.woff2')}).`,
    );
    expect(() => findSiteFonts(siteDir, ['fonts/readme.ttf'])).toThrow(
      '[@hoverkraft/docusaurus-theme] socialCards.fonts: "fonts/readme.ttf" is not a font file the cards can read: give a TrueType, OpenType, WOFF or WOFF2 file.',
    );
    expect(() => findSiteFonts(siteDir, ['@fontsource/noto-sans-not-installed'])).toThrow(
      `[@hoverkraft/docusaurus-theme] socialCards.fonts: "@fontsource/noto-sans-not-installed" is not installed in the site: add it to the site's dependencies (npm install @fontsource/noto-sans-not-installed).`,
    );
  });
});

describe("a site's damaged card font", () => {
  /** A copy of `font` with the byte `from` the end inverted: a corrupted download. */
  const corrupted = (font: Buffer, from: number) => {
    const copy = Buffer.from(font);
    copy[copy.length - from] = (copy[copy.length - from] as number) ^ 0xff;
    return copy;
  };
  const truncated = (font: Buffer) => font.subarray(0, Math.floor(font.length / 2));
  const expected = 'Expected a valid TrueType, OpenType, WOFF or WOFF2 font file';

  it('stops the build naming the option, the entry, the file and what was expected, not zlib or Buffer', () => {
    const damaged: Record<string, [Buffer, string]> = {
      // Each read its cmap, OS/2 and name tables whole before: the damage was found by satori, or by chance.
      'fonts/truncated.woff': [truncated(interFile('latin', 400)), 'the "glyf" table ends beyond the end of the file'],
      'fonts/corrupted.woff': [corrupted(interFile('latin', 400), 100), 'the "post" table does not decompress'],
      'fonts/truncated.woff2': [truncated(interFile('latin', 400, 'woff2')), 'the compressed tables end beyond'],
      'fonts/corrupted.woff2': [corrupted(interFile('latin', 400, 'woff2'), 100), 'the tables do not decompress'],
      'fonts/truncated.ttf': [testFont('Test Hebrew', 'שלום').subarray(0, 200), 'the table directory ends beyond'],
      'fonts/half.ttf': [truncated(testFont('Test Hebrew', 'שלום')), 'table ends beyond the end of the file'],
    };
    const siteDir = siteWith(Object.fromEntries(Object.entries(damaged).map(([file, [data]]) => [file, data])));
    for (const [entry, [, problem]] of Object.entries(damaged)) {
      let message = '';
      try {
        findSiteFonts(siteDir, [entry]);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(
        `[@hoverkraft/docusaurus-theme] socialCards.fonts: ${JSON.stringify(entry)} cannot be read`,
      );
      expect(message).toContain(path.join(siteDir, entry));
      expect(message).toContain(problem);
      expect(message).toContain(expected);
    }
  });

  it("names the package's damaged file for a @fontsource entry", () => {
    const siteDir = siteWith({
      ...fontsourcePackage('@fontsource/test-sans', ['latin'], [400]),
      'node_modules/@fontsource/test-sans/files/test-sans-latin-400-normal.woff': truncated(interFile('latin', 400)),
    });
    const file = path.join(siteDir, 'node_modules/@fontsource/test-sans/files/test-sans-latin-400-normal.woff');
    expect(() => findSiteFonts(siteDir, ['@fontsource/test-sans'])).toThrow(
      `socialCards.fonts: "@fontsource/test-sans" cannot be read from ${file}: it is damaged or truncated`,
    );
  });

  it('stops the build naming the option, the entry, the file and what was expected, for a font that maps no character', async () => {
    const hebrew = testFont('Test Hebrew', 'שלום');
    const cmapRecord = Array.from({length: hebrew.readUInt16BE(4)}, (_, index) => 12 + index * 16).find(
      (record) => hebrew.toString('latin1', record, record + 4) === 'cmap',
    ) as number;
    // Whole files whose character map HarfBuzz cannot use: none at all, or one whose subtable lies beyond it.
    const withoutCmap = Buffer.from(hebrew);
    withoutCmap.write('cmaq', cmapRecord, 'latin1');
    const badOffset = Buffer.from(hebrew);
    badOffset.writeUInt32BE(0xffffff00, hebrew.readUInt32BE(cmapRecord + 8) + 8);
    const siteDir = siteWith({'fonts/no-cmap.ttf': withoutCmap, 'fonts/bad-offset.ttf': badOffset});
    for (const entry of ['fonts/no-cmap.ttf', 'fonts/bad-offset.ttf']) {
      const found = findSiteFonts(siteDir, [entry]);
      await expect(siteFontFiles(found), entry).rejects.toThrow(
        `[@hoverkraft/docusaurus-theme] socialCards.fonts: ${JSON.stringify(entry)} cannot be read from ${path.join(siteDir, entry)}: ` +
          `it maps no character (its cmap table is missing or damaged). ${expected}`,
      );
    }
  });
});

describe("a site's card font with a damaged name or OS/2 table", () => {
  const expected = 'Expected a valid TrueType, OpenType, WOFF or WOFF2 font file';
  /** Where the table `tag` of an OpenType file is, and the file's directory record of it. */
  const tableOf = (font: Buffer, tag: string) => {
    const record = Array.from({length: font.readUInt16BE(4)}, (_, index) => 12 + index * 16).find(
      (at) => font.toString('latin1', at, at + 4) === tag,
    ) as number;
    return {record, offset: font.readUInt32BE(record + 8)};
  };
  /** A copy of `font` changed by `damage`. */
  const damaged = (font: Buffer, damage: (copy: Buffer) => void) => {
    const copy = Buffer.from(font);
    damage(copy);
    return copy;
  };
  // A bold font: its weight (800) and family are what the damage would silently replace.
  const bold = testFont('Test Hebrew', 'שלום', 800);
  const name = tableOf(bold, 'name');
  const os2 = tableOf(bold, 'OS/2');

  it('stops the build naming the option, the entry, the file and the table, not using the file name and 400', async () => {
    const fonts: Record<string, [Buffer, string]> = {
      // More name records than the table holds; names whose text lies beyond the table.
      'fonts/name-count.ttf': [
        damaged(bold, (copy) => copy.writeUInt16BE(500, name.offset + 2)),
        'its name table is damaged (HarfBuzz reads no name from its 52 bytes)',
      ],
      'fonts/name-strings.ttf': [
        damaged(bold, (copy) => copy.writeUInt16BE(0xfff0, name.offset + 4)),
        'its name table is damaged',
      ],
      // An OS/2 table cut short, by its length in the directory or by a version it is too short for.
      'fonts/os2-cut.ttf': [
        damaged(bold, (copy) => copy.writeUInt32BE(40, os2.record + 12)),
        'its OS/2 table is damaged (40 bytes, where version 4 has 96)',
      ],
      'fonts/os2-version.ttf': [
        damaged(bold, (copy) => copy.writeUInt16BE(5, os2.offset)),
        'its OS/2 table is damaged (96 bytes, where version 5 has 100)',
      ],
      'fonts/os2-empty.ttf': [
        damaged(bold, (copy) => copy.writeUInt32BE(1, os2.record + 12)),
        'its OS/2 table is damaged (1 byte, too few to give its version)',
      ],
    };
    const siteDir = siteWith({
      ...Object.fromEntries(Object.entries(fonts).map(([file, [data]]) => [file, data])),
      'fonts/whole.ttf': bold,
    });
    for (const [entry, [, problem]] of Object.entries(fonts)) {
      await expect(siteFontFiles(findSiteFonts(siteDir, [entry])), entry).rejects.toThrow(
        `[@hoverkraft/docusaurus-theme] socialCards.fonts: ${JSON.stringify(entry)} cannot be read from ${path.join(siteDir, entry)}: ${problem}`,
      );
      await expect(siteFontFiles(findSiteFonts(siteDir, [entry])), entry).rejects.toThrow(expected);
    }
    // The same font whole gives its own family and weight.
    expect(await siteFonts(siteDir, ['fonts/whole.ttf'])).toEqual([
      {file: path.join(siteDir, 'fonts/whole.ttf'), family: 'Test Hebrew', weight: 800},
    ]);
  });

  it('takes a font without a name or OS/2 table as it is: the file name and 400 stand in, with no error', async () => {
    const without = damaged(bold, (copy) => {
      copy.write('namf', name.record, 'latin1');
      copy.write('OS/3', os2.record, 'latin1');
    });
    const siteDir = siteWith({'fonts/plain.ttf': without});
    expect(await siteFonts(siteDir, ['fonts/plain.ttf'])).toEqual([
      {file: path.join(siteDir, 'fonts/plain.ttf'), family: 'plain', weight: 400},
    ]);
  });
});

describe('the fonts a card is drawn with', () => {
  it('are, for each character, the first family that has it, after Inter Latin: the font satori would pick among all', async () => {
    const siteDir = siteWith({
      'first.ttf': testFont('First', 'שא'),
      'second.ttf': testFont('Second', 'שב設'),
    });
    const fonts = await loadFonts(await cardFontFiles(findSiteFonts(siteDir, ['first.ttf', 'second.ttf'])));
    const families = (text: string) => [...new Set(fonts.forText(text).satori.map(({name}) => name))];
    expect(families('Hello')).toEqual(['Inter']);
    expect(families('Привет')).toEqual(['Inter', 'Inter cyrillic']);
    // ש is First's (listed first); ב only Second has.
    expect(families('ש')).toEqual(['Inter', 'First']);
    expect(families('שב 設')).toEqual(['Inter', 'First', 'Second']);
    // The same families give the same fonts, so satori and the site layer reuse what they read.
    expect(fonts.forText('Hello')).toBe(fonts.forText('World'));
    expect(fonts.forText('Hello').digest).not.toBe(fonts.forText('Привет').digest);
    // Every font, in order, for a card drawn whole.
    expect(fonts.all.map(({name}) => name)).toContain('Second');
    expect(fonts.painter.map(({weight}) => weight)).toEqual([400, 800]);
  });
});
