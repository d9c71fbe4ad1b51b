import {readFileSync} from 'node:fs';
import {brandToken, type MarkColors, markColors} from '../../shared/brand';
import {SOCIAL_CARD_SIZE} from '../../shared/contract';
import {BRAND_TOKENS_CSS} from '../site/packageFiles';
import type {SitePage} from '../site/pages';
import {cardText, isRightToLeft} from './coverage';

/**
 * What a card shows: its texts, their sizes and directions, the brand's colours and where each
 * part sits. Plain data, with no drawing library: render.ts turns a design into pixels, and the
 * cache keys a card by its design (cacheEntry.ts), so that a card is drawn again exactly when
 * what it shows changes.
 */

/** Open Graph's recommended size, which X, LinkedIn, Slack and Mastodon all crop well. */
export const {width: CARD_WIDTH, height: CARD_HEIGHT} = SOCIAL_CARD_SIZE;

/**
 * What a card shows of the site: its title and its address (URL and base URL). The address is
 * the site's own (its default locale's), so that every locale's build draws the same card.
 */
export type SiteIdentity = {title: string; url: string; baseUrl: string};

/** The address line of a card: `example.com/docs`, without the scheme or a trailing slash. */
export function siteAddress(site: SiteIdentity): string {
  return `${site.url.replace(/^https?:\/\//, '').replace(/\/+$/, '')}${site.baseUrl}`.replace(/\/$/, '');
}

/** The texts of a card: what its fonts must have. */
export function cardTexts(page: Pick<SitePage, 'title' | 'section'>, site: SiteIdentity): string[] {
  return [site.title, siteAddress(site), page.section, page.title];
}

/** Long titles get a smaller size so that they still fit in three lines. */
export function titleFontSize(title: string): number {
  const {length} = cardText(title);
  if (length <= 28) {
    return 80;
  }
  return length <= 56 ? 64 : 52;
}

/** The card's margins: the left edge carries a bar in the primary colour, the text sits inside. */
const EDGE_BAR_WIDTH = 16;
const MARGIN_X = 72;

/**
 * Where each page's own text (its section and title) goes, centred vertically in this box; the
 * rest of the card (the mark, the site title, the address) is the same on every page. Between
 * the top row (the 72 px mark) and the bottom row (the address), with room for three lines of
 * the largest title size.
 */
export const PAGE_TEXT_BOX = {
  left: EDGE_BAR_WIDTH + MARGIN_X,
  top: 160,
  width: CARD_WIDTH - EDGE_BAR_WIDTH - 2 * MARGIN_X,
  height: 340,
} as const;

/** Where each part of a card sits and how large it is, in pixels: the same on every card. */
export const CARD_LAYOUT = {
  size: SOCIAL_CARD_SIZE,
  edgeBarWidth: EDGE_BAR_WIDTH,
  marginX: MARGIN_X,
  marginY: 64,
  /** The top row: the mark, then the site title. */
  markSize: 72,
  markGap: 24,
  siteTitle: {fontSize: 36, weight: 800},
  /** The bottom row: the address, then a bar in the accent colour at the right. */
  address: {fontSize: 28},
  accentBar: {width: 160, height: 8, radius: 4},
  pageTextBox: PAGE_TEXT_BOX,
  /** Between the section and the title. */
  pageTextGap: 20,
  section: {fontSize: 32, weight: 400},
  title: {
    weight: 800,
    /** Lines between the top of one title line and the next, as a multiple of the title's size. */
    lineHeight: 1.1,
    /** A title longer than this many lines is cut, with an ellipsis. */
    maxLines: 3,
  },
} as const;

/** The colours a card is drawn in, all of them brand tokens' values. */
export type CardColors = {
  background: string;
  text: string;
  muted: string;
  accent: string;
  /** The bar along the card's left edge. */
  edge: string;
  mark: MarkColors;
};

/**
 * Which brand token paints which part of a card. A card is the brand's dark band (the footer's
 * colours) as the light mode defines it, with the mark as the light-mode logo draws it; to
 * change a card's colours, change these tokens in src/css/brandTokens.css.
 */
export const CARD_TOKENS = {
  background: '--hk-band-background',
  text: '--hk-band-text',
  muted: '--hk-band-text-muted',
  accent: '--hk-band-accent',
  edge: '--hk-color-primary',
} as const;

/** The card colours, read from the brand tokens (by default the package's own brandTokens.css). */
export function cardColors(tokensCss = readFileSync(BRAND_TOKENS_CSS, 'utf8')): CardColors {
  const token = (name: string) => brandToken(tokensCss, name, 'light');
  return {
    background: token(CARD_TOKENS.background),
    text: token(CARD_TOKENS.text),
    muted: token(CARD_TOKENS.muted),
    accent: token(CARD_TOKENS.accent),
    edge: token(CARD_TOKENS.edge),
    mark: markColors(tokensCss, 'light'),
  };
}

/** A line of a card's text as it shows it (`cardText`), and whether it runs right to left. */
export type CardTextLine = {text: string; rightToLeft: boolean};

/** Everything one card shows. */
export type CardDesign = {
  site: {title: CardTextLine; address: string};
  /** The section above the title (on the home page, the tagline); its text is empty when there is none. */
  section: CardTextLine;
  title: CardTextLine & {fontSize: number};
  colors: CardColors;
};

/** The brand's colours, read once per thread. */
export const CARD_COLORS = cardColors();

/** A text as a card shows it. The direction is taken before invisible characters are dropped: a right-to-left mark sets it. */
function textLine(text: string): CardTextLine {
  return {text: cardText(text), rightToLeft: isRightToLeft(text)};
}

/** The design of a page's card. */
export function cardDesign(
  page: Pick<SitePage, 'title' | 'section'>,
  site: SiteIdentity,
  colors: CardColors = CARD_COLORS,
): CardDesign {
  return {
    site: {title: textLine(site.title), address: cardText(siteAddress(site))},
    section: textLine(page.section),
    title: {...textLine(page.title), fontSize: titleFontSize(page.title)},
    colors,
  };
}

/** The texts of a design, in the order `cardTexts` gives them: what its fonts must have. */
export function designTexts(design: CardDesign): string[] {
  return [design.site.title.text, design.site.address, design.section.text, design.title.text];
}
