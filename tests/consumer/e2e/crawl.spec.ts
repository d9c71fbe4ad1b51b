import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';
import {navigateInApp} from '../../../e2e/support/site';
import type {CrawlOptions} from '../builds';
import {BROWSER_BUILDS_DIR} from '../support/consumerSite';

/**
 * The crawl (issue #29): every page of a theme build opened in Chromium and, where it crashed or
 * erred, the same page of the same site built without the theme (HK_WITHOUT_THEME=1). A page may
 * show React's recovery from a server/browser difference, or log what stock logs; it may not show
 * the crash boundary, throw or log an error that the stock build does not. Each project names its two builds
 * (playwright.config.ts); tests/consumer/shapes.test.ts writes both.
 */

const test = base.extend<CrawlOptions>({
  crawl: [{build: 'shape-versioned', stock: 'shape-versioned-stock', stockURL: ''}, {option: true}],
});

/** What the error boundary of Docusaurus (and of the theme's Layout) shows in place of a page. */
const CRASH_TEXT = 'This page crashed';

/** Folders of a build that hold no pages: bundles, the search index, the Markdown twins' assets. */
const NOT_PAGES = new Set(['assets', 'pagefind', 'img']);

/** Every HTML page of a build, as a path from its root: `docs/intro/` for docs/intro/index.html. */
function builtPages(dir: string, from = ''): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(path.join(dir, from), {withFileTypes: true})) {
    const relative = from ? `${from}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!(from === '' && NOT_PAGES.has(entry.name))) {
        pages.push(...builtPages(dir, relative));
      }
    } else if (entry.name === 'index.html') {
      pages.push(from ? `${from}/` : '');
    } else if (entry.name.endsWith('.html')) {
      pages.push(relative.replace(/\.html$/, ''));
    }
  }
  return pages.sort();
}

/** One error as both builds can show it: without the build's address, its chunk hashes and positions. */
function normalise(message: string): string {
  return message
    .split('\n')[0]
    .replace(/https?:\/\/127\.0\.0\.1:\d+\//g, '/')
    .replace(/\b[0-9a-f]{8,}\b/g, '<hash>')
    .replace(/:\d+:\d+/g, '')
    .trim();
}

type PageReport = {crashed: boolean; errors: string[]};

/**
 * The stock page to compare a page with: the same route, or, for a page the stock build lacks,
 * the route without its first folder (a locale's page beside the default locale's, when the
 * stock build is the base site of a variant that adds locales). None: compared with no errors.
 */
function stockCounterpart(route: string, stockPages: Set<string>): string | undefined {
  if (stockPages.has(route)) {
    return route;
  }
  const withoutFirstFolder = route.split('/').slice(1).join('/');
  return route.includes('/') && stockPages.has(withoutFirstFolder) ? withoutFirstFolder : undefined;
}

/**
 * One page of each kind: the first of each top-level folder (docs, blog, search, a version, a
 * locale...) and of each folder below a docs or blog root.
 */
function onePerKind(pages: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const route of pages) {
    const kind = route.split('/').slice(0, 2).join('/');
    if (!kinds.has(kind)) {
      kinds.set(kind, route);
    }
  }
  return [...kinds.values()];
}

/**
 * Opens a page (or, with `from`, opens `from` and moves to the page inside the app), lets React
 * hydrate it (or recover from a mismatch) and collects what went wrong.
 */
async function visit(page: Page, url: string, from?: string): Promise<PageReport> {
  const errors: string[] = [];
  const onPageError = (error: Error) => errors.push(`uncaught ${error.name}: ${normalise(error.message)}`);
  const onConsole = (message: {type(): string; text(): string}) => {
    if (message.type() === 'error') {
      errors.push(`console.error: ${normalise(message.text())}`);
    }
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  try {
    await page.goto(from ?? url, {waitUntil: 'load'});
    // Docusaurus sets the attribute once React has taken the page over, in both builds.
    await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({state: 'attached', timeout: 5_000})
      .catch(() => undefined);
    await page.waitForLoadState('networkidle', {timeout: 3_000}).catch(() => undefined);
    if (from) {
      await navigateInApp(page, new URL(url).pathname);
      await page.waitForLoadState('networkidle', {timeout: 3_000}).catch(() => undefined);
      await page.waitForTimeout(300);
    }
    const crashed = ((await page.locator('body').textContent()) ?? '').includes(CRASH_TEXT);
    return {crashed, errors: [...new Set(errors)]};
  } finally {
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  }
}

test('no page of the theme build crashes, throws or logs an error that its stock build does not', async ({
  browser,
  crawl,
  baseURL,
}) => {
  const dir = path.join(BROWSER_BUILDS_DIR, crawl.build);
  const stockDir = crawl.stock ? path.join(BROWSER_BUILDS_DIR, crawl.stock) : undefined;
  expect(existsSync(dir), `${dir} is missing: run npx vitest run --project consumer first`).toBe(true);
  if (stockDir) {
    expect(existsSync(stockDir), `${stockDir} is missing: run npx vitest run --project consumer first`).toBe(true);
  }
  const pages = builtPages(dir);
  // A site with no stock build (the 0.x site) is compared with no errors at all.
  const stockPages = new Set(stockDir ? builtPages(stockDir) : []);
  const stockURL = crawl.stockURL ?? '';
  // About a second per page and build, on a busy runner.
  test.setTimeout(60_000 + pages.length * 2 * 3_000);
  const started = performance.now();
  const themed = await (await browser.newContext()).newPage();
  const stock = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  let stockVisits = 0;
  /**
   * What the theme's page showed that its stock counterpart does not. The stock page is opened
   * only when the theme's page crashed or erred: a clean page has nothing to excuse, and opening
   * the stock page beside every page, in the crawl of every variant, would double the crawl.
   */
  async function compare(
    where: string,
    withTheme: PageReport,
    visitStock: (() => Promise<PageReport>) | undefined,
  ): Promise<void> {
    if (!withTheme.crashed && withTheme.errors.length === 0) {
      return;
    }
    stockVisits += visitStock ? 1 : 0;
    const withoutTheme = visitStock ? await visitStock() : {crashed: false, errors: []};
    if (withTheme.crashed && !withoutTheme.crashed) {
      problems.push(`${where}: shows "${CRASH_TEXT}"`);
    }
    for (const error of withTheme.errors.filter((error) => !withoutTheme.errors.includes(error))) {
      problems.push(`${where}: ${error}`);
    }
  }
  for (const route of pages) {
    const stockRoute = stockCounterpart(route, stockPages);
    await compare(
      `/${route}`,
      await visit(themed, new URL(route, baseURL).href),
      stockRoute === undefined ? undefined : () => visit(stock, new URL(stockRoute, stockURL).href),
    );
  }
  // One client-side navigation into each kind of page, from the home page: components mount
  // without server markup and without hydration.
  const home = new URL('', baseURL).href;
  const kinds = onePerKind(pages).filter((route) => route !== '' && (!stockDir || stockPages.has(route)));
  for (const route of kinds) {
    await compare(
      `/${route}, reached in the app`,
      await visit(themed, new URL(route, baseURL).href, home),
      stockDir ? () => visit(stock, new URL(route, stockURL).href, new URL('', stockURL).href) : undefined,
    );
  }
  console.log(
    `crawl of ${crawl.build}: ${pages.length} pages and ${kinds.length} in-app navigations, ${stockVisits} of them compared with ${crawl.stock ?? 'no stock build'}, in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  expect(problems, `pages of ${crawl.build} that crash or err where ${crawl.stock ?? 'a page should not'}`).toEqual([]);
});
