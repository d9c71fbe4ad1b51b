import {type APIRequestContext, expect, type Page, test} from '@playwright/test';
import {STREAMED_PARTS} from './support/site';

/**
 * The live editor (react-live, its code transformer and the components in its scope) is the
 * heaviest script of the site. It must reach only the pages that have live code blocks, and
 * those pages must still arrive with the code in their HTML and become editable on hydration.
 */

/** A marker only the live editor's bundle contains: react-live's editable <pre>. */
const LIVE_EDITOR_MARKER = 'plaintext-only';
const LIVE_PAGE = 'docs/components/buttons';
const PAGES_WITHOUT_LIVE_BLOCKS = ['', 'docs/getting-started', 'docs/configuration', 'blog'];
/**
 * Below this, the grammars task found them defined already: defining prism-react-renderer's
 * grammars takes tens of milliseconds on this machine, reading them back well under one.
 */
const ALREADY_DEFINED_MS = 1;

/**
 * The scripts the page has loaded so far (initial and dynamically imported chunks), with their
 * bodies fetched again from the server. Reading the browser's resource timing list avoids
 * racing the page's own responses.
 */
async function scriptsLoadedBy(page: Page, request: APIRequestContext): Promise<Map<string, string>> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name),
  );
  return new Map(await Promise.all(urls.map(async (url) => [url, await (await request.get(url)).text()] as const)));
}

async function liveEditorScripts(page: Page, request: APIRequestContext): Promise<string[]> {
  const scripts = await scriptsLoadedBy(page, request);
  return [...scripts].filter(([, body]) => body.includes(LIVE_EDITOR_MARKER)).map(([url]) => url);
}

test.describe('the live editor loads only where it is used', () => {
  for (const route of PAGES_WITHOUT_LIVE_BLOCKS) {
    test(`/${route} downloads no live-editor code`, async ({page, request}) => {
      await page.goto(route, {waitUntil: 'networkidle'});
      expect((await scriptsLoadedBy(page, request)).size, 'the page loads scripts at all').toBeGreaterThan(0);
      expect(await liveEditorScripts(page, request), 'scripts that carry the live editor').toEqual([]);
    });
  }

  test('a page with live blocks downloads the editor', async ({page, request}) => {
    await page.goto(LIVE_PAGE);
    // The editor comes with the page's own chunks (remark-live-code-blocks).
    await expect
      .poll(async () => (await liveEditorScripts(page, request)).length, {timeout: 15_000})
      .toBeGreaterThan(0);
  });

  test('the server HTML already shows the live code', async ({request}) => {
    const html = await (await request.get(LIVE_PAGE)).text();
    expect(html).toMatch(/class="?playgroundEditor/);
    expect(html).toContain('Get started');
  });

  test('the server HTML holds each playground once, in its place, with nothing for a script to swap in later', async ({
    browser,
  }) => {
    // Read as parsed, without scripts: React's streamed parts would stay hidden at the end.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(LIVE_PAGE);
    const html = await page.evaluate(
      (streamedParts) => ({
        playgrounds: document.querySelectorAll('main [class*="playgroundContainer"]').length,
        codeBlocks: document.querySelectorAll('main pre.prism-code').length,
        streamed: document.querySelectorAll(streamedParts).length,
      }),
      STREAMED_PARTS,
    );
    await context.close();
    expect(html.streamed, 'parts React wrote out of line, for a script to swap in').toBe(0);
    expect(html.playgrounds, 'the buttons page has six live examples').toBe(6);
    // Each playground has one editor <pre>; the page has two more, plain, blocks.
    expect(html.codeBlocks).toBe(html.playgrounds + 2);
  });

  test('every example runs once the page is idle, each in a task of its own, with no error', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Record when each preview gets its result, against the end of hydration.
    await page.addInitScript(() => {
      const shown: number[] = [];
      (window as unknown as {__previewsShown: number[]}).__previewsShown = shown;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const preview = (mutation.target as Element).closest?.('[class*="playgroundPreview"]');
          if (preview && !preview.hasAttribute('data-shown') && preview.querySelector('a, button')) {
            preview.setAttribute('data-shown', '');
            shown.push(performance.now());
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(LIVE_PAGE);
    const previews = page.locator('[class*="playgroundPreview"][data-shown]');
    await expect(previews).toHaveCount(6);
    const shown = await page.evaluate(() => (window as unknown as {__previewsShown: number[]}).__previewsShown);
    // Run together after hydration, the six results appear in one task; run when idle, one by one.
    expect(
      new Set(shown.map((time) => Math.round(time))).size,
      `results shown at ${shown.join(', ')} ms`,
    ).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });

  test("Prism's grammars are defined once, before the playgrounds hydrate or by them, and only on pages that have some", async ({
    page,
  }) => {
    const measured = () =>
      page.evaluate(() =>
        performance
          .getEntriesByName('Hoverkraft: define Prism grammars')
          .map((entry) => ({start: entry.startTime, duration: entry.duration})),
      );
    // When an editor becomes editable: use-editable does it in an effect, once the page has hydrated.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[contenteditable]')) {
          (window as unknown as {__editable: number}).__editable = performance.now();
          observer.disconnect();
        }
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['contenteditable']});
    });
    await page.goto(LIVE_PAGE);
    await expect(page.locator('[contenteditable]').first()).toBeVisible();
    const [definition, ...more] = await measured();
    const editableAt = await page.evaluate(() => (window as unknown as {__editable: number}).__editable);
    expect(more).toEqual([]);
    expect(definition).toBeDefined();
    const {start, duration} = definition as {start: number; duration: number};
    // The Provider asks for the highlighter as the page's chunks run, and defines the grammars in
    // a task of their own when it arrives: usually before hydration reaches the editors (how often
    // is measured in bench/measurements.md, not here). When hydration wins, the first editor
    // defines them as it renders, and the task finds nothing left to define. Either way they are
    // defined once; a definition that takes time after the editors are editable is neither.
    const outcome =
      duration < ALREADY_DEFINED_MS
        ? 'already defined by the editors'
        : start + duration < editableAt
          ? 'defined before the editors'
          : `defined in ${duration} ms, ending at ${start + duration} ms, after the editors were editable at ${editableAt} ms`;
    expect(['already defined by the editors', 'defined before the editors']).toContain(outcome);
    // A page whose code blocks are all static keeps the server's highlighting and needs no grammar.
    await page.goto('docs/getting-started');
    await expect(page.locator('main .theme-code-block').first()).toBeVisible();
    expect(await measured()).toEqual([]);
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

test.describe("the mobile menu's dialog code loads only when a reader reaches for the menu", () => {
  /** A marker of client/mobileMenu/modalDialog.ts, the code that makes the mobile menu a modal dialog. */
  const MOBILE_MENU_MARKER = 'aria-modal';

  for (const width of [1280, 390]) {
    test(`at ${width} px, no page loads it to show itself`, async ({browser, request}) => {
      const context = await browser.newContext({viewport: {width, height: 800}});
      const page = await context.newPage();
      await page.goto('docs/getting-started', {waitUntil: 'networkidle'});
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'false');
      const carrying = async () =>
        [...(await scriptsLoadedBy(page, request))].filter(([, body]) => body.includes(MOBILE_MENU_MARKER)).length;
      expect(await carrying()).toBe(0);
      if (width === 390) {
        // Pressing the menu button fetches it, and the menu it opens is the modal dialog.
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        await expect.poll(carrying, {timeout: 15_000}).toBe(1);
        await expect(page.getByRole('dialog', {name: 'Site navigation'})).toHaveAttribute('aria-modal', 'true');
      }
      await context.close();
    });
  }
});
