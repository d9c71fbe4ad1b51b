import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page, test} from '@playwright/test';
import {BASE_URL} from '../website/siteConstants';
import {openRoute, SITE_DIR} from './support/site';

/**
 * The dialogs' stylesheets load with the dialogs (server/dialogStylesheets/feature.ts): a page
 * does not download their rules, and opening a dialog fetches them before it shows, styled. A
 * dialog's rules are found in the built CSS by its hashed class, read from the open dialog.
 */
const PLAIN_DOC = 'docs/quick-reference';
const ZOOM_DOC = 'docs/zoom';

/** The text of a built stylesheet, from its URL or href. */
function stylesheetText(href: string): string {
  const pathname = new URL(href, 'http://localhost').pathname;
  return readFileSync(path.join(SITE_DIR, pathname.slice(BASE_URL.length)), 'utf8');
}

/** Whether a stylesheet has a rule for the hashed class `className`. */
function hasRuleFor(css: string, className: string): boolean {
  return new RegExp(`\\.${className.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css);
}

/** The stylesheets the page requests from now on (their URLs). */
function stylesheetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') {
      urls.push(request.url());
    }
  });
  return urls;
}

/** The first class of an element: its CSS module's hashed class. */
async function firstClass(element: Locator): Promise<string> {
  const className = (await element.getAttribute('class'))?.split(/\s+/)[0] ?? '';
  expect(className, 'the dialog should have a class').not.toBe('');
  return className;
}

async function openSearchDialog(page: Page) {
  await page.getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the site'});
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openZoomDialog(page: Page) {
  const trigger = page.getByRole('button', {name: /^Enlarge image: /}).first();
  await expect(trigger, 'an image of the zoom page should become a button once the page runs').toBeVisible();
  await trigger.click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a doc downloads neither dialog's CSS", async ({page}) => {
  await openRoute(page, ZOOM_DOC);
  const classes: Record<string, string> = {'zoom dialog': await firstClass(await openZoomDialog(page))};
  await openRoute(page, PLAIN_DOC);
  classes['search dialog'] = await firstClass(await openSearchDialog(page));

  const fresh = await page.context().newPage();
  const requested = stylesheetRequests(fresh);
  await openRoute(fresh, PLAIN_DOC);
  await fresh.waitForLoadState('networkidle');
  expect(requested.length, 'the doc loads some stylesheet').toBeGreaterThan(0);
  for (const url of requested) {
    const css = stylesheetText(url);
    for (const [name, className] of Object.entries(classes)) {
      expect(hasRuleFor(css, className), `${name}'s rules (.${className}) in ${url}`).toBe(false);
    }
  }
});

test.describe('a dialog', () => {
  test("the search dialog's stylesheet comes when it opens, and styles it", async ({page}) => {
    const requested = stylesheetRequests(page);
    await openRoute(page, PLAIN_DOC);
    await page.waitForLoadState('networkidle');
    const before = requested.length;
    const dialog = await openSearchDialog(page);
    const className = await firstClass(dialog);
    expect(
      requested.slice(before).filter((url) => hasRuleFor(stylesheetText(url), className)),
      "a stylesheet with the dialog's rules, fetched as it opened",
    ).toHaveLength(1);
    // The browser's own dialog has a padding and a narrow maximum width; the theme's has neither.
    await expect(dialog).toHaveCSS('padding-top', '0px');
    await expect(dialog).toHaveCSS('max-width', 'none');
    await expect(dialog).toHaveCSS('margin-top', '80px');
  });

  test("the zoom dialog's stylesheet comes when it opens, and styles it", async ({page}) => {
    const requested = stylesheetRequests(page);
    await openRoute(page, ZOOM_DOC);
    await page.waitForLoadState('networkidle');
    const before = requested.length;
    const dialog = await openZoomDialog(page);
    const className = await firstClass(dialog);
    expect(
      requested.slice(before).filter((url) => hasRuleFor(stylesheetText(url), className)),
      "a stylesheet with the dialog's rules, fetched as it opened",
    ).toHaveLength(1);
    await expect(dialog).toHaveCSS('display', 'grid');
    await expect(dialog).toHaveCSS('padding-top', '0px');
    await expect(dialog).toHaveCSS('max-width', 'none');
  });
});
