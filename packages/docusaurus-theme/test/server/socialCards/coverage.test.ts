// @vitest-environment node
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {SitePage} from '../../../src/server/site/pages';
import {
  cardText,
  describeCharacter,
  isRightToLeft,
  uncoveredCharacters,
} from '../../../src/server/socialCards/coverage';
import {fontCoverage, fontFormat, readFontFile} from '../../../src/server/socialCards/fontFile';
import {interFontFiles, loadFonts} from '../../../src/server/socialCards/fonts';
import {missingGlyphsWarning, planSocialCards, socialCardsGlobalData} from '../../../src/server/socialCards/index';
import {NOTO_SANS_ARABIC} from './referenceCards';
import {expectNoEmptyBoxes, segmentsWithoutFont, siteWith, testFont} from './testFonts';

const codePoint = (character: string) => character.codePointAt(0) as number;
const interLatin = interFontFiles().find((font) => font.family === 'Inter' && font.weight === 400)?.file as string;

/**
 * What the theme's own reader of the cmap, OS/2 and name tables found in these fonts, before
 * HarfBuzz replaced it (a test had checked its characters against HarfBuzz's on the same fonts):
 * how many characters, in how many ranges, a digest of the ranges, the weight and the family.
 */
const KNOWN_FONTS: [string, number, number, string, number, string][] = [
  ['inter-latin-400-normal.woff', 230, 31, 'f411d19e73fdca4e', 400, 'Inter'],
  ['inter-latin-800-normal.woff', 230, 31, 'f411d19e73fdca4e', 800, 'Inter'],
  ['inter-latin-ext-400-normal.woff', 733, 50, '152f9a19b26d536b', 400, 'Inter'],
  ['inter-latin-ext-800-normal.woff', 733, 50, '152f9a19b26d536b', 800, 'Inter'],
  ['inter-vietnamese-400-normal.woff', 115, 17, 'cd0d5b4ad33ac918', 400, 'Inter'],
  ['inter-vietnamese-800-normal.woff', 115, 17, 'cd0d5b4ad33ac918', 800, 'Inter'],
  ['inter-cyrillic-400-normal.woff', 107, 10, '3fec5c97aa15d068', 400, 'Inter'],
  ['inter-cyrillic-800-normal.woff', 107, 10, '3fec5c97aa15d068', 800, 'Inter'],
  ['inter-cyrillic-ext-400-normal.woff', 157, 14, 'b1e0d2c141422340', 400, 'Inter'],
  ['inter-cyrillic-ext-800-normal.woff', 157, 14, 'b1e0d2c141422340', 800, 'Inter'],
  ['inter-greek-400-normal.woff', 110, 15, '6117714ee1463e3f', 400, 'Inter'],
  ['inter-greek-800-normal.woff', 110, 15, '6117714ee1463e3f', 800, 'Inter'],
  ['inter-greek-ext-400-normal.woff', 238, 21, '23651cc6c746e930', 400, 'Inter'],
  ['inter-greek-ext-800-normal.woff', 238, 21, '23651cc6c746e930', 800, 'Inter'],
  ['NotoSansArabic-Variable.ttf', 1161, 26, '14d915f98294b9e9', 400, 'Noto Sans Arabic'],
  ['Test Emoji (format 12)', 3, 3, '745d6899040c60ca', 400, 'Test Emoji'],
];

/** What `readFontFile` reads of a font, in the terms of `KNOWN_FONTS`; `fontCoverage` (what the cards look texts up in) reads the same characters. */
async function readKnown(data: Buffer) {
  const {coverage, weightClass, family} = await readFontFile(data);
  expect((await fontCoverage(data)).ranges).toEqual(coverage.ranges);
  const count = coverage.ranges.reduce((sum, [start, end]) => sum + end - start + 1, 0);
  const digest = createHash('sha256').update(JSON.stringify(coverage.ranges)).digest('hex').slice(0, 16);
  return [count, coverage.ranges.length, digest, weightClass, family];
}

describe("a font's characters, weight and family", () => {
  it('are read by HarfBuzz from a WOFF file: Inter Latin has A and é, not Ж', async () => {
    const inter = await fontCoverage(readFileSync(interLatin));
    expect(inter.has(codePoint('A'))).toBe(true);
    expect(inter.has(codePoint('é'))).toBe(true);
    expect(inter.has(codePoint('Ж'))).toBe(false);
    expect(inter.has(codePoint('→'))).toBe(false);
  });

  it('are read from a format 12 cmap, beyond the Basic Multilingual Plane too', async () => {
    const font = testFont('Test Emoji', '😀ש');
    expect(fontFormat(font)).toBe('sfnt');
    const coverage = await fontCoverage(font);
    expect(coverage.has(codePoint('😀'))).toBe(true);
    expect(coverage.has(codePoint('ש'))).toBe(true);
    expect(coverage.has(codePoint('A'))).toBe(false);
    expect(coverage.ranges).toEqual([
      [0x20, 0x20],
      [codePoint('ש'), codePoint('ש')],
      [codePoint('😀'), codePoint('😀')],
    ]);
  });

  it('are those known of every Inter subset, Noto Sans Arabic and a format 12 cmap', async () => {
    const interDir = path.dirname(interLatin);
    const files: Record<string, Buffer> = {
      'NotoSansArabic-Variable.ttf': readFileSync(NOTO_SANS_ARABIC),
      'Test Emoji (format 12)': testFont('Test Emoji', '😀ש'),
    };
    for (const [name, ...known] of KNOWN_FONTS) {
      const data = files[name] ?? readFileSync(path.join(interDir, name));
      expect(await readKnown(data), name).toEqual(known);
    }
  });

  it('are the same read from WOFF2 (Brotli) as from WOFF', async () => {
    for (const font of interFontFiles()) {
      const woff2 = readFileSync(font.file.replace(/\.woff$/, '.woff2'));
      expect(fontFormat(woff2)).toBe('woff2');
      expect(await readKnown(woff2), path.basename(font.file)).toEqual(await readKnown(readFileSync(font.file)));
    }
  });

  it('cannot be read from a file that is no font, and the error says what is expected', async () => {
    expect(fontFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    await expect(readFontFile(Buffer.from('not a font, but long enough'))).rejects.toThrow(
      'Expected a TrueType, OpenType, WOFF or WOFF2 font',
    );
  });
});

describe('the text a card shows', () => {
  it('is composed (NFC), each run of white space one space, without controls or invisible characters', () => {
    // e + combining circumflex + combining acute: Vietnamese typed decomposed becomes ế.
    expect(cardText('Vi\u0065\u0302\u0301t')).toBe('Việt'.replace('ệ', 'ế'));
    expect(cardText(' Tab\there,\nnew line\u3000and\u00a0more\u0007 ')).toBe('Tab here, new line and more');
    // A variation selector, a soft hyphen, a word joiner and direction marks are dropped.
    expect(cardText('\u200FWarning\uFE0F: soft\u00ADhyphen\u2060\u200E')).toBe('Warning: softhyphen');
    // Joiners stay inside words (Persian needs the non-joiner), not at the start.
    expect(cardText('\u200Cمی\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('never counts white space or control characters as missing', async () => {
    const {covers} = await loadFonts();
    expect(uncoveredCharacters('Title\u3000with\u2003spaces\t\u0007\u200B\u200D', covers)).toEqual([]);
  });

  it('names each character no font has once, in order, with its code point', async () => {
    const {covers} = await loadFonts();
    expect(uncoveredCharacters('設定 → 設定 😀', covers).map(describeCharacter)).toEqual([
      '設 (U+8A2D)',
      '定 (U+5B9A)',
      '→ (U+2192)',
      '😀 (U+1F600)',
    ]);
    // Latin Extended, Vietnamese, Cyrillic and Greek are Inter's own.
    expect(uncoveredCharacters('Zażółć ğış Țară Việt Привет ѓґ Καλημέρα ἀρχή', covers)).toEqual([]);
  });

  it('runs right to left when its first letter is of a right-to-left script, whatever comes before', () => {
    expect(isRightToLeft('שלום world')).toBe(true);
    expect(isRightToLeft('«مرحبا» Docusaurus')).toBe(true);
    expect(isRightToLeft('3.9 مرحبا')).toBe(true);
    expect(isRightToLeft('Docusaurus مرحبا')).toBe(false);
    expect(isRightToLeft('\u200FHello')).toBe(true);
    expect(isRightToLeft('Привет')).toBe(false);
    expect(isRightToLeft('123 ...')).toBe(false);
  });
});

function page(kind: SitePage['kind'], permalink: string, title: string, section = 'Documentation'): SitePage {
  return {kind, permalink, title, section, listed: true, ownImage: false};
}

const siteConfig = {title: 'Site', tagline: 'Tagline', url: 'https://example.com', baseUrl: '/'};

describe('the plan of a build’s cards', () => {
  const pages = [
    page('home', '/', 'Site'),
    page('doc', '/docs/intro', 'Introduction'),
    page('doc', '/docs/ja', '設定ガイド'),
    page('blogPost', '/blog/party', 'Release party 🎉', 'Blog'),
    page('doc', '/docs/ru', 'Введение'),
    // Own image, or a standalone page: no card either way, so never listed.
    {...page('doc', '/docs/own', '設定'), ownImage: true},
    page('page', '/about', '設定'),
  ];

  it('keeps the pages whose text no card font has on the site-wide image, and draws the others', async () => {
    const plan = await planSocialCards(pages, siteConfig, undefined, interFontFiles());
    expect(plan.pages.map(({permalink}) => permalink)).toEqual(['/', '/docs/intro', '/docs/ru']);
    expect(plan.withoutCard).toEqual([
      {permalink: '/docs/ja', missing: [...'設定ガイド'].map(codePoint)},
      {permalink: '/blog/party', missing: [codePoint('🎉')]},
    ]);
    // The home page's card shows the tagline above its title.
    expect(plan.pages[0]?.section).toBe('Tagline');
    expect(socialCardsGlobalData(plan)).toEqual({
      socialCards: true,
      homeSocialCard: true,
      pagesWithoutSocialCard: ['/docs/ja', '/blog/party'],
    });
  });

  it('with a font that has the missing characters, draws every page, and lists none', async () => {
    const plan = await planSocialCards(pages.slice(0, 3), siteConfig, undefined, [
      ...interFontFiles(),
      {
        file: path.join(siteWith({'cjk.ttf': testFont('Test CJK', '設定ガイド')}), 'cjk.ttf'),
        family: 'Test CJK',
        weight: 400,
      },
    ]);
    expect(plan.withoutCard).toEqual([]);
    expect(socialCardsGlobalData(plan)).toEqual({socialCards: true, homeSocialCard: true});
    expect(missingGlyphsWarning(plan)).toBeUndefined();
  });

  it('draws the site title without a character no font has, and still draws the pages whose own text it has', async () => {
    const plan = await planSocialCards(
      pages,
      {...siteConfig, title: '🚀 Rocket\u200D🛸 Docs'},
      undefined,
      interFontFiles(),
    );
    expect(plan.site.title).toBe('Rocket Docs');
    expect(plan.siteTitleMissing).toEqual([codePoint('🚀'), codePoint('🛸')]);
    expect(plan.pages.map(({permalink}) => permalink)).toEqual(['/', '/docs/intro', '/docs/ru']);
    expect(plan.withoutCard.map(({permalink}) => permalink)).toEqual(['/docs/ja', '/blog/party']);
    expect(socialCardsGlobalData(plan)).toMatchObject({
      homeSocialCard: true,
      pagesWithoutSocialCard: ['/docs/ja', '/blog/party'],
    });
  });

  it('draws those cards with no empty box where the emoji was', async () => {
    const plan = await planSocialCards(
      pages.slice(1, 2),
      {...siteConfig, title: 'Rocket 🚀 Docs'},
      undefined,
      interFontFiles(),
    );
    const [intro] = plan.pages as [SitePage];
    expect(await segmentsWithoutFont(intro, {...plan.site, title: 'Rocket 🚀 Docs'}, await loadFonts())).not.toEqual(
      [],
    );
    await expectNoEmptyBoxes(intro, plan.site, await loadFonts());
  });

  it('names the site title in its warning when the title is the cause', async () => {
    const plan = await planSocialCards(
      pages.slice(0, 2),
      {...siteConfig, title: 'Rocket 🚀 Docs'},
      undefined,
      interFontFiles(),
    );
    expect(plan.withoutCard).toEqual([]);
    expect(missingGlyphsWarning(plan)).toBe(
      'Social cards: no card font has 🚀 (U+1F680) of the site title (title in the site config), so every card shows ' +
        'it as "Rocket Docs". To draw the whole site title, add a font that has these characters to the theme option ' +
        'socialCards.fonts: a font file relative to the site, or an installed @fontsource package (such as @fontsource/noto-emoji).',
    );
    const both = missingGlyphsWarning(
      await planSocialCards(pages, {...siteConfig, title: 'サイト'}, undefined, interFontFiles()),
    );
    expect(both).toContain(
      'Social cards: no card font has サ (U+30B5), イ (U+30A4), ト (U+30C8) of the site title (title in the site config), ' +
        'so the cards show no site title. 2 pages keep the site-wide image (themeConfig.image) instead of a card, ' +
        'because no card font has 設 (U+8A2D), 定 (U+5B9A), ガ (U+30AC), イ (U+30A4), ド (U+30C9), 🎉 (U+1F389): /docs/ja, /blog/party. ' +
        'To draw their cards and the whole site title, add a font',
    );
  });

  it('is told in one warning: the pages, the characters with their code points, and the option that fixes it', async () => {
    const warning = missingGlyphsWarning(await planSocialCards(pages, siteConfig, undefined, interFontFiles()));
    expect(warning).toBe(
      'Social cards: 2 pages keep the site-wide image (themeConfig.image) instead of a card, because no card font has ' +
        '設 (U+8A2D), 定 (U+5B9A), ガ (U+30AC), イ (U+30A4), ド (U+30C9), 🎉 (U+1F389): /docs/ja, /blog/party. ' +
        'To draw their cards, add a font that has these characters to the theme option socialCards.fonts: a font file ' +
        'relative to the site, or an installed @fontsource package (such as @fontsource/noto-sans-jp, @fontsource/noto-sans-sc, @fontsource/noto-emoji).',
    );
  });

  it('is told with the first pages and characters only on a large site', async () => {
    const many = Array.from({length: 30}, (_, index) =>
      page('doc', `/docs/${index}`, String.fromCodePoint(0x4e00 + index)),
    );
    const warning = missingGlyphsWarning(await planSocialCards(many, siteConfig, undefined, interFontFiles())) ?? '';
    expect(warning).toContain('30 pages keep');
    expect(warning).toContain('/docs/9 and 20 more.');
    expect(warning).toContain('(U+4E13) and 10 more:');
  });
});
