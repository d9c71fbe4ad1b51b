// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {HarfBuzz} from 'harfbuzzjs';
import {describe, expect, it} from 'vitest';
import type {SitePage} from '../../../src/server/site/pages';
import {
  cardText,
  cmapCoverage,
  describeCharacter,
  isRightToLeft,
  uncoveredCharacters,
} from '../../../src/server/socialCards/coverage';
import {fontFamilyName, fontFormat, fontTable, fontWeightClass} from '../../../src/server/socialCards/fontFile';
import {interFontFiles, loadFonts} from '../../../src/server/socialCards/fonts';
import {missingGlyphsWarning, planSocialCards, socialCardsGlobalData} from '../../../src/server/socialCards/index';
import {woffToSfnt} from '../../../src/server/socialCards/painter/woff';
import {NOTO_SANS_ARABIC} from './referenceCards';
import {expectNoEmptyBoxes, fontCoverage, segmentsWithoutFont, siteWith, testFont} from './testFonts';

const codePoint = (character: string) => character.codePointAt(0) as number;
const interLatin = interFontFiles().find((font) => font.family === 'Inter' && font.weight === 400)?.file as string;

describe("a font's characters", () => {
  it('are read from the cmap of a WOFF file (format 4): Inter Latin has A and é, not Ж', () => {
    const inter = cmapCoverage(fontTable(readFileSync(interLatin), 'cmap') as Buffer);
    expect(inter.has(codePoint('A'))).toBe(true);
    expect(inter.has(codePoint('é'))).toBe(true);
    expect(inter.has(codePoint('Ж'))).toBe(false);
    expect(inter.has(codePoint('→'))).toBe(false);
  });

  it('are read from a format 12 cmap, beyond the Basic Multilingual Plane too', () => {
    const font = testFont('Test Emoji', '😀ש');
    expect(fontFormat(font)).toBe('sfnt');
    const coverage = fontCoverage(font);
    expect(coverage.has(codePoint('😀'))).toBe(true);
    expect(coverage.has(codePoint('ש'))).toBe(true);
    expect(coverage.has(codePoint('A'))).toBe(false);
    expect(coverage.ranges).toEqual([
      [0x20, 0x20],
      [codePoint('ש'), codePoint('ש')],
      [codePoint('😀'), codePoint('😀')],
    ]);
  });

  it('are the characters HarfBuzz reads from the same fonts: every Inter subset, Noto Sans Arabic, a format 12 cmap', async () => {
    const harfBuzz = (await require('harfbuzzjs')) as HarfBuzz;
    const fonts = [
      ...interFontFiles().map(({file}) => woffToSfnt(readFileSync(file))),
      readFileSync(NOTO_SANS_ARABIC),
      testFont('Test Emoji', '😀ש'),
    ];
    for (const font of fonts) {
      const face = harfBuzz.createFace(harfBuzz.createBlob(new Uint8Array(font)), 0);
      const ours = cmapCoverage(fontTable(font, 'cmap') as Buffer).ranges.flatMap(([start, end]) =>
        Array.from({length: end - start + 1}, (_, index) => start + index),
      );
      expect(ours).toEqual(Array.from(face.collectUnicodes()));
      face.destroy();
    }
  });

  it('are the same read from WOFF2 (Brotli) as from WOFF, with the weight and the family name', () => {
    for (const font of interFontFiles()) {
      const woff = readFileSync(font.file);
      const woff2 = readFileSync(font.file.replace(/\.woff$/, '.woff2'));
      expect(fontFormat(woff2)).toBe('woff2');
      expect(cmapCoverage(fontTable(woff2, 'cmap') as Buffer).ranges).toEqual(
        cmapCoverage(fontTable(woff, 'cmap') as Buffer).ranges,
      );
      expect(fontWeightClass(woff2)).toBe(font.weight);
      // WOFF2 names the typographic family; the WOFF only the legacy one ("Inter ExtraBold"), weight dropped.
      expect([fontFamilyName(woff), fontFamilyName(woff2)]).toEqual(['Inter', 'Inter']);
    }
  });

  it('cannot be read from a file that is no font, and the error says what is expected', () => {
    expect(fontFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(() => fontTable(Buffer.from('not a font, but long enough'), 'cmap')).toThrow(
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

  it('never counts white space or control characters as missing', () => {
    const {covers} = loadFonts();
    expect(uncoveredCharacters('Title\u3000with\u2003spaces\t\u0007\u200B\u200D', covers)).toEqual([]);
  });

  it('names each character no font has once, in order, with its code point', () => {
    const {covers} = loadFonts();
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

  it('keeps the pages whose text no card font has on the site-wide image, and draws the others', () => {
    const plan = planSocialCards(pages, siteConfig, undefined, interFontFiles());
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

  it('with a font that has the missing characters, draws every page, and lists none', () => {
    const plan = planSocialCards(pages.slice(0, 3), siteConfig, undefined, [
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

  it('draws the site title without a character no font has, and still draws the pages whose own text it has', () => {
    const plan = planSocialCards(pages, {...siteConfig, title: '🚀 Rocket\u200D🛸 Docs'}, undefined, interFontFiles());
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
    const plan = planSocialCards(
      pages.slice(1, 2),
      {...siteConfig, title: 'Rocket 🚀 Docs'},
      undefined,
      interFontFiles(),
    );
    const [intro] = plan.pages as [SitePage];
    expect(await segmentsWithoutFont(intro, {...plan.site, title: 'Rocket 🚀 Docs'}, loadFonts())).not.toEqual([]);
    await expectNoEmptyBoxes(intro, plan.site, loadFonts());
  });

  it('names the site title in its warning when the title is the cause', () => {
    const plan = planSocialCards(
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
      planSocialCards(pages, {...siteConfig, title: 'サイト'}, undefined, interFontFiles()),
    );
    expect(both).toContain(
      'Social cards: no card font has サ (U+30B5), イ (U+30A4), ト (U+30C8) of the site title (title in the site config), ' +
        'so the cards show no site title. 2 pages keep the site-wide image (themeConfig.image) instead of a card, ' +
        'because no card font has 設 (U+8A2D), 定 (U+5B9A), ガ (U+30AC), イ (U+30A4), ド (U+30C9), 🎉 (U+1F389): /docs/ja, /blog/party. ' +
        'To draw their cards and the whole site title, add a font',
    );
  });

  it('is told in one warning: the pages, the characters with their code points, and the option that fixes it', () => {
    const warning = missingGlyphsWarning(planSocialCards(pages, siteConfig, undefined, interFontFiles()));
    expect(warning).toBe(
      'Social cards: 2 pages keep the site-wide image (themeConfig.image) instead of a card, because no card font has ' +
        '設 (U+8A2D), 定 (U+5B9A), ガ (U+30AC), イ (U+30A4), ド (U+30C9), 🎉 (U+1F389): /docs/ja, /blog/party. ' +
        'To draw their cards, add a font that has these characters to the theme option socialCards.fonts: a font file ' +
        'relative to the site, or an installed @fontsource package (such as @fontsource/noto-sans-jp, @fontsource/noto-sans-sc, @fontsource/noto-emoji).',
    );
  });

  it('is told with the first pages and characters only on a large site', () => {
    const many = Array.from({length: 30}, (_, index) =>
      page('doc', `/docs/${index}`, String.fromCodePoint(0x4e00 + index)),
    );
    const warning = missingGlyphsWarning(planSocialCards(many, siteConfig, undefined, interFontFiles())) ?? '';
    expect(warning).toContain('30 pages keep');
    expect(warning).toContain('/docs/9 and 20 more.');
    expect(warning).toContain('(U+4E13) and 10 more:');
  });
});
