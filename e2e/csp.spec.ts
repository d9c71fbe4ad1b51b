import {type Browser, type BrowserContext, expect, test} from '@playwright/test';
import {CSP_ORIGIN} from '../playwright.config';
import {BASE_URL, DESKTOP_BREAKPOINT_PX} from '../website/siteConstants';
import {waitForHydration} from './support/site';

/**
 * The site served with the Content-Security-Policy the theme writes into the build
 * (content-security-policy.json): scripts only from the site and by hash, no inline stylesheet.
 * Everything a reader does works, and the browser reports no violation.
 */
const SITE = `${CSP_ORIGIN}${BASE_URL}`;
const DOC = `${SITE}docs/getting-started`;
const PHONE = {width: 390, height: 844};
/** A page whose first live code block renders a Button labelled "Get started". */
const LIVE_PAGE = `${SITE}docs/components/buttons`;

/** Every violation the page reports, from the event and from the console, for the failure message. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportViolation: (text: string) => void}).__reportViolation(
        `${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

async function openWithPolicy(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const violations = await watchViolations(context);
  const page = await context.newPage();
  return {context, page, violations};
}

test.describe('under the Content-Security-Policy the build writes', () => {
  test('the host sends the policy: scripts by hash, WebAssembly for the search, eval for the live code blocks, no inline stylesheet', async ({
    request,
  }) => {
    const response = await request.get(DOC);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).toContain("style-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('search loads its index and lists results', async ({browser}) => {
    const {context, page, violations} = await openWithPolicy(browser);
    await page.goto(SITE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    await dialog.getByRole('combobox', {name: 'Search the docs and blog'}).fill('swizzle');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });

  test('a dark choice survives a reload, applied by the inline colour-mode script', async ({browser}) => {
    const {context, page, violations} = await openWithPolicy(browser);
    await page.goto(DOC);
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html, 'the site starts light').toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // With the bundles blocked, only the inline script, allowed by its hash, can apply the choice.
    await page.route(/\/assets\/js\//, (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(violations).toEqual([]);
    await context.close();
  });

  test("a live code block's preview follows an edit", async ({browser}) => {
    const {context, page, violations} = await openWithPolicy(browser);
    await page.goto(LIVE_PAGE);
    await waitForHydration(page);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    const preview = playground.locator('[class*="playgroundPreview"]');
    await expect(preview.getByRole('link', {name: 'Get started'})).toBeVisible();
    const editor = playground.locator('[class*="playgroundEditor"] [contenteditable]');
    await expect(editor).toBeVisible();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('<strong>Edited under the policy</strong>');
    await expect(preview.getByText('Edited under the policy')).toBeVisible();
    await expect(preview, 'react-live compiles with new Function, which needs unsafe-eval').not.toContainText(
      'EvalError',
    );
    expect(violations).toEqual([]);
    await context.close();
  });

  test('Copy page puts the page on the clipboard', async ({browser}) => {
    const {context, page, violations} = await openWithPolicy(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: CSP_ORIGIN});
    await page.goto(DOC);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText('Copied');
    expect(violations).toEqual([]);
    await context.close();
  });

  test('the mobile menu opens as a dialog', async ({browser}) => {
    const {context, page, violations} = await openWithPolicy(browser, {viewport: PHONE});
    await page.goto(DOC);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByRole('dialog', {name: 'Site navigation'})).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });

  test("with JavaScript off, a doc's sidebar and the navbar links show at phone width", async ({browser}) => {
    expect(PHONE.width).toBeLessThanOrEqual(DESKTOP_BREAKPOINT_PX);
    const {context, page, violations} = await openWithPolicy(browser, {viewport: PHONE, javaScriptEnabled: false});
    await page.goto(DOC);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Blog', exact: true}),
    ).toBeVisible();
    expect(violations).toEqual([]);
    await context.close();
  });
});
