import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import {BROWSER_BUILDS_DIR, fixtureSitesDir, repo} from '../../support/consumerSite';

/**
 * What the shape specs share. Each Playwright project of the shapes matrix is named after its
 * build (tests/consumer/builds.ts) and opens it at its `baseURL`; tests/consumer/shapes.test.ts
 * writes the builds. Every test fails on an error the page throws or logs.
 */

export {expect};

export const PHONE = {width: 390, height: 844};

export const test = base.extend<{pageErrors: string[]}>({
  // Collected from the moment the page opens; a test may check them earlier, to fail at the step
  // that caused them, and they are checked once more when it ends.
  pageErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(errors);
      expect(errors, 'errors thrown or logged by the page').toEqual([]);
    },
    {auto: true},
  ],
});

/** The build this project opens: the project is named after it. */
function currentBuild(): string {
  return test.info().project.name;
}

/** Opens a route of the project's build (relative to its root) and waits for React to take over. */
export async function open(page: Page, route = ''): Promise<void> {
  const build = currentBuild();
  expect(
    existsSync(path.join(BROWSER_BUILDS_DIR, build, 'index.html')),
    `no build of "${build}" in ${BROWSER_BUILDS_DIR}: it failed, or \`npx vitest run --project consumer tests/consumer/shapes.test.ts\` has not run`,
  ).toBe(true);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Opens the theme's search box in the navbar, types a query and returns the dialog once results show. */
export async function search(page: Page, query: string): Promise<Locator> {
  await page.locator('.navbar button[aria-keyshortcuts]').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(query);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  return dialog;
}

/** Clicks a search result and waits for the dialog to close: the URL is then the result's. */
export async function openResult(page: Page, option: Locator): Promise<void> {
  await option.click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Switches the colour mode with the navbar's toggle (which may pass through "system" on the way). */
export async function switchColorMode(page: Page, to: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  const toggle = page.locator('.navbar button[title*="mode" i]').first();
  for (let clicks = 0; clicks < 3 && (await html.getAttribute('data-theme')) !== to; clicks++) {
    await toggle.click();
    await page.waitForTimeout(150);
  }
  await expect(html).toHaveAttribute('data-theme', to);
}

/** The computed value of a custom property on <html>, as the page resolves it. */
export function rootProperty(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (property) => getComputedStyle(document.documentElement).getPropertyValue(property).trim().toLowerCase(),
    name,
  );
}

/**
 * The value a stylesheet gives a custom property in the first rule of `selector` (`:root`,
 * `[data-theme="dark"]`), with a `var(--x)` resolved from the same rule or `:root`.
 */
export function declaredProperty(cssFile: string, selector: string, name: string): string {
  const css = readFileSync(cssFile, 'utf8');
  const valueIn = (ruleSelector: string, property: string): string | undefined => {
    const escaped = ruleSelector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const body = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1];
    const value = body && new RegExp(`(?:^|[;\\s])${property}\\s*:\\s*([^;]+);`).exec(body)?.[1]?.trim();
    const reference = value && /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return reference ? (valueIn(ruleSelector, reference) ?? valueIn(':root', reference)) : value;
  };
  const value = valueIn(selector, name);
  if (!value) {
    throw new Error(`${path.relative(repo, cssFile)} gives ${name} no value in ${selector}`);
  }
  return value.toLowerCase();
}

/** The brand's stylesheet of tokens, in the theme's sources. */
export const BRAND_TOKENS_CSS = path.join(repo, 'packages/docusaurus-theme/src/css/brandTokens.css');

/** A file of a fixture site. */
export const fixtureFile = (shape: string, file: string) => path.join(fixtureSitesDir, shape, file);

/** The element that has focus, named by a mark set on it the first time (so each stop is told apart). */
async function focusStop(page: Page, container: string): Promise<{stop: string; inside: boolean}> {
  return page.evaluate((selector) => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) {
      return {stop: '', inside: false};
    }
    active.dataset.hkStop ??= String(document.querySelectorAll('[data-hk-stop]').length + 1);
    return {stop: active.dataset.hkStop, inside: Boolean(document.querySelector(selector)?.contains(active))};
  }, container);
}

/**
 * Walks theme-classic's mobile menu by keyboard, as the theme makes it a modal dialog: Enter on
 * the menu button opens it, focus moves in, Tab and Shift+Tab cycle inside it, Escape closes it
 * and focus returns to the button. Page errors fail the walk at the step that caused them.
 */
export async function walkMobileMenu(page: Page, errors: string[]): Promise<void> {
  const toggle = page.locator('.navbar__toggle');
  const navbar = page.locator('nav.navbar');
  const menu = page.locator('.navbar-sidebar');
  await expect(toggle).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(navbar, 'Enter on the menu button opens the menu').toHaveClass(/navbar-sidebar--show/);
  // The dialog's code is a chunk of its own, loaded on the first open.
  await expect(menu).toHaveAttribute('role', 'dialog');
  await expect(menu).toHaveAttribute('aria-modal', 'true');
  await page.waitForTimeout(200);
  expect(errors, 'errors once the menu is open').toEqual([]);
  await expect
    .poll(async () => (await focusStop(page, '.navbar-sidebar')).inside, 'focus moves into the menu')
    .toBe(true);

  const first = (await focusStop(page, '.navbar-sidebar')).stop;
  const stops = [first];
  for (let presses = 1; presses <= 40; presses++) {
    await page.keyboard.press('Tab');
    const {stop, inside} = await focusStop(page, '.navbar-sidebar');
    expect(inside, `Tab ${presses} keeps focus inside the menu`).toBe(true);
    if (stop === first) {
      break;
    }
    stops.push(stop);
  }
  expect(stops.length, 'the menu has more than one stop').toBeGreaterThan(1);
  expect((await focusStop(page, '.navbar-sidebar')).stop, 'Tab from the last stop cycles back to the first').toBe(
    first,
  );
  await page.keyboard.press('Shift+Tab');
  expect((await focusStop(page, '.navbar-sidebar')).stop, 'Shift+Tab from the first stop goes to the last').toBe(
    stops[stops.length - 1],
  );
  expect(errors, 'errors while tabbing through the menu').toEqual([]);

  await page.keyboard.press('Escape');
  await expect(navbar, 'Escape closes the menu').not.toHaveClass(/navbar-sidebar--show/);
  await expect(toggle, 'focus returns to the menu button').toBeFocused();
}

/** The twin of a doc or post, by its alternate link and the menu's View as Markdown, fetched: served as Markdown. */
export async function expectMarkdownTwin(page: Page, title: string | RegExp): Promise<string> {
  // The page's head points at its twin, and so does the page-actions menu's View as Markdown.
  const link = page.locator('head link[rel="alternate"][type="text/markdown"]');
  await expect(link).toHaveCount(1);
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const menuButton = page.locator('article [aria-haspopup="menu"]');
  await menuButton.click();
  await expect(page.getByRole('menu').getByRole('menuitem').nth(1)).toHaveAttribute('href', href ?? '');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const response = await page.request.get(new URL(href ?? '', page.url()).href);
  expect(response.status(), `${href}`).toBe(200);
  const text = await response.text();
  expect(text.split('\n')[0]).toMatch(typeof title === 'string' ? `# ${title}` : title);
  return text;
}
