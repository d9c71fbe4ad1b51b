import {customPropertyRules} from './cssRules.js';

/**
 * The Hoverkraft mark, a hovercraft on its air cushion, as geometry: the one source of the
 * shape. The Logo component draws it with CSS classes (its colours are brand tokens), the social
 * cards draw it with the tokens' values, and the SVG files in assets/ are this drawing with the
 * tokens of each colour mode (test/shared/brand.test.ts keeps them equal).
 */

/** The mark's square viewBox side; every coordinate below is in these units. */
export const MARK_SIZE = 64;

/** The rounded square behind the craft. */
export const MARK_CORNER_RADIUS = 14;

/** The craft: two uprights joined by a crossbar (an H). */
export const MARK_CRAFT = {d: 'M21 15v25M43 15v25M21 27.5h22', strokeWidth: 7} as const;

/** The air cushion: one wave under the craft. */
export const MARK_WAVE = {d: 'M12 49c6.7-4.5 13.3-4.5 20 0s13.3 4.5 20 0', strokeWidth: 5} as const;

/** The mark's three colours: the square, the craft and the wave. */
export type MarkColors = {background: string; foreground: string; wave: string};

/** How an SVG file of the mark presents itself: a title for when it stands alone, and a size. */
export type MarkFileOptions = {title?: string; size?: number};

/** The mark as a standalone SVG document, in the given colours. */
export function brandMarkSvg(colors: MarkColors, {title, size}: MarkFileOptions = {}): string {
  const stroke = (part: {d: string; strokeWidth: number}, color: string) =>
    `<path d="${part.d}" stroke="${color}" stroke-width="${part.strokeWidth}" stroke-linecap="round" fill="none"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}"${size ? ` width="${size}" height="${size}"` : ''}>` +
    (title ? `<title>${title}</title>` : '') +
    `<rect width="${MARK_SIZE}" height="${MARK_SIZE}" rx="${MARK_CORNER_RADIUS}" fill="${colors.background}"/>` +
    `${stroke(MARK_CRAFT, colors.foreground)}${stroke(MARK_WAVE, colors.wave)}</svg>`
  );
}

/** The colour modes brandTokens.css defines: `:root` for light, `[data-theme="dark"]` over it for dark. */
export type ColorMode = 'light' | 'dark';

const MODE_SELECTORS: Record<ColorMode, string[]> = {light: [':root'], dark: [':root', '[data-theme="dark"]']};

/** The custom properties the top-level rules of `css` with exactly this selector declare, in order. */
function declaredTokens(css: string, selector: string): [string, string][] {
  return customPropertyRules(css)
    .filter((rule) => rule.wrappers.length === 0 && rule.selector === selector)
    .flatMap((rule) => rule.declarations);
}

/**
 * A brand token's value in a colour mode, read from the text of brandTokens.css, with `var()`
 * references to other tokens followed. Throws, naming the token, when it is not defined.
 */
export function brandToken(css: string, name: string, mode: ColorMode): string {
  const tokens = new Map(MODE_SELECTORS[mode].flatMap((selector) => declaredTokens(css, selector)));
  const seen = new Set<string>();
  let value = tokens.get(name);
  for (let reference = value && /^var\((--[\w-]+)\)$/.exec(value); reference; ) {
    const next = reference[1] as string;
    if (seen.has(next)) {
      throw new Error(`brandTokens.css: ${name} refers to itself through ${next}.`);
    }
    seen.add(next);
    value = tokens.get(next);
    reference = value ? /^var\((--[\w-]+)\)$/.exec(value) : null;
  }
  if (value === undefined) {
    throw new Error(`brandTokens.css does not define ${name} for the ${mode} mode.`);
  }
  return value;
}

/** The mark's colours in a colour mode, from the `--hk-logo-mark-*` tokens. */
export function markColors(css: string, mode: ColorMode): MarkColors {
  return {
    background: brandToken(css, '--hk-logo-mark-background', mode),
    foreground: brandToken(css, '--hk-logo-mark-foreground', mode),
    wave: brandToken(css, '--hk-logo-mark-wave', mode),
  };
}
