import {expect, type Page, test} from '@playwright/test';
import {BLOG_POST_SLUG, COMPONENT_DOC_IDS, GUIDE_DOC_IDS} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {GOOD_LAYOUT_SHIFT, layoutShift, recordLayoutShifts} from './support/layoutShift';
import {chunksContaining, openRoute, SITE_DIR} from './support/site';

/** The pages the search index covers: every doc, the blog post, the home page and the site's other pages. */
const INDEXED_ROUTES = [
  '',
  'changelog',
  'showcase',
  `blog/${BLOG_POST_SLUG}`,
  ...COMPONENT_DOC_IDS.map((id) => `docs/components/${id}`),
  ...GUIDE_DOC_IDS.map((id) => `docs/${id}`),
];
const SEARCH_INDEX_REQUEST = /\/pagefind\//;

/** The text of a built page's <main>, lower-cased, without markup. */
function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase();
}

/**
 * A word found in the body of exactly one indexed page, read from the built site so that the
 * test follows the content. Its first six letters must appear nowhere else either, so that no
 * other page matches through a shared stem: Pagefind stems the query ("configured" finds
 * "configure", "searched" finds "search").
 */
async function wordUniqueToOnePage(page: Page): Promise<{word: string; route: string}> {
  const texts = await Promise.all(
    INDEXED_ROUTES.map(async (route) => mainText(await (await page.request.get(route)).text())),
  );
  for (const [index, text] of texts.entries()) {
    for (const word of new Set(text.match(/\b[a-z]{8,}\b/g) ?? [])) {
      const stem = word.slice(0, 6);
      if (texts.every((other, otherIndex) => otherIndex === index || !other.includes(stem))) {
        return {word, route: INDEXED_ROUTES[index] ?? ''};
      }
    }
  }
  throw new Error('No word of eight letters or more appears on only one page: the content has no unique word.');
}

/** What the search page's stylesheet gives its field and its first result link: their boxes as laid out. */
function searchPageLook(page: Page) {
  return page.getByRole('main').evaluate((main) => {
    const look = (element: Element | null) => {
      const style = element ? getComputedStyle(element) : undefined;
      return (
        style && {
          display: style.display,
          padding: style.padding,
          border: style.borderTopWidth,
          radius: style.borderTopLeftRadius,
        }
      );
    };
    return {field: look(main.querySelector('input[type=search]')), form: look(main.querySelector('form'))};
  });
}

async function openSearchBox(page: Page) {
  await page.getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the site'});
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('built-in search', () => {
  test('a word in the body of only one page finds that page @mobile', async ({page}) => {
    await openRoute(page, '');
    const {word, route} = await wordUniqueToOnePage(page);
    const dialog = await openSearchBox(page);
    await dialog.getByRole('combobox', {name: 'Search the docs and blog'}).fill(word);
    const options = dialog.getByRole('option');
    await expect(options, `searching "${word}" should find only /${route}`).toHaveCount(1);
    await expect(options.first().locator('mark').first()).toBeVisible();
    await options.first().click();
    await expect(page).toHaveURL(new RegExp(`/docusaurus-theme/${route.replace(/\//g, '\\/')}(#.*)?$`));
  });

  test('a query that matches nothing says so @mobile', async ({page}) => {
    await openRoute(page, '');
    const dialog = await openSearchBox(page);
    await dialog.getByRole('combobox').fill('qwxzvbnkjh');
    await expect(dialog.getByRole('status')).toHaveText(
      'No results for “qwxzvbnkjh”. Check the spelling, or try fewer or shorter words.',
    );
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });

  test('neither the dialog nor the index is downloaded when a page loads, only when the box opens', async ({page}) => {
    // The chunk that holds the dialog's code, found in the build by the dialog's accessible name.
    const panelChunks = chunksContaining(SITE_DIR, 'Search the site');
    expect(panelChunks, 'one chunk holds the search dialog').toHaveLength(1);
    const indexRequests: string[] = [];
    const panelRequests: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_INDEX_REQUEST.test(request.url())) {
        indexRequests.push(request.url());
      }
      if (request.url().endsWith(`/${panelChunks[0]}`)) {
        panelRequests.push(request.url());
      }
    });
    for (const route of ['', 'docs/configuration', `blog/${BLOG_POST_SLUG}`]) {
      await openRoute(page, route);
      await page.waitForLoadState('networkidle');
    }
    expect(indexRequests, 'requests under /pagefind/ while pages loaded').toEqual([]);
    expect(panelRequests, 'requests for the dialog chunk while pages loaded').toEqual([]);
    await expect(page.locator('dialog')).toHaveCount(0);

    const dialog = await openSearchBox(page);
    await expect.poll(() => indexRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    await dialog.getByRole('combobox').fill('theme');
    await expect(dialog.getByRole('option').first()).toBeVisible();
  });

  test('Ctrl+K opens the box; arrows, Enter and Escape drive it', async ({page}) => {
    await openRoute(page, 'docs/getting-started');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await input.fill('footer');
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    expect(await options.count()).toBeGreaterThan(1);
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await input.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Escape');
    await expect(dialog).toBeHidden();

    // Opened from the navbar button, the box gives focus back to it when Escape closes it.
    const trigger = page.getByRole('navigation').getByRole('button', {name: 'Search'});
    await trigger.focus();
    await trigger.press('Enter');
    await expect(input).toBeFocused();
    await input.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger, 'focus should return to the button that opened the box').toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(input).toHaveValue('footer');
    await expect(options.first()).toBeVisible();
    const title = ((await options.first().locator('span').first().textContent()) ?? '').trim();
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    // Focus arrives with the reader: on the heading the result links to, not left on <body>.
    const focused = page.locator(':focus');
    await expect(focused, 'a heading of the opened page should have focus').toHaveCount(1);
    expect(await focused.evaluate((element) => /^H[1-6]$/.test(element.tagName))).toBe(true);
  });

  test('the results page at /search?q= can be linked to @mobile', async ({page}) => {
    await openRoute(page, 'search?q=dark%20mode');
    await expect(page.getByRole('searchbox', {name: 'Search the docs and blog'})).toHaveValue('dark mode');
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first()).toBeVisible();
    await expect(results.first().locator('mark').first()).toBeVisible();
    await page.getByRole('searchbox').fill('qwxzvbnkjh');
    await expect(page).toHaveURL(/\/search\?q=qwxzvbnkjh$/);
    await expect(page.getByRole('status')).toHaveText(
      'No results for “qwxzvbnkjh”. Check the spelling, or try fewer or shorter words.',
    );
  });

  // Results arriving must not push what is on screen.
  test('the results page does not shift as its results arrive @mobile', async ({page}) => {
    await recordLayoutShifts(page);
    await openRoute(page, 'search?q=dark%20mode');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(GOOD_LAYOUT_SHIFT);
  });

  test("a result lists its page's best sections, which the arrows reach and Enter opens at their heading", async ({
    page,
  }) => {
    await openRoute(page, 'docs/getting-started');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    const input = dialog.getByRole('combobox');
    await input.fill('dark mode');
    // The first page's group: the page at its best section, then the sections under it.
    const group = dialog.getByRole('listbox').getByRole('group').first();
    const options = group.getByRole('option');
    await expect.poll(() => options.count(), 'the first result should list sections under it').toBeGreaterThan(1);
    await input.press('ArrowDown');
    const section = options.nth(1);
    await expect(section).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await section.getAttribute('id')) ?? '');
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#.+$/);
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(':focus'), 'the heading of the section should have focus').toHaveAttribute('id', hash);

    await openRoute(page, 'search?q=dark%20mode');
    const sections = page
      .getByRole('main')
      .getByRole('list', {name: /^More in /})
      .first();
    await expect(sections.getByRole('link').first()).toHaveAttribute('href', /#.+$/);
  });

  test('an excerpt shows code as code, never as its raw source @mobile', async ({page}) => {
    // The theme's type of its theme config: named in code on the Configuration page only.
    await openRoute(page, 'search?q=HoverkraftThemeConfig');
    const excerpt = page.getByRole('main').locator('ol > li > a').first();
    await expect(excerpt.locator('code').filter({hasText: 'HoverkraftThemeConfig'}).first()).toBeVisible();
    expect(await excerpt.textContent()).not.toMatch(/\u034f|<\/?[a-z]/i);
  });

  test('"See all results" in the box leads to the results page', async ({page}) => {
    await openRoute(page, '');
    const dialog = await openSearchBox(page);
    await dialog.getByRole('combobox').fill('logo');
    await dialog.getByRole('link', {name: 'See all results for “logo”'}).click();
    await expect(page).toHaveURL(/\/search\?q=logo$/);
    await expect(page.getByRole('searchbox')).toHaveValue('logo');
    // The page's stylesheet, out of the one every page loads, came with its chunk.
    const navigated = await searchPageLook(page);
    await openRoute(page, 'search?q=logo');
    expect(navigated).toEqual(await searchPageLook(page));
  });

  test("the search page's rules are its own: linked from it, and styled without JavaScript", async ({browser}) => {
    const stylesheets = async (route: string) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(route);
      const hrefs = await page
        .locator('head link[rel=stylesheet]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const look = route.startsWith('search') ? await searchPageLook(page) : undefined;
      await context.close();
      return {hrefs: hrefs.filter((href) => /hoverkraft-search-page\.[^/]+\.css$/.test(href)), look};
    };
    const searchPage = await stylesheets('search');
    expect(searchPage.hrefs).toHaveLength(1);
    expect(searchPage.look?.field?.radius, 'the field has its own rounded box').not.toBe('0px');
    expect((await stylesheets('docs/getting-started')).hrefs).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the box passes axe in ${mode} mode, with results and with none @mobile`, async ({page}) => {
      test.setTimeout(90_000);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, '');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const dialog = await openSearchBox(page);
      await dialog.getByRole('combobox').fill('dark mode');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page, `the search box with results (${mode})`, {include: 'dialog'});
      await dialog.getByRole('combobox').fill('qwxzvbnkjh');
      await expect(dialog.getByRole('status')).toContainText('No results');
      await expectNoAxeViolations(page, `the search box with no match (${mode})`, {include: 'dialog'});
    });

    test(`the results page passes axe in ${mode} mode @mobile`, async ({page}) => {
      test.setTimeout(90_000);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, 'search?q=footer');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page, `the results page (${mode})`, {include: 'main'});
    });

    test(`the search page with no query says where to start, and passes axe in ${mode} mode @mobile`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, 'search');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const start = page.getByRole('region', {name: 'What are you looking for?'});
      await expect(start).toBeVisible();
      const pages = start.getByRole('navigation', {name: 'Start from'}).getByRole('link');
      await expect(pages.first()).toBeVisible();
      // The navbar's links into the site: its docs sidebar and its blog.
      await expect(pages).toHaveText(['Documentation', 'Blog']);
      await expect(start).toContainText('Results come from Documentation, Blog');
      await expectNoAxeViolations(page, `the search page with no query (${mode})`, {include: 'main'});
      await page.getByRole('searchbox').fill('footer');
      await expect(start).toBeHidden();
    });
  }
});
