/**
 * Where the files the theme writes for a page live, from the page's route path alone: its built
 * HTML, its social card and its Markdown twin. The plugin writes them after the build and the
 * browser links to them, each deriving the path from the same permalink with the same rule
 * (`routeFilePath`), so no list of files ever has to travel to the browser.
 */

/** The cards' folder in the build, beside the pages: `social-cards/docs/intro.png`. */
export const SOCIAL_CARDS_DIR = 'social-cards';

/** The extension added to a page's URL to get its Markdown twin: `/docs/intro` → `/docs/intro.md`. */
export const MARKDOWN_TWIN_EXTENSION = '.md';

/** The index of the site's pages for assistants, and the file holding all twins, at the base URL. */
export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/** The name a page at the base URL itself gets for its card and twin files. */
const HOME_FILE_NAME = 'index';

/**
 * The one route-to-file rule: a route path's place inside the build folder. The base URL (or,
 * for a path outside it, its leading slashes) and any trailing slash are dropped, so that
 * `trailingSlash: true` and `false` give the same name, and percent-encoding is decoded into
 * file names. The page at the base URL gives ''.
 */
export function routeFilePath(permalink: string, baseUrl: string): string {
  const relative = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\/+/, '');
  return decodeURI(relative.replace(/\/+$/, ''));
}

/**
 * The files a route's HTML may have been written to, relative to the build folder, in the order
 * Docusaurus prefers them: `docs/intro.html`, `docs/intro/index.html`, or a file named as the route.
 */
export function htmlFileCandidates(permalink: string, baseUrl: string): string[] {
  const relative = routeFilePath(permalink, baseUrl);
  return relative ? [`${relative}.html`, `${relative}/index.html`, relative] : ['index.html'];
}

/** The card's path inside the build for a route path: `social-cards/docs/intro.png`, the home page's `index.png`. */
export function cardFileForPermalink(permalink: string, baseUrl: string): string {
  return `${SOCIAL_CARDS_DIR}/${routeFilePath(permalink, baseUrl) || HOME_FILE_NAME}.png`;
}

/** What a card URL is made of: the site's origin (`url`) and its base path (`baseUrl`). */
export type SocialCardSite = {url: string; baseUrl: string};

/** The absolute URL of a page's card, as og:image wants it: site URL, base URL, then the file. */
export function cardUrlForPermalink(permalink: string, site: SocialCardSite): string {
  const file = cardFileForPermalink(permalink, site.baseUrl)
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${site.url.replace(/\/+$/, '')}${site.baseUrl}${file}`;
}

/** A twin's path inside the build for a route path: `docs/intro.md`, the home page's `index.md`. */
export function twinFileForPermalink(permalink: string, baseUrl: string): string {
  return `${routeFilePath(permalink, baseUrl) || HOME_FILE_NAME}${MARKDOWN_TWIN_EXTENSION}`;
}

/**
 * A URL or URL path percent-encoded, once: spaces, non-ASCII characters, parentheses and a `%`
 * that starts no escape are encoded, escapes already there are kept. Docusaurus's route paths
 * hold characters as written (`/docs/my page`, `/docs/café`): this makes them addresses that
 * stand unchanged in an HTML attribute, a Markdown link (where a space or a parenthesis would
 * end it) and a prompt, the same everywhere the theme writes one.
 */
export function encodedUrl(url: string): string {
  // encodeURI encodes every `%`: one that starts an escape gets it back.
  return encodeURI(url)
    .replace(/%25(?=[\dA-Fa-f]{2})/g, '%')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29');
}

/**
 * The URL path of a page's Markdown twin, from the page's route path (base URL included),
 * percent-encoded (`encodedUrl`). A route with a trailing slash loses it (`/docs/x/` →
 * `/docs/x.md`); a page at the base URL itself gets `index.md` inside it, so that its twin stays
 * under the base URL.
 */
export function markdownTwinPath(permalink: string, baseUrl = '/'): string {
  const path = permalink.replace(/\/$/, '');
  return encodedUrl(`${path.length < baseUrl.length ? `${baseUrl}${HOME_FILE_NAME}` : path}${MARKDOWN_TWIN_EXTENSION}`);
}
