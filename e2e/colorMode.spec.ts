import {expect, type Page, test} from '@playwright/test';
import {DEFAULT_COLOR_MODE} from '../website/siteConstants';
import {openRoute} from './support/site';

const DOC = 'docs/installation';
/** The key theme-classic stores the colour-mode choice under. */
const STORAGE_KEY = 'theme';

const html = (page: Page) => page.locator('html');
/** The colour-mode toggle: in the navbar on desktop, in the hamburger menu on mobile. */
async function toggle(page: Page) {
  const button = page.getByRole('button', {name: /Switch between dark and light mode/});
  const hamburger = page.getByRole('button', {name: 'Toggle navigation bar'});
  if (await hamburger.isVisible()) {
    if (!(await page.locator('nav.navbar-sidebar--show').isVisible())) await hamburger.click();
    return page.locator('.navbar-sidebar').getByRole('button', {name: /Switch between dark and light mode/});
  }
  return button;
}
const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

/** The colour the navbar's Hoverkraft mark is painted with. */
const logoColour = (page: Page) =>
  page
    .locator('.navbar__brand svg rect')
    .first()
    .evaluate((rect) => getComputedStyle(rect).fill);

test.describe('colour mode', () => {
  test(`the site is ${DEFAULT_COLOR_MODE} by default, even when the system prefers dark @mobile`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await openRoute(page, DOC);
    await expect(html(page)).toHaveAttribute('data-theme', DEFAULT_COLOR_MODE);
  });

  test('the toggle flips between light and dark @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await (await toggle(page)).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await (await toggle(page)).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the choice is stored under "theme" and survives a reload', async ({page}) => {
    await openRoute(page, DOC);
    await (await toggle(page)).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await storedChoice(page)).toBe('dark');
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('the choice syncs to another open tab', async ({page, context}) => {
    await openRoute(page, DOC);
    const otherTab = await context.newPage();
    await openRoute(otherTab, '');
    await expect(html(otherTab)).toHaveAttribute('data-theme', 'light');
    await (await toggle(page)).click();
    await expect(html(otherTab), 'the other tab should follow').toHaveAttribute('data-theme', 'dark');
  });

  test('themed images show the picture of the current mode', async ({page}) => {
    await openRoute(page, 'docs/components/logo');
    const lightImage = page.locator('article img[src$="/img/hoverkraft-mark-light.svg"]');
    const darkImage = page.locator('article img[src$="/img/hoverkraft-mark-dark.svg"]');
    await expect(lightImage).toBeVisible();
    await expect(darkImage).toBeHidden();
    await (await toggle(page)).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(darkImage).toBeVisible();
    await expect(lightImage).toBeHidden();
  });

  test('the navbar logo changes colour with the mode', async ({page}) => {
    await openRoute(page, DOC);
    const light = await logoColour(page);
    await (await toggle(page)).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => logoColour(page), {message: 'the logo should be repainted in dark mode'}).not.toBe(light);
  });

  test('a stored dark choice applies before the content appears, without flashing light', async ({page}) => {
    // Record the mode when the parser first adds the page content (#__docusaurus), before it can
    // be painted, and load no script but the inline ones, so that only the page sets the mode.
    await page.addInitScript((key) => {
      localStorage.setItem(key, 'dark');
      new MutationObserver((_, observer) => {
        if (document.getElementById('__docusaurus')) {
          (window as unknown as {modeWhenContentAppears: string | null}).modeWhenContentAppears =
            document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      }).observe(document, {childList: true, subtree: true});
    }, STORAGE_KEY);
    await page.route(/\/assets\/js\//, (route) => route.abort());
    await page.goto(DOC);
    const modeWhenContentAppears = await page.evaluate(
      () => (window as unknown as {modeWhenContentAppears?: string | null}).modeWhenContentAppears,
    );
    expect(modeWhenContentAppears, 'the mode when the content first appeared').toBe('dark');
  });
});
