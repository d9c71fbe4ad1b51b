import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';
import {load} from 'cheerio';
import {buildOrigin, COLUMNS, type ColumnOptions, type ConsumerBuild} from '../builds';
import {BROWSER_BUILDS_DIR} from '../support/consumerSite';

/**
 * What the theme promises in each option variant, in a fresh site with the packed theme, for
 * each column of the consumer matrix that builds them (tests/consumer/fixture/variants/README.md
 * lists the variants): the newest Docusaurus 3.x (project `variants`) and the 4.0 canary
 * (`variants-canary`). The project's `column` option names the column's builds.
 */
const test = base.extend<ColumnOptions>({column: [COLUMNS.newest, {option: true}]});

/** Opens a page of a build, and collects the errors the page throws or logs. */
async function open(page: Page, build: ConsumerBuild, route = ''): Promise<string[]> {
  expect(
    existsSync(path.join(BROWSER_BUILDS_DIR, build, 'index.html')),
    `no build of "${build}" in ${BROWSER_BUILDS_DIR}: run \`npx vitest run --project consumer\` first`,
  ).toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${buildOrigin(build)}${route}`);
  await page.locator('html[data-has-hydrated]').waitFor();
  return errors;
}

/** Opens the navbar search box, types a query and returns the dialog. */
async function searchFor(page: Page, buttonName: string | RegExp, query: string) {
  await page.getByRole('button', {name: buttonName}).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill(query);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  return dialog;
}

test('the built-in search finds a page and opens it', async ({page, column}) => {
  const errors = await open(page, column.base);
  const dialog = await searchFor(page, /^Search/, 'configuration');
  await dialog.getByRole('option').first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  // The URL changes at the click; the home page, whose project cards are <article>s too, stays
  // until the doc's chunks have loaded. The doc's own content is what must arrive.
  await expect(page.locator('.theme-doc-markdown')).toContainText('one line of configuration');
  expect(errors).toEqual([]);
});

for (const [where, route, code] of [
  ['a doc, through the remark plugin', 'docs/getting-started', '<button type="button">Press me</button>'],
  ['a blog post, through theme/CodeBlock', 'blog/2025/10/01/welcome', '<button type="button">Press me too</button>'],
] as const) {
  test(`without theme-live-codeblock, a block marked live shows its code in ${where}`, async ({page, column}) => {
    // Live blocks go to @theme/LiveCodeBlock (the docs' through remark-live-code-blocks, the
    // blog's through theme/CodeBlock); without the live theme, the plugin aliases it to a plain
    // code block (client/codeBlocks/liveCodeBlockFallback).
    const errors = await open(page, column.base, route);
    const block = page.locator('pre.prism-code', {hasText: code});
    await expect(block).toBeVisible();
    await expect(block).toContainText(code);
    expect(errors).toEqual([]);
  });
}

test('search off: the navbar has no search box and /search is the not-found page', async ({page, column}) => {
  const errors = await open(page, column.variants['search-off']);
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.getByRole('button', {name: /search/i})).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  expect(errors).toEqual([]);
  const response = await page.goto(`${buildOrigin(column.variants['search-off'])}search`);
  expect(response?.status()).toBe(404);
});

test("search off with Algolia: Algolia's DocSearch box renders in the navbar, and the page does not crash", async ({
  page,
  column,
}) => {
  await open(page, column.variants.algolia);
  const docSearch = page.locator('.DocSearch-Button');
  await expect(docSearch).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  // Ours is not there as well: one search box only, and it is Algolia's.
  const searchButtons = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /search/i});
  await expect(searchButtons).toHaveCount(1);
  await expect(searchButtons).toHaveClass(/DocSearch-Button/);
});

test('social cards off: pages announce the site-wide image', async ({page, column}) => {
  const errors = await open(page, column.variants['cards-off'], 'docs/getting-started');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'https://consumer.example.com/img/site-card.png',
  );
  expect(errors).toEqual([]);
});

test('a Markdown image opens enlarged in the zoom dialog, and Escape gives focus back', async ({page, column}) => {
  const errors = await open(page, column.base, 'docs/components');
  const image = page.getByRole('button', {name: 'Enlarge image: A blue picture of the fixture site'});
  await image.click();
  const dialog = page.getByRole('dialog', {name: 'A blue picture of the fixture site'});
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(image).toBeFocused();
  expect(errors).toEqual([]);
});

test('zoom off: a Markdown image stays a plain image, with nothing to focus and nothing to open', async ({
  page,
  column,
}) => {
  const errors = await open(page, column.variants['cards-off'], 'docs/components');
  await page.waitForLoadState('networkidle');
  const image = page.getByRole('img', {name: 'A blue picture of the fixture site'});
  await expect(image).toBeVisible();
  await expect(image).not.toHaveAttribute('role');
  await expect(image).not.toHaveAttribute('tabindex');
  await image.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('page actions off: a doc has the single Copy page button and its View as Markdown link, no menu', async ({
  page,
  column,
}) => {
  const errors = await open(page, column.variants['cards-off'], 'docs/getting-started');
  await expect(page.getByRole('button', {name: 'Copy page', exact: true})).toBeVisible();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/getting-started.md');
  await expect(page.locator('[aria-haspopup="menu"]')).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/docs/getting-started.md',
  );
  expect(errors).toEqual([]);
});

test('page actions listed: the menu shows them in the site’s order, without Copy page, and links the twin', async ({
  page,
  column,
}) => {
  const errors = await open(page, column.variants['trailing-slash'], 'docs/getting-started/');
  await expect(page.getByRole('button', {name: 'Copy page', exact: true})).toHaveCount(0);
  const menuButton = page.getByRole('button', {name: 'Page actions'});
  await menuButton.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveText(['Open in Claude (opens in a new tab)', 'View as Markdown']);
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAttribute(
    'href',
    `https://claude.ai/new?q=${encodeURIComponent('Read https://consumer.example.com/docs/getting-started.md so I can ask questions about it.')}`,
  );
  await expect(items.last()).toHaveAttribute('href', '/docs/getting-started.md');
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('trailing slash: navigation and search results keep the slash', async ({page, column}) => {
  const errors = await open(page, column.variants['trailing-slash']);
  await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/$/);
  const dialog = await searchFor(page, /^Search/, 'getting started');
  await dialog.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('two locales: the search box works in English and in French, in each locale’s own index', async ({
  page,
  column,
}) => {
  const build = column.variants.i18n;
  const errors = await open(page, build);
  await searchFor(page, /^Search/, 'getting started');
  await page.keyboard.press('Escape');

  await page.goto(`${buildOrigin(build)}fr/`);
  await page.locator('html[data-has-hydrated]').waitFor();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const dialog = await searchFor(page, /^Rechercher/, 'getting started');
  await expect(dialog).toHaveAccessibleName('Rechercher sur le site');
  const firstResult = dialog.getByRole('option').first();
  await firstResult.click();
  await expect(page).toHaveURL(/\/fr\/docs\//);

  // The page actions speak French, the assistants' prompt included.
  await page.goto(`${buildOrigin(build)}fr/docs/getting-started`);
  await page.locator('html[data-has-hydrated]').waitFor();
  await page.getByRole('button', {name: 'Autres actions sur la page'}).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveText([
    'Copier la page',
    'Voir en Markdown',
    'Ouvrir dans ChatGPT (s’ouvre dans un nouvel onglet)',
    'Ouvrir dans Claude (s’ouvre dans un nouvel onglet)',
  ]);
  await expect(items.nth(3)).toHaveAttribute(
    'href',
    `https://claude.ai/new?q=${encodeURIComponent('Lis https://consumer.example.com/fr/docs/getting-started.md pour que je puisse te poser des questions à son sujet.')}`,
  );
  await page.keyboard.press('Escape');

  await page.goto(`${buildOrigin(build)}fr/search?q=getting`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Recherche');
  await expect(page.getByRole('status')).toHaveText(/\d+ résultats?/);
  expect(errors).toEqual([]);
});

test('the search page keeps the query in the URL as the reader types, and a result opens its page', async ({
  page,
  column,
}) => {
  // Both go through the theme's one router adapter (client/search/navigation.ts).
  const errors = await open(page, column.base, 'search');
  await page.getByRole('searchbox').fill('configuration');
  await expect(page).toHaveURL(/\/search\?q=configuration$/);
  await expect(page.getByRole('status')).toHaveText(/\d+ results?/);
  await page.getByRole('main').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.locator('.theme-doc-markdown')).toContainText('one line of configuration');
  expect(errors).toEqual([]);
});

test('at phone width the mobile menu is a modal dialog: named, the page behind it inert until it closes', async ({
  page,
  column,
}) => {
  // theme-classic marks its hidden panel inert itself (in 4.0 through React's own `inert` prop);
  // the theme adds the dialog around it (client/mobileMenu/modalDialog.ts).
  await page.setViewportSize({width: 390, height: 844});
  const errors = await open(page, column.base, 'docs/getting-started');
  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  await menuButton.click();
  const dialog = page.getByRole('dialog', {name: 'Site navigation'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const inertOutside = () =>
    page.evaluate(() => ({
      main: document.querySelector('main')?.closest('[inert]') != null,
      footer: document.querySelector('footer')?.closest('[inert]') != null,
      menu: document.querySelector('.navbar-sidebar')?.closest('[inert]') != null,
      panelsShown: document.querySelectorAll('.navbar-sidebar__item:not([inert])').length,
    }));
  await expect.poll(inertOutside).toEqual({main: true, footer: true, menu: false, panelsShown: 1});
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(await inertOutside()).toMatchObject({main: false, footer: false, menu: false});
  expect(errors).toEqual([]);
});

/** The policy the build wrote (server/csp), as a host that follows the docs would send it. */
function buildPolicy(build: ConsumerBuild): string {
  const file = path.join(BROWSER_BUILDS_DIR, build, 'content-security-policy.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as {policy: string}).policy;
}

/** The scripts the hostile-content variant's posts inject (fixture/variants/hostile-content). */
const INJECTED = {title: '__hkInjectedTitle', mdx: '__hkInjectedMdx'} as const;
const POSTS = [
  ['the title that breaks out of the JSON-LD block', 'notes/breakout', [INJECTED.title]],
  ['the list of posts, which repeats that title and shows the MDX post whole', 'notes', [INJECTED.title, INJECTED.mdx]],
  ['a <script> in MDX', 'notes/inline-script', [INJECTED.mdx]],
] as const;

/** Whether a global the injected scripts set exists in the page. */
const injectedRan = (page: Page, name: string) => page.evaluate((global) => global in window, name);

/** The CSP hashes of a built page's inline scripts that set one of the injected globals, read with a parser. */
function injectedHashes(build: ConsumerBuild, route: string): string[] {
  const $ = load(readFileSync(path.join(BROWSER_BUILDS_DIR, build, route, 'index.html'), 'utf8'));
  return $('script:not([src])')
    .toArray()
    .map((script) => $(script).text())
    .filter((text) => Object.values(INJECTED).some((global) => text.includes(global)))
    .map((text) => `sha256-${createHash('sha256').update(text).digest('base64')}`);
}

test('without a policy, the content of the hostile-content variant does run its scripts', async ({page, column}) => {
  // What makes the next test mean something: the same pages, served as they are, run the scripts.
  for (const [what, route, globals] of POSTS) {
    await open(page, column.variants['hostile-content'], route);
    for (const global of globals) {
      expect(await injectedRan(page, global), `${what}: ${global}`).toBe(true);
    }
  }
});

test("under the build's policy, no script that content put in a page runs, and the theme's features work", async ({
  page,
  column,
}) => {
  const build = column.variants['hostile-content'];
  const policy = buildPolicy(build);
  // Every page and file served with the policy, as the docs' server rules do.
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': policy}});
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  for (const [what, route, globals] of POSTS) {
    const errors = await open(page, build, route);
    for (const global of globals) {
      expect(await injectedRan(page, global), `${what}: ${global}`).toBe(false);
    }
    expect(
      errors.filter((error) => !/Content Security Policy/i.test(error)),
      what,
    ).toEqual([]);
    // The browser refused the injected scripts, and nothing of the site's own: each refusal names
    // the hash the script would need, and that hash is an injected script's.
    const injected = injectedHashes(build, route);
    expect(injected.length, what).toBeGreaterThan(0);
    expect(refused.length, `${what}: ${refused.join('\n')}`).toBe(injected.length);
    for (const message of refused.splice(0)) {
      expect(
        injected.some((hash) => message.includes(hash)),
        message,
      ).toBe(true);
    }
  }

  // The theme's features work under the policy: the colour-mode toggle, search and its result.
  await open(page, build, 'notes/inline-script');
  refused.splice(0);
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  expect(before).toMatch(/^(light|dark)$/);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', before === 'light' ? 'dark' : 'light');
  const dialog = await searchFor(page, /^Search/, 'configuration');
  await dialog.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.locator('.theme-doc-markdown')).toContainText('one line of configuration');
  expect(refused, 'nothing refused while the reader uses the site').toEqual([]);
  // The page may still be fetching a chunk it asked for (a writing component's, the highlighter's
  // at an idle moment): its request, answered by the route above, must not outlive the test.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
