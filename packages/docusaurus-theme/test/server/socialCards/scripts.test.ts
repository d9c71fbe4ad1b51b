// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CARD_WIDTH, PAGE_TEXT_BOX} from '../../../src/server/socialCards/design';
import {cardFontFiles, findSiteFonts, interFontFiles, loadFonts} from '../../../src/server/socialCards/fonts';
import {MissingGlyphsError, renderSocialCard} from '../../../src/server/socialCards/render';
import {cardPixels, inkBox, pageTextArea, wholeCardPixels} from './cardPixels';
import {expectNoEmptyBoxes, segmentsWithoutFont, siteWith, testFont} from './testFonts';

const site = {title: 'Hoverkraft Theme', url: 'https://example.com', baseUrl: '/'};

// Drawing is CPU work: on a busy two-core runner a few cards can take longer than Vitest's 5 s.
const DRAWING = {timeout: 60_000};

/** Titles and sections in the scripts Inter's @fontsource package covers. */
const INTER_SCRIPTS: [string, {title: string; section: string}][] = [
  ['Polish', {title: 'Zażółć gęślą jaźń', section: 'Dokumentacja'}],
  ['Czech', {title: 'Příliš žluťoučký kůň úpěl ďábelské ódy', section: 'Dokumentace'}],
  ['Turkish', {title: 'Ağaç, İğne ve Şişe', section: 'Belgeler'}],
  ['Romanian', {title: 'Țară, știri și învățământ', section: 'Documentație'}],
  ['Cyrillic', {title: 'Начало работы с темой', section: 'Документация · Ѓ Ґ Ђ'}],
  ['Greek', {title: 'Καλημέρα κόσμε, ἀρχή', section: 'Τεκμηρίωση'}],
  ['Vietnamese', {title: 'Bắt đầu với chủ đề của trang', section: 'Tài liệu'}],
];

/** The Arabic font HarfBuzz's JavaScript package (a dependency of the theme) ships for its own tests. */
const NOTO_SANS_ARABIC = path.join(
  path.dirname(require.resolve('harfbuzzjs/package.json')),
  'test/fonts/noto/NotoSansArabic-Variable.ttf',
);

/** A site whose cards have fonts for Arabic (Noto Sans Arabic), Hebrew, Japanese and emoji (made for the test). */
async function fontsForEveryScript() {
  const siteDir = siteWith({
    'fonts/hebrew.ttf': testFont('Test Hebrew', 'ברוכיםהבאלתעדשו'),
    'fonts/japanese.ttf': testFont('Test Japanese', '設定ガイド：の使い方テーマ'),
    'fonts/emoji.ttf': testFont('Test Emoji', '🎉😀'),
  });
  return loadFonts(
    await cardFontFiles(
      findSiteFonts(siteDir, [NOTO_SANS_ARABIC, 'fonts/hebrew.ttf', 'fonts/japanese.ttf', './fonts/emoji.ttf']),
    ),
  );
}

const OTHER_SCRIPTS: [string, {title: string; section: string}][] = [
  ['Arabic', {title: 'مرحبا بكم في التوثيق', section: 'التوثيق'}],
  ['Arabic with Latin words and digits', {title: 'إعداد Docusaurus 3 في موقعك', section: 'Documentation'}],
  ['Hebrew', {title: 'ברוכים הבאים לתיעוד', section: 'תיעוד'}],
  ['Japanese', {title: '設定ガイド：テーマの使い方', section: 'ガイド'}],
  ['emoji', {title: 'Release party 🎉', section: 'Blog 😀'}],
];

describe('social cards in every script', DRAWING, () => {
  it.each(INTER_SCRIPTS)('draw %s with Inter’s own subsets, every character from a font', async (_, page) => {
    await expectNoEmptyBoxes(page, site, await loadFonts());
    const pixels = cardPixels(await renderSocialCard(page, site));
    expect(inkBox(pixels).pixels, 'ink of the title and section').toBeGreaterThan(1000);
  });

  it('drew those scripts as empty boxes with Inter’s Latin subset alone, the one font cards had', async () => {
    const latinOnly = await loadFonts(interFontFiles().filter((font) => font.family === 'Inter'));
    for (const [script, page] of INTER_SCRIPTS) {
      expect(await segmentsWithoutFont(page, site, latinOnly), script).not.toEqual([]);
    }
  });

  it.each(OTHER_SCRIPTS)('draw %s with the fonts a site adds, every character from a font', async (_, page) => {
    const fonts = await fontsForEveryScript();
    await expectNoEmptyBoxes(page, site, fonts);
    const pixels = cardPixels(await renderSocialCard(page, site, fonts));
    expect(inkBox(pixels).pixels).toBeGreaterThan(1000);
  });

  it('refuse a card with a character no font has, as satori would draw an empty box for it', async () => {
    // The detector: satori asks for the emoji's font, which Inter is not.
    const page = {title: 'Release party 😀', section: 'Blog'};
    expect(await segmentsWithoutFont(page, site, await loadFonts())).toEqual(['😀']);
    // The drawing code asks satori the same way, and writes nothing.
    const drawing = renderSocialCard(page, site);
    await expect(drawing).rejects.toBeInstanceOf(MissingGlyphsError);
    await expect(drawing).rejects.toThrow('no card font has 😀 (U+1F600)');
    // The site's own text, on every card, too.
    await expect(renderSocialCard({title: 'Intro', section: ''}, {...site, title: 'テーマ'})).rejects.toThrow(
      'no card font has テ (U+30C6), ー (U+30FC), マ (U+30DE)',
    );
  });
});

describe('right-to-left cards', DRAWING, () => {
  /** Where a short title's ink sits in the text box: at its right edge when it runs right to left. */
  async function titleInk(page: {title: string; section: string}) {
    return inkBox(cardPixels(await renderSocialCard(page, site, await fontsForEveryScript())));
  }

  it.each([
    ['Arabic', 'مرحبا'],
    ['Hebrew', 'שלום'],
    // Latin letters after a right-to-left mark: satori's, not the glyph painter's, which lays out left to right only.
    ['Latin text opened by a right-to-left mark', '\u200FHello'],
  ])('start %s at the right of the card', async (_, title) => {
    const ink = await titleInk({title, section: ''});
    const right = PAGE_TEXT_BOX.left + PAGE_TEXT_BOX.width;
    expect(right - ink.right, 'from the right edge of the text box').toBeLessThan(12);
    expect(ink.left - PAGE_TEXT_BOX.left, 'from the left edge').toBeGreaterThan(400);
  });

  it('start text that runs left to right at the left, even with right-to-left words in it', async () => {
    const ink = await titleInk({title: 'Hello שלום', section: ''});
    expect(ink.left - PAGE_TEXT_BOX.left).toBeLessThan(12);
  });
});

describe('over-long words', DRAWING, () => {
  const word = 'x'.repeat(60);

  it.each([
    ['title', {title: `A ${word} title`, section: 'Documentation'}],
    ['section', {title: 'Title', section: `Documentation · ${word}`}],
    ['title, with no space at all', {title: word, section: ''}],
  ])('are broken to stay inside the card: a 60-character word in the %s', async (_, page) => {
    const fonts = await loadFonts();
    // The card drawn whole: nothing right of the text box, in its rows, is ink.
    const whole = await wholeCardPixels(page, site, fonts);
    const rightOfText = {...pageTextArea(), left: pageTextArea().right, right: CARD_WIDTH};
    expect(inkBox(whole, rightOfText).pixels, 'ink right of the text box, drawn whole').toBe(0);
    // The card as built: the word's ink stops short of the text box's edge, where it would be cut.
    const built = cardPixels(await renderSocialCard(page, site, fonts));
    expect(inkBox(built, rightOfText).pixels).toBe(0);
    const ink = inkBox(built);
    expect(ink.right, 'right edge of the ink').toBeLessThan(pageTextArea().right - 1);
    // On two lines at least: more than one line of the smallest title size (52 px, lines 1.1 times that) apart.
    expect(ink.bottom - ink.top).toBeGreaterThan(60);
  });
});
