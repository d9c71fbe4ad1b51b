import logger from '@docusaurus/logger';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions} from '../../options';
import {SEARCH_PAGE_PATH, THEME_NAME} from '../../shared/contract';
import type {Feature} from '../site/feature';
import {themeComponentsDir} from '../site/packageFiles';
import {pagefindLoaderRule} from './bundlerRule';
import {builtInSearchEnabled, searchLeftToDocSearch} from './enabled';
import {writeSearchIndexStep} from './index';

/**
 * The built-in search, on unless the site configures Algolia DocSearch (enabled.ts): its
 * `/search` page and the Pagefind index of every listed page. Listed with the search off as well:
 * the theme's components are chosen by it, and its loader's bundler rule is needed either way
 * (bundlerRule.ts).
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
