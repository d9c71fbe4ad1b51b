import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import {THEME_NAME} from '../../shared/contract';
import type {Feature} from '../site/feature';
import {BRAND_STYLESHEETS} from '../site/packageFiles';
import {defaultFaviconTag} from './favicon';
import {describeOverrides, loadSiteTokenOverrides} from './siteTokenOverrides';
import {layeredBrandStylesheet, usesCssCascadeLayers} from './stylesheets';

/**
 * The brand: its stylesheets, with the site's own values of its tokens after them (the files as
 * they are, or one generated stylesheet in cascade layers for a site that uses them), and its
 * mark as the favicon of a site that has none. `customCss` is the site's stylesheets, resolved.
 */
export function brandFeature({siteConfig, siteDir}: LoadContext, customCss: string[]): Feature {
  const tokenOverrides = loadSiteTokenOverrides(siteConfig, siteDir, customCss);
  if (tokenOverrides) {
    logger.info(`[${THEME_NAME}] ${describeOverrides(tokenOverrides)}`);
  }
  let stylesheets = BRAND_STYLESHEETS;
  return {
    name: 'brand',
    clientModules: () => stylesheets,
    async contentLoaded(actions) {
      if (usesCssCascadeLayers(siteConfig)) {
        stylesheets = [await actions.createData('hoverkraft-brand.css', layeredBrandStylesheet(tokenOverrides?.css))];
      } else if (tokenOverrides) {
        stylesheets = [...BRAND_STYLESHEETS, await actions.createData('site-token-overrides.css', tokenOverrides.css)];
      }
    },
    headTags: () => (siteConfig.favicon ? [] : [defaultFaviconTag()]),
  };
}
