// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CARD_TOKENS, cardColors} from '../../src/server/socialCards/design';
import {socialCardTree} from '../../src/server/socialCards/satoriTree';
import {brandMarkSvg, brandToken, MARK_CRAFT, MARK_WAVE, markColors} from '../../src/shared/brand';

/**
 * The brand has one source: the mark's geometry in shared/brand.ts and the colours in
 * css/brandTokens.css. Every SVG file of the mark is that drawing in a mode's tokens, and the
 * social cards read their colours from the same tokens.
 */
const packageDir = path.resolve(__dirname, '../..');
const repo = path.resolve(packageDir, '../..');
const tokensCss = readFileSync(path.join(packageDir, 'src/css/brandTokens.css'), 'utf8');
const svg = (file: string) => readFileSync(path.join(repo, file), 'utf8').trim();

describe('the brand mark files', () => {
  it.each([
    ['packages/docusaurus-theme/assets/logo.svg', 'light', {}],
    ['packages/docusaurus-theme/assets/favicon.svg', 'light', {}],
    ['packages/docusaurus-theme/assets/logo-dark.svg', 'dark', {}],
    ['website/static/img/favicon.svg', 'light', {}],
    ['website/static/img/hoverkraft-mark-light.svg', 'light', {title: 'Hoverkraft', size: 64}],
    ['website/static/img/hoverkraft-mark-dark.svg', 'dark', {title: 'Hoverkraft', size: 64}],
  ] as const)('%s is the mark drawn in the %s tokens', (file, mode, options) => {
    expect(svg(file), `regenerate ${file} with brandMarkSvg(markColors(css, '${mode}'))`).toBe(
      brandMarkSvg(markColors(tokensCss, mode), options),
    );
  });
});

describe('the brand tokens as read by the build', () => {
  it("follows var() to the value, and gives the dark mode's own value over the light one", () => {
    expect(brandToken(tokensCss, '--hk-logo-mark-background', 'light')).toBe(
      brandToken(tokensCss, '--hk-color-primary', 'light'),
    );
    expect(brandToken(tokensCss, '--hk-logo-mark-background', 'dark')).not.toBe(
      brandToken(tokensCss, '--hk-logo-mark-background', 'light'),
    );
  });

  it('names the token it cannot find, and a token that refers to itself', () => {
    expect(() => brandToken(tokensCss, '--hk-missing', 'light')).toThrow('does not define --hk-missing');
    expect(() => brandToken(':root {\n  --a: var(--b);\n  --b: var(--a);\n}', '--a', 'light')).toThrow(
      'refers to itself',
    );
  });
});

describe('the social card colours', () => {
  it('are the brand tokens CARD_TOKENS names', () => {
    const colors = cardColors(tokensCss);
    for (const [part, token] of Object.entries(CARD_TOKENS)) {
      expect(colors[part as keyof typeof CARD_TOKENS], `${part} is ${token}`).toBe(
        brandToken(tokensCss, token, 'light'),
      );
    }
  });

  it('follow an edit of brandTokens.css, with nothing else to change', () => {
    const edited = tokensCss.replace(/--hk-band-accent: #[0-9a-f]+;/, '--hk-band-accent: #123456;');
    expect(cardColors(edited).accent).toBe('#123456');
  });

  it("draw the card's mark with the mark's geometry and the light-mode mark tokens", () => {
    const tree = JSON.stringify(
      socialCardTree({title: 'T', section: 'S'}, {title: 'Site', url: 'https://example.com', baseUrl: '/'}),
    );
    const mark = markColors(tokensCss, 'light');
    for (const part of [MARK_CRAFT.d, MARK_WAVE.d, mark.background, mark.foreground, mark.wave]) {
      expect(tree).toContain(part);
    }
  });
});

describe('brandToken', () => {
  it('reads the top-level rule of a mode, not a rule of the same selector inside an at-rule', () => {
    const css = '@media print {\n  :root {\n    --a: black;\n  }\n}\n:root {\n  --a: red;\n}\n';
    expect(brandToken(css, '--a', 'light')).toBe('red');
  });
});
