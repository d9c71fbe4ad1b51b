import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {THEME_VERSION} from '../site/packageFiles';
import type {SitePage} from '../site/pages';
import {CARD_LAYOUT, type CardDesign, cardDesign, designTexts, type SiteIdentity} from './design';
import type {CardFonts} from './fonts';

/**
 * How a drawn card is named in the cache: `<picture key>.<content hash>.png`. The picture key
 * says what the card shows (`cardPictureKey`); the content hash is the SHA-256 of the
 * file's bytes as drawn, so that a file changed after it was written (by hand, by a tool, by a
 * half-restored CI cache or a damaged disk) is found out, and drawn again, before a build would
 * publish it.
 */

/**
 * Bumped whenever the drawing code changes how a card looks, so that a cache filled by an
 * unreleased build of the same version is not reused (revision 3: every Inter subset, right-to-
 * left text, long words broken, cache entries named with their content hash).
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

const HEX_32 = '[0-9a-f]{32}';
const ENTRY = new RegExp(`^(${HEX_32})\\.(${HEX_32})\\.png$`);

/** A card's content hash: the first 128 bits of the SHA-256 of its bytes, in hex. */
export function cardContentHash(png: Uint8Array): string {
  return createHash('sha256').update(png).digest('hex').slice(0, 32);
}

/** The cache file name of a card with this picture key and these bytes. */
export function cardEntryName(key: string, png: Uint8Array): string {
  return `${key}.${cardContentHash(png)}.png`;
}

/** A cache file name's picture key and content hash; undefined for a name that is not a card's. */
export function parseCardEntryName(name: string): {key: string; hash: string} | undefined {
  const match = ENTRY.exec(name);
  return match ? {key: match[1] as string, hash: match[2] as string} : undefined;
}

/** Whether the cached card at `file`, named `name`, still holds the bytes its name's hash was taken of. */
export function cardEntryIntact(file: string, name: string): boolean {
  const parsed = parseCardEntryName(name);
  try {
    return parsed !== undefined && cardContentHash(readFileSync(file)) === parsed.hash;
  } catch {
    return false;
  }
}
