import {createHash} from 'node:crypto';
import {THEME_VERSION} from '../site/packageFiles';
import type {SitePage} from '../site/pages';
import {CARD_LAYOUT, type CardDesign, cardDesign, designTexts, type SiteIdentity} from './design';
import type {CardFonts} from './fonts';

/**
 * A drawn card's name in the cache: its picture key, a digest of what it shows. The cards of a
 * build folder are kept together in one sealed file (cards.ts), checked as a whole before any of
 * them is reused.
 */

/**
 * Bumped whenever the drawing code changes how a card looks, so that a cache filled by an
 * unreleased build of the same version is not reused (revision 3: every Inter subset, right-to-
 * left text, long words broken).
 */
const CARD_DRAWING_REVISION = 3;

/**
 * A digest of everything that decides how a card looks: its design (design.ts: its texts, their
 * sizes and directions, the brand's colours), the layout every card shares (`CARD_LAYOUT`, the
 * card size among it), the fonts it is drawn with (`fonts`, the digest of a `FontSelection`), the
 * theme version and the drawing revision. Not the page's path or locale: two pages with the same
 * digest get the same picture, and a cached card is reused only while its digest stays the same.
 */
export function cardPictureKey(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity, fonts: string): string {
  return designKey(cardDesign(page, site), fonts);
}

function designKey(design: CardDesign, fonts: string): string {
  const picture = {theme: THEME_VERSION, drawing: CARD_DRAWING_REVISION, layout: CARD_LAYOUT, fonts, design};
  return createHash('sha256').update(JSON.stringify(picture)).digest('hex').slice(0, 32);
}

/** A card's design and its picture key with the fonts it would be drawn with. */
export function keyedCardDesign(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  fonts: CardFonts,
): {design: CardDesign; key: string} {
  const design = cardDesign(page, site);
  return {design, key: designKey(design, fonts.forText(...designTexts(design)).digest)};
}

/** A card's picture key with the fonts it would be drawn with. */
export function cardKey(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity, fonts: CardFonts): string {
  return keyedCardDesign(page, site, fonts).key;
}
