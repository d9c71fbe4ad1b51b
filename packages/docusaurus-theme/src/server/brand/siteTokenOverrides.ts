import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {type CustomPropertyRule, customPropertyRules} from '../../shared/cssRules';
import {BRAND_TOKENS_CSS} from '../site/packageFiles';

/**
 * A site that adds the theme often already sets Infima's tokens in its own stylesheet, the
 * `customCss` of preset-classic (or theme-classic). Docusaurus loads that stylesheet before the
 * theme's, so the brand would silently replace the site's colours. A site that set a token
 * meant it: the declarations of its stylesheet that the brand also makes are applied again
 * after the brand, and the build log names them.
 */

/** The custom properties the brand stylesheet sets for Infima and Docusaurus (its own `--hk-*` aside). */
export function brandSetProperties(brandCss: string): Set<string> {
  return new Set(
    customPropertyRules(brandCss)
      .flatMap((rule) => rule.declarations.map(([name]) => name))
      .filter((name) => !name.startsWith('--hk-')),
  );
}

type ConfigEntry = unknown;

/** The `customCss` that preset-classic or theme-classic loads for the site, as paths in the site. */
export function classicCustomCss(siteConfig: LoadContext['siteConfig'], siteDir: string): string[] {
  const named = (entry: ConfigEntry, names: RegExp) =>
    Array.isArray(entry) && typeof entry[0] === 'string' && names.test(entry[0])
      ? (entry[1] as object | undefined)
      : undefined;
  const fromPresets = (siteConfig.presets ?? []).map(
    (entry) =>
      (
        named(entry, /^(classic|@docusaurus\/preset-classic|docusaurus-preset-classic)$/) as {
          theme?: {customCss?: unknown};
        }
      )?.theme?.customCss,
  );
  const fromThemes = (siteConfig.themes ?? []).map(
    (entry) => (named(entry, /^(classic|@docusaurus\/theme-classic)$/) as {customCss?: unknown})?.customCss,
  );
  return [...fromPresets, ...fromThemes]
    .flatMap((customCss) => (Array.isArray(customCss) ? customCss : customCss ? [customCss] : []))
    .filter((file): file is string => typeof file === 'string')
    .map((file) => path.resolve(siteDir, file));
}

/**
 * Where a site sets `--ifm-color-primary`, the brand's tokens made from its own blue follow the
 * site's colour. Links, focus rings, the text selection and highlighted code lines are written
 * from Infima's primary in brandTokens.css and follow it wherever it comes from. These are the
 * rest, as Infima has them (the brand has stronger blues of its own there), applied in each rule
 * of the site that sets the primary, so that they resolve to that rule's colour in its mode.
 */
export const FOLLOWS_PRIMARY: readonly (readonly [string, string])[] = [
  ['--ifm-link-hover-color', 'var(--ifm-link-color)'],
  ['--ifm-menu-color-active', 'var(--ifm-color-primary)'],
  ['--ifm-breadcrumb-color-active', 'var(--ifm-color-primary)'],
  ['--hk-link-hover', 'var(--ifm-link-hover-color)'],
];

/** The tokens brandTokens.css itself makes from `--ifm-color-primary`, which follow any primary. */
export const MADE_FROM_PRIMARY = [
  '--ifm-link-color',
  '--hk-link',
  '--hk-focus-ring',
  '--hk-selection',
  '--docusaurus-highlighted-code-line-bg',
];

/**
 * Infima's shades of the primary, each as the brand derives it from its own blue (darker: mixed
 * with black; lighter: with white). A rule that sets the primary but not a shade gets the shade
 * mixed from its primary, instead of the brand's blue one.
 */
export const PRIMARY_SHADES: readonly (readonly [string, string])[] = [
  ['--ifm-color-primary-dark', 'color-mix(in srgb, var(--ifm-color-primary) 90%, black)'],
  ['--ifm-color-primary-darker', 'color-mix(in srgb, var(--ifm-color-primary) 85%, black)'],
  ['--ifm-color-primary-darkest', 'color-mix(in srgb, var(--ifm-color-primary) 70%, black)'],
  ['--ifm-color-primary-light', 'color-mix(in srgb, var(--ifm-color-primary) 90%, white)'],
  ['--ifm-color-primary-lighter', 'color-mix(in srgb, var(--ifm-color-primary) 85%, white)'],
  ['--ifm-color-primary-lightest', 'color-mix(in srgb, var(--ifm-color-primary) 70%, white)'],
];

/**
 * The brand's own blue, the same in both modes where the site's primary changes with the mode:
 * filled buttons with white labels, the hero and footer accents and the light-mode mark take the
 * site's light-mode primary (its value written out, so that dark mode does not turn it into the
 * dark one); links on the dark band and the dark-mode mark take its dark-mode primary, or the
 * light one when it sets no other.
 */
function brandBlueFollows(light: string, lightDarker: string | undefined, dark: string | undefined): string {
  const onDark = dark ?? light;
  return [
    ':root {',
    `  --hk-color-primary: ${light};`,
    `  --hk-color-primary-strong: ${lightDarker ?? `color-mix(in srgb, ${light} 85%, black)`};`,
    `  --hk-band-link: ${onDark};`,
    '}',
    '[data-theme="dark"] {',
    `  --hk-logo-mark-background: ${onDark};`,
    '}',
  ].join('\n');
}

/** The tokens brandBlueFollows sets. */
const BRAND_BLUE_TOKENS = [
  '--hk-color-primary',
  '--hk-color-primary-strong',
  '--hk-band-link',
  '--hk-logo-mark-background',
];

const PRIMARY = '--ifm-color-primary';

/** A selector list that only matches the root element in light mode, or in dark mode; undefined for any other. */
function rootMode(selector: string): 'light' | 'dark' | undefined {
  const modes = selector.split(',').map((part) => {
    const compact = part.replace(/\s+|["']/g, '');
    if (/^(:root|html)?$/.test(compact.replace(/\[data-theme=light\]$/, '')) && compact !== '') {
      return 'light';
    }
    if (/^(:root|html)?\[data-theme=dark\]$/.test(compact)) {
      return 'dark';
    }
    return undefined;
  });
  const [first] = modes;
  return first && modes.every((mode) => mode === first) ? first : undefined;
}

/** The value a rule gives a custom property, the last if it gives several, as the cascade would. */
function lastValue(rule: CustomPropertyRule, name: string): string | undefined {
  return rule.declarations.filter(([declared]) => declared === name).at(-1)?.[1];
}

/** What the site's stylesheets set that the brand sets too, as CSS to load after the brand, and which ones. */
export type SiteTokenOverrides = {
  css: string;
  /** The classic customCss files whose declarations of the brand's tokens are applied again, and those tokens. */
  overridden: {file: string; properties: string[]}[];
  /** The stylesheets that set the primary, and the brand's tokens made from it that follow it there. */
  follow?: {files: string[]; properties: string[]};
};

/**
 * The declarations of the site's classic `customCss` that the brand also makes, in their rules
 * and at-rules, ready to apply after the brand; and, where the site sets `--ifm-color-primary`
 * (there or in the theme's own `customCss`, which loads after the brand), the brand's tokens made
 * from its primary, set to follow the site's. Undefined when there is nothing to apply.
 */
export function siteTokenOverrides(
  files: string[],
  brandCss: string,
  siteDir: string,
  themeFiles: string[] = [],
): SiteTokenOverrides | undefined {
  const brandSet = brandSetProperties(brandCss);
  const blocks: string[] = [];
  const followBlocks: string[] = [];
  const overridden: SiteTokenOverrides['overridden'] = [];
  const siteSet = new Set<string>();
  const followFiles: string[] = [];
  const followed = new Set<string>();
  let light: {primary: string; darker?: string} | undefined;
  let dark: string | undefined;
  const wrap = (rule: CustomPropertyRule, declarations: (readonly [string, string])[]) => {
    const inner = `${rule.selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`;
    return rule.wrappers.reduceRight((body, wrapper) => `${wrapper} {\n${body}\n}`, inner);
  };
  const sources = [
    ...files.map((file) => ({file, reapply: true})),
    ...themeFiles.map((file) => ({file, reapply: false})),
  ];
  for (const {file, reapply} of sources.filter((source) => existsSync(source.file))) {
    const properties = new Set<string>();
    let setsPrimary = false;
    for (const rule of customPropertyRules(readFileSync(file, 'utf8'))) {
      for (const [name] of rule.declarations) {
        siteSet.add(name);
      }
      const primary = lastValue(rule, PRIMARY);
      // A primary made from the brand's own tokens would make them refer to themselves.
      if (primary !== undefined && !primary.includes('var(--hk-')) {
        setsPrimary = true;
        const own = new Set(rule.declarations.map(([name]) => name));
        const follows = [...FOLLOWS_PRIMARY, ...PRIMARY_SHADES].filter(([name]) => !own.has(name));
        for (const [name] of follows) {
          followed.add(name);
        }
        if (follows.length > 0) {
          followBlocks.push(wrap(rule, follows));
        }
        const mode = rule.wrappers.length === 0 ? rootMode(rule.selector) : undefined;
        if (mode === 'light') {
          light = {primary, darker: lastValue(rule, `${PRIMARY}-darker`)};
        } else if (mode === 'dark') {
          dark = primary;
        }
      }
      const kept = reapply ? rule.declarations.filter(([name]) => brandSet.has(name)) : [];
      if (kept.length === 0) {
        continue;
      }
      for (const [name] of kept) {
        properties.add(name);
      }
      blocks.push(wrap(rule, kept));
    }
    if (properties.size > 0) {
      overridden.push({file: path.relative(siteDir, file), properties: [...properties]});
    }
    if (setsPrimary) {
      followFiles.push(path.relative(siteDir, file));
    }
  }
  if (light) {
    followBlocks.unshift(brandBlueFollows(light.primary, light.darker, dark));
    for (const name of BRAND_BLUE_TOKENS) {
      followed.add(name);
    }
  }
  if (blocks.length === 0 && followBlocks.length === 0) {
    return undefined;
  }
  const header =
    "/* The brand's tokens made from its primary, following the site's primary; then the site's own values of\n" +
    ' * tokens the Hoverkraft brand also sets, applied after the brand. */\n';
  const follow =
    followFiles.length > 0
      ? {
          files: followFiles,
          properties: [...MADE_FROM_PRIMARY, ...followed].filter((name) => !siteSet.has(name)),
        }
      : undefined;
  return {css: `${header}${[...followBlocks, ...blocks].join('\n')}\n`, overridden, ...(follow ? {follow} : {})};
}

/** The build log's line about the overrides: which file sets which of the brand's tokens, and what follows the site's primary. */
export function describeOverrides({overridden, follow}: SiteTokenOverrides): string {
  const sentences: string[] = [];
  if (overridden.length > 0) {
    const files = overridden.map(({file, properties}) => `${file} (${properties.join(', ')})`).join('; ');
    sentences.push(`The site's customCss sets tokens the brand sets too, and keeps its own values: ${files}.`);
  }
  if (follow) {
    sentences.push(
      `The brand's tokens made from its primary follow the site's ${PRIMARY} (${follow.files.join(', ')}): ${follow.properties.join(', ')}.`,
    );
  }
  return sentences.join(' ');
}

/** The overrides of a site, from its classic customCss, the theme's own customCss and the package's brand tokens. */
export function loadSiteTokenOverrides(
  siteConfig: LoadContext['siteConfig'],
  siteDir: string,
  themeCustomCss: string[] = [],
) {
  return siteTokenOverrides(
    classicCustomCss(siteConfig, siteDir),
    readFileSync(BRAND_TOKENS_CSS, 'utf8'),
    siteDir,
    themeCustomCss,
  );
}
