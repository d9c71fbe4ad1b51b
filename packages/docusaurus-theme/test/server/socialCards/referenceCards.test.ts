// @vitest-environment node
import {readFileSync, statSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {cardFontFiles, findSiteFonts, loadFonts} from '../../../src/server/socialCards/fonts';
import {renderSocialCard} from '../../../src/server/socialCards/render';
import {NOTO_SANS_ARABIC, REFERENCE_CARDS, REFERENCE_SITE, referenceCardFile} from './referenceCards';

/**
 * The five reference cards' PNG files together, in bytes: what a site's link previews download,
 * kept from growing. Each change and why: bench/measurements.md, "The reference cards' budget".
 */
const REFERENCE_CARDS_BUDGET_BYTES = 87_500;

describe('the reference cards', {timeout: 60_000}, () => {
  it(`weigh at most ${REFERENCE_CARDS_BUDGET_BYTES} bytes together`, () => {
    const bytes = REFERENCE_CARDS.reduce((total, {name}) => total + statSync(referenceCardFile(name)).size, 0);
    expect(bytes).toBeLessThanOrEqual(REFERENCE_CARDS_BUDGET_BYTES);
  });

  it.each(REFERENCE_CARDS.map((card) => [card.name, card] as const))(
    'draw the "%s" card byte for byte as the theme drew it before its card code was reorganised',
    async (name, card) => {
      const fonts = await loadFonts(await cardFontFiles(findSiteFonts(__dirname, [NOTO_SANS_ARABIC])));
      const png = await renderSocialCard(card, REFERENCE_SITE, fonts);
      expect(png.equals(readFileSync(referenceCardFile(name))), `${name}.png differs from its reference`).toBe(true);
    },
  );
});
