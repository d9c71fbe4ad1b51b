import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type PluginOptions, THEME_NAME} from './options';
import {getSwizzleConfig} from './swizzleConfig';

export type {HoverkraftThemeConfig, Options, PluginOptions, ThemeConfig} from './options';
export {DEFAULT_OPTIONS, DEFAULT_THEME_CONFIG, validateOptions, validateThemeConfig} from './options';
export {getSwizzleConfig};

/** The package root: `lib/..` once compiled, `src/..` when run from source in tests. */
const packageRoot = path.resolve(__dirname, '..');

/** The brand stylesheets, in cascade order: tokens first, then the rules that use them. */
export const BRAND_STYLESHEETS = ['brandTokens.css', 'global.css', 'print.css'];

/** The favicon used when a site configures none of its own. */
export const DEFAULT_FAVICON_PATH = path.join(packageRoot, 'assets', 'favicon.svg');

type ConfigEntry = unknown;

function entryName(entry: ConfigEntry): string | undefined {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The theme layers over @docusaurus/theme-classic (its components wrap theme-classic's), so a
 * site must load theme-classic, usually through preset-classic. Entries given as functions or
 * modules cannot be named, so they are trusted.
 */
export function siteLoadsThemeClassic(siteConfig: LoadContext['siteConfig']): boolean {
  const entries: ConfigEntry[] = [...(siteConfig.presets ?? []), ...(siteConfig.themes ?? [])];
  return entries.some((entry) => {
    const name = entryName(entry);
    return name === undefined || /classic/.test(name);
  });
}

function faviconDataUri(): string {
  const svg = readFileSync(DEFAULT_FAVICON_PATH, 'utf8');
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

export default function themeHoverkraft(context: LoadContext, options: PluginOptions): Plugin<undefined> {
  if (!siteLoadsThemeClassic(context.siteConfig)) {
    throw new Error(
      `${THEME_NAME} builds on @docusaurus/theme-classic, which this site does not load. ` +
        `Add "presets: [['classic', {...}]]" (or "themes: ['@docusaurus/theme-classic']") to docusaurus.config, before "${THEME_NAME}".`,
    );
  }
  const customCss = options.customCss.map((file) => path.resolve(context.siteDir, file));

  return {
    name: THEME_NAME,

    getThemePath() {
      return path.join(packageRoot, 'lib', 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(packageRoot, 'src', 'theme');
    },

    getClientModules() {
      return [...BRAND_STYLESHEETS.map((file) => path.join(packageRoot, 'lib', 'css', file)), ...customCss];
    },

    getPathsToWatch() {
      return customCss;
    },

    injectHtmlTags() {
      if (context.siteConfig.favicon) {
        return {};
      }
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'icon', type: 'image/svg+xml', href: faviconDataUri()},
          },
        ],
      };
    },
  };
}
