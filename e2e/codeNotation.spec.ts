import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page, test} from '@playwright/test';
import {load} from 'cheerio';
import {expectNoAxeViolations} from './support/axe';
import {chunksContaining, openRoute, pageHeading, SITE_DIR, STREAMED_PARTS} from './support/site';

/**
 * Code-block notation (website/docs/code-blocks.md): markers read at build time, removed from
 * the page and from Copy, changes announced in words, focus dimming the other lines; and the
 * contrast modes: more contrast and forced colours keep every state told apart.
 */
const NOTATION_PAGE = 'docs/code-blocks';
const MIGRATION_PAGE = 'docs/migration';
/** A doc without code blocks, one click away from the two pages above in the docs sidebar. */
const START_PAGE = 'docs/compatibility';
/** A doc with code blocks that carry no marker. */
const PLAIN_CODE_PAGE = 'docs/getting-started';

/** The notation's chunk, which only blocks with markers load (client/codeBlocks/loadCodeNotation.ts). */
const NOTATION_CHUNK = /^hoverkraft-code-notation\.[^/]+\.js$/;
/** The highlighter's chunk, which every page with code blocks loads once the reader is active. */
const HIGHLIGHTER_CHUNK = /^hoverkraft-highlighter\.[^/]+\.js$/;
/**
 * What only the notation's code holds in the built JavaScript: the end of its marker pattern,
 * as the minifier writes it (no page's text has it), and a sign's message id.
 */
const NOTATION_CODE = ['(?::(\\d+))?\\]', 'theme.hoverkraft.codeBlock.addedLine'];

/** The marker classes, each counted on a page. */
const MARKER_CLASSES = ['added', 'removed', 'focus', 'highlight', 'error', 'warning'].map(
  (name) => `hk-code-line--${name}`,
);

/** The notation's stylesheet, which the build links only from pages with a marked line (server/mdxChunks/stylesheets.ts). */
const NOTATION_STYLESHEET = /\/hoverkraft-code-notation\.[^/]+\.css$/;

/** What a marked line's stylesheet gives it: its bar at the start of the line, and its tint. */
function lineLook(line: Locator) {
  return line.evaluate((element) => {
    const style = getComputedStyle(element);
    return {bar: style.borderInlineStartWidth, display: style.display, background: style.backgroundColor};
  });
}

/** A page's server HTML, without the parts React streams in hidden (they repeat the page's blocks). */
function serverHtml(route: string) {
  const $ = load(readFileSync(path.join(SITE_DIR, `${route}.html`), 'utf8'));
  $(STREAMED_PARTS).remove();
  return $;
}

/** The one chunk the build wrote whose name matches `pattern`. */
function chunkNamed(pattern: RegExp): string {
  const chunks = readdirSync(path.join(SITE_DIR, 'assets', 'js')).filter((file) => pattern.test(file));
  expect(chunks, `one chunk should match ${pattern}`).toHaveLength(1);
  return chunks[0] ?? '';
}

/** Holds back the requests for a chunk until the returned function is called. */
async function holdChunk(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/js/${chunk}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The text a reader sees: innerText leaves out what CSS hides, such as a block waiting for its notation. */
function shownText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: what is shown is the point, not the DOM's text
  return locator.innerText();
}

/** Goes from a page without code blocks to `route` by the docs sidebar, as a reader would. */
async function navigateTo(page: Page, route: string): Promise<void> {
  await openRoute(page, START_PAGE);
  await page.locator(`nav a[href$="/${route}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${route}$`));
  await expect(pageHeading(page)).toBeVisible();
}

/** The rendered code block whose title is `title`. */
const blockTitled = (page: Page, title: string) =>
  page.locator('.theme-code-block').filter({has: page.getByText(title, {exact: true})});

test.describe('code-block notation', () => {
  test('is in the server HTML: lines marked, markers gone, escaped markers printed', () => {
    const $ = serverHtml(NOTATION_PAGE);
    const blocks = $('.theme-code-block');
    const rendered = blocks.filter((_, block) => $(block).find('.hk-code-line--added').length > 0).first();
    expect(rendered.find('.hk-code-line--removed').text()).toContain("favicon: 'img/favicon.ico',");
    expect(rendered.text()).not.toContain('[!code');
    expect(rendered.find('.hk-code-line--added').text()).toContain('Added line:');
    expect(new Set($('.hk-code-line--focus').map((_, line) => $(line).text().trim()))).toEqual(
      new Set(['- run: npm ci', '- run: npm run build']),
    );
    expect($('.hk-code-line--highlight.theme-code-block-highlighted-line').length).toBeGreaterThan(0);
    expect($('.hk-code-line--error').length).toBe(1);
    expect($('.hk-code-line--warning').length).toBe(1);
    // The source example escapes its markers: printed as written, marking nothing.
    const source = blocks.filter((_, block) => $(block).text().includes('[!code ++]'));
    expect(source.length).toBe(1);
    expect(source.find('[class*="hk-code-line--"]').length).toBe(0);
    // highlight-next-line beside the notation.
    const magic = blocks.filter((_, block) => $(block).text().includes('legacy-theme'));
    expect(magic.find('.theme-code-block-highlighted-line').text()).toContain(
      "require('@hoverkraft/docusaurus-theme')",
    );
    expect(magic.find('.hk-code-line--removed').text()).toContain('legacy-theme');
  });

  test('copies the code without markers or signs', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openRoute(page, MIGRATION_PAGE);
    const block = blockTitled(page, 'docusaurus.config.ts').first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("  favicon: 'img/favicon.ico',\n");
    expect(copied).toContain("      style: 'light',\n      style: 'dark',\n");
    expect(copied).not.toContain('[!code');
    expect(copied).not.toContain('Added line');
    expect(copied).not.toMatch(/^[+-]/m);
  });

  test('announces added and removed lines in words, and keeps the sign out of the selection', async ({page}) => {
    await openRoute(page, NOTATION_PAGE);
    const added = page.locator('.hk-code-line--added').first();
    await expect(added).toContainText('Added line:');
    await expect(page.locator('.hk-code-line--removed').first()).toContainText('Removed line:');
    const sign = added.locator('.hk-code-sign');
    expect(await sign.evaluate((element) => getComputedStyle(element).userSelect)).toBe('none');
  });

  test('dims the lines around a focused one until the block is hovered or focused', async ({page}) => {
    await openRoute(page, NOTATION_PAGE);
    const block = blockTitled(page, '.github/workflows/ci.yml');
    const other = block.locator('.token-line:not(.hk-code-line--focus)').first();
    const focused = block.locator('.hk-code-line--focus').first();
    const filter = (line: typeof other) => line.evaluate((element) => getComputedStyle(element).filter);
    await page.mouse.move(0, 0);
    await expect.poll(() => filter(other)).toBe('grayscale(1)');
    expect(await filter(focused)).toBe('none');
    // The bar is the cue that holds where the code has few colours: in the brand's colour.
    const bar = await focused.evaluate((element) => {
      const style = getComputedStyle(element);
      const probe = document.createElement('span');
      probe.style.color = 'var(--ifm-color-primary)';
      element.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      return {width: style.borderInlineStartWidth, color: style.borderInlineStartColor, primary};
    });
    expect(bar.width).toBe('3px');
    expect(bar.color).toBe(bar.primary);
    await block.locator('pre').focus();
    await expect.poll(() => filter(other)).toBe('none');
  });

  // The lines around a focused one lose their colours, not their contrast: scanned as they step back.
  test('the notation page is axe-clean, the focused block stepped back', async ({page}) => {
    await openRoute(page, NOTATION_PAGE);
    await page.mouse.move(0, 0);
    await expectNoAxeViolations(page, 'the notation page, focused block not hovered');
  });
});

test.describe('code-block notation off the pages without it', () => {
  test("only the notation's own chunk holds its code: not main, not a route's chunk", () => {
    const notationChunk = chunkNamed(NOTATION_CHUNK);
    for (const word of NOTATION_CODE) {
      expect(chunksContaining(SITE_DIR, word), `the chunks that hold "${word}"`).toEqual([notationChunk]);
    }
  });

  test('a page whose code blocks carry no marker never loads it, not even once the highlighter has', async ({page}) => {
    const notationChunk = chunkNamed(NOTATION_CHUNK);
    const highlighterChunk = chunkNamed(HIGHLIGHTER_CHUNK);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(path.basename(new URL(request.url()).pathname)));
    await openRoute(page, PLAIN_CODE_PAGE);
    await expect(page.locator('article pre').first()).toBeVisible();
    // The reader's first activity lets the highlighter load.
    await page.mouse.wheel(0, 200);
    await expect.poll(() => requested.includes(highlighterChunk), {message: 'the highlighter loads'}).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requested).not.toContain(notationChunk);
  });

  test("the notation's rules are not in the stylesheet every page loads, and a page without markers links none", () => {
    const css = readdirSync(path.join(SITE_DIR, 'assets', 'css'));
    const shared = css.filter((file) => /^styles\.[^.]+\.css$/.test(file));
    expect(shared).toHaveLength(1);
    expect(readFileSync(path.join(SITE_DIR, 'assets', 'css', shared[0] ?? ''), 'utf8')).not.toContain(
      'hk-code-line--added',
    );
    const links = (route: string) =>
      serverHtml(route)('head link[rel=stylesheet]')
        .map((_, link) => link.attribs.href ?? '')
        .get();
    expect(links(PLAIN_CODE_PAGE).filter((href) => NOTATION_STYLESHEET.test(href))).toEqual([]);
    expect(links(NOTATION_PAGE).filter((href) => NOTATION_STYLESHEET.test(href))).toHaveLength(1);
  });

  test('a page with markers, opened without JavaScript, shows its marked lines styled', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(NOTATION_PAGE);
    const look = await lineLook(page.locator('article .hk-code-line--added').first());
    expect(look.bar).toBe('3px');
    expect(look.display).toBe('block');
    expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  });

  test('a page with markers, opened directly, loads it', async ({page}) => {
    const notationChunk = chunkNamed(NOTATION_CHUNK);
    const requested = page.waitForRequest((request) => request.url().endsWith(`/${notationChunk}`));
    await openRoute(page, MIGRATION_PAGE);
    await requested;
  });
});

test.describe('code-block notation after a client-side navigation', () => {
  test('comes with the page: the page left stays until it is in, then the lines show marked at once, and nothing moves', async ({
    page,
  }) => {
    const releaseNotation = await holdChunk(page, chunkNamed(NOTATION_CHUNK));
    const releaseHighlighter = await holdChunk(page, chunkNamed(HIGHLIGHTER_CHUNK));
    await openRoute(page, START_PAGE);
    const leftHeading = (await pageHeading(page).textContent()) ?? '';
    await page.locator(`nav a[href$="/${MIGRATION_PAGE}"]`).first().click();
    // The compiled page imports the notation (server/mdxChunks): Docusaurus renders a route once
    // its chunks are in, so no block ever shows its markers, or waits for them in its place.
    await page.waitForTimeout(500);
    await expect(pageHeading(page), 'the page the reader left stays while the chunk is on the way').toHaveText(
      leftHeading,
    );

    releaseNotation();
    await expect(page).toHaveURL(new RegExp(`/${MIGRATION_PAGE}$`));
    const block = blockTitled(page, 'docusaurus.config.ts').first();
    await expect(block.locator('.hk-code-line--added').first()).toBeVisible();
    const article = page.locator('article');
    expect(await shownText(article)).not.toContain('[!code');
    await expect(block.locator('.hk-code-line--removed').first()).toContainText('Removed line:');
    const box = async () => (await block.boundingBox()) ?? undefined;
    const markedBox = await box();
    expect(markedBox?.height, 'the block has its box').toBeGreaterThan(0);

    releaseHighlighter();
    await expect(block.locator('.token.string').first()).toBeVisible();
    expect(await box(), 'the block keeps its box when its tokens arrive').toEqual(markedBox);
    expect(await shownText(article)).not.toContain('[!code');
  });

  test('marks every kind of line as the server does, styled as on a page opened directly', async ({page}) => {
    await openRoute(page, NOTATION_PAGE);
    const direct = await lineLook(page.locator('article .hk-code-line--added').first());
    await navigateTo(page, NOTATION_PAGE);
    await expect(page.locator('.hk-code-line--added').first()).toBeVisible();
    // The stylesheet came with the chunk, before the page showed.
    expect(await lineLook(page.locator('article .hk-code-line--added').first())).toEqual(direct);
    const $ = serverHtml(NOTATION_PAGE);
    for (const className of MARKER_CLASSES) {
      expect(await page.locator(`article .${className}`).count(), `lines with ${className}`).toBe(
        $(`article .${className}`).length,
      );
    }
    // The escaped source example prints its markers, as on the server.
    await expect(page.locator('article .theme-code-block').filter({hasText: '[!code ++]'})).toHaveCount(1);
  });

  test('copies the code without markers or signs', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await navigateTo(page, MIGRATION_PAGE);
    const block = blockTitled(page, 'docusaurus.config.ts').first();
    await expect(block.locator('.hk-code-line--added').first()).toBeVisible();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("  favicon: 'img/favicon.ico',\n");
    expect(copied).not.toContain('[!code');
    expect(copied).not.toContain('Added line');
    expect(copied).not.toMatch(/^[+-]/m);
  });
});

test.describe('contrast modes', () => {
  test('more contrast strengthens borders, muted text and the focus ring', async ({page}) => {
    await openRoute(page, NOTATION_PAGE);
    const read = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return {
          border: style.getPropertyValue('--hk-border').trim(),
          muted: style.getPropertyValue('--hk-text-muted').trim(),
        };
      });
    const before = await read();
    await page.emulateMedia({contrast: 'more'});
    const after = await read();
    expect(after.border).not.toBe(before.border);
    expect(after.muted).not.toBe(before.muted);
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth);
    expect(ring).toBe('3px');
    await page.screenshot({path: '/tmp/h8-contrast-more.png'});
  });

  test('forced colours keep the active sidebar item, tabs, highlighted lines and focus told apart', async ({page}) => {
    await page.emulateMedia({forcedColors: 'active'});
    await openRoute(page, NOTATION_PAGE);
    const active = page.locator('.menu__link--active:not(.menu__link--sublist-caret)').first();
    const inactive = page.locator('.menu__link:not(.menu__link--active)').first();
    const outline = (locator: typeof active) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    expect(await outline(active)).toBe('solid 2px');
    expect(await outline(inactive)).not.toBe('solid 2px');

    const highlighted = page.locator('.theme-code-block-highlighted-line').first();
    expect(await outline(highlighted)).toBe('solid 1px');

    const bar = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).borderInlineStartStyle);
    expect(await bar('.hk-code-line--added')).toBe('solid');
    expect(await bar('.hk-code-line--removed')).toBe('dashed');
    expect(await bar('.hk-code-line--error')).toBe('double');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe('solid');
    await page.screenshot({path: '/tmp/h8-forced-colors.png', fullPage: false});
    await page.locator('.hk-code-line--added').first().scrollIntoViewIfNeeded();
    await page.screenshot({path: '/tmp/h8-forced-colors-code.png'});
  });

  test('forced colours frame tabs, the selected one apart', async ({page}) => {
    await page.emulateMedia({forcedColors: 'active', contrast: 'more'});
    await openRoute(page, 'docs/installation');
    const tab = page.getByRole('tab', {selected: true}).first();
    await tab.scrollIntoViewIfNeeded();
    const bottom = (locator: typeof tab) => locator.evaluate((element) => getComputedStyle(element).borderBottomWidth);
    expect(await bottom(tab)).toBe('4px');
    expect(await bottom(page.getByRole('tab', {selected: false}).first())).toBe('1px');
    await page.screenshot({path: '/tmp/h8-forced-tabs.png'});
  });
});
