import {expect, type Page, test} from '@playwright/test';
import {
  hoverkraftDark,
  hoverkraftLight,
  type PrismTheme,
} from '../packages/docusaurus-theme/src/server/codeBlocks/prismThemes';
import {BASE_URL} from '../website/siteConstants';
import {holdMainBundle, navigateInApp, openRoute, waitForHydration, waitForServerHtml} from './support/site';

/**
 * Code blocks are in the reader's colour mode from the first paint, with or without JavaScript:
 * the server's markup names CSS variables, and the stylesheet sets them per mode. Stock
 * Docusaurus writes the light colours inline until hydration (facebook/docusaurus#11566).
 */
const CODE_PAGE = 'docs/theme-config';
const LIVE_PAGE = 'docs/components/buttons';
const PALETTES = {light: hoverkraftLight, dark: hoverkraftDark} as const;
type Mode = keyof typeof PALETTES;
/** A download speed at which the live page's HTML takes a few seconds to arrive. */
const SLOW_HTML_BYTES_PER_SECOND = 40_000;

/** `#rrggbb` as the browser computes it: `rgb(r, g, b)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function colourOf(theme: PrismTheme, type: string): string {
  const entry = theme.styles.find((candidate) => candidate.types.includes(type) && candidate.style.color);
  if (!entry?.style.color) {
    throw new Error(`the theme has no colour for ${type}`);
  }
  return rgb(entry.style.color);
}

type BlockColours = {background: string; text: string; keyword: string | null; comment: string | null};

/** The computed colours of every code block on the page (its <pre>, its first keyword and comment). */
function codeBlockColours(page: Page): Promise<BlockColours[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('pre.prism-code')].map((pre) => {
      const colour = (selector: string) => {
        const token = pre.querySelector(selector);
        return token ? getComputedStyle(token).color : null;
      };
      const style = getComputedStyle(pre);
      return {
        background: style.backgroundColor,
        text: style.color,
        keyword: colour('.token.keyword'),
        comment: colour('.token.comment'),
      };
    }),
  );
}

function expectPalette(blocks: BlockColours[], mode: Mode, when: string) {
  const palette = PALETTES[mode];
  expect(blocks.length, `the page should have code blocks (${when})`).toBeGreaterThan(0);
  blocks.forEach((block, index) => {
    const what = `code block ${index + 1} ${when}`;
    expect(block.background, `${what}: background`).toBe(rgb(palette.plain.backgroundColor));
    expect(block.text, `${what}: text`).toBe(rgb(palette.plain.color));
    if (block.keyword) {
      expect(block.keyword, `${what}: keywords`).toBe(colourOf(palette, 'keyword'));
    }
    if (block.comment) {
      expect(block.comment, `${what}: comments`).toBe(colourOf(palette, 'comment'));
    }
  });
}

async function chooseMode(page: Page, mode: Mode) {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
}

/** Errors React reports when the server's HTML and the first client render disagree. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|423|425)/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (/hydrat|#(418|423|425)/i.test(error.message)) {
      errors.push(error.message);
    }
  });
  return errors;
}

for (const mode of ['light', 'dark'] as const) {
  test(`with the site's scripts blocked, every code block has the ${mode} colours @mobile`, async ({page}) => {
    await chooseMode(page, mode);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(CODE_PAGE);
    // The inline colour-mode script still runs: it is part of the HTML, not a *.js file.
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    expectPalette(await codeBlockColours(page), mode, 'before any script');
  });
}

test('with JavaScript off, every code block, the live editor included, has the light colours', async ({browser}) => {
  // Without JavaScript no stored choice applies: the page, and its code, are light.
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(LIVE_PAGE);
  expectPalette(await codeBlockColours(page), 'light', 'with JavaScript off');
  await context.close();
});

test('with scripts on, code blocks keep their dark colours through hydration, without a hydration error @mobile', async ({
  page,
}) => {
  const hydrationErrors = collectHydrationErrors(page);
  await chooseMode(page, 'dark');
  const release = await holdMainBundle(page);
  // The HTML arrives slowly, as on a phone network, so the page is read while React's streamed
  // parts (the playgrounds) are still on their way; what counts is the page once they are in.
  const network = await page.context().newCDPSession(page);
  const throttle = (downloadThroughput: number) =>
    network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput,
      uploadThroughput: -1,
    });
  await throttle(SLOW_HTML_BYTES_PER_SECOND);
  await page.goto(LIVE_PAGE, {waitUntil: 'commit'});
  await waitForServerHtml(page);
  await throttle(-1);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  const before = await codeBlockColours(page);
  expectPalette(before, 'dark', 'before hydration');

  release();
  await waitForHydration(page);
  // The live editor's own chunk replaces its server-rendered editor: wait until it is editable.
  await expect(page.locator('[class*="playgroundEditor"] [contenteditable]').first()).toBeVisible();
  const after = await codeBlockColours(page);
  expectPalette(after, 'dark', 'after hydration');
  expect(after.length, 'hydration should keep every code block').toBe(before.length);
  expect(hydrationErrors, 'React should report no hydration mismatch').toEqual([]);
});

test('hydration keeps the code blocks the server sent: none is thrown away and drawn again', async ({page}) => {
  // theme-classic remounts every code block after hydration (key={String(isBrowser)}), which
  // re-tokenises it on the main thread; the theme's CodeBlock does not need to.
  const release = await holdMainBundle(page);
  await page.goto(CODE_PAGE, {waitUntil: 'commit'});
  await waitForServerHtml(page);
  const served = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll('pre.prism-code')];
    (window as unknown as {__served?: Element[]}).__served = blocks;
    return blocks.length;
  });
  expect(served, 'the page should have code blocks').toBeGreaterThan(1);
  release();
  await waitForHydration(page);
  // Effects run after hydration: give a remount every chance to happen before counting.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
  const kept = await page.evaluate(() =>
    ((window as unknown as {__served?: Element[]}).__served ?? []).map((block) => block.isConnected),
  );
  expect(kept, 'every server-rendered code block should still be in the page').toEqual(kept.map(() => true));
});

test('a block too wide for a phone offers word wrap, and the button wraps its lines @mobile', async ({page}) => {
  // The button shows only once the code block has measured its <pre>; the theme hands it the
  // <pre> the server sent (theme/CodeBlock/Content), so this also proves that hand-over.
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block', {has: page.getByRole('button', {name: /word wrap/i})}).first();
  await expect(block, 'a block wider than 390 px should offer word wrap').toBeVisible();
  const pre = block.locator('pre');
  const overflows = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await overflows(), 'before wrapping, the lines should scroll sideways').toBe(true);
  await block.hover();
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await overflows(), 'wrapped lines should fit the block').toBe(false);
});

test('the colour-mode toggle recolours code blocks and the live editor @mobile', async ({page}) => {
  await chooseMode(page, 'light');
  await page.goto(LIVE_PAGE);
  await waitForHydration(page);
  expectPalette(await codeBlockColours(page), 'light', 'in light mode');
  await page
    .locator('.navbar button[title*="mode" i]')
    .first()
    .evaluate((button: HTMLButtonElement) => button.click());
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expectPalette(await codeBlockColours(page), 'dark', 'after switching to dark');
});

for (const mode of ['light', 'dark'] as const) {
  test(`titles, highlighted lines, line numbers and the copy button work in ${mode} mode @mobile`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseMode(page, mode);
    await page.goto(CODE_PAGE);
    await waitForHydration(page);
    const block = page.locator('.theme-code-block', {has: page.locator('.theme-code-block-highlighted-line')}).first();
    await expect(block, 'the page should show a block with a title, line numbers and a highlighted line').toBeVisible();
    await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText('docusaurus.config.ts');
    const numbering = await block.locator('code').evaluate((code) => ({
      reset: getComputedStyle(code).counterReset,
      number: getComputedStyle(code.querySelector('[class*="codeLineNumber"]') as Element, '::before').content,
    }));
    expect(numbering, 'the lines should be numbered from 1').toEqual({
      reset: 'line-count 0',
      number: 'counter(line-count)',
    });
    const highlighted = await block
      .locator('.theme-code-block-highlighted-line')
      .first()
      .evaluate((line) => getComputedStyle(line).backgroundColor);
    // The brand's primary of the mode, mixed with transparency (brandTokens.css), as Chromium
    // computes the same colour on an element of its own.
    const brandTint =
      mode === 'light'
        ? 'color-mix(in srgb, #0073cc 12%, transparent)'
        : 'color-mix(in srgb, #6cb6f5 16%, transparent)';
    const expectedTint = await page.evaluate((tint) => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = tint;
      document.body.append(probe);
      const value = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return value;
    }, brandTint);
    expect(highlighted, 'the highlighted line should have the brand tint').toBe(expectedTint);

    await block.hover();
    const copy = block.getByRole('button', {name: /copy code/i});
    await expect(copy).toBeVisible();
    // The button says "Copied" for a second only (theme-classic's CopyButton): on a loaded
    // machine a poll can miss it, so every label it takes is recorded from before the click.
    await copy.evaluate((button) => {
      const labels: string[] = [];
      (window as unknown as {copyLabels: string[]}).copyLabels = labels;
      new MutationObserver(() => labels.push(button.getAttribute('aria-label') ?? '')).observe(button, {
        attributes: true,
        attributeFilter: ['aria-label'],
      });
    });
    await copy.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {copyLabels: string[]}).copyLabels))
      .toContain('Copied');
    // The block's lines end in <br> elements, which have no text: compared without white space.
    const words = (text: string | null) => (text ?? '').replace(/\s+/g, '');
    const shown = await block.locator('code').textContent();
    expect(words(await page.evaluate(() => navigator.clipboard.readText()))).toBe(words(shown));
  });
}

test("a live code block's labels sit on the page's raised surface in dark mode, and the editor's has a pencil", async ({
  page,
}) => {
  await chooseMode(page, 'dark');
  await openRoute(page, 'docs/components/buttons');
  const headers = page.locator('[class*="playgroundHeader_"]');
  await expect(headers.first()).toBeVisible();
  const surface = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--hk-surface-muted').trim(),
  );
  for (const header of await headers.all()) {
    // The header's background is the brand's raised surface, not one of Infima's grey bands.
    const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    const expected = await page.evaluate((color) => {
      const probe = document.createElement('div');
      probe.style.color = color;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }, surface);
    expect(background).toBe(expected);
  }
  const pencil = await page
    .locator('[class*="playgroundHeader_"]:has(+ [class*="playgroundEditor_"])')
    .first()
    .evaluate((element) => getComputedStyle(element, '::before').maskImage);
  expect(pencil).toMatch(/^url\("data:image\/svg\+xml/);
});

/** What the live code blocks' stylesheet gives a playground: its frame, and its first header's band. */
function playgroundLook(page: Page) {
  return page
    .locator('[class*="playgroundContainer_"]')
    .first()
    .evaluate((container) => {
      const header = container.querySelector('[class*="playgroundHeader_"]');
      return {
        radius: getComputedStyle(container).borderTopLeftRadius,
        shadow: getComputedStyle(container).boxShadow,
        headerLetterSpacing: header ? getComputedStyle(header).letterSpacing : undefined,
      };
    });
}

test("the live code blocks' rules come with the pages that have a playground, and only those", async ({page}) => {
  // A page opened directly links them; its look is the reference.
  await openRoute(page, LIVE_PAGE);
  const direct = await playgroundLook(page);
  expect(direct.shadow).toBe('none');
  const linked = async () =>
    page
      .locator('head link[rel=stylesheet]')
      .evaluateAll(
        (links) =>
          links.filter((link) => /hoverkraft-playground\.[^/]+\.css$/.test(link.getAttribute('href') ?? '')).length,
      );
  expect(await linked()).toBe(1);
  // A page without one neither links nor loads them; reached from it, a playground looks the same.
  await openRoute(page, CODE_PAGE);
  expect(await linked()).toBe(0);
  await page.locator(`nav a[href$="/${LIVE_PAGE}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${LIVE_PAGE}$`));
  await expect(page.locator('[class*="playgroundEditor"] [contenteditable]').first()).toBeVisible();
  expect(await playgroundLook(page)).toEqual(direct);
});

/** Code-heavy pages: many languages, diffs, magic comments, tabs. */
const TOKEN_PAGES = ['docs/examples', 'docs/code-blocks'];

type TokenStyle = {types: string[]; color: string; fontStyle: string; fontWeight: string};

/** Every token of the page's code blocks (live editors aside), with its types and computed style. */
function tokenStyles(page: Page): Promise<TokenStyle[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.theme-code-block pre.prism-code .token')).map((token) => {
      const style = getComputedStyle(token);
      return {
        types: Array.from(token.classList).filter((name) => name !== 'token'),
        color: style.color,
        fontStyle: style.fontStyle,
        fontWeight: style.fontWeight,
      };
    }),
  );
}

/** What prism-react-renderer's style for `types` computes to: their entries merged in order, over the block's text. */
function expectedStyle(theme: PrismTheme, types: string[]): Omit<TokenStyle, 'types'> {
  const merged = Object.assign(
    {},
    ...types.map((type) => theme.styles.find((entry) => entry.types.includes(type))?.style),
  );
  return {
    color: rgb(merged.color ?? theme.plain.color),
    fontStyle: merged.fontStyle ?? 'normal',
    fontWeight: merged.fontWeight === 'bold' ? '700' : '400',
  };
}

for (const mode of ['light', 'dark'] as const) {
  test(`every token of the code-heavy pages has its types' ${mode} style, before and after the highlighter runs in the browser`, async ({
    page,
  }) => {
    await chooseMode(page, mode);
    for (const route of TOKEN_PAGES) {
      for (const how of ['as the server wrote it', 'rendered in the browser'] as const) {
        if (how === 'as the server wrote it') {
          await openRoute(page, route);
        } else {
          // A client-side navigation: the page's blocks are drawn by the highlighter, not kept from the server.
          await openRoute(page, 'docs/compatibility');
          await navigateInApp(page, `${BASE_URL}${route}`);
          await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const tokens = await tokenStyles(page);
        expect(tokens.length, `${route} has tokens`).toBeGreaterThan(100);
        const wrong = tokens
          .map((token) => ({token, expected: expectedStyle(PALETTES[mode], token.types)}))
          .filter(
            ({token, expected}) =>
              token.color !== expected.color ||
              token.fontStyle !== expected.fontStyle ||
              token.fontWeight !== expected.fontWeight,
          )
          .map(
            ({token, expected}) =>
              `${token.types.join(' ')}: ${JSON.stringify(token)} instead of ${JSON.stringify(expected)}`,
          );
        expect([...new Set(wrong)], `${route} ${how}`).toEqual([]);
      }
    }
  });
}
