import {expect, test} from '@playwright/test';
import {BASE_URL, SPEC_ROUTES} from '../website/siteConstants';
import {holdBackLateChunks, LATE_CHUNK_MS} from './support/lateChunks';
import {sitemapRoutes} from './support/site';

test.describe('every route of the spec', () => {
  // a11y.spec.ts opens every page of the sitemap, and an unknown path, at both widths, and
  // checks there that each answers 200 (404) with its own h1 and title: a route of the spec
  // must be one of those pages.
  test('is a page of the built sitemap', () => {
    const pages = new Set(sitemapRoutes());
    expect(SPEC_ROUTES.filter((route) => !pages.has(route))).toEqual([]);
  });

  test('the not-found page searches the site and leads back to the home page and the docs, without JavaScript too', async ({
    browser,
    baseURL,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({javaScriptEnabled, baseURL});
      const page = await context.newPage();
      await page.goto('this/page/does-not-exist');
      await expect(page.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', BASE_URL);
      await expect(page.getByRole('link', {name: 'Documentation', exact: true}).last()).toHaveAttribute(
        'href',
        `${BASE_URL}docs/getting-started`,
      );
      const field = page.getByRole('main').getByRole('searchbox', {name: 'Search the docs and blog'});
      await field.fill('dark mode');
      await field.press('Enter');
      await expect(page, `javaScriptEnabled: ${javaScriptEnabled}`).toHaveURL(/\/search\?q=dark\+mode$/);
      await expect(page.getByRole('heading', {level: 1, name: 'Search'})).toBeVisible();
      await context.close();
    }
  });

  test('the not-found page hydrates without an error when the chunks it did not preload arrive late', async ({
    page,
    request,
  }) => {
    // The 404 page's markup names no chunk of the not-found page: React must not throw the
    // server's markup away while it waits for it.
    const held = await holdBackLateChunks(page, request, 'this/page/does-not-exist');
    const errors: string[] = [];
    page.on('console', (message) => {
      // The document's own 404 status is logged too: it is what the page answers.
      if (message.type() === 'error' && !message.location().url.endsWith('/this/page/does-not-exist')) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('this/page/does-not-exist');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Hydrated, the chunks still on their way: the server's page is there.
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await page.waitForTimeout(LATE_CHUNK_MS * 2);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Pages to start from'})).toBeVisible();
    expect(errors, `console errors, with these chunks held back: ${held.join(', ')}`).toEqual([]);
  });

  test('what the reader typed into the not-found page before its chunk arrived stays, with the focus', async ({
    page,
    request,
  }) => {
    // The server's page is kept until the page's chunk arrives, then replaced by the page it
    // loads, unless the reader is using it: the field typed into must not become an empty one.
    const held = await holdBackLateChunks(page, request, 'this/page/does-not-exist');
    await page.goto('this/page/does-not-exist');
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const field = page.getByRole('main').getByRole('searchbox', {name: 'Search the docs and blog'});
    await field.fill('dark mo');
    expect(held.length, 'a chunk is on its way while the reader types').toBeGreaterThan(0);
    await page.waitForTimeout(LATE_CHUNK_MS * 2);
    await expect(field).toHaveValue('dark mo');
    await expect(field).toBeFocused();
    await page.keyboard.type('de');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dark\+mode$/);
  });

  test('/docs brings the reader to getting-started', async ({page}) => {
    await page.goto('docs');
    await expect(page).toHaveURL(/\/docs\/getting-started$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
