import type {LoadContext} from '@docusaurus/types';
import {THEME_NAME} from '../../shared/contract';

/**
 * The `themeConfig` keys that configure Algolia DocSearch, which brings its own search box and
 * `/search` page: `algolia` for theme-search-algolia (and DocSearch v4's Docusaurus adapter),
 * `docsearch` for DocSearch v5's Docusaurus adapter, which accepts only that one.
 */
const DOCSEARCH_KEYS = ['algolia', 'docsearch'] as const;

/** The `themeConfig` key under which the site configures Algolia DocSearch, if it does. */
export function docSearchConfigKey(siteConfig: LoadContext['siteConfig']): (typeof DOCSEARCH_KEYS)[number] | undefined {
  const themeConfig = siteConfig.themeConfig as Record<string, unknown> | undefined;
  return DOCSEARCH_KEYS.find((key) => Boolean(themeConfig?.[key]));
}

/**
 * Whether the built-in search runs: as the `search` option says, or, when it is unset, unless
 * the site configures Algolia DocSearch. Both at once would give two search boxes and two pages
 * at `/search`, so asking for both stops the build with what to change.
 */
export function builtInSearchEnabled(search: boolean | undefined, siteConfig: LoadContext['siteConfig']): boolean {
  const key = docSearchConfigKey(siteConfig);
  if (search === true && key) {
    throw new Error(
      `${THEME_NAME}: "search: true" and themeConfig.${key} both add a search box and a /search page. ` +
        `Remove "search: true" to keep Algolia DocSearch (the default when themeConfig.${key} is set), ` +
        `or remove themeConfig.${key} to use the built-in search.`,
    );
  }
  return search ?? !key;
}

/**
 * The build log's word on a search left to Algolia DocSearch, so that no reader wonders where
 * the built-in one went; undefined when the built-in search runs or the site turned it off itself.
 */
export function searchLeftToDocSearch(
  search: boolean | undefined,
  siteConfig: LoadContext['siteConfig'],
): string | undefined {
  const key = docSearchConfigKey(siteConfig);
  return search === undefined && key
    ? `Built-in search off: this site configures Algolia DocSearch (themeConfig.${key}), which keeps its search box and /search page.`
    : undefined;
}
