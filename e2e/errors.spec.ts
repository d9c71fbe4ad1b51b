import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE_URL, BLOG_POST_SLUG, SPEC_ROUTES} from '../website/siteConstants';
import {openRoute, pageHeading, SITE_DIR} from './support/site';

test.describe('error states', () => {
  test('a component that throws shows "This page crashed." and "Try again" re-renders it', async ({page}) => {
    await openRoute(page, '');
    // The blog list formats each post's date while rendering: make that throw, as a bug would.
    await page.evaluate(() => {
      const realDateTimeFormat = Intl.DateTimeFormat;
      (window as unknown as {restoreDateTimeFormat: () => void}).restoreDateTimeFormat = () => {
        Intl.DateTimeFormat = realDateTimeFormat;
      };
      Intl.DateTimeFormat = function brokenDateTimeFormat() {
        throw new Error('Simulated rendering failure');
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}).first().click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated rendering failure')).toBeVisible();
    await page.evaluate(() => (window as unknown as {restoreDateTimeFormat: () => void}).restoreDateTimeFormat());
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeHidden();
    await expect(page.locator(`article a[href$="/blog/${BLOG_POST_SLUG}"]`).first()).toBeVisible();
  });

  test('served from the wrong base path, the home page shows the base-URL banner', async ({page}) => {
    // The same build, served by the same static host, under another base path.
    const {createSiteServer} = await import('../scripts/site/serve.mjs');
    const server = createSiteServer({
      dir: path.resolve(SITE_DIR),
      base: '/wrong-base/',
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const {port} = server.address() as {port: number};
      await page.goto(`http://127.0.0.1:${port}/wrong-base/`);
      const banner = page.locator('#__docusaurus-base-url-issue-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('Your Docusaurus site did not load properly.');
      await expect(banner).toContainText(`Current configured baseUrl = ${BASE_URL}`);
      await expect(banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText(
        '/wrong-base/',
      );
    } finally {
      server.close();
    }
  });

  // Every route, in a few groups so that each test stays short.
  const GROUP_SIZE = 6;
  for (let start = 0; start < SPEC_ROUTES.length; start += GROUP_SIZE) {
    const routes = SPEC_ROUTES.slice(start, start + GROUP_SIZE);
    test(`with browser storage unavailable, pages still work and at most warn (/${routes[0]} and ${routes.length - 1} more)`, async ({
      page,
    }) => {
      test.slow();
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      for (const route of routes) {
        await openRoute(page, route);
        await expect(pageHeading(page), `/${route} should render`).toBeVisible();
      }
      expect(errors, 'no page should log an error').toEqual([]);
    });
  }

  test('with browser storage unavailable, the colour-mode toggle still works', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await openRoute(page, 'docs/installation');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
