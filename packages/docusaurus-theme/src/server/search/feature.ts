import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions} from '../../options';
import {SEARCH_PAGE_PATH, THEME_NAME} from '../../shared/contract';
import type {Feature} from '../site/feature';
import {compiledThemeWithoutSearch, themeComponentsDir} from '../site/packageFiles';
import {COMPILED_THEME_ALIAS} from '../site/themePaths';
import {pagefindLoaderRule} from './bundlerRule';
import {builtInSearchEnabled, searchLeftToDocSearch} from './enabled';
import {writeSearchIndexStep} from './index';

/**
 * The built-in search, on unless the site configures Algolia DocSearch (enabled.ts): its
 * `/search` page and the Pagefind index of every listed page. Listed with the search off as well:
 * the theme's components are chosen by it, and its loader's bundler rule is needed either way
 * (bundlerRule.ts), and so is the alias that the search-off components are re-exported by
 * (server/site/themePaths.ts).
 */
export function searchFeature({siteConfig}: LoadContext, option: PluginOptions['search']): Feature {
  const search = builtInSearchEnabled(option, siteConfig);
  const left = searchLeftToDocSearch(option, siteConfig);
  if (left) {
    logger.info(`[${THEME_NAME}] ${left}`);
  }
  return {
    name: 'search',
    themePath: themeComponentsDir(search),
    bundlerRules: [pagefindLoaderRule()],
    // Set with search on as well: a component ejected in JavaScript with search off imports it,
    // and must still build once the site turns search on.
    bundlerAliases: () => ({[COMPILED_THEME_ALIAS]: themeComponentsDir(true)}),
    ...(!search && {pathsToWatch: compiledThemeWithoutSearch()}),
    ...(search && {
      async contentLoaded(actions) {
        actions.addRoute({
          path: `${siteConfig.baseUrl}${SEARCH_PAGE_PATH}`,
          component: '@theme/SearchPage',
          exact: true,
        });
      },
      allContentLoaded: async () => ({search: true}),
      postBuild: writeSearchIndexStep,
    }),
  };
}
