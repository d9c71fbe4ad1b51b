import {existsSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {expect, test} from '@playwright/test';
import {MAIN_DOC_ID} from '../website/siteConstants';
import {chunksContaining, SITE_DIR, waitForHydration} from './support/site';

/** `npm run build:offline` writes it beside the site's build: website/build-offline. */
const OFFLINE_DIR = path.resolve(path.dirname(SITE_DIR), 'build-offline');

test.describe('hash-router build', () => {
  test('opens from file:// and navigates between pages', async ({page}) => {
    const index = path.join(OFFLINE_DIR, 'index.html');
    expect(existsSync(index), `${index} is missing: run "npm run build:offline --workspace website"`).toBe(true);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(index).href);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Hoverkraft');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Documentation', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`index\\.html#/docs/${MAIN_DOC_ID}$`));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Installation', exact: true})
      .click();
    await expect(page).toHaveURL(/index\.html#\/docs\/installation$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    expect(errors).toEqual([]);
  });

  test('a page opened directly shows its code blocks highlighted, with no server markup to keep', async ({page}) => {
    const index = path.join(OFFLINE_DIR, 'index.html');
    expect(existsSync(index), `run "npm run build:offline --workspace website"`).toBe(true);
    await page.goto(`${pathToFileURL(index).href}#/docs/installation`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    // The page's install commands sit in tabs: only the selected tab's block is shown.
    const blocks = page.locator('.theme-code-block pre').filter({visible: true});
    expect(await blocks.count()).toBeGreaterThan(1);
    for (const block of await blocks.all()) {
      await expect(block.locator('.token').first()).toBeVisible();
    }
  });

  // With the hash router the page loads before its route is known, so the route's content is
  // loaded while rendering: this is where Docusaurus shows its loading error. The browser-router
  // build never renders a route before its chunks are in: a first load waits for them, and a
  // failed client-side navigation falls back to a full page load (routing.spec.ts proves it).
  test('when the page content fails to load, the page shows the error and Retry loads it', async ({page}) => {
    expect(existsSync(path.join(OFFLINE_DIR, 'index.html')), `run "npm run build:offline --workspace website"`).toBe(
      true,
    );
    const {createSiteServer} = await import('../scripts/site/serve.mjs');
    const server = createSiteServer({dir: OFFLINE_DIR, base: '/offline/'});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const {port} = server.address() as {port: number};
      // Fail the chunk that holds the installation guide's content, found by one of its headings.
      const contentChunks = chunksContaining(OFFLINE_DIR, 'Verify the installation');
      expect(contentChunks, 'the chunk of the installation guide').toHaveLength(1);
      let failChunks = true;
      await page.route(`**/assets/js/${contentChunks[0]}`, (route) => (failChunks ? route.abort() : route.continue()));
      await page.goto(`http://127.0.0.1:${port}/offline/index.html#/docs/installation`);
      const retry = page.getByRole('button', {name: 'Retry'});
      await expect(retry).toBeVisible();
      await expect(page.getByText(/ChunkLoadError|Loading chunk/)).toBeVisible();
      failChunks = false;
      await retry.click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    } finally {
      server.close();
    }
  });
});
