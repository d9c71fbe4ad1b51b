import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {type HoverkraftGlobalData, SEARCH_PAGE_PATH, SOCIAL_CARD_SIZE, THEME_NAME} from './client/contract';
import type {PluginOptions} from './options';
import {themeCacheDir} from './server/cacheDir';
import {docusaurusCoreVersion, usesIdlePrefetch} from './server/coreVersion';
import {llmsCacheDir, writeLlmsFiles} from './server/llms';
import {noscriptStyleTag} from './server/noscript';
import {replacePrismThemesByCss} from './server/prismCss';
import {PRISM_REACT_RENDERER_DIST} from './server/prismGraphWalk';
import {searchIndexBytes, writeSearchIndex} from './server/searchIndex';
import {collectSitePages, pagesWithCards, type SitePage} from './server/sitePages';
import {copySocialCards, drawSocialCards, pruneSocialCardCache, socialCardCacheDir} from './server/socialCards';
import {getSwizzleConfig} from './swizzleConfig';
import {themeFolder} from './themePaths';

export type {HoverkraftThemeConfig, Options, PluginOptions, ThemeConfig} from './options';
export {DEFAULT_OPTIONS, DEFAULT_THEME_CONFIG, validateOptions, validateThemeConfig} from './options';
export {getSwizzleConfig};

/** The package root: `lib/..` once compiled, `src/..` when run from source in tests. */
const packageRoot = path.resolve(__dirname, '..');

/** The bundler loader of server/prismLoader.ts, compiled beside this file. */
const PRISM_LOADER = path.join(__dirname, 'server', 'prismLoader.js');

/** The idle, de-duplicated route prefetch, for the core versions it was checked against. */
export const PREFETCH_CLIENT_MODULE = path.join(packageRoot, 'lib', 'clientModules', 'prefetch.js');

/** The brand stylesheets, in cascade order: tokens first, then the rules that use them. */
export const BRAND_STYLESHEETS = ['brandTokens.css', 'global.css', 'print.css'];

export type {HoverkraftGlobalData};
export {SEARCH_PAGE_PATH, SOCIAL_CARD_SIZE, THEME_NAME};

/** The translations the theme ships, one JSON file of code translations per language. */
const TRANSLATIONS_DIR = path.join(packageRoot, 'i18n');

/**
 * The theme's messages in a locale, by its language (`fr-CA` reads `fr.json`), or none: the
 * English defaults in the code then apply, and a site's own i18n/<locale>/code.json wins over both.
 */
export function defaultCodeTranslations(locale: string): Record<string, string> {
  for (const name of [locale, locale.split('-')[0]]) {
    const file = path.join(TRANSLATIONS_DIR, `${name}.json`);
    if (existsSync(file)) {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    }
  }
  return {};
}

/** The favicon used when a site configures none of its own. */
export const DEFAULT_FAVICON_PATH = path.join(packageRoot, 'assets', 'favicon.svg');

type ConfigEntry = unknown;

function entryName(entry: ConfigEntry): string | undefined {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' ? name : undefined;
}

/** A Docusaurus package known not to provide theme-classic, such as theme-live-codeblock. */
const OTHER_DOCUSAURUS_PACKAGE = /^@docusaurus\/(theme|preset|plugin)-(?!classic$)/;

/**
 * Whether the site may load @docusaurus/theme-classic, which the theme layers over. A preset or
 * theme of any other name may wrap it (a company preset over preset-classic, say), and entries
 * given as functions or modules cannot be named, so those are trusted here; the aliases checked
 * by `assertThemeClassicAliases` settle it once the bundler is configured. Entries switched off
 * with `cond && [...]` (false, null, undefined) load nothing and do not count.
 */
export function siteLoadsThemeClassic(siteConfig: LoadContext['siteConfig']): boolean {
  const entries: ConfigEntry[] = [...(siteConfig.presets ?? []), ...(siteConfig.themes ?? [])];
  return entries
    .filter((entry) => Boolean(entry) && !(Array.isArray(entry) && !entry[0]))
    .some((entry) => {
      const name = entryName(entry);
      return name === undefined || (name !== THEME_NAME && !OTHER_DOCUSAURUS_PACKAGE.test(name));
    });
}

/** A component that theme-classic provides and Docusaurus core's fallback theme does not. */
const THEME_CLASSIC_MARKER = '@theme/Navbar';

function themeClassicMissingError(): Error {
  return new Error(
    `${THEME_NAME} builds on @docusaurus/theme-classic, which this site does not load. ` +
      `Add "presets: [['classic', {...}]]" (or "themes: ['@docusaurus/theme-classic']") to docusaurus.config, before "${THEME_NAME}".`,
  );
}

/** The bundler's `resolve.alias` as an object (it may also be absent, or an array we do not read). */
function aliasObject(alias: unknown): object {
  return alias && typeof alias === 'object' && !Array.isArray(alias) ? alias : {};
}

/** Stops the build with a clear message when no theme below this one provides theme-classic's components. */
export function assertThemeClassicAliases(alias: unknown): void {
  if (!(THEME_CLASSIC_MARKER in aliasObject(alias))) {
    throw themeClassicMissingError();
  }
}

/** The module theme/CodeBlock renders `live` blocks with when no theme provides `@theme/LiveCodeBlock`. */
export const LIVE_CODE_BLOCK_FALLBACK = path.join(packageRoot, 'lib', 'client', 'liveCodeBlockFallback.js');

/**
 * `@theme/LiveCodeBlock` for theme/CodeBlock, pointed at a plain code block unless a theme
 * (theme-live-codeblock, or a site's own) already provides it.
 */
export function liveCodeBlockFallbackAlias(alias: unknown): Record<string, string> {
  return '@theme/LiveCodeBlock' in aliasObject(alias) ? {} : {'@theme/LiveCodeBlock': LIVE_CODE_BLOCK_FALLBACK};
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
    throw themeClassicMissingError();
  }
  const customCss = options.customCss.map((file) => path.resolve(context.siteDir, file));
  const {siteConfig} = context;
  const site = {title: siteConfig.title, url: siteConfig.url, baseUrl: siteConfig.baseUrl};
  // Read from the content plugins once all content has loaded; used again after the build.
  let sitePages: SitePage[] = [];
  let cardPages: SitePage[] = [];
  // The code colours of both modes as CSS variables (server/prismCss.ts), once content has loaded.
  let prismStylesheet: string | undefined;
  const idlePrefetch = usesIdlePrefetch(docusaurusCoreVersion(context.siteDir));

  return {
    name: THEME_NAME,

    getThemePath() {
      return path.join(packageRoot, 'lib', themeFolder(options.search));
    },

    getTypeScriptThemePath() {
      return path.join(packageRoot, 'src', 'theme');
    },

    getClientModules() {
      return [
        ...BRAND_STYLESHEETS.map((file) => path.join(packageRoot, 'lib', 'css', file)),
        ...(prismStylesheet ? [prismStylesheet] : []),
        ...customCss,
        ...(idlePrefetch ? [PREFETCH_CLIENT_MODULE] : []),
      ];
    },

    configureWebpack(config) {
      assertThemeClassicAliases(config.resolve?.alias);
      return {
        resolve: {alias: liveCodeBlockFallbackAlias(config.resolve?.alias)},
        module: {
          // Prism's grammars defined with a faster walk, for the versions checked (server/prismGraphWalk.ts).
          rules: [{test: PRISM_REACT_RENDERER_DIST, use: [{loader: PRISM_LOADER}]}],
        },
      };
    },

    getPathsToWatch() {
      // `docusaurus write-translations` also reads these paths (with the theme path) for messages.
      return [...customCss, ...['components', 'client'].map((folder) => path.join(packageRoot, 'lib', folder))];
    },

    async getDefaultCodeTranslationMessages() {
      return defaultCodeTranslations(context.i18n.currentLocale);
    },

    async contentLoaded({actions}) {
      const prismCss = replacePrismThemesByCss(siteConfig.themeConfig);
      prismStylesheet = prismCss === undefined ? undefined : await actions.createData('prism-themes.css', prismCss);
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
        llms: options.llms,
      };
      actions.setGlobalData(globalData);
    },

    async postBuild({outDir}) {
      // The home page's card shows the tagline as its section; in results it needs none.
      const listed = sitePages
        .filter((page) => page.listed)
        .map((page) => ({permalink: page.permalink, section: page.kind === 'home' ? '' : page.section}));
      const cacheDir = socialCardCacheDir(context.siteDir);
      const searchCacheDir = themeCacheDir(context.siteDir, 'search-index');
      // Pagefind indexes in its own process while the cards are drawn on worker threads and the
      // Markdown twins are written here: the three read the built pages and write apart. Drawing
      // the cards earlier, while Rspack bundles and the pages render, was slower on 2 cores (69 s
      // against 55 s for 1,000 new cards): all of them need the same cores.
      const [[indexed, indexTime], [cards, cardsTime], [twins, twinsTime]] = await Promise.all([
        timed(async () =>
          options.search
            ? {
                ...(await writeSearchIndex(outDir, listed, siteConfig, searchCacheDir)),
                bytes: await searchIndexBytes(outDir),
              }
            : undefined,
        ),
        timed(async () => {
          const drawing = await drawSocialCards(cardPages, site, cacheDir);
          copySocialCards(outDir, drawing);
          if (drawing.cards.length > 0) {
            pruneSocialCardCache(cacheDir, drawing);
          }
          return drawing;
        }),
        timed(async () =>
          options.llms
            ? writeLlmsFiles(outDir, sitePages, {...site, tagline: siteConfig.tagline}, llmsCacheDir(context.siteDir))
            : undefined,
        ),
      ]);
      // One line for each step that ran, with what it costs per page, so a large site sees both.
      if (indexed) {
        const perPage = indexed.pages > 0 ? Math.round(indexed.bytes / indexed.pages) : 0;
        console.log(
          `[${THEME_NAME}] Search index: ${indexed.pages} pages in ${indexTime}, ${(indexed.bytes / 1024).toFixed(1)} KB (${perPage} bytes per page)${indexed.fromCache ? `, the same pages as the last build: reused from ${path.relative(context.siteDir, searchCacheDir)}` : ''}.`,
        );
      }
      if (cards.cards.length > 0) {
        const threads = cards.threads > 1 ? ` on ${cards.threads} threads` : '';
        console.log(
          `[${THEME_NAME}] Social cards: ${cards.drawn} drawn${threads}, ${cards.fromCache} from cache in ${cardsTime} (${path.relative(context.siteDir, cacheDir)}).`,
        );
      }
      if (twins) {
        console.log(
          twins.length > 0
            ? `[${THEME_NAME}] Wrote ${twins.length} Markdown twins, llms.txt and llms-full.txt in ${twinsTime}.`
            : `[${THEME_NAME}] Wrote no Markdown twins: the build has no HTML file for any doc or post (a hash-router build writes none).`,
        );
      }
    },

    injectHtmlTags() {
      return {
        headTags: [
          // Without JavaScript, the links the mobile menu would offer show in the page instead.
          noscriptStyleTag(path.join(__dirname, 'css', 'noscript.css')),
          ...(context.siteConfig.favicon
            ? []
            : [{tagName: 'link', attributes: {rel: 'icon', type: 'image/svg+xml', href: faviconDataUri()}}]),
        ],
      };
    },
  };
}
