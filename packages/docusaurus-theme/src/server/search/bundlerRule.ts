import {PAGEFIND_LOADER} from '../site/packageFiles';

/**
 * The bundler rule for the browser's Pagefind loader. It imports `${baseUrl}pagefind/pagefind.js`
 * when the reader opens the search, an address the bundler must leave alone (the import says
 * so with `webpackIgnore`). Babel's server-side transform turns that `import()` into a
 * `require()` and drops the comment, and webpack then warns that it cannot resolve an
 * expression; the server bundle never runs the loader, so the warning is turned off for this
 * one file, not for the site. The rule is needed with the built-in search off as well (the
 * `search` option false, or Algolia): the `./client` entry re-exports the loader, so every page
 * whose components import that entry brings the file into the bundle.
 */
export function pagefindLoaderRule() {
  return {test: PAGEFIND_LOADER, parser: {exprContextCritical: false}};
}
