/**
 * Where Docusaurus finds the theme's components. The built-in search ships as two theme
 * components; with the `search` option off they must not exist at all, so that `@theme/SearchBar`
 * falls through to the theme below (Algolia's, or theme-classic's empty one) and no search code
 * is bundled. A plugin has one theme path, so the build writes the components twice: every
 * component in `lib/theme`, and all but the search ones in `lib/theme-without-search`.
 */

/** The theme components that exist only while the built-in search is on. */
export const SEARCH_THEME_COMPONENTS = ['SearchBar', 'SearchPage'];

/** The folder of `lib/` holding the components for a site with search on, or off. */
export function themeFolder(search: boolean): string {
  return search ? 'theme' : 'theme-without-search';
}
