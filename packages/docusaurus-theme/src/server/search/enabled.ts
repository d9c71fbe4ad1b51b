import type {LoadContext} from '@docusaurus/types';
import {THEME_NAME} from '../../shared/contract';

/** Whether the site configures Algolia DocSearch, which brings its own search box and `/search` page. */
function configuresAlgolia(siteConfig: LoadContext['siteConfig']): boolean {
  return Boolean((siteConfig.themeConfig as {algolia?: unknown} | undefined)?.algolia);
}

/**
 * Whether the built-in search runs: as the `search` option says, or, when it is unset, unless
 * the site configures Algolia. Both at once would give two search boxes and two pages at
 * `/search`, so asking for both stops the build with what to change.
 */
export function builtInSearchEnabled(search: boolean | undefined, siteConfig: LoadContext['siteConfig']): boolean {
  const algolia = configuresAlgolia(siteConfig);
  if (search === true && algolia) {
    throw new Error(
      `${THEME_NAME}: "search: true" and themeConfig.algolia both add a search box and a /search page. ` +
        'Remove "search: true" to keep Algolia DocSearch (the default when themeConfig.algolia is set), ' +
        'or remove themeConfig.algolia to use the built-in search.',
    );
  }
  return search ?? !algolia;
}

/** The build log's word on a search left to Algolia, so that no reader wonders where the built-in one went. */
export function searchLeftToAlgolia(search: boolean | undefined, siteConfig: LoadContext['siteConfig']): boolean {
  return search === undefined && configuresAlgolia(siteConfig);
}
