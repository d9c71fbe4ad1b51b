import {expect, type Page, test} from '@playwright/test';
import {SITE_TITLE} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {sitemapRoutes} from './support/site';

/**
 * axe-core on every page of the built site (which also answers with its status, h1 and title
 * here), in both colour modes, at both widths (the
 * desktop project and the @mobile one), and in the states a reader opens: the mobile menu,
 * the docs sidebar inside it, the mobile table of contents and a live editor being edited.
 * No rule is disabled and no element is excluded: a violation fails the test.
 */
const COLOR_MODES = ['light', 'dark'] as const;
type ColorMode = (typeof COLOR_MODES)[number];

const NOT_FOUND_ROUTE = 'this/page/does-not-exist';

/**
 * Opens a route in the given colour mode, waits for React to take over the page and returns
 * the response's status.
 */
async function openPage(page: Page, route: string, mode: ColorMode): Promise<number | undefined> {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const response = await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // The colour-mode toggle is disabled until hydration; after it, the page is interactive.
  await expect(page.locator('.navbar button[title*="mode" i]').first()).toBeEnabled();
  return response?.status();
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

/**
 * Every page, once per width: it answers as it should, with its own h1 and title, and axe finds
 * no violation in either colour mode. One test per page, not one per check: a page load is most
 * of a test's time, and each check's message names what failed.
 */
test.describe('every page answers with its own h1 and title, and axe finds no WCAG 2.2 AA violation', () => {
  for (const route of [...sitemapRoutes(), NOT_FOUND_ROUTE]) {
    test(`/${route} in light and dark mode @mobile`, async ({page}) => {
      const [first, second] = COLOR_MODES;
      const status = await openPage(page, route, first);
      const notFound = route === NOT_FOUND_ROUTE;
      expect(status, `status of /${route}`).toBe(notFound ? 404 : 200);
      const h1 = page.getByRole('heading', {level: 1}).first();
      await expect(h1, `h1 of /${route}`).toBeVisible();
      if (notFound) {
        await expect(h1).toHaveText('Page Not Found');
      } else if (route === '') {
        await expect(page).toHaveTitle(SITE_TITLE);
      } else {
        await expect(page).toHaveTitle(/ \| Hoverkraft Theme$/);
        expect((await h1.textContent())?.trim().length, `h1 of /${route}`).toBeGreaterThan(0);
      }
      // One page load, scanned in light mode and again after the toggle switches it to dark.
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
