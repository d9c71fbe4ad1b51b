import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import type {SocialCardsOptions} from '../../options';
import {THEME_NAME} from '../../shared/contract';
import type {Feature} from '../site/feature';
import {type CardFontFile, cardFontFiles, findSiteFonts} from './fonts';
import {
  missingGlyphsWarning,
  planSocialCards,
  type SocialCardsRun,
  socialCardsGlobalData,
  socialCardsRun,
} from './index';

/**
 * A social card for every doc, blog post and the home page (index.ts). Which pages get one is
 * planned once all content has loaded; a production build draws the plan while it bundles, and
 * copies the cards into the build while it renders the pages.
 */
export function socialCardsFeature(
  {siteConfig, siteDir, outDir, i18n}: LoadContext,
  options: SocialCardsOptions,
): Feature {
  // The site's font files are found and checked now, so that a missing or damaged one stops the
  // build at once; what they are (characters, weight, family) is read once content has loaded,
  // by HarfBuzz, whose WebAssembly loads behind a promise.
  const siteFonts = findSiteFonts(siteDir, options.fonts);
  let fonts: Promise<CardFontFile[]> | undefined;
  let run: SocialCardsRun | undefined;
  return {
    name: 'socialCards',
    async allContentLoaded({pages}) {
      fonts ??= cardFontFiles(siteFonts);
      // Which pages' text the fonts cannot draw: those keep the site-wide image.
      const plan = await planSocialCards(pages, siteConfig, i18n, await fonts, options);
      run = socialCardsRun(plan, {siteDir, baseUrl: siteConfig.baseUrl, outDir});
      const warning = missingGlyphsWarning(plan);
      if (warning) {
        logger.warn(`[${THEME_NAME}] ${warning}`);
      }
      return socialCardsGlobalData(plan);
    },
    bundling: () => run?.start(),
    bundled: () => run?.place(outDir),
    postBuild: (input) => (run ? run.step(input) : Promise.resolve(undefined)),
  };
}
