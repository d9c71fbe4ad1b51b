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
    expect(overrides && describeOverrides(overrides)).toBe(
      "The site's customCss sets tokens the brand sets too, and keeps its own values: custom.css (--ifm-color-primary, --ifm-color-primary-dark).",
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
