import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {BASE_URL, SITE_URL} from '../../website/siteConstants';

/** The build the tests serve: the site's production build unless E2E_SITE_DIR names another. */
export const SITE_DIR = process.env.E2E_SITE_DIR ?? 'website/build';

/** Every page the built sitemap lists, as a path relative to the base URL ('' is home). */
export function sitemapRoutes(): string[] {
  const xml = readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8');
  const prefix = `${SITE_URL}${BASE_URL}`;
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    if (!loc.startsWith(prefix) && `${loc}/` !== prefix) {
      throw new Error(`sitemap.xml lists ${loc}, outside ${prefix}`);
    }
    return loc.slice(prefix.length);
  });
  if (routes.length === 0) {
    throw new Error(`${SITE_DIR}/sitemap.xml lists no pages: build the site first`);
  }
  return routes;
}

/** The JavaScript chunks of a build whose code contains `text`, as file names in assets/js. */
export function chunksContaining(buildDir: string, text: string): string[] {
  const jsDir = path.join(buildDir, 'assets', 'js');
  return readdirSync(jsDir).filter((file) => readFileSync(path.join(jsDir, file), 'utf8').includes(text));
}

/**
 * Resolves once React has hydrated the server-rendered page. The server renders
 * `data-has-hydrated="false"` on <html> and the client's Helmet replaces it (with "true", or
 * seen once on a page with live code blocks, with an empty value).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(
    page.locator('html'),
    'the page should hydrate (html[data-has-hydrated] no longer "false")',
  ).toHaveAttribute('data-has-hydrated', /^(true|)$/);
}

/** Opens a route of the site (relative to the base path) and waits until React has hydrated it. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

/**
 * Moves the single-page app to `pathname` without loading a page, as a link click does: the
 * router of Docusaurus follows the browser history's popstate. The route's components then mount
 * in the browser, with no server markup to hydrate.
 */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, pathname);
}

/** The h1 of the page's main content. */
export function pageHeading(page: Page) {
  return page.getByRole('heading', {level: 1}).first();
}

/** Requests for the JavaScript chunks that make up routes' content (not the runtime or main bundle). */
export const ROUTE_CHUNK = /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/;

/** React's out-of-line parts of a streamed page: a boundary's placeholder and its hidden content. */
export const STREAMED_PARTS = 'template[id^="B:"], div[hidden][id^="S:"]';

/**
 * Resolves once the browser has parsed the whole server HTML and React's streamed Suspense
 * boundaries have been revealed. React writes a boundary that completes late (the live
 * playground's lazy chunk) after its fallback, in a hidden `<div id="S:n">`, with an inline
 * script that swaps it in; React 19.2 batches those swaps up to 300 ms after the first frame.
 * Until then the page shows the fallbacks, so what the server sent is not yet on screen.
 */
export async function waitForServerHtml(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.readyState !== 'loading' && !document.querySelector('template[id^="B:"], div[hidden][id^="S:"]'),
        ),
      {message: 'the server HTML should be parsed, with every streamed Suspense boundary revealed'},
    )
    .toBe(true);
}

/**
 * Holds the main bundle back, so that the page can be read as the server sent it, before React
 * hydrates it. Call the returned function to let the bundle load.
 */
export async function holdMainBundle(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once no CSS animation or transition runs on the page (a dialog's fade-in, a menu sliding in). */
export async function motionEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
