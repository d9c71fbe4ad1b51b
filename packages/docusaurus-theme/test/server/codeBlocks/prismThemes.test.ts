import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {hoverkraftDark, hoverkraftLight, type PrismTheme} from '../../../src/server/codeBlocks/prismThemes';
import {brandToken, type ColorMode} from '../../../src/shared/brand';

/** WCAG 2 AA minimum contrast for body text; code is body-sized text. */
const AA_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const pairs = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!pairs) {
    throw new Error(`${hex} is not a #rrggbb colour`);
  }
  return [1, 2, 3].map((i) => Number.parseInt(pairs[i] as string, 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * The highlighted-line tint of brandTokens.css, a share of Infima's primary
 * (`color-mix(in srgb, var(--ifm-color-primary) N%, transparent)`), laid over a background.
 */
function highlightedLine(mode: ColorMode, background: string): string {
  const css = readFileSync(path.resolve(__dirname, '../../../src/css/brandTokens.css'), 'utf8');
  const value = brandToken(css, '--docusaurus-highlighted-code-line-bg', mode);
  const tint = /^color-mix\(in srgb, var\((--[\w-]+)\) ([\d.]+)%, transparent\)$/.exec(value);
  if (!tint) {
    throw new Error(`brandTokens.css gives the highlighted line ${value} in ${mode} mode, not a share of a colour`);
  }
  const [red, green, blue] = channels(brandToken(css, tint[1] as string, mode));
  const alpha = Number(tint[2]) / 100;
  const [r, g, b] = channels(background);
  const mixed = [
    [red, r],
    [green, g],
    [blue, b],
  ].map(([over, under]) => Math.round((over as number) * alpha + (under as number) * (1 - alpha)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function tokenColours(theme: PrismTheme): Array<[string, string]> {
  return [
    ['plain', theme.plain.color],
    ...theme.styles.flatMap(({types, style}) =>
      style.color ? [[types.join(', '), style.color] as [string, string]] : [],
    ),
  ];
}

describe.each([
  ['light', hoverkraftLight],
  ['dark', hoverkraftDark],
] as const)('the %s code theme', (mode, theme) => {
  const background = theme.plain.backgroundColor;
  const highlighted = highlightedLine(mode, background);

  it.each(tokenColours(theme))('colours %s at AA contrast on the block and on a highlighted line', (_types, colour) => {
    expect(contrast(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrast(colour, highlighted), `${colour} on ${highlighted}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
