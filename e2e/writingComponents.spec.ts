import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {type Browser, expect, type Page, test} from '@playwright/test';
import {load} from 'cheerio';
import {expectNoAxeViolations} from './support/axe';
import {chunksContaining, openRoute, SITE_DIR, waitForHydration} from './support/site';

/**
 * The writing components (website/docs/components/steps.mdx and the pages beside it): in the
 * server HTML, hydrated without a mismatch, each loading its chunk only on pages that use it,
 * keyboard-operable where interactive, axe-clean in both colour modes and at both widths, and
 * mirrored in right-to-left text.
 */
const PAGES = {
  Steps: 'docs/components/steps',
  FileTree: 'docs/components/file-tree',
  CardGrid: 'docs/components/card-grid',
  Badge: 'docs/components/badge',
  PackageManagerTabs: 'docs/components/package-manager-tabs',
} as const;
type Name = keyof typeof PAGES;
const NAMES = Object.keys(PAGES) as Name[];
/** A doc that uses none of them. */
const PLAIN_DOC = 'docs/quick-reference';
/** The phone width of the mobile project (playwright.config.ts). */
const PHONE = {width: 390, height: 844};
/** Narrower than this (about 20 characters), a file-tree comment reads as a column of single words. */
const MIN_COMMENT_WIDTH = 160;

/** The chunk of a component: the one whose code renders its root element. */
function chunkOf(name: Name): string[] {
  return chunksContaining(SITE_DIR, `"data-hk-mdx":"${name}"`);
}

/** The stylesheet the build wrote for a component's chunk (mdxChunks/stylesheets.ts), if its chunk has CSS. */
function stylesheetOf(name: Name): string | undefined {
  const chunk = `hoverkraft-${name.replace(/(?<=[a-z])([A-Z])/g, '-$1').toLowerCase()}`;
  const files = readdirSync(path.join(SITE_DIR, 'assets', 'css')).filter((file) => file.startsWith(`${chunk}.`));
  expect(files.length, `stylesheets of ${chunk}`).toBeLessThanOrEqual(1);
  return files[0];
}

/** The stylesheets a built page links in its head, by file name (read with a parser: the minifier drops quotes). */
function linkedStylesheets(route: string): string[] {
  const $ = load(readFileSync(path.join(SITE_DIR, `${route}.html`), 'utf8'));
  return $('head > link[rel="stylesheet"]')
    .map((_, link) => path.basename($(link).attr('href') ?? ''))
    .get();
}

/** Collects the console errors and uncaught exceptions of a page, hydration mismatches among them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

function requestedFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => files.push(request.url().split('/').pop() ?? ''));
  return files;
}

async function withoutJavaScript(browser: Browser, route: string): Promise<Page> {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(route);
  return page;
}

test.describe('in the server HTML', () => {
  test('each component is rendered by the server, with no streamed parts', async ({browser}) => {
    const expectations: Record<Name, string> = {
      Steps: '[data-hk-mdx="Steps"] > ol > li',
      FileTree: '[data-hk-mdx="FileTree"] [role="tree"] [role="treeitem"][aria-level="2"]',
      CardGrid: '[data-hk-mdx="CardGrid"] > li [data-hk-mdx="LinkCard"] h3 a',
      Badge: 'h3 [data-hk-mdx="Badge"]',
      PackageManagerTabs: '[data-hk-mdx="PackageManagerTabs"] [role="tab"]',
    };
    for (const name of NAMES) {
      const page = await withoutJavaScript(browser, PAGES[name]);
      await expect(page.locator(expectations[name]).first(), `${name} in ${PAGES[name]}`).toBeAttached();
      await expect(page.locator('template[id^="B:"], div[hidden][id^="S:"]')).toHaveCount(0);
      await page.context().close();
    }
  });

  // Their code loads lazily; their styles must not: the first paint, and a reader without
  // JavaScript, get the server's markup styled.
  test('each component is styled without JavaScript', async ({browser}) => {
    const styled: Partial<Record<Name, [selector: string, property: string, pseudo: string | null, value: string]>> = {
      Steps: ['[data-hk-mdx="Steps"] > ol > li', 'content', '::before', 'counter(hk-step)'],
      FileTree: ['[data-hk-mdx="FileTree"]', 'border-top-style', null, 'solid'],
      CardGrid: ['[data-hk-mdx="CardGrid"]', 'display', null, 'grid'],
      Badge: ['[data-hk-mdx="Badge"]', 'display', null, 'inline-block'],
    };
    for (const [name, [selector, property, pseudo, value]] of Object.entries(styled)) {
      const page = await withoutJavaScript(browser, PAGES[name as Name]);
      const computed = await page
        .locator(selector)
        .first()
        .evaluate((element, [p, s]) => getComputedStyle(element, s).getPropertyValue(p as string), [property, pseudo]);
      expect(computed, `${name}: ${selector}${pseudo ?? ''} ${property}`).toBe(value);
      await page.context().close();
    }
  });
});

test.describe('what it costs', () => {
  test('each component is in one chunk of its own, outside the main bundle', () => {
    for (const name of NAMES) {
      const chunks = chunkOf(name);
      expect(chunks, `${name}'s chunk`).toHaveLength(1);
      expect(chunks[0], `${name} is not in the main bundle`).not.toMatch(/^main\./);
    }
  });

  test('the lazy-chunk loader they share with code blocks and the not-found page ships once, in the main bundle', () => {
    // A property of the loader (client/lazyChunk.ts) the minifier keeps. Left to the bundler, every
    // route chunk that uses it would carry a copy: 17 chunks, two or three on a doc page.
    const chunks = chunksContaining(SITE_DIR, 'requested:()=>');
    expect(chunks, 'the chunks holding the lazy-chunk loader').toHaveLength(1);
    expect(chunks[0]).toMatch(/^main\./);
  });

  test("each component's rules are in its chunk's stylesheet, not in the one every page loads", () => {
    const cssDir = path.join(SITE_DIR, 'assets', 'css');
    const shared = readdirSync(cssDir).filter((file) => /^styles\.[\da-f]+\.css$/.test(file));
    expect(shared).toHaveLength(1);
    const everyPage = readFileSync(path.join(cssDir, shared[0] as string), 'utf8');
    for (const name of ['Steps', 'FileTree', 'CardGrid', 'Badge'] as const) {
      const own = stylesheetOf(name);
      expect(own, `${name}'s stylesheet`).toBeDefined();
      // Its first class name, as the CSS module hashed it.
      const className = readFileSync(path.join(cssDir, own as string), 'utf8').match(/\.([\w-]+_[\w-]+)/)?.[1];
      expect(className, `a class of ${own}`).toBeDefined();
      expect(everyPage, `${name}'s .${className} in ${shared[0]}`).not.toContain(`.${className}`);
    }
  });

  test('a page links the stylesheets of the components it renders, and no other', () => {
    const ownStylesheets = NAMES.map(stylesheetOf).filter((file): file is string => file !== undefined);
    expect(linkedStylesheets(PLAIN_DOC).filter((file) => ownStylesheets.includes(file))).toEqual([]);
    for (const name of ['Steps', 'FileTree', 'CardGrid', 'Badge'] as const) {
      const linked = linkedStylesheets(PAGES[name]);
      expect(linked, PAGES[name]).toContain(stylesheetOf(name));
      // After Docusaurus's stylesheet, so that the component's rules come later in the cascade.
      expect(linked.indexOf(stylesheetOf(name) as string)).toBeGreaterThan(
        linked.findIndex((file) => file.startsWith('styles.')),
      );
    }
    // The steps page shows no card grid.
    expect(linkedStylesheets(PAGES.Steps)).not.toContain(stylesheetOf('CardGrid'));
  });

  test("a page opened directly fetches a component's stylesheet once, as linked", async ({page}) => {
    const files = requestedFiles(page);
    await openRoute(page, PAGES.Steps);
    await page.waitForLoadState('networkidle');
    expect(files.filter((file) => file === stylesheetOf('Steps'))).toHaveLength(1);
  });

  test('a page without them loads none of their chunks', async ({page}) => {
    const files = requestedFiles(page);
    await openRoute(page, PLAIN_DOC);
    await page.waitForLoadState('networkidle');
    expect(files.filter((file) => NAMES.some((name) => chunkOf(name).includes(file)))).toEqual([]);
  });

  test("a page loads the chunk of the components it uses, and no other's", async ({page}) => {
    const files = requestedFiles(page);
    await openRoute(page, PAGES.Steps);
    await page.waitForLoadState('networkidle');
    expect(files).toContain(chunkOf('Steps')[0]);
    for (const other of NAMES.filter((name) => name !== 'Steps')) {
      expect(files, `${other}'s chunk`).not.toContain(chunkOf(other)[0]);
    }
  });
});

test.describe('hydration', () => {
  for (const name of NAMES) {
    test(`${name}'s page hydrates with no error`, async ({page}) => {
      const errors = watchErrors(page);
      await openRoute(page, PAGES[name]);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('a page whose component chunk comes late shows the server markup meanwhile, hydrates once, then works', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const chunk = chunkOf('FileTree')[0] as string;
    await page.route(`**/${chunk}`, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the load event: it waits for the held chunk.
    await page.goto(PAGES.FileTree, {waitUntil: 'commit'});
    const tree = page.getByRole('tree', {name: 'A Docusaurus site with the theme'});
    await expect(tree).toBeVisible();
    await page.waitForTimeout(500);
    await expect(tree, 'the server markup stays while the chunk is held').toBeVisible();
    // React replaces the server's markup with the component once its chunk is in, which may be
    // after the page has hydrated: a key pressed before that reaches markup with no behaviour.
    const serverMarkup = await page.locator('[data-hk-mdx="FileTree"]').elementHandle();
    release();
    await waitForHydration(page);
    await page.waitForFunction((element) => !element?.isConnected, serverMarkup);
    const docs = tree.getByRole('treeitem', {name: /^docs\//});
    await docs.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(docs).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
    // Had the hydrating render waited for the chunk, React would have started the page again,
    // and every <Head> of the render it threw away would have kept its tags in the head for
    // good (server/mdxChunks/loader.ts): after a client-side navigation, the page's Markdown
    // twin and its hreflang links would still be there.
    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Blog\b/);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveCount(0);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(alternates.length).toBeGreaterThan(0);
    for (const href of alternates) {
      expect(href).toMatch(/\/blog$/);
    }
    await expect(page.locator('meta[name="docusaurus_version"]')).toHaveCount(0);
  });

  test("a component whose chunk comes after hydration keeps its code blocks' colours, and the page loads no highlighter", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const files = requestedFiles(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${chunkOf('PackageManagerTabs')[0]}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PAGES.PackageManagerTabs, {waitUntil: 'commit'});
    await waitForHydration(page);
    const serverMarkup = await page.locator('[data-hk-mdx="PackageManagerTabs"]').first().elementHandle();
    const colouredTokens = () =>
      page.locator('[data-hk-mdx="PackageManagerTabs"] pre .token:not(.plain)').evaluateAll((tokens) => tokens.length);
    const served = await colouredTokens();
    expect(served, 'the server wrote the commands in colour').toBeGreaterThan(0);
    release();
    // Read in the frame where React puts the component in place of the server's markup: a block
    // shown plain there, waiting for Prism, would flash uncoloured.
    const afterSwap = await page.waitForFunction((element) => {
      if (element?.isConnected) {
        return false;
      }
      // An object: a count of 0 would read as "not yet" and keep the wait going.
      return {coloured: document.querySelectorAll('[data-hk-mdx="PackageManagerTabs"] pre .token:not(.plain)').length};
    }, serverMarkup);
    expect(await afterSwap.jsonValue()).toEqual({coloured: served});
    await page.waitForLoadState('networkidle');
    expect(files.filter((file) => file.startsWith('hoverkraft-highlighter'))).toEqual([]);
    expect(await colouredTokens()).toBe(served);
    expect(errors).toEqual([]);
  });

  test('after a client-side navigation the component loads and renders, styled as on a page opened directly', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const look = () =>
      page.getByRole('tree', {name: 'A Docusaurus site with the theme'}).evaluate((tree) => {
        const root = tree.closest('[data-hk-mdx]') ?? tree;
        const style = getComputedStyle(root);
        return [style.borderTopStyle, style.borderRadius, style.paddingTop, getComputedStyle(tree).listStyleType];
      });
    await openRoute(page, PAGES.FileTree);
    const direct = await look();
    await openRoute(page, PAGES.Steps);
    // Navigate in the app: the sidebar link to the file tree page, whose stylesheet this page lacks.
    expect(linkedStylesheets(PAGES.Steps)).not.toContain(stylesheetOf('FileTree'));
    await page.locator(`.theme-doc-sidebar-container a[href$="/${PAGES.FileTree}"]`).click();
    await expect(page.getByRole('tree', {name: 'A Docusaurus site with the theme'})).toBeVisible();
    expect(await look()).toEqual(direct);
    expect(errors).toEqual([]);
  });
});

test.describe('behaviour', () => {
  test('the file tree is one tab stop, moved with the arrow keys, Home and End', async ({page}) => {
    await openRoute(page, PAGES.FileTree);
    const tree = page.getByRole('tree', {name: 'A Docusaurus site with the theme'});
    const first = tree.getByRole('treeitem', {name: /^docs\//});
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', {name: /^intro\.md/})).toBeFocused();
    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem', {name: /^package\.json/})).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(tree.getByRole('treeitem', {name: /^intro\.md/})).toBeHidden();
  });

  test('at phone width every file-tree comment stays in the box, wide enough to read', async ({page}) => {
    await page.setViewportSize(PHONE);
    for (const route of [PAGES.FileTree, 'docs/translation', 'docs/contributing']) {
      await openRoute(page, route);
      for (const tree of await page.locator('[data-hk-mdx="FileTree"]').all()) {
        await tree.scrollIntoViewIfNeeded();
        const box = await tree.boundingBox();
        const comments = tree.locator('[role="treeitem"] [class*="comment_"]');
        expect(await comments.count(), `${route} has file-tree comments`).toBeGreaterThan(0);
        for (const comment of await comments.all()) {
          if (!(await comment.isVisible())) {
            continue;
          }
          const text = (await comment.textContent()) ?? '';
          const own = await comment.boundingBox();
          if (!box || !own) {
            throw new Error(`${route}: no box for the tree or its comment "${text}"`);
          }
          expect(own.x, `${route}: "${text}" starts inside the tree`).toBeGreaterThanOrEqual(box.x);
          expect(own.x + own.width, `${route}: "${text}" ends inside the tree`).toBeLessThanOrEqual(box.x + box.width);
          // A short comment may be narrow, on one line; one that wraps must have room to.
          const lines = await comment.evaluate(
            (element) =>
              element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
          );
          if (Math.round(lines) > 1) {
            expect(
              own.width,
              `${route}: "${text}" wraps in a column narrower than ${MIN_COMMENT_WIDTH} px`,
            ).toBeGreaterThanOrEqual(MIN_COMMENT_WIDTH);
          }
        }
      }
    }
  });

  test('a package manager chosen once is chosen in every tab set, on every page', async ({page}) => {
    await openRoute(page, PAGES.PackageManagerTabs);
    await page.getByRole('tab', {name: 'pnpm'}).first().click();
    await expect(page.getByRole('tab', {name: 'pnpm', selected: true})).toHaveCount(2);
    await openRoute(page, 'docs/installation');
    await expect(page.getByRole('tab', {name: 'pnpm', selected: true})).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByText('pnpm add @hoverkraft/docusaurus-theme')).toBeVisible();
  });

  test("a data-driven card grid's titles are in the page's table of contents", async ({page}) => {
    await openRoute(page, PAGES.CardGrid);
    const toc = page.locator('.table-of-contents');
    for (const [title, id] of [
      ['Hero', 'hero'],
      ['Project card', 'project-card'],
    ]) {
      await expect(toc.getByRole('link', {name: title, exact: true})).toHaveAttribute('href', `#${id}`);
      await expect(page.locator(`h3#${id}`)).toBeAttached();
    }
  });

  test("a badge in a heading stays out of the heading's anchor and its table-of-contents entry", async ({page}) => {
    await openRoute(page, PAGES.Badge);
    await expect(page.locator('h3#search-scopes [data-hk-mdx="Badge"]')).toHaveText('New');
    await expect(page.locator('.table-of-contents a[href="#search-scopes"]')).toHaveAccessibleName('Search scopes');
  });

  test('a whole card is one link: a click on its description follows it', async ({page}) => {
    await openRoute(page, PAGES.CardGrid);
    const description = page.locator('[data-hk-mdx="LinkCard"]').getByText('The tokens and how to change them.');
    await description.scrollIntoViewIfNeeded();
    const box = await description.boundingBox();
    if (!box) {
      throw new Error('the card description has no box');
    }
    // A mouse click where the description is: the stretched link above it receives it.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/docs\/brand-colours$/);
  });

  test('steps put their numbers on the inline-start side, the right in right-to-left text', async ({page}) => {
    await openRoute(page, PAGES.Steps);
    const item = page.locator('[data-hk-mdx="Steps"] > ol > li').first();
    const ltr = await item.evaluate((li) => getComputedStyle(li, '::before').left);
    expect(ltr).toBe('0px');
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const rtl = await item.evaluate((li) => ({
      right: getComputedStyle(li, '::before').right,
      paddingRight: Number.parseFloat(getComputedStyle(li).paddingRight),
    }));
    expect(rtl.right).toBe('0px');
    expect(rtl.paddingRight).toBeGreaterThan(0);
  });
});

test.describe('accessibility', () => {
  for (const name of NAMES) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${name}'s page in ${mode} mode @mobile`, async ({page}) => {
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await openRoute(page, PAGES[name]);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectNoAxeViolations(page, `${PAGES[name]} (${mode})`, {include: 'article'});
      });
    }
  }
});
