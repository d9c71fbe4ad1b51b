import {readFileSync} from 'node:fs';
import {brandToken, type MarkColors, markColors} from '../../shared/brand';
import {BRAND_TOKENS_CSS} from '../site/packageFiles';

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
