import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page, test} from '@playwright/test';
import {BASE_URL, SITE_URL} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {SITE_DIR} from './support/site';

/**
 * axe-core on every page of the built site, in both colour modes, at both widths (the
 * desktop project and the @mobile one), and in the states a reader opens: the mobile menu,
 * the docs sidebar inside it, the mobile table of contents and a live editor being edited.
 * No rule is disabled and no element is excluded: a violation fails the test.
 */
const COLOR_MODES = ['light', 'dark'] as const;
type ColorMode = (typeof COLOR_MODES)[number];

/** Every page the built sitemap lists, as a path relative to the base URL ('' is home). */
function sitemapRoutes(): string[] {
  const xml = readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8');
  const prefix = `${SITE_URL}${BASE_URL}`;
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    if (!loc.startsWith(prefix) && `${loc}/` !== prefix) {
      throw new Error(`sitemap.xml lists ${loc}, outside ${prefix}`);
    }
    return loc.slice(prefix.length);
  });
  if (routes.length === 0) {
    throw new Error(`${SITE_DIR}/sitemap.xml lists no pages: build the site first`);
  }
  return routes;
}

const NOT_FOUND_ROUTE = 'this/page/does-not-exist';

/** Opens a route in the given colour mode and waits for React to take over the page. */
async function openPage(page: Page, route: string, mode: ColorMode): Promise<void> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // The colour-mode toggle is disabled until hydration; after it, the page is interactive.
  await expect(page.locator('.navbar button[title*="mode" i]').first()).toBeEnabled();
}

// A scan of a code-heavy page covers thousands of nodes; a busy machine makes it slower still.
test.describe.configure({timeout: 120_000});

/** Switches the colour mode with the navbar's own toggle, as a reader would. */
async function toggleColorMode(page: Page, to: ColorMode): Promise<void> {
  // At phone width the toggle sits in the collapsed navbar: click it where it is.
  await page
    .locator('.navbar button[title*="mode" i]')
    .first()
    .evaluate((button: HTMLButtonElement) => button.click());
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
  // Colours fade between modes: let the transitions end, or axe would judge blended colours.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  for (const route of [...sitemapRoutes(), NOT_FOUND_ROUTE]) {
    // One page load, scanned in light mode and again after the toggle switches it to dark.
    test(`/${route} in light and dark mode @mobile`, async ({page}) => {
      const [first, second] = COLOR_MODES;
      await openPage(page, route, first);
      await expectNoAxeViolations(page, `/${route} (${first})`);
      await toggleColorMode(page, second);
      await expectNoAxeViolations(page, `/${route} (${second})`);
    });
  }
});

test.describe('axe finds no violation in open states', () => {
  for (const mode of COLOR_MODES) {
    test(`the mobile menu and its docs sidebar, ${mode} @mobile`, async ({page}, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the menu button shows at phone width only');
      await openPage(page, 'docs/getting-started', mode);
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu).toBeVisible();
      // A docs page opens the sidebar on its secondary menu (the docs sidebar) first.
      await expect(menu.locator('.navbar-sidebar__item.menu').last()).toBeVisible();
      await expectNoAxeViolations(page, `the docs sidebar in the mobile menu (${mode})`);
      await menu.getByRole('button', {name: /back to main menu/i}).click();
      await expect(menu.getByRole('link', {name: 'Blog'})).toBeVisible();
      await expectNoAxeViolations(page, `the main mobile menu (${mode})`);
    });

    test(`the mobile table of contents expanded, ${mode} @mobile`, async ({page}, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'the collapsible TOC shows at phone width only');
      await openPage(page, 'docs/configuration', mode);
      await page.getByRole('button', {name: /on this page/i}).click();
      await expect(page.locator('.theme-doc-toc-mobile .table-of-contents').first()).toBeVisible();
      await expectNoAxeViolations(page, `the expanded mobile TOC (${mode})`);
    });

    test(`a live editor focused and edited, ${mode} @mobile`, async ({page}) => {
      await openPage(page, 'docs/components/buttons', mode);
      const textbox = page
        .locator('[class*="playgroundEditor"] [contenteditable], [class*="playgroundEditor"][contenteditable]')
        .first();
      await expect(textbox).toBeVisible();
      // The lazily loaded editor replaces the server-rendered one once its chunk arrives, which
      // can take focus away from an early click: click and type until the editor keeps focus.
      await expect(async () => {
        await textbox.click();
        await page.keyboard.press('End');
        await page.keyboard.type(' ');
        await expect(textbox).toBeFocused({timeout: 1_000});
      }).toPass({timeout: 15_000});
      await expectNoAxeViolations(page, `a focused, edited live editor (${mode})`);
    });
  }
});

test.describe('the scan', () => {
  test('names each WCAG violation it finds, contrast among them, in the page and in its frames, and nothing else', async ({
    page,
  }) => {
    await openPage(page, 'docs/getting-started', 'light');
    await page.evaluate(() => {
      const main = document.querySelector('main') as HTMLElement;
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      const faint = document.createElement('p');
      faint.textContent = 'Text a reader can hardly see';
      faint.style.color = '#eeeeee';
      const frame = document.createElement('iframe');
      frame.title = 'A frame of the same site';
      frame.srcdoc = '<html lang="en"><body><button></button></body></html>';
      main.append(image, faint, frame);
      // Outside every landmark: axe's best-practice rule "region" would name it; WCAG does not require it.
      const loose = document.createElement('p');
      loose.textContent = 'A paragraph outside every landmark';
      document.body.append(loose);
    });
    await expect.poll(() => page.frameLocator('iframe[srcdoc]').locator('button').count()).toBe(1);
    const failure = await expectNoAxeViolations(page, 'a page with violations added').then(
      () => '',
      (error: Error) => error.message,
    );
    for (const rule of ['image-alt', 'color-contrast', 'button-name']) {
      expect(failure, `axe should report ${rule}`).toContain(`${rule} (`);
    }
    expect(failure, 'rules outside WCAG 2.2 AA are not part of the scan').not.toContain('region (');
  });
});
