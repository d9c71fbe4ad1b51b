/**
 * Where Docusaurus finds the theme's components. The built-in search ships as two theme
 * components; with the `search` option off they must not exist at all, so that `@theme/SearchBar`
 * falls through to the theme below (Algolia's, or theme-classic's empty one) and no search code
 * is bundled. A plugin has one theme path, so there are two folders: `lib/theme` holds every
 * compiled component, and `lib/theme-without-search` holds, for each module of `lib/theme` but the
 * search ones, a short file that re-exports it. For the `@theme/*` aliases and `swizzle --list`,
 * Docusaurus reads a theme path's file names only, so both folders give the same components, and
 * each is compiled and published once. `write-translations` reads a theme path's code too: the
 * search feature names the re-exported modules to it (packageFiles.ts).
 */

/** The theme components that exist only while the built-in search is on. */
export const SEARCH_THEME_COMPONENTS = ['SearchBar', 'SearchPage'];

/** The folder of `lib/` holding the components for a site with search on, or off. */
export function themeFolder(search: boolean): string {
  return search ? 'theme' : 'theme-without-search';
}

/**
 * The specifier the re-exports of `lib/theme-without-search` import `lib/theme`'s modules by: a
 * bundler alias the plugin sets for every site (search feature). Not a relative path, because
 * `docusaurus swizzle --eject` (in JavaScript, search off) copies a re-export into the site's
 * `src/theme`, where `../theme/...` would name the copy itself; the alias still names the theme's
 * component there. The package's "exports" leave `lib/` out, so nothing but this alias resolves it.
 */
export const COMPILED_THEME_ALIAS = '@hoverkraft/docusaurus-theme/lib/theme';

/**
 * The file of `lib/theme-without-search` for a module of `lib/theme` (`file`, relative to it,
 * with `/`): its named exports and, if it has one, its default export.
 */
export function reExportModule(file: string, hasDefault: boolean): string {
  const specifier = `'${COMPILED_THEME_ALIAS}/${file}'`;
  return [
    `// The theme's ${file.replace(/\/index\.js$|\.js$/, '')}, compiled once: eject with --typescript for its source.`,
    `export * from ${specifier};`,
    ...(hasDefault ? [`export {default} from ${specifier};`] : []),
    '',
  ].join('\n');
}
