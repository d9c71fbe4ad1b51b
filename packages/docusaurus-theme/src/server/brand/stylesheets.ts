import {readFileSync} from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import {rewriteCustomPropertyRules} from '../../shared/cssRules';
import {BRAND_STYLESHEETS} from '../site/packageFiles';

/**
 * How the brand's stylesheets reach a site. Usually as they are, after Infima and theme-classic,
 * where the cascade lets the brand's tokens win. A site with CSS cascade layers
 * (`future.v4`) puts Docusaurus's own CSS in layers; for browsers without layers (the default
 * targets of a site with no browserslist) those are rewritten into selectors made stronger
 * with `:not(#\#)`, which a plain `:root` of the brand would lose to. There the brand goes in a
 * layer of its own, after Docusaurus's: it wins over them both natively and once rewritten,
 * and still gives way to the site's own unlayered CSS.
 */

/** The layer of the brand's stylesheets, and the one after it for the site's own token values (siteTokenOverrides.ts). */
export const BRAND_LAYER = 'hoverkraft.brand';
export const SITE_OVERRIDES_LAYER = 'hoverkraft.site-overrides';

/** Whether the site puts Docusaurus's CSS in cascade layers. */
export function usesCssCascadeLayers(siteConfig: LoadContext['siteConfig']): boolean {
  const future = siteConfig.future as {v4?: {useCssCascadeLayers?: boolean} | boolean} | undefined;
  return typeof future?.v4 === 'object' && future.v4.useCssCascadeLayers === true;
}

/**
 * What the rewrite for browsers without layers adds to a selector to rank it by layer. Docusaurus's
 * layered rules come out with a few of these; the brand's token rules carry more, so that they
 * still win there. In browsers with layers, specificity inside a layer does not count against
 * other layers or unlayered CSS, so this changes nothing.
 */
export const LAYER_RANK_BOOST = ':not(#\\#)'.repeat(8);

/** Adds LAYER_RANK_BOOST to every selector of the rules that set custom properties (pseudo-elements aside). */
export function withTokenRulesBoosted(css: string): string {
  return rewriteCustomPropertyRules(css, ({selector}) =>
    selector
      .split(',')
      .map((part) => (part.includes('::') ? part.trim() : `${part.trim()}${LAYER_RANK_BOOST}`))
      .join(', '),
  );
}

/** The brand's stylesheets in one layer, and the site's own token values in the next, as one stylesheet. */
export function layeredBrandStylesheet(siteOverridesCss: string | undefined): string {
  const brand = BRAND_STYLESHEETS.map((file) => readFileSync(file, 'utf8')).join('\n');
  const overrides = siteOverridesCss
    ? `@layer ${SITE_OVERRIDES_LAYER} {\n${withTokenRulesBoosted(siteOverridesCss)}\n}\n`
    : '';
  return `@layer ${BRAND_LAYER} {\n${withTokenRulesBoosted(brand)}\n}\n${overrides}`;
}
