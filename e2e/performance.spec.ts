import {expect, type Page, test} from '@playwright/test';

/**
 * The live editor (react-live, its code transformer and the components in its scope) is the
 * heaviest script of the site. It must reach only the pages that have live code blocks, and
 * those pages must still arrive with the code in their HTML and become editable on hydration.
 */

/** A marker only the live editor's bundle contains: react-live's editable <pre>. */
const LIVE_EDITOR_MARKER = 'plaintext-only';
const LIVE_PAGE = 'docs/components/buttons';
const PAGES_WITHOUT_LIVE_BLOCKS = ['', 'docs/getting-started', 'docs/configuration', 'blog'];

/** The scripts a page loads, with their bodies, once the page has loaded and hydrated. */
async function scriptsLoadedBy(page: Page, route: string): Promise<Map<string, string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(response.url(), response.text());
    }
  });
  await page.goto(route, {waitUntil: 'networkidle'});
  return new Map(await Promise.all([...scripts].map(async ([url, body]) => [url, await body] as const)));
}

test.describe('the live editor loads only where it is used', () => {
  for (const route of PAGES_WITHOUT_LIVE_BLOCKS) {
    test(`/${route} downloads no live-editor code`, async ({page}) => {
      const scripts = await scriptsLoadedBy(page, route);
      expect(scripts.size, 'the page loads scripts at all').toBeGreaterThan(0);
      const withEditor = [...scripts].filter(([, body]) => body.includes(LIVE_EDITOR_MARKER)).map(([url]) => url);
      expect(withEditor, 'scripts that carry the live editor').toEqual([]);
    });
  }

  test('a page with live blocks downloads the editor', async ({page}) => {
    const scripts = await scriptsLoadedBy(page, LIVE_PAGE);
    expect([...scripts.values()].some((body) => body.includes(LIVE_EDITOR_MARKER))).toBe(true);
  });

  test('the server HTML already shows the live code', async ({request}) => {
    const html = await (await request.get(LIVE_PAGE)).text();
    expect(html).toMatch(/class="?playgroundEditor/);
    expect(html).toContain('Get started');
  });

  test('after hydration, editing the code updates the preview @mobile', async ({page}) => {
    await page.goto(LIVE_PAGE);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    const editor = playground.locator('[contenteditable]');
    await expect(editor).toBeVisible();
    const preview = playground.locator('[class*="playgroundPreview"]');
    await expect(preview.getByRole('link', {name: 'Get started'})).toBeVisible();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('<Button to="/docs/installation">Edited live</Button>');
    await expect(preview.getByRole('link', {name: 'Edited live'})).toBeVisible();
  });
});
