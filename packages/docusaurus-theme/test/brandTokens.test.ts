import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** WCAG 2 AA minimum contrast for body text. */
const AA_TEXT_CONTRAST = 4.5;

const css = readFileSync(path.resolve(__dirname, '../src/css/brandTokens.css'), 'utf8');

function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start, `brandTokens.css has a ${selector} block`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('\n}', start));
  const tokens = new Map<string, string>();
  for (const match of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
    tokens.set(match[1] as string, (match[2] as string).trim());
  }
  return tokens;
}

const light = declarations(':root');
const dark = new Map([...light, ...declarations('[data-theme="dark"]')]);

function resolve(tokens: Map<string, string>, name: string): string {
  const value = tokens.get(name);
  if (value === undefined) {
    throw new Error(`token ${name} is not defined`);
  }
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(tokens, reference[1] as string) : value;
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

describe.each([
  ['light', light],
  ['dark', dark],
])('brand tokens in %s mode', (_mode, tokens) => {
  it.each(pairs)('%s on %s meets WCAG AA contrast', (text, background) => {
    const ratio = contrast(resolve(tokens, text), resolve(tokens, background));
    expect(
      ratio,
      `${text} (${resolve(tokens, text)}) on ${background} (${resolve(tokens, background)})`,
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
    expect(light.get(token)).toBe(value);
  });

  it('drives Infima from the brand', () => {
    expect(resolve(light, '--ifm-color-primary')).toBe('#0073cc');
    expect(light.get('--ifm-font-family-base')).toBe('var(--hk-font-sans)');
  });

  it('drops motion durations for readers who prefer reduced motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*:root \{\s*--hk-duration-fast: 0ms;/);
  });
});
