import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {brandToken, type ColorMode} from '../../src/shared/brand';

/** WCAG 2 AA minimum contrast for body text. */
const AA_TEXT_CONTRAST = 4.5;

const css = readFileSync(path.resolve(__dirname, '../../src/css/brandTokens.css'), 'utf8');

/** A token's value in a mode, `var()` references followed (shared/brand.ts, as the card colours read it). */
const resolve = (mode: ColorMode, name: string) => brandToken(css, name, mode);

/** A token's value as declared in `:root`, references kept. */
function declared(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(css.slice(0, css.indexOf('\n}')))?.[1]?.trim();
}

function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)
    ?.map((pair) => Number.parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  if (channels?.length !== 3) {
    throw new Error(`${hex} is not a #rrggbb colour`);
  }
  const [r, g, b] = channels as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const SURFACES = ['--hk-surface', '--hk-surface-muted', '--hk-surface-raised'];
const TEXT_ON_SURFACES = [
  '--hk-text',
  '--hk-text-muted',
  '--hk-link',
  '--hk-link-hover',
  '--hk-accent-text',
  '--ifm-color-primary',
];
const BAND_TEXT = ['--hk-band-text', '--hk-band-text-muted', '--hk-band-link', '--hk-band-accent'];
const FILLED_BUTTONS = [
  '--hk-color-primary',
  '--hk-color-primary-strong',
  '--hk-color-secondary',
  '--hk-color-secondary-strong',
];

const pairs: [string, string][] = [
  ...TEXT_ON_SURFACES.flatMap((text) => SURFACES.map((surface): [string, string] => [text, surface])),
  ...BAND_TEXT.map((text): [string, string] => [text, '--hk-band-background']),
  ...FILLED_BUTTONS.map((background): [string, string] => ['--hk-color-white', background]),
  ['--hk-on-primary', '--ifm-color-primary'],
];

describe.each(['light', 'dark'] as const)('brand tokens in %s mode', (mode) => {
  it.each(pairs)('%s on %s meets WCAG AA contrast', (text, background) => {
    const ratio = contrast(resolve(mode, text), resolve(mode, background));
    expect(
      ratio,
      `${text} (${resolve(mode, text)}) on ${background} (${resolve(mode, background)})`,
    ).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('the palette', () => {
  it.each([
    ['--hk-color-primary', '#0073cc'],
    ['--hk-color-secondary', '#cc4400'],
    ['--hk-color-accent', '#cc4400'],
    ['--hk-color-dark', '#1d2026'],
    ['--hk-color-light', '#f8f9fa'],
  ])('%s is the brand colour %s', (token, value) => {
    expect(declared(token)).toBe(value);
  });

  it('drives Infima from the brand', () => {
    expect(resolve('light', '--ifm-color-primary')).toBe('#0073cc');
    expect(declared('--ifm-font-family-base')).toBe('var(--hk-font-sans)');
  });

  it.each(['--hk-link', '--hk-focus-ring', '--hk-selection', '--docusaurus-highlighted-code-line-bg'])(
    "makes %s from Infima's primary in both modes, so that it follows a site's own",
    (token) => {
      expect(declared(token)).toContain('var(--ifm-color-primary)');
      const dark = css.slice(css.indexOf('[data-theme="dark"]'));
      const darkValue = new RegExp(`${token}:\\s*([^;]+);`).exec(dark.slice(0, dark.indexOf('\n}')))?.[1];
      expect(
        darkValue === undefined || darkValue.includes('var(--ifm-color-primary)'),
        `${token} in dark mode: ${darkValue}`,
      ).toBe(true);
    },
  );

  it('drops motion durations for readers who prefer reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*:root \{\s*--hk-duration-fast: 0ms;/);
  });
});
