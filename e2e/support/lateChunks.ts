import type {APIRequestContext, Page} from '@playwright/test';

/** How long a chunk the page did not name is held back: longer than hydration takes on a busy runner. */
export const LATE_CHUNK_MS = 1_500;

/**
 * Holds back, by LATE_CHUNK_MS, every script of `route` that its server HTML does not name (a
 * `<script src>` or a preload): the chunks the browser asks for after the page has loaded, which
 * the network may bring late. Returns the paths held, as they are asked for.
 */
export async function holdBackLateChunks(page: Page, request: APIRequestContext, route: string): Promise<string[]> {
  const response = await request.get(route);
  const html = await response.text();
  // The browser's own parser: a minified page may leave attribute values unquoted.
  const inPage = await page.evaluate(
    ([text, base]) =>
      Array.from(
        new DOMParser().parseFromString(text, 'text/html').querySelectorAll('script[src], link[href]'),
        (element) => new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', base).pathname,
      ),
    [html, response.url()] as const,
  );
  const held: string[] = [];
  await page.route(/\.js$/, async (chunk) => {
    const pathname = new URL(chunk.request().url()).pathname;
    if (!inPage.includes(pathname)) {
      held.push(pathname);
      await new Promise((resolve) => setTimeout(resolve, LATE_CHUNK_MS));
    }
    await chunk.continue();
  });
  return held;
}
