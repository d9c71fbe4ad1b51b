import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {customPropertyRules} from '../../shared/cssRules';
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

/** What the site's stylesheets set that the brand sets too, as CSS to load after the brand, and which ones. */
export type SiteTokenOverrides = {css: string; overridden: {file: string; properties: string[]}[]};

/**
 * The declarations of the site's classic `customCss` that the brand also makes, in their rules
 * and at-rules, ready to apply after the brand; undefined when there are none.
 */
export function siteTokenOverrides(files: string[], brandCss: string, siteDir: string): SiteTokenOverrides | undefined {
  const brandSet = brandSetProperties(brandCss);
  const blocks: string[] = [];
  const overridden: SiteTokenOverrides['overridden'] = [];
  for (const file of files.filter((candidate) => existsSync(candidate))) {
    const properties = new Set<string>();
    for (const rule of customPropertyRules(readFileSync(file, 'utf8'))) {
      const kept = rule.declarations.filter(([name]) => brandSet.has(name));
      if (kept.length === 0) {
        continue;
      }
      for (const [name] of kept) {
        properties.add(name);
      }
      const inner = `${rule.selector} {\n${kept.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`;
      blocks.push(rule.wrappers.reduceRight((body, wrapper) => `${wrapper} {\n${body}\n}`, inner));
    }
    if (properties.size > 0) {
      overridden.push({file: path.relative(siteDir, file), properties: [...properties]});
    }
  }
  if (blocks.length === 0) {
    return undefined;
  }
  const header = `/* The site's own values of tokens the Hoverkraft brand also sets, applied after the brand. */\n`;
  return {css: `${header}${blocks.join('\n')}\n`, overridden};
}

/** The build log's line about the overrides: which file sets which of the brand's tokens. */
export function describeOverrides({overridden}: SiteTokenOverrides): string {
  const files = overridden.map(({file, properties}) => `${file} (${properties.join(', ')})`).join('; ');
  return `The site's customCss sets tokens the brand sets too, and keeps its own values: ${files}.`;
}

/** The overrides of a site, from its classic customCss and the package's brand tokens. */
export function loadSiteTokenOverrides(siteConfig: LoadContext['siteConfig'], siteDir: string) {
  return siteTokenOverrides(classicCustomCss(siteConfig, siteDir), readFileSync(BRAND_TOKENS_CSS, 'utf8'), siteDir);
}
