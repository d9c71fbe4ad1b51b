import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import type {SocialCardsOptions} from '../../options';
import {THEME_NAME} from '../../shared/contract';
import type {Feature} from '../site/feature';
import {cardFontFiles} from './fonts';
import {
  missingGlyphsWarning,
  planSocialCards,
  type SocialCardsPlan,
  socialCardsGlobalData,
  writeSocialCardsStep,
} from './index';

/**
 * A social card for every doc, blog post and the home page (index.ts). Which pages get one is
 * planned once, when all content has loaded and before the build, and the plan is drawn after it.
 */
export function socialCardsFeature({siteConfig, siteDir, i18n}: LoadContext, options: SocialCardsOptions): Feature {
  // The fonts are found now, so that a missing font file or package stops the build at once.
  const fonts = cardFontFiles(siteDir, options.fonts);
  let plan: SocialCardsPlan | undefined;
  return {
    name: 'socialCards',
    async allContentLoaded({pages}) {
      // Which pages' text the fonts cannot draw: those keep the site-wide image.
      plan = planSocialCards(pages, siteConfig, i18n, fonts, options);
      const warning = missingGlyphsWarning(plan);
      if (warning) {
        logger.warn(`[${THEME_NAME}] ${warning}`);
      }
      return socialCardsGlobalData(plan);
    },
    postBuild: (input) => (plan ? writeSocialCardsStep(plan, fonts)(input) : Promise.resolve(undefined)),
  };
}
