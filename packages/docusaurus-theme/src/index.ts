import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';
import {describeOverrides, loadSiteTokenOverrides} from './server/brand/siteTokenOverrides';
import {layeredBrandStylesheet, usesCssCascadeLayers} from './server/brand/stylesheets';
import {liveCodeBlockFallbackAlias} from './server/codeBlocks/liveCodeBlockAlias';
import {replacePrismThemesByCss} from './server/codeBlocks/prismCss';
import {PRISM_REACT_RENDERER_DIST} from './server/codeBlocks/prismGraphWalk';
import {writeContentSecurityPolicyStep} from './server/csp';
import {writeLlmsFilesStep} from './server/llms';
import {noscriptStylesheetTag, writeNoscriptStylesheetStep} from './server/mobileMenu/noscript';
import {writeSearchIndexStep} from './server/search';
import {pagefindLoaderRule} from './server/search/bundlerRule';
import {builtInSearchEnabled, searchLeftToDocSearch} from './server/search/enabled';
import {docusaurusCoreVersion, usesIdlePrefetch} from './server/site/coreVersion';
import {defaultFaviconTag} from './server/site/favicon';
import {
  BRAND_STYLESHEETS,
  PREFETCH_CLIENT_MODULE,
  PRISM_LOADER,
  TRANSLATED_CODE_DIRS,
  TYPESCRIPT_THEME_DIR,
  themeComponentsDir,
} from './server/site/packageFiles';
import {collectSitePages, type SitePage} from './server/site/pages';
import {type PostBuildStep, runPostBuildSteps} from './server/site/postBuild';
import {assertThemeClassicAliases, siteLoadsThemeClassic, themeClassicMissingError} from './server/site/themeClassic';
import {defaultCodeTranslations} from './server/site/translations';
import {translatorNotesRule} from './server/site/translatorNotes';
import {missingGlyphsWarning, planSocialCards, socialCardsGlobalData, writeSocialCardsStep} from './server/socialCards';
import {cardFontFiles} from './server/socialCards/fonts';
import {type HoverkraftGlobalData, SEARCH_PAGE_PATH, THEME_NAME} from './shared/contract';

export type {HoverkraftThemeConfig, Options, PluginOptions, ThemeConfig} from './options';
export {validateOptions, validateThemeConfig} from './options';
export {getSwizzleConfig} from './swizzleConfig';

/**
 * The theme plugin: options in, lifecycle out. Each feature's work lives under server/<feature>/;
 * this file only wires the enabled ones into Docusaurus's lifecycle and logs what they did.
 */
export default function themeHoverkraft(context: LoadContext, options: PluginOptions): Plugin<undefined> {
  const {siteConfig, siteDir} = context;
  if (!siteLoadsThemeClassic(siteConfig)) {
    throw themeClassicMissingError();
  }
  const customCss = options.customCss.map((file) => path.resolve(siteDir, file));
  const search = builtInSearchEnabled(options.search, siteConfig);
  const searchLeft = searchLeftToDocSearch(options.search, siteConfig);
  if (searchLeft) {
    logger.info(`[${THEME_NAME}] ${searchLeft}`);
  }
  // The cards' fonts are found now, so that a missing font file or package stops the build at once.
  const cardFonts = options.socialCards ? cardFontFiles(siteDir, options.socialCards.fonts) : undefined;
  const postBuildSteps: PostBuildStep[] = [
    ...(search ? [writeSearchIndexStep] : []),
    ...(cardFonts ? [writeSocialCardsStep(cardFonts, options.socialCards || undefined)] : []),
    ...(options.llms ? [writeLlmsFilesStep] : []),
    writeNoscriptStylesheetStep,
  ];
  const tokenOverrides = loadSiteTokenOverrides(siteConfig, siteDir, customCss);
  if (tokenOverrides) {
    logger.info(`[${THEME_NAME}] ${describeOverrides(tokenOverrides)}`);
  }
  // The brand's stylesheets, and the site's own values of its tokens after them (server/brand/):
  // the files as they are, or one generated stylesheet in cascade layers for a site that uses them.
  let brandStylesheets = BRAND_STYLESHEETS;
  // Read from the content plugins once all content has loaded; used again after the build.
  let pages: SitePage[] = [];
  // The code colours of both modes as CSS variables (server/codeBlocks/prismCss.ts), once content has loaded.
  let prismStylesheet: string | undefined;
  const idlePrefetch = usesIdlePrefetch(docusaurusCoreVersion(siteDir));

  return {
    name: THEME_NAME,

    getThemePath() {
      return themeComponentsDir(search);
    },

    getTypeScriptThemePath() {
      return TYPESCRIPT_THEME_DIR;
    },

    getClientModules() {
      return [
        ...brandStylesheets,
        ...(prismStylesheet ? [prismStylesheet] : []),
        ...customCss,
        ...(idlePrefetch ? [PREFETCH_CLIENT_MODULE] : []),
      ];
    },

    configureWebpack(config) {
      assertThemeClassicAliases(config.resolve?.alias);
      return {
        resolve: {alias: liveCodeBlockFallbackAlias(config.resolve?.alias)},
        module: {
          // Prism's grammars defined with a faster walk, for the versions checked (server/codeBlocks/prismGraphWalk.ts).
          rules: [
            {test: PRISM_REACT_RENDERER_DIST, use: [{loader: PRISM_LOADER}]},
            translatorNotesRule(),
            // With the built-in search off too: the ./client entry brings the loader into the bundle.
            pagefindLoaderRule(),
          ],
        },
      };
    },

    getPathsToWatch() {
      // `docusaurus write-translations` also reads these paths (with the theme path) for messages.
      return [...customCss, ...TRANSLATED_CODE_DIRS];
    },

    async getDefaultCodeTranslationMessages() {
      return defaultCodeTranslations(context.i18n.currentLocale);
    },

    async contentLoaded({actions}) {
      if (usesCssCascadeLayers(siteConfig)) {
        brandStylesheets = [
          await actions.createData('hoverkraft-brand.css', layeredBrandStylesheet(tokenOverrides?.css)),
        ];
      } else if (tokenOverrides) {
        brandStylesheets = [
          ...BRAND_STYLESHEETS,
          await actions.createData('site-token-overrides.css', tokenOverrides.css),
        ];
      }
      const prismCss = replacePrismThemesByCss(siteConfig.themeConfig);
      prismStylesheet = prismCss === undefined ? undefined : await actions.createData('prism-themes.css', prismCss);
      if (search) {
        actions.addRoute({
          path: `${siteConfig.baseUrl}${SEARCH_PAGE_PATH}`,
          component: '@theme/SearchPage',
          exact: true,
        });
      }
    },

    async allContentLoaded({allContent, actions}) {
      pages = collectSitePages(allContent, siteConfig);
      // Before the build, which pages' text the cards' fonts cannot draw: those keep the site-wide image.
      const cards =
        cardFonts && planSocialCards(pages, siteConfig, context.i18n, cardFonts, options.socialCards || undefined);
      const cardsWarning = cards && missingGlyphsWarning(cards);
      if (cardsWarning) {
        logger.warn(`[${THEME_NAME}] ${cardsWarning}`);
      }
      // A few switches and nothing per page (but the usually empty list of pages without a card):
      // global data ships in every page's main bundle. Each page's card URL is derived from its
      // own permalink (shared/routes.ts).
      const globalData: HoverkraftGlobalData = {
        search,
        ...socialCardsGlobalData(cards),
        llms: options.llms,
        // Without twins there is nothing to act on (validation already says so to a site that sets both).
        pageActions: options.llms ? options.pageActions : false,
        zoom: options.zoom,
      };
      actions.setGlobalData(globalData);
    },

    async postBuild({outDir}) {
      // The steps read the built pages and write apart, so they run side by side: Pagefind in its
      // own process, the cards on worker threads, the twins here.
      const input = {outDir, siteDir, siteConfig, i18n: context.i18n, pages};
      // The policy last: it reads the pages as the other steps leave them.
      for (const line of [
        ...(await runPostBuildSteps(postBuildSteps, input)),
        ...(await runPostBuildSteps([writeContentSecurityPolicyStep], input)),
      ]) {
        logger.info(`[${THEME_NAME}] ${line}`);
      }
    },

    injectHtmlTags() {
      return {
        headTags: [
          // Without JavaScript, the links the mobile menu would offer show in the page instead.
          noscriptStylesheetTag(siteConfig.baseUrl),
          ...(siteConfig.favicon ? [] : [defaultFaviconTag()]),
        ],
      };
    },
  };
}
