// @vitest-environment node
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {
  BRAND_LAYER,
  LAYER_RANK_BOOST,
  layeredBrandStylesheet,
  SITE_OVERRIDES_LAYER,
  usesCssCascadeLayers,
  withTokenRulesBoosted,
} from '../../../src/server/brand/stylesheets';

const site = (future: unknown) => ({future}) as unknown as LoadContext['siteConfig'];

describe('the brand stylesheets of a site with CSS cascade layers', () => {
  it('are layered only when the site puts Docusaurus in layers', () => {
    expect(usesCssCascadeLayers(site({v4: {useCssCascadeLayers: true}}))).toBe(true);
    expect(usesCssCascadeLayers(site({v4: {useCssCascadeLayers: false}}))).toBe(false);
    expect(usesCssCascadeLayers(site({v4: false}))).toBe(false);
    expect(usesCssCascadeLayers(site(undefined))).toBe(false);
  });

  it("hold the brand's tokens and rules in a layer, and the site's own token values in the one after", () => {
    const css = layeredBrandStylesheet(':root {\n  --ifm-color-primary: #7b3fa0;\n}');
    expect(css.startsWith(`@layer ${BRAND_LAYER} {\n`)).toBe(true);
    expect(css).toContain('--ifm-color-primary: var(--hk-color-primary);');
    expect(css.indexOf(`@layer ${SITE_OVERRIDES_LAYER}`)).toBeGreaterThan(css.indexOf('--hk-color-primary'));
    expect(css).toContain('--ifm-color-primary: #7b3fa0;');
    expect(layeredBrandStylesheet(undefined)).not.toContain(SITE_OVERRIDES_LAYER);
  });
});

describe('the token rules of the layered brand', () => {
  it('rank above the rewritten layers of Docusaurus in browsers without layers, pseudo-elements aside', () => {
    expect(withTokenRulesBoosted(':root {\n  --ifm-color-primary: red;\n}')).toBe(
      `:root${LAYER_RANK_BOOST} {\n  --ifm-color-primary: red;\n}`,
    );
    expect(withTokenRulesBoosted("@media print { [data-theme='dark'], .a::before { --x: 1; } }")).toBe(
      `@media print { [data-theme='dark']${LAYER_RANK_BOOST}, .a::before { --x: 1; } }`,
    );
    expect(withTokenRulesBoosted('.navbar { color: red; }'), 'rules without tokens stay as they are').toBe(
      '.navbar { color: red; }',
    );
    expect(
      withTokenRulesBoosted('/* :root { --x: 1; } */\n@import url(a.css);\n.b { --y: 2; }'),
      'comments are not rules, and statements stay',
    ).toBe(`\n@import url(a.css);\n.b${LAYER_RANK_BOOST} { --y: 2; }`);
  });
});
