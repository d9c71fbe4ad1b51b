import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';
import {brandFeature} from './server/brand/feature';
import {codeBlocksFeature} from './server/codeBlocks/feature';
import {cspFeature} from './server/csp/feature';
import {customCssFeature} from './server/customCss/feature';
import {dialogStylesheetsFeature} from './server/dialogStylesheets/feature';
import {i18nFeature} from './server/i18n/feature';
import {llmsFeature} from './server/llms/feature';
import {mdxChunksFeature} from './server/mdxChunks/feature';
import {mobileMenuFeature} from './server/mobileMenu/feature';
import {overriddenPropertiesFeature} from './server/overriddenProperties/feature';
import {postcssConfigFeature} from './server/postcssConfig/feature';
import {prefetchFeature} from './server/prefetch/feature';
import {searchFeature} from './server/search/feature';
import {sharedClientFeature} from './server/sharedClient/feature';
import {sidebarBadgesFeature} from './server/sidebarBadges/feature';
import {combineFeatures, type Feature} from './server/site/feature';
import {siteLoadsThemeClassic, themeClassicMissingError} from './server/site/themeClassic';
import {socialCardsFeature} from './server/socialCards/feature';
import {zoomFeature} from './server/zoom/feature';

export type {HoverkraftThemeConfig, Options, PluginOptions, ThemeConfig} from './options';
export {validateOptions, validateThemeConfig} from './options';
export {getSwizzleConfig} from './swizzleConfig';

/**
 * The theme plugin: options in, lifecycle out. Each feature says what it adds in its own folder
 * (server/<feature>/feature.ts); this file lists the enabled ones and combines them
 * (server/site/feature.ts). Their order is the order of what they add: client modules (the
 * brand's stylesheets, then the code colours, then the site's own), head tags, and the
 * post-build steps' log lines.
 */
export default function themeHoverkraft(context: LoadContext, options: PluginOptions): Plugin<undefined> {
  if (!siteLoadsThemeClassic(context.siteConfig)) {
    throw themeClassicMissingError();
  }
  const customCss = options.customCss.map((file) => path.resolve(context.siteDir, file));
  const features: Feature[] = [
    searchFeature(context, options.search),
    ...(options.socialCards ? [socialCardsFeature(context, options.socialCards)] : []),
    ...(options.llms ? [llmsFeature(options.pageActions)] : []),
    mobileMenuFeature(context),
    brandFeature(context, customCss),
    codeBlocksFeature(context),
    mdxChunksFeature(),
    customCssFeature(customCss),
    prefetchFeature(context.siteDir),
    sharedClientFeature(),
    i18nFeature(),
    sidebarBadgesFeature(),
    dialogStylesheetsFeature(),
    overriddenPropertiesFeature(),
    ...(options.zoom ? [zoomFeature()] : []),
    postcssConfigFeature(context.siteDir),
    cspFeature(),
  ];
  return combineFeatures(context, features);
}
