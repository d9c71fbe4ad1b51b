import {expect, type Page} from '@playwright/test';

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

/** The h1 of the page's main content. */
export function pageHeading(page: Page) {
  return page.getByRole('heading', {level: 1}).first();
}

/** Requests for the JavaScript chunks that make up routes' content (not the runtime or main bundle). */
export const ROUTE_CHUNK = /\/assets\/js\/(?!runtime~main|main\.)[^/]+\.js$/;
