/**
 * Where a page's social card lives, from the page's route path alone. The plugin writes the file
 * there after the build and the page's metadata points og:image at it, each computing the path
 * from the same permalink, so no list of cards ever has to travel to the browser. No React and
 * no Node APIs in this file: both sides import it.
 */

/** The cards' folder in the build, beside the pages: `social-cards/docs/intro.png`. */
export const SOCIAL_CARDS_DIR = 'social-cards';

/** What a card URL is made of: the site's origin (`url`) and its base path (`baseUrl`). */
export type SocialCardSite = {url: string; baseUrl: string};

/**
 * The card's path inside the build for a route path: the base URL and any trailing slash are
 * dropped (so `trailingSlash: true` and `false` give the same file) and the home page, whose route
 * path is the base URL, gets `index.png`. Percent-encoded paths are decoded into file names.
 */
export function cardFileForPermalink(permalink: string, baseUrl: string): string {
  const relative = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\/+/, '');
  const name = relative.replace(/\/+$/, '') || 'index';
  return `${SOCIAL_CARDS_DIR}/${decodeURI(name)}.png`;
}

/** The absolute URL of a page's card, as og:image wants it: site URL, base URL, then the file. */
export function cardUrlForPermalink(permalink: string, site: SocialCardSite): string {
  const file = cardFileForPermalink(permalink, site.baseUrl)
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${site.url.replace(/\/+$/, '')}${site.baseUrl}${file}`;
}
