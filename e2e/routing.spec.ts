import {expect, type Page, type Request, type Route, test} from '@playwright/test';
import {BASE_URL, SITE_TITLE} from '../website/siteConstants';
import {openRoute, pageHeading, ROUTE_CHUNK, waitForHydration} from './support/site';

/** A long doc, with links to other docs and to anchors of other docs. */
const LONG_DOC = 'docs/installation';
/** The anchor of another doc that LONG_DOC links to. */
const LINKED_ANCHOR = {route: 'docs/plugin-options', id: 'search'};

const isDocumentRequestFor = (route: string) => (request: Request) =>
  request.isNavigationRequest() && new URL(request.url()).pathname === `${BASE_URL}${route}`;

/** A sidebar link of the docs, which Docusaurus renders with its client-side Link. */
function sidebarLink(page: Page, name: string) {
  return page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name, exact: true});
}

/** Lets the page run its pending tasks and paint twice, for assertions that something did not happen. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/**
 * Holds the requests for route chunks made from now on until `release()` is called, to simulate
 * a slow network for the next route. `requested` resolves on the first held request.
 */
async function holdRouteChunks(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let onRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    onRequested = resolve;
  });
  await page.route(ROUTE_CHUNK, async (route: Route) => {
    onRequested();
    await released;
    await route.continue();
  });
  return {requested, release};
}

test.describe('URL normalisation', () => {
  /** Collects the errors the page logs, such as React's hydration errors. */
  function consoleErrors(page: Page): string[] {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  }

  test('a path ending in .html shows the page once, under the path without .html', async ({page}) => {
    await openRoute(page, LONG_DOC);
    const heading = (await pageHeading(page).textContent()) ?? '';
    const errors = consoleErrors(page);
    await openRoute(page, `${LONG_DOC}.html`);
    await expect(page).toHaveURL(new RegExp(`${BASE_URL}${LONG_DOC}$`));
    await expect(page.getByRole('heading', {level: 1}), 'the page should be rendered once').toHaveText([heading]);
    await expect(page).toHaveTitle(`${heading} | ${SITE_TITLE}`);
    expect(errors, 'hydration should not fail').toEqual([]);
  });

  test('/index.html shows the home page once, under the base path', async ({page}) => {
    const errors = consoleErrors(page);
    await openRoute(page, 'index.html');
    await expect(page).toHaveURL(new RegExp(`${BASE_URL}$`));
    await expect(page).toHaveTitle(SITE_TITLE);
    await expect(page.getByRole('heading', {level: 1}), 'the page should be rendered once').toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Hoverkraft');
    expect(errors, 'hydration should not fail').toEqual([]);
  });

  test('the query string and hash survive the normalisation', async ({page}) => {
    await openRoute(page, `${LONG_DOC}.html?from=test#requirements`);
    await expect(page).toHaveURL(new RegExp(`${BASE_URL}${LONG_DOC}\\?from=test#requirements$`));
  });
});

test.describe('scrolling after navigation', () => {
  test('following a link to an anchor of another page scrolls to that anchor', async ({page}) => {
    await openRoute(page, LONG_DOC);
    const link = page.locator(`article a[href="${BASE_URL}${LINKED_ANCHOR.route}#${LINKED_ANCHOR.id}"]`).first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${LINKED_ANCHOR.route}#${LINKED_ANCHOR.id}$`));
    await expect(page.locator(`[id="${LINKED_ANCHOR.id}"]`)).toBeInViewport();
    expect(
      await page.evaluate(() => window.scrollY),
      'the page should have scrolled down to the anchor',
    ).toBeGreaterThan(0);
  });

  test('following a link without an anchor scrolls the new page to the top', async ({page}) => {
    await openRoute(page, LONG_DOC);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', {name: 'Migration', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/migration$/);
    await expect(pageHeading(page)).toHaveText('Migration', {ignoreCase: true, useInnerText: true});
    await expect
      .poll(() => page.evaluate(() => window.scrollY), {message: 'the new page should start at the top'})
      .toBe(0);
  });

  test('a change of only the query string keeps the scroll position', async ({page}) => {
    await openRoute(page, LONG_DOC);
    // Leave scroll restoration to the site, so that only Docusaurus can move the page.
    await page.evaluate(() => {
      history.scrollRestoration = 'manual';
      history.pushState(null, '', '?tab=first');
      history.pushState(null, '', '?tab=second');
      window.scrollTo(0, 1000);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1000);
    // Going back fires popstate: the router sees a new location that differs only in its query.
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=first$/);
    await settle(page);
    expect(await page.evaluate(() => window.scrollY), 'the query change should not have scrolled the page').toBe(1000);
  });
});

test.describe('route loading', () => {
  test('the old page stays visible until the next route has loaded', async ({page}) => {
    await openRoute(page, LONG_DOC);
    const oldHeading = (await pageHeading(page).textContent()) ?? '';
    const chunks = await holdRouteChunks(page);
    await sidebarLink(page, 'Configuration').click();
    await chunks.requested;
    await expect(page).toHaveURL(/\/docs\/configuration$/);
    await settle(page);
    await expect(pageHeading(page), 'the old page should stay while the next one loads').toHaveText(oldHeading);
    chunks.release();
    await expect(pageHeading(page)).toHaveText('Configuration', {ignoreCase: true});
  });

  test('when a route fails to load, the browser loads the page in full and warns', async ({page}) => {
    await openRoute(page, LONG_DOC);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Fail the next route's chunks, as after a deployment that removed them, but not the full load.
    let failChunks = true;
    await page.route(ROUTE_CHUNK, (route) => (failChunks ? route.abort() : route.continue()));
    const fullLoad = page.waitForRequest(isDocumentRequestFor('docs/configuration')).then(() => {
      failChunks = false;
    });
    await sidebarLink(page, 'Configuration').click();
    await fullLoad;
    await waitForHydration(page);
    await expect(pageHeading(page)).toHaveText('Configuration', {ignoreCase: true});
    expect(warnings.join('\n'), 'a console warning should name the failed chunk').toMatch(/chunk/i);
  });

  test('a plain click on an internal link navigates without loading a new document', async ({page}) => {
    await openRoute(page, LONG_DOC);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentRequests.push(request.url());
    });
    await sidebarLink(page, 'Configuration').click();
    await expect(pageHeading(page)).toHaveText('Configuration', {ignoreCase: true});
    expect(documentRequests, 'the router should have handled the click').toEqual([]);
  });

  for (const modifier of ['Control', 'Meta'] as const) {
    test(`a ${modifier}+click on an internal link is left to the browser`, async ({page, context}) => {
      await openRoute(page, LONG_DOC);
      const target = 'docs/configuration';
      // The browser opens a new tab (Control) or loads the page itself (Meta on Linux): either
      // way it requests the document, which the router never does.
      const browserHandled = Promise.race([
        context.waitForEvent('page').then((tab) => tab.waitForURL(new RegExp(`${BASE_URL}${target}$`))),
        page.waitForRequest(isDocumentRequestFor(target)),
      ]);
      await sidebarLink(page, 'Configuration').click({modifiers: [modifier]});
      await browserHandled;
    });
  }

  test('an internal link with a target other than _self is left to the browser', async ({page, context}) => {
    // The Hero page links to the home page with target="_blank", to read both side by side.
    await openRoute(page, 'docs/components/hero');
    const link = page.getByRole('main').getByRole('link', {name: 'Open the home page in a new tab'});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', BASE_URL);
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentRequests.push(request.url());
    });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(BASE_URL);
    await expect(tab.getByRole('heading', {level: 1})).toContainText('Hoverkraft');
    // The router did not take the click: this tab neither navigated nor loaded a document.
    expect(new URL(page.url()).pathname).toBe(`${BASE_URL}docs/components/hero`);
    await expect(pageHeading(page)).toHaveText('Hero');
    expect(documentRequests).toEqual([]);
  });
});

test.describe('links', () => {
  test('external links open in a new tab with rel="noopener noreferrer" @mobile', async ({page}) => {
    await openRoute(page, LONG_DOC);
    const external = page.locator(`a[href^="http"]:not([href^="${new URL(page.url()).origin}"])`);
    const count = await external.count();
    expect(count, 'the page should have external links (navbar, footer, content)').toBeGreaterThan(2);
    for (let index = 0; index < count; index++) {
      const link = external.nth(index);
      const href = await link.getAttribute('href');
      await expect(link, `${href} should open in a new tab`).toHaveAttribute('target', '_blank');
      await expect(link, `${href} should not give the new tab access to this one`).toHaveAttribute(
        'rel',
        /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/,
      );
    }
  });
});

test.describe('prefetching', () => {
  /** Records, from the start of the page, the route chunks it asks for as scripts or prefetch links. */
  async function recordChunkLoads(page: Page, connection?: {saveData: boolean; effectiveType: string}) {
    await page.addInitScript((connectionOverride) => {
      if (connectionOverride) {
        Object.defineProperty(Navigator.prototype, 'connection', {get: () => connectionOverride, configurable: true});
      }
      const loads: {kind: string; url: string}[] = [];
      (window as unknown as {chunkLoads: typeof loads}).chunkLoads = loads;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src) loads.push({kind: 'script', url: node.src});
            if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
              loads.push({kind: 'prefetch', url: node.href});
          }
        }
      }).observe(document, {childList: true, subtree: true});
    }, connection);
  }

  const chunkLoadsSince = (page: Page, start: number) =>
    page.evaluate(
      (from) => (window as unknown as {chunkLoads: {kind: string; url: string}[]}).chunkLoads.slice(from),
      start,
    );
  const chunkLoadCount = (page: Page) =>
    page.evaluate(() => (window as unknown as {chunkLoads: unknown[]}).chunkLoads.length);

  /** Hovers a sidebar link, after its own IntersectionObserver has seen it, and returns what that loaded. */
  async function hoverAndCollect(page: Page) {
    await openRoute(page, LONG_DOC);
    await page.waitForLoadState('networkidle');
    const link = sidebarLink(page, 'Migration');
    // An observer made now is notified after the Link's own, so its callback means the Link's ran.
    await link.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          new IntersectionObserver((_entries, observer) => {
            observer.disconnect();
            resolve();
          }).observe(element);
        }),
    );
    await settle(page);
    const beforeHover = await chunkLoadCount(page);
    const all = await chunkLoadsSince(page, 0);
    await link.hover();
    await settle(page);
    return {all, hover: await chunkLoadsSince(page, beforeHover)};
  }

  test('hovering an internal link loads its route before the click', async ({page}) => {
    await recordChunkLoads(page);
    const {hover} = await hoverAndCollect(page);
    expect(
      hover.filter((load) => load.kind === 'script'),
      'hovering should load the route chunks',
    ).not.toEqual([]);
  });

  test('links in view are prefetched on a normal connection', async ({page}) => {
    await recordChunkLoads(page);
    const {all} = await hoverAndCollect(page);
    expect(
      all.filter((load) => load.kind === 'prefetch'),
      'visible links should be prefetched',
    ).not.toEqual([]);
  });

  for (const connection of [
    {label: 'data saver is on', saveData: true, effectiveType: '4g'},
    {label: 'the connection is 2g', saveData: false, effectiveType: '2g'},
  ]) {
    test(`nothing is prefetched or preloaded when ${connection.label}`, async ({page}) => {
      await recordChunkLoads(page, {saveData: connection.saveData, effectiveType: connection.effectiveType});
      const {all, hover} = await hoverAndCollect(page);
      expect(
        all.filter((load) => load.kind === 'prefetch'),
        'no link should be prefetched',
      ).toEqual([]);
      expect(hover, 'hovering should load nothing').toEqual([]);
    });
  }
});

test.describe('progress bar', () => {
  const progressBar = (page: Page) => page.locator('#nprogress');

  test('a route that takes longer than 200 ms shows the progress bar after 200 ms', async ({page}) => {
    await page.clock.install();
    await openRoute(page, LONG_DOC);
    await page.clock.pauseAt(Date.now() + 60_000);
    const chunks = await holdRouteChunks(page);
    await sidebarLink(page, 'Configuration').click();
    await chunks.requested;
    await page.clock.runFor(190);
    await expect(progressBar(page), 'no bar before 200 ms').toHaveCount(0);
    await page.clock.runFor(20);
    await expect(progressBar(page), 'the bar after 200 ms').toBeAttached();
    await expect(progressBar(page).locator('.spinner'), 'no spinner').toHaveCount(0);
    chunks.release();
    await expect(pageHeading(page)).toHaveText('Configuration', {ignoreCase: true});
    await page.clock.runFor(2_000);
    await expect(progressBar(page), 'the bar goes once the route has loaded').toHaveCount(0);
  });

  test('a route that loads within 200 ms shows no progress bar', async ({page}) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('nprogress'))
          (window as unknown as {progressBarShown: boolean}).progressBarShown = true;
      }).observe(document, {childList: true, subtree: true});
    });
    await page.clock.install();
    await openRoute(page, LONG_DOC);
    await page.clock.pauseAt(Date.now() + 60_000);
    // Hovering loads the route, so the click renders it at once.
    const link = sidebarLink(page, 'Configuration');
    const loaded = page.waitForResponse(ROUTE_CHUNK);
    await link.hover();
    await loaded;
    await page.waitForLoadState('networkidle');
    await link.click();
    await expect(pageHeading(page)).toHaveText('Configuration', {ignoreCase: true});
    await page.clock.runFor(2_000);
    expect(
      await page.evaluate(() => (window as unknown as {progressBarShown?: boolean}).progressBarShown ?? false),
    ).toBe(false);
  });
});
