// @vitest-environment node
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {cardFontFiles, findSiteFonts, loadFonts} from '../../../src/server/socialCards/fonts';
import {renderSocialCard} from '../../../src/server/socialCards/render';
import {NOTO_SANS_ARABIC, REFERENCE_CARDS, REFERENCE_SITE, referenceCardFile} from './referenceCards';

describe('the reference cards', {timeout: 60_000}, () => {
  it.each(REFERENCE_CARDS.map((card) => [card.name, card] as const))(
    'draw the "%s" card byte for byte as the theme drew it before its card code was reorganised',
    async (name, card) => {
      const fonts = await loadFonts(await cardFontFiles(findSiteFonts(__dirname, [NOTO_SANS_ARABIC])));
      const png = await renderSocialCard(card, REFERENCE_SITE, fonts);
      expect(png.equals(readFileSync(referenceCardFile(name))), `${name}.png differs from its reference`).toBe(true);
    },
  );
});
