import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {expect, type Page, test} from '@playwright/test';
import {BLOG_POST_SLUG} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {openRoute, SITE_DIR, waitForHydration} from './support/site';

/** The "Copy page" control on docs and blog posts: clipboard, refusal, keyboard, offline build. */
const OFFLINE_DIR = path.resolve(path.dirname(SITE_DIR), 'build-offline');
const REFUSED = 'Could not copy: your browser refused access to the clipboard. Open the Markdown instead.';

const twinText = (route: string) => readFileSync(path.join(SITE_DIR, `${route}.md`), 'utf8');
const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menuButton = (page: Page) => page.getByRole('button', {name: 'More page actions'});
const viewItem = (page: Page) => page.getByRole('menuitem', {name: 'View as Markdown'});
const status = (page: Page) => page.getByRole('article').getByRole('status');
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Makes the page's clipboard refuse every write, as a browser does when the reader says no. */
async function refuseClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
}

test.describe('Copy page', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  for (const route of ['docs/components/buttons', `blog/${BLOG_POST_SLUG}`]) {
    test(`puts the Markdown twin of ${route} on the clipboard and says so`, async ({page}) => {
      await openRoute(page, route);
      await copyButton(page).click();
      await expect(status(page)).toHaveText('Copied');
      expect(await clipboardText(page)).toBe(twinText(route));
    });
  }

  test('loads its copying code only when used', async ({page}) => {
    const twinRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) {
        twinRequests.push(request.url());
      }
    });
    await openRoute(page, 'docs/getting-started');
    const scriptsBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
    expect(twinRequests).toEqual([]);
    await copyButton(page).click();
    await expect(status(page)).toHaveText('Copied');
    expect(twinRequests).toHaveLength(1);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(scriptsBefore);
  });

  test('links to the Markdown twin, served as Markdown', async ({page}) => {
    await openRoute(page, 'docs/installation');
    await menuButton(page).click();
    const link = viewItem(page);
    await expect(link).toHaveAttribute('href', /\/docs\/installation\.md$/);
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toBe(twinText('docs/installation'));
    // The browser shows the Markdown as text rather than downloading it.
    await link.click();
    await expect(page).toHaveURL(/\/docs\/installation\.md$/);
    await expect(page.locator('body')).toContainText('# Installation');
  });

  test('says when the clipboard is refused, and offers the link @mobile', async ({page}) => {
    await refuseClipboard(page);
    await openRoute(page, 'docs/components/buttons');
    await copyButton(page).click();
    await expect(status(page)).toHaveText(REFUSED);
    await menuButton(page).click();
    await expect(viewItem(page)).toBeVisible();
  });

  test('works with the keyboard alone', async ({page}) => {
    await openRoute(page, 'docs/configuration');
    // Tab from the top of the page until the button has focus, as a keyboard user would.
    for (let presses = 0; presses < 60; presses += 1) {
      if (await copyButton(page).evaluate((button) => button === document.activeElement)) {
        break;
      }
      await page.keyboard.press('Tab');
    }
    await expect(copyButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveText('Copied');
    expect(await clipboardText(page)).toBe(twinText('docs/configuration'));
    await page.keyboard.press('Tab');
    await expect(menuButton(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(status(page)).toHaveText('Copied');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no axe violation, with its messages shown, in ${mode} mode @mobile`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await refuseClipboard(page);
      await openRoute(page, 'docs/getting-started');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await copyButton(page).click();
      await expect(status(page)).toHaveText(REFUSED);
      await expectNoAxeViolations(page, `the article with the copy button's messages shown (${mode})`, {
        include: 'article',
      });
    });
  }

  test('is not on unlisted pages or pages other than docs and posts', async ({page}) => {
    await openRoute(page, '');
    await expect(copyButton(page)).toHaveCount(0);
    await openRoute(page, 'blog');
    await expect(copyButton(page)).toHaveCount(0);
  });

  test('copies the page on the offline hash-router build, made from the page itself', async ({page}) => {
    const index = path.join(OFFLINE_DIR, 'index.html');
    expect(existsSync(index), `${index} is missing: run "npm run build:offline --workspace website"`).toBe(true);
    await page.goto(`${pathToFileURL(index).href}#/docs/components/buttons`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
    // No twin files next to a file:// build: there is nothing to link to, so no menu either.
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveCount(0);
    await expect(page.locator('[aria-haspopup="menu"]')).toHaveCount(0);
    await expect(page.locator('link[type="text/markdown"]')).toHaveCount(0);
    await copyButton(page).click();
    await expect(status(page)).toHaveText('Copied');
    const copied = await clipboardText(page);
    const twin = twinText('docs/components/buttons');
    expect(copied.split('\n')[0]).toBe('# Button');
    expect(copied.split('\n')[0]).toBe(twin.split('\n')[0]);
    // The same sections as the twin of the online build, and the live code blocks' code.
    expect(copied.match(/^#+ .+$/gm)).toEqual(twin.match(/^#+ .+$/gm));
    expect(copied).toContain('<Button size="lg" to="/blog">');
  });
});
