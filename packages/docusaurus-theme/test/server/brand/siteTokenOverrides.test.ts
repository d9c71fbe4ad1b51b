// @vitest-environment node
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {
  brandSetProperties,
  classicCustomCss,
  describeOverrides,
  FOLLOWS_PRIMARY,
  MADE_FROM_PRIMARY,
  PRIMARY_SHADES,
  siteTokenOverrides,
} from '../../../src/server/brand/siteTokenOverrides';
import {customPropertyRules} from '../../../src/shared/cssRules';

const brandCss = readFileSync(path.resolve(__dirname, '../../../src/css/brandTokens.css'), 'utf8');

function siteWith(css: string): {siteDir: string; file: string} {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-overrides-'));
  const file = path.join(siteDir, 'custom.css');
  writeFileSync(file, css);
  return {siteDir, file};
}

describe("a site's own values of the brand's tokens", () => {
  it('reads the custom properties of each rule, inside at-rules too, without comments', () => {
    expect(
      customPropertyRules(`/* --ifm-x: no; */
:root { --ifm-color-primary: #2e8555; color: red; --ifm-code-font-size: 95%; }
@media (prefers-color-scheme: dark) { [data-theme='dark'] { --ifm-color-primary: #25c2a0; } }
.x { padding: 0; }`),
    ).toEqual([
      {
        wrappers: [],
        selector: ':root',
        declarations: [
          ['--ifm-color-primary', '#2e8555'],
          ['--ifm-code-font-size', '95%'],
        ],
      },
      {
        wrappers: ['@media (prefers-color-scheme: dark)'],
        selector: "[data-theme='dark']",
        declarations: [['--ifm-color-primary', '#25c2a0']],
      },
    ]);
  });

  it("knows which tokens the brand sets: Infima's, not its own --hk-* ones", () => {
    const properties = brandSetProperties(brandCss);
    expect(properties.has('--ifm-color-primary')).toBe(true);
    expect(properties.has('--hk-color-primary')).toBe(false);
  });

  it('applies again, after the brand, only the declarations the brand also makes, and names them', () => {
    const {siteDir, file} = siteWith(`:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --site-own: 1px;
}
[data-theme='dark'] { --ifm-color-primary: #25c2a0; }
`);
    const overrides = siteTokenOverrides([file], brandCss, siteDir);
    expect(overrides?.css).toContain(
      ':root {\n  --ifm-color-primary: #2e8555;\n  --ifm-color-primary-dark: #29784c;\n}',
    );
    expect(overrides?.css).toContain("[data-theme='dark'] {\n  --ifm-color-primary: #25c2a0;\n}");
    expect(overrides?.css).not.toContain('--site-own');
    expect(overrides?.overridden).toEqual([
      {file: 'custom.css', properties: ['--ifm-color-primary', '--ifm-color-primary-dark']},
    ]);
    expect(overrides && describeOverrides(overrides)).toMatch(
      /^The site's customCss sets tokens the brand sets too, and keeps its own values: custom\.css \(--ifm-color-primary, --ifm-color-primary-dark\)\. /,
    );
  });

  it('has nothing to apply for a stylesheet that sets none of the brand tokens, or is missing', () => {
    const {siteDir, file} = siteWith('.hero { padding: 2rem; }');
    expect(siteTokenOverrides([file], brandCss, siteDir)).toBeUndefined();
    expect(siteTokenOverrides([path.join(siteDir, 'missing.css')], brandCss, siteDir)).toBeUndefined();
  });

  it('finds the customCss of preset-classic and of theme-classic, as one path or several', () => {
    const siteConfig = {
      presets: [
        ['classic', {theme: {customCss: './src/css/custom.css'}}],
        ['other', {}],
      ],
      themes: [['@docusaurus/theme-classic', {customCss: ['./a.css', './b.css']}], '@hoverkraft/docusaurus-theme'],
    } as unknown as LoadContext['siteConfig'];
    expect(classicCustomCss(siteConfig, '/site')).toEqual(['/site/src/css/custom.css', '/site/a.css', '/site/b.css']);
  });
});

/** What the rules of `css` with this selector (and these at-rules around them) declare, later rules winning. */
function ruleOf(css: string, selector: string, wrappers: string[] = []) {
  return new Map(
    customPropertyRules(css)
      .filter((rule) => rule.selector === selector && rule.wrappers.join('|') === wrappers.join('|'))
      .flatMap((rule) => rule.declarations),
  );
}

/** The classic template's custom.css: the primary and its six shades, in both modes, and nothing else of the brand's links. */
const TEMPLATE_CSS = `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
  --ifm-color-primary-darker: #277148;
  --ifm-color-primary-darkest: #205d3b;
  --ifm-color-primary-light: #33925d;
  --ifm-color-primary-lighter: #359962;
  --ifm-color-primary-lightest: #3cad6e;
  --ifm-code-font-size: 95%;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.1);
}
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-dark: #21af90;
  --ifm-color-primary-darker: #1fa588;
  --ifm-color-primary-darkest: #1a8870;
  --ifm-color-primary-light: #29d5b0;
  --ifm-color-primary-lighter: #32d8b4;
  --ifm-color-primary-lightest: #4fddbf;
  --docusaurus-highlighted-code-line-bg: rgba(0, 0, 0, 0.3);
}
`;

describe("the brand's tokens made from its primary, on a site that sets its own", () => {
  it('follow the primary in each rule that sets it, as Infima has them: link hover, active menu item and breadcrumb', () => {
    const {siteDir, file} = siteWith(TEMPLATE_CSS);
    const css = siteTokenOverrides([file], brandCss, siteDir)?.css ?? '';
    for (const selector of [':root', "[data-theme='dark']"]) {
      const follows = ruleOf(css, selector);
      for (const [name, value] of FOLLOWS_PRIMARY) {
        expect(follows.get(name), `${name} in the rule ${selector} of the overrides`).toBe(value);
      }
    }
    expect(new Map(FOLLOWS_PRIMARY).get('--ifm-menu-color-active')).toBe('var(--ifm-color-primary)');
  });

  it("write the brand's own blue (buttons, hero and footer accents, the mark) as the site's light primary, and the dark band's links as its dark one", () => {
    const {siteDir, file} = siteWith(TEMPLATE_CSS);
    const css = siteTokenOverrides([file], brandCss, siteDir)?.css ?? '';
    const root = ruleOf(css, ':root');
    expect(root.get('--hk-color-primary')).toBe('#2e8555');
    expect(root.get('--hk-color-primary-strong'), "the site's darker shade").toBe('#277148');
    expect(root.get('--hk-band-link')).toBe('#25c2a0');
    expect(ruleOf(css, '[data-theme="dark"]').get('--hk-logo-mark-background')).toBe('#25c2a0');
  });

  it("come before the site's own values, so that a token the site sets itself keeps the site's value", () => {
    const {siteDir, file} = siteWith(`[data-theme='dark'] { --ifm-link-hover-color: #ffcc00; }
:root { --ifm-color-primary: #2e8555; }
`);
    const css = siteTokenOverrides([file], brandCss, siteDir)?.css ?? '';
    expect(css.indexOf('--ifm-link-hover-color: var(--ifm-link-color)')).toBeGreaterThan(-1);
    expect(css.indexOf('--ifm-link-hover-color: var(--ifm-link-color)')).toBeLessThan(
      css.indexOf('--ifm-link-hover-color: #ffcc00'),
    );
  });

  it('mix the shades a rule leaves out from its primary, instead of keeping the brand blue ones', () => {
    const {siteDir, file} = siteWith(
      ':root { --ifm-color-primary: rebeccapurple; --ifm-color-primary-dark: #552288; }',
    );
    const css = siteTokenOverrides([file], brandCss, siteDir)?.css ?? '';
    const root = ruleOf(css, ':root');
    expect(root.get('--ifm-color-primary-dark'), 'the site sets it: its own value wins').toBe('#552288');
    expect(css, 'and no shade is mixed for it').not.toContain('--ifm-color-primary-dark: color-mix');
    expect(root.get('--ifm-color-primary-darkest')).toBe('color-mix(in srgb, var(--ifm-color-primary) 70%, black)');
    expect(root.get('--ifm-color-primary-lightest')).toBe('color-mix(in srgb, var(--ifm-color-primary) 70%, white)');
    expect(root.get('--hk-color-primary-strong')).toBe('color-mix(in srgb, rebeccapurple 85%, black)');
    expect(root.get('--hk-band-link'), 'no dark primary: the light one').toBe('rebeccapurple');
  });

  it('follow a primary set in at-rules and other selectors there, and leave the brand blue alone without a root one', () => {
    const {siteDir, file} = siteWith('@media screen { .navbar { --ifm-color-primary: red; } }');
    const overrides = siteTokenOverrides([file], brandCss, siteDir);
    expect(ruleOf(overrides?.css ?? '', '.navbar', ['@media screen']).get('--ifm-menu-color-active')).toBe(
      'var(--ifm-color-primary)',
    );
    expect(overrides?.css).not.toContain('--hk-color-primary:');
    expect(overrides?.follow?.properties).not.toContain('--hk-color-primary');
  });

  it("follow a primary set in the theme's own customCss too, which is not applied again since it loads after the brand", () => {
    const {siteDir, file} = siteWith(':root { --ifm-color-primary: #7b3fa0; --ifm-link-color: #5a2d78; }');
    const overrides = siteTokenOverrides([], brandCss, siteDir, [file]);
    expect(overrides?.overridden).toEqual([]);
    expect(overrides?.css).not.toContain('--ifm-link-color: #5a2d78');
    expect(ruleOf(overrides?.css ?? '', ':root').get('--hk-color-primary')).toBe('#7b3fa0');
    expect(overrides?.follow?.files).toEqual(['custom.css']);
    expect(overrides?.follow?.properties, 'the site sets the link colour itself').not.toContain('--ifm-link-color');
    expect(overrides && describeOverrides(overrides)).toBe(
      `The brand's tokens made from its primary follow the site's --ifm-color-primary (custom.css): ${overrides?.follow?.properties.join(', ')}.`,
    );
  });

  it('are named in the build log, each one a token that the overrides or brandTokens.css make from the primary', () => {
    const {siteDir, file} = siteWith(TEMPLATE_CSS);
    const overrides = siteTokenOverrides([file], brandCss, siteDir);
    const properties = overrides?.follow?.properties ?? [];
    expect(properties).toEqual(
      expect.arrayContaining([
        '--ifm-link-color',
        '--ifm-link-hover-color',
        '--ifm-menu-color-active',
        '--ifm-breadcrumb-color-active',
      ]),
    );
    expect(properties, 'the site sets it itself').not.toContain('--docusaurus-highlighted-code-line-bg');
    expect(properties, 'the site sets every shade').not.toContain('--ifm-color-primary-dark');
    const brandRoot = ruleOf(brandCss, ':root');
    const overridesRoot = ruleOf(overrides?.css ?? '', ':root');
    const overridesDark = ruleOf(overrides?.css ?? '', '[data-theme="dark"]');
    for (const name of properties) {
      const made =
        overridesRoot.has(name) ||
        overridesDark.has(name) ||
        (MADE_FROM_PRIMARY.includes(name) &&
          /var\(--ifm-color-primary\)|var\(--hk-link\)/.test(brandRoot.get(name) ?? ''));
      expect(made, `${name} follows the primary`).toBe(true);
    }
    expect(describeOverrides(overrides as NonNullable<typeof overrides>)).toContain(
      `The brand's tokens made from its primary follow the site's --ifm-color-primary (custom.css): ${properties.join(', ')}.`,
    );
  });

  it('add no empty rule where a rule already sets every token made from its primary', () => {
    const all = [...FOLLOWS_PRIMARY, ...PRIMARY_SHADES].map(([name]) => `${name}: red;`).join(' ');
    const {siteDir, file} = siteWith(`.callout { --ifm-color-primary: red; ${all} }`);
    const css = siteTokenOverrides([file], brandCss, siteDir)?.css ?? '';
    expect(css.match(/\.callout \{/g), "only the site's own rule, applied again").toHaveLength(1);
  });

  it("leave out a primary made from the brand's own tokens, which would then refer to themselves", () => {
    const {siteDir, file} = siteWith(':root { --ifm-color-primary: var(--hk-color-secondary); }');
    const overrides = siteTokenOverrides([file], brandCss, siteDir);
    expect(overrides?.follow).toBeUndefined();
    expect(overrides?.css).not.toContain('--hk-color-primary:');
  });
});
