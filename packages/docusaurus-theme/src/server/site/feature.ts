import logger from '@docusaurus/logger';
import type {
  AllContent,
  HtmlTagObject,
  LoadContext,
  Plugin,
  PluginContentLoadedActions,
  PostCssOptions,
} from '@docusaurus/types';
import {BUNDLE_KIND_EXPRESSION, type HoverkraftGlobalData, THEME_NAME} from '../../shared/contract';
import {TYPESCRIPT_THEME_DIR} from './packageFiles';
import {collectSitePages, type SitePage} from './pages';
import {type PostBuildStep, runPostBuildGroups} from './postBuild';
import {assertThemeClassicAliases} from './themeClassic';
import {logLoaderTallies} from './timings';

/** One bundler (webpack or Rspack) rule. */
type BundlerConfig = Exclude<ReturnType<NonNullable<Plugin['configureWebpack']>>, void>;
export type BundlerRule = NonNullable<NonNullable<BundlerConfig['module']>['rules']>[number];
/** One bundler (webpack or Rspack) plugin. */
export type BundlerPlugin = NonNullable<BundlerConfig['plugins']>[number];

/**
 * One feature of the theme, and everything it adds to a site. Each feature's folder exports a
 * factory that returns one (server/<feature>/feature.ts); the factory reads the options and keeps
 * the feature's state in its closure. Every part is optional: a feature says only what it adds.
 */
export type Feature = {
  /** The feature's name, as its folder is named. */
  name: string;
  /** The theme components' folder. One feature gives it: the components depend on the search. */
  themePath?: string;
  /** Stylesheets and scripts every page loads, asked for once content has loaded. */
  clientModules?: () => string[];
  /** Bundler (webpack and Rspack) rules of the feature's own. */
  bundlerRules?: BundlerRule[];
  /** Bundler plugins of the browser's production bundle (never the server's, never a development build's). */
  clientPlugins?: () => BundlerPlugin[];
  /** Split-chunks cache groups of the browser's bundle, merged into Docusaurus's (the server's bundle is one file). */
  clientCacheGroups?: Record<string, object>;
  /** postcss-loader's options (`postcssOptions`) for the browser's stylesheets, given those the site has so far. */
  postCss?: (options: PostCssOptions) => PostCssOptions;
  /** Module aliases, given the aliases the site already has (those of theme-classic and other themes). */
  bundlerAliases?: (alias: unknown) => Record<string, string>;
  /** Tags in the head of every page. */
  headTags?: () => HtmlTagObject[];
  /** Files whose changes reload `docusaurus start` (and that `docusaurus write-translations` reads). */
  pathsToWatch?: string[];
  /** The theme's messages in the locale, before the site's own code.json. */
  codeTranslations?: (locale: string) => Record<string, string>;
  /** Data files and routes of the feature's own. */
  contentLoaded?: (actions: PluginContentLoadedActions) => Promise<void>;
  /** Once all content has loaded: the feature's part of what the browser is told (`HoverkraftGlobalData`). */
  allContentLoaded?: (input: {
    pages: SitePage[];
    actions: PluginContentLoadedActions;
    /** Every plugin's loaded content, by plugin name and instance id (an instance's may be null). */
    allContent: AllContent;
  }) => Promise<Partial<HoverkraftGlobalData> | undefined>;
  /**
   * Called as a production build starts bundling, once content has loaded (a development build,
   * `docusaurus start`'s or `build --dev`'s, never calls it): work that needs only the content,
   * started now so that it runs on what the bundler and the page renderer leave of the cores, and
   * finished by `postBuild`, which must also do it when this was never called.
   */
  bundling?: () => void;
  /**
   * Called once a production build's browser bundle is written, its output folder cleared before
   * (a development build never calls it): work that writes into the build folder while the pages
   * render, finished by `postBuild`, which must also do it when this was never called.
   */
  bundled?: () => void;
  /** Its work after the build, side by side with the other features': it reads the pages, never rewrites one. */
  postBuild?: PostBuildStep;
  /**
   * Its work on the pages once every `postBuild` step has read them (postBuild.ts's
   * `runPostBuildGroups`): it may rewrite them.
   */
  lastPostBuild?: PostBuildStep;
};

/**
 * What the browser is told with no feature on: every switch off. A few switches and nothing per
 * page (but the usually empty list of pages without a card): global data ships in every page's
 * main bundle. The keys keep this order whatever the features' order; `pagesWithoutSocialCard`
 * is here only for its place, and left out while undefined.
 */
export const GLOBAL_DATA_OFF: HoverkraftGlobalData = {
  search: false,
  socialCards: false,
  homeSocialCard: false,
  pagesWithoutSocialCard: undefined,
  llms: false,
  pageActions: false,
  zoom: false,
};

/** What webpack's and Rspack's compilers share of the hook `afterEmit` needs. */
type Compiler = {hooks: {done: {tap(name: string, callback: () => void): void}}};

/** Calls each hook, in order. */
function runAll(hooks: (() => void)[]): void {
  for (const hook of hooks) {
    hook();
  }
}

/** A bundler plugin that calls `callback` once the compiler is done: its bundle written. */
function afterEmit(callback: () => void) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap(THEME_NAME, callback);
    },
  };
}

/**
 * The Docusaurus plugin made of the features, in the order given: client modules, head tags,
 * bundler rules and watched paths come in that order, and the post-build steps log in it.
 */
export function combineFeatures(context: LoadContext, features: Feature[]): Plugin<undefined> {
  const {siteConfig, siteDir} = context;
  const all = <T>(part: (feature: Feature) => T[] | undefined): T[] =>
    features.flatMap((feature) => part(feature) ?? []);
  // Read from the content plugins once all content has loaded; used again after the build.
  let pages: SitePage[] = [];
  const themePath = features.find((feature) => feature.themePath)?.themePath;

  return {
    name: THEME_NAME,

    ...(themePath ? {getThemePath: () => themePath} : {}),

    getTypeScriptThemePath() {
      return TYPESCRIPT_THEME_DIR;
    },

    getClientModules() {
      return all((feature) => feature.clientModules?.());
    },

    configureWebpack(config, isServer, {currentBundler}) {
      assertThemeClassicAliases(config.resolve?.alias);
      const bundleKind = new currentBundler.instance.DefinePlugin({
        [BUNDLE_KIND_EXPRESSION]: JSON.stringify(isServer ? 'server' : 'client'),
      });
      const production = !isServer && config.mode === 'production';
      if (production) {
        runAll(features.flatMap((feature) => feature.bundling ?? []));
      }
      const bundled = features.flatMap((feature) => feature.bundled ?? []);
      const plugins = production
        ? [
            ...all((feature) => feature.clientPlugins?.()),
            ...(bundled.length > 0 ? [afterEmit(() => runAll(bundled))] : []),
          ]
        : [];
      const cacheGroups = Object.assign({}, ...features.map((feature) => feature.clientCacheGroups));
      return {
        resolve: {
          alias: Object.assign({}, ...features.map((feature) => feature.bundlerAliases?.(config.resolve?.alias))),
        },
        module: {rules: all((feature) => feature.bundlerRules)},
        plugins: [bundleKind, ...plugins],
        ...(isServer || Object.keys(cacheGroups).length === 0 ? {} : {optimization: {splitChunks: {cacheGroups}}}),
      };
    },

    configurePostCss(options) {
      return features.reduce<PostCssOptions>((current, feature) => feature.postCss?.(current) ?? current, options);
    },

    getPathsToWatch() {
      return all((feature) => feature.pathsToWatch);
    },

    async getDefaultCodeTranslationMessages() {
      return Object.assign({}, ...features.map((feature) => feature.codeTranslations?.(context.i18n.currentLocale)));
    },

    async contentLoaded({actions}) {
      for (const feature of features) {
        await feature.contentLoaded?.(actions);
      }
    },

    async allContentLoaded({allContent, actions}) {
      pages = collectSitePages(allContent, siteConfig);
      const globalData = {...GLOBAL_DATA_OFF};
      for (const feature of features) {
        Object.assign(globalData, await feature.allContentLoaded?.({pages, actions, allContent}));
      }
      // A feature's undefined is a key left out, where GLOBAL_DATA_OFF keeps its place.
      actions.setGlobalData(Object.fromEntries(Object.entries(globalData).filter(([, value]) => value !== undefined)));
    },

    async postBuild({outDir}) {
      // The steps read the built pages and write apart, so they run side by side: Pagefind in its
      // own process, the cards and the pages' parsing on worker threads.
      const input = {outDir, siteDir, siteConfig, i18n: context.i18n, pages};
      for (const line of await runPostBuildGroups(
        all(({name, postBuild: step}) => step && [{name, step}]),
        all(({name, lastPostBuild: step}) => step && [{name, step}]),
        input,
      )) {
        logger.info(`[${THEME_NAME}] ${line}`);
      }
      // The loaders ran while this build (this locale's) bundled; a rebuild whose bundler cache
      // held every file runs none.
      logLoaderTallies();
    },

    injectHtmlTags() {
      return {headTags: all((feature) => feature.headTags?.())};
    },
  };
}
