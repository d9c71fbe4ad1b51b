/**
 * Where a page's Markdown twin lives, shared by the plugin that writes twins after the build and
 * the "Copy page" control that fetches them. No React and no Node APIs in this file.
 */

/** The extension added to a page's URL to get its Markdown twin: `/docs/intro` → `/docs/intro.md`. */
export const MARKDOWN_TWIN_EXTENSION = '.md';

/** The index of the site's pages for assistants, and the file holding all twins, at the base URL. */
export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/**
 * The path of a page's Markdown twin, from the page's route path (base URL included). A route
 * with a trailing slash loses it (`/docs/x/` → `/docs/x.md`); a page at the base URL itself
 * gets `index.md` inside it, so that its twin stays under the base URL.
 */
export function markdownTwinPath(permalink: string, baseUrl = '/'): string {
  const path = permalink.replace(/\/$/, '');
  return `${path.length < baseUrl.length ? `${baseUrl}index` : path}${MARKDOWN_TWIN_EXTENSION}`;
}
