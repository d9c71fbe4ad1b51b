import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type HoverkraftGlobalData, SEARCH_PAGE_PATH, SOCIAL_CARD_SIZE, THEME_NAME} from './client/contract';

import type {PluginOptions} from './options';
import {searchIndexBytes, writeSearchIndex} from './server/searchIndex';
import {collectSitePages, pagesWithCards, type SitePage} from './server/sitePages';
import {copySocialCards, drawSocialCards, pruneSocialCardCache, socialCardCacheDir} from './server/socialCards';
import {getSwizzleConfig} from './swizzleConfig';

export type {HoverkraftThemeConfig, Options, PluginOptions, ThemeConfig} from './options';
export {DEFAULT_OPTIONS, DEFAULT_THEME_CONFIG, validateOptions, validateThemeConfig} from './options';
export {getSwizzleConfig};

/** The package root: `lib/..` once compiled, `src/..` when run from source in tests. */
const packageRoot = path.resolve(__dirname, '..');

/** The brand stylesheets, in cascade order: tokens first, then the rules that use them. */
export const BRAND_STYLESHEETS = ['brandTokens.css', 'global.css', 'print.css'];

export type {HoverkraftGlobalData};
export {SEARCH_PAGE_PATH, SOCIAL_CARD_SIZE, THEME_NAME};

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

/** Runs a build step and says how long it took, for the build log. */
async function timed<T>(step: () => Promise<T>): Promise<[T, string]> {
  const started = performance.now();
  const result = await step();
  return [result, `${((performance.now() - started) / 1000).toFixed(1)} s`];
}

export default function themeHoverkraft(context: LoadContext, options: PluginOptions): Plugin<undefined> {
  if (!siteLoadsThemeClassic(context.siteConfig)) {
    throw new Error(
      `${THEME_NAME} builds on @docusaurus/theme-classic, which this site does not load. ` +
        `Add "presets: [['classic', {...}]]" (or "themes: ['@docusaurus/theme-classic']") to docusaurus.config, before "${THEME_NAME}".`,
    );
  }
  const customCss = options.customCss.map((file) => path.resolve(context.siteDir, file));
  const {siteConfig} = context;
  const site = {title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  // Read from the content plugins once all content has loaded; used again after the build.
  let sitePages: SitePage[] = [];
  let cardPages: SitePage[] = [];

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

    async contentLoaded({actions}) {
      if (options.search) {
        actions.addRoute({
          path: `${siteConfig.baseUrl}${SEARCH_PAGE_PATH}`,
          component: '@theme/SearchPage',
          exact: true,
        });
      }
    },

    async allContentLoaded({allContent, actions}) {
      sitePages = collectSitePages(allContent, siteConfig);
      cardPages = options.socialCards ? pagesWithCards(sitePages) : [];
      // A few switches and nothing per page: global data ships in every page's main bundle. Each
      // page's card URL is derived from its own permalink (src/client/socialCardPath.ts).
      const globalData: HoverkraftGlobalData = {
        search: options.search,
        socialCards: options.socialCards,
        homeSocialCard: cardPages.some((page) => page.kind === 'home'),
      };
      actions.setGlobalData(globalData);
    },

    async postBuild({outDir}) {
      // The home page's card shows the tagline as its section; in results it needs none.
      const listed = sitePages
        .filter((page) => page.listed)
        .map((page) => ({permalink: page.permalink, section: page.kind === 'home' ? '' : page.section}));
      const cacheDir = socialCardCacheDir(context.siteDir);
      // Pagefind indexes in its own process while the cards are drawn on worker threads. Drawing
      // them earlier, while Rspack bundles and the pages render, was slower on 2 cores (69 s
      // against 55 s for 1,000 new cards): all three need the same cores.
      const [[indexed, indexTime], [cards, cardsTime]] = await Promise.all([
        timed(async () =>
          options.search
            ? {pages: await writeSearchIndex(outDir, listed, siteConfig.baseUrl), bytes: await searchIndexBytes(outDir)}
            : undefined,
        ),
        timed(async () => {
          const drawing = await drawSocialCards(cardPages, site, cacheDir);
          await copySocialCards(outDir, drawing);
          if (drawing.cards.length > 0) {
            await pruneSocialCardCache(cacheDir, drawing);
          }
          return drawing;
        }),
      ]);
      // One line for each step that ran, with what it costs per page, so a large site sees both.
      if (indexed) {
        const perPage = indexed.pages > 0 ? Math.round(indexed.bytes / indexed.pages) : 0;
        console.log(
          `[${THEME_NAME}] Search index: ${indexed.pages} pages in ${indexTime}, ${(indexed.bytes / 1024).toFixed(1)} KB (${perPage} bytes per page).`,
        );
      }
      if (cards.cards.length > 0) {
        const threads = cards.threads > 1 ? ` on ${cards.threads} threads` : '';
        console.log(
          `[${THEME_NAME}] Social cards: ${cards.drawn} drawn${threads}, ${cards.fromCache} from cache in ${cardsTime} (${path.relative(context.siteDir, cacheDir)}).`,
        );
      }
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
