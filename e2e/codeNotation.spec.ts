import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page, test} from '@playwright/test';
import {load} from 'cheerio';
import {expectNoAxeViolations} from './support/axe';
import {openRoute, SITE_DIR, STREAMED_PARTS} from './support/site';

/**
 * Code-block notation (website/docs/code-blocks.md): markers read at build time, removed from
 * the page and from Copy, changes announced in words, focus dimming the other lines; and the
 * contrast modes: more contrast and forced colours keep every state told apart.
 */
const NOTATION_PAGE = 'docs/code-blocks';
const MIGRATION_PAGE = 'docs/migration';

/** A page's server HTML, without the parts React streams in hidden (they repeat the page's blocks). */
function serverHtml(route: string) {
  const $ = load(readFileSync(path.join(SITE_DIR, `${route}.html`), 'utf8'));
  $(STREAMED_PARTS).remove();
  return $;
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
