import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page, test} from '@playwright/test';
import {load} from 'cheerio';
import {BASE_URL, BLOG_POST_SLUG, SITE_URL} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {chunksContaining, openRoute, SITE_DIR} from './support/site';

/**
 * The page actions on docs and posts (WAI-ARIA menu button): Copy page, View as Markdown, Open in
 * ChatGPT, Open in Claude; the rel="alternate" link to each page's Markdown twin; and what stays
 * without JavaScript. Copying itself is e2e/copyPage.spec.ts's.
 */
const menuButton = (page: Page) => page.getByRole('button', {name: 'More page actions'});
const menu = (page: Page) => page.getByRole('menu');
const items = (page: Page) => menu(page).getByRole('menuitem');
const ITEM_NAMES = [
  'Copy page',
  'View as Markdown',
  'Open in ChatGPT (opens in a new tab)',
  'Open in Claude (opens in a new tab)',
];

/** The prompt an assistant opens with, for a page's route, as the theme writes it. */
const prompt = (route: string) =>
  encodeURIComponent(`Read ${SITE_URL}${BASE_URL}${route}.md so I can ask questions about it.`);

/** Presses Tab from the top of the page until the menu button has focus, as a keyboard user would. */
async function tabToMenuButton(page: Page): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await menuButton(page).evaluate((button) => button === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(menuButton(page)).toBeFocused();
}

test.describe('Page actions menu', () => {
  for (const route of ['docs/configuration', `blog/${BLOG_POST_SLUG}`]) {
    test(`on ${route}, opens with the four actions, each assistant with a prompt naming the twin @mobile`, async ({
      page,
    }) => {
      await openRoute(page, route);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu(page)).toBeHidden();
      await menuButton(page).click();
      await expect(menu(page)).toBeVisible();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(items(page)).toHaveText(ITEM_NAMES);
      await expect(items(page).first()).toBeFocused();
      await expect(items(page).nth(1)).toHaveAttribute('href', `${BASE_URL}${route}.md`);
      await expect(items(page).nth(2)).toHaveAttribute('href', `https://chatgpt.com/?hints=search&q=${prompt(route)}`);
      await expect(items(page).nth(3)).toHaveAttribute('href', `https://claude.ai/new?q=${prompt(route)}`);
      for (const assistant of [items(page).nth(2), items(page).nth(3)]) {
        await expect(assistant).toHaveAttribute('target', '_blank');
        await expect(assistant).toHaveAttribute('rel', 'noopener noreferrer');
      }
      // The menu stays inside the window, at phone width too.
      const box = await menu(page).boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    });
  }

  test('works with the keyboard: arrows, Home, End, a letter, Escape and Tab, and focus comes back', async ({page}) => {
    await openRoute(page, 'docs/installation');
    await tabToMenuButton(page);
    await page.keyboard.press('Enter');
    await expect(items(page).nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items(page).nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items(page).nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items(page).nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items(page).nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items(page).nth(0)).toBeFocused();
    await page.keyboard.press('v');
    await expect(items(page).nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    // ArrowUp opens on the last item, Space on the first; Tab closes and moves on.
    await page.keyboard.press('ArrowUp');
    await expect(items(page).nth(3)).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect(items(page).nth(0)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click elsewhere and on a second click of its button @mobile', async ({page}) => {
    await openRoute(page, 'docs/installation');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    // A press on the footer's corner: the menu covers the title at phone width.
    await page.getByRole('contentinfo').click({position: {x: 4, y: 4}});
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menuButton(page).click();
    await expect(menu(page)).toBeHidden();
  });

  test('copies from the menu, says so and gives focus back to the menu button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openRoute(page, 'docs/installation');
    await menuButton(page).click();
    // The menu's code loads on this first click: Enter goes to its first item once it has focus
    // (pressed before, it would reach the menu button and close the menu again).
    await expect(items(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article').getByRole('status')).toHaveText('Copied');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      readFileSync(path.join(SITE_DIR, 'docs/installation.md'), 'utf8'),
    );
  });

  test('opens an assistant in a new tab, the page staying where it was', async ({page, context}) => {
    // No request leaves for the assistant's host: the new tab is stopped at its address.
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
      route.fulfill({status: 200, contentType: 'text/plain', body: 'assistant'}),
    );
    await openRoute(page, 'docs/installation');
    await menuButton(page).click();
    const [tab] = await Promise.all([context.waitForEvent('page'), items(page).nth(3).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`https://claude.ai/new?q=${prompt('docs/installation')}`);
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await expect(menu(page)).toBeHidden();
  });

  test('loads the menu code only when first used', async ({page}) => {
    const menuChunks = chunksContaining(SITE_DIR, '[role="menuitem"]');
    expect(menuChunks.length).toBeGreaterThan(0);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(path.basename(new URL(request.url()).pathname)));
    await openRoute(page, 'docs/getting-started');
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((file) => menuChunks.includes(file))).toEqual([]);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    expect(loaded.filter((file) => menuChunks.includes(file)).length).toBeGreaterThan(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no axe violation with the menu open, in ${mode} mode @mobile`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, 'docs/getting-started');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await menuButton(page).click();
      await page.keyboard.press('ArrowDown');
      await expectNoAxeViolations(page, `the page with the page-actions menu open (${mode})`);
    });
  }
});

test.describe('Page actions without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the row shows the link to the twin, which works, and no button @mobile', async ({page}) => {
    await page.goto('docs/installation');
    const row = page.locator('[data-pagefind-ignore="all"]', {has: page.locator('noscript')});
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(row.getByRole('link')).toHaveText(['View as Markdown']);
    await row.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/docs\/installation\.md$/);
    await expect(page.locator('body')).toContainText('# Installation');
  });
});

test.describe('Discoverable twins', () => {
  /** Every built HTML page, as its route relative to the base URL. */
  function builtPages(dir = SITE_DIR, prefix = ''): string[] {
    return readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) {
        return ['assets', 'pagefind', 'img'].includes(relative) ? [] : builtPages(dir, relative);
      }
      return entry.name.endsWith('.html') ? [relative] : [];
    });
  }

  test('every page with a twin links to it as rel="alternate" type="text/markdown", and no other page does', () => {
    const checked: string[] = [];
    for (const file of builtPages()) {
      const $ = load(readFileSync(path.join(SITE_DIR, file), 'utf8'));
      const hrefs = $('link[rel="alternate"][type="text/markdown"]')
        .map((_, link) => $(link).attr('href'))
        .get();
      // The page's own route (the file without index.html or .html), and where its twin would be.
      const route = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      const twin = `${route.replace(/\/$/, '')}.md`;
      let hasTwin = false;
      try {
        hasTwin = route !== '' && readFileSync(path.join(SITE_DIR, twin), 'utf8').length > 0;
      } catch {
        hasTwin = false;
      }
      expect(hrefs, file).toEqual(hasTwin ? [`${BASE_URL}${twin}`] : []);
      if (hasTwin) {
        checked.push(twin);
      }
    }
    // The docs and the post: every twin the build wrote has its page pointing at it.
    const twins = readFileSync(path.join(SITE_DIR, 'llms.txt'), 'utf8').match(/\.md\)/g) ?? [];
    expect(checked.length).toBe(twins.length);
  });

  test('a doc page carries the link in the browser, and the link opens the twin', async ({page}) => {
    await openRoute(page, 'docs/installation');
    const link = page.locator('link[rel="alternate"][type="text/markdown"]');
    await expect(link).toHaveCount(1);
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toBe(readFileSync(path.join(SITE_DIR, 'docs/installation.md'), 'utf8'));
    // After client-side navigation to a page without a twin, the link is gone.
    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expect(link).toHaveCount(0);
  });
});
