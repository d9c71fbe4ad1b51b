import {expect, type Page, test} from '@playwright/test';
import {DESKTOP_BREAKPOINT_PX} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {holdMainBundle, motionEnded, openRoute, waitForServerHtml} from './support/site';

/**
 * The mobile menu is a modal dialog (theme-classic's is not: facebook/docusaurus#9457): it is
 * named, focus moves in and stays in, Escape closes it and gives focus back to the menu
 * button, and the page behind it is inert.
 */
const DOC = 'docs/getting-started';
const MENU_NAME = 'Site navigation';

function menuButton(page: Page) {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(page.locator('nav.navbar'), 'the menu button should open the menu').toHaveClass(/navbar-sidebar--show/);
}

/** Whether the focused element is inside the open menu. */
function focusIsInMenu(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement?.closest('.navbar-sidebar') != null);
}

/** A short description of the focused element, for failure messages. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) {
      return 'nothing';
    }
    // A number per element tells apart two controls with the same text. Not the element's
    // position in the document: the idle prefetch keeps adding <link> tags to the head, which
    // moved every position and made one control count as several (seen on a busy CI machine).
    const holder = window as unknown as {__focusIds?: WeakMap<Element, number>; __focusCount?: number};
    holder.__focusIds ??= new WeakMap();
    if (!holder.__focusIds.has(element)) {
      holder.__focusCount = (holder.__focusCount ?? 0) + 1;
      holder.__focusIds.set(element, holder.__focusCount);
    }
    return `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}" (control ${holder.__focusIds.get(element)})`;
  });
}

test.describe('the mobile menu as a modal dialog', () => {
  test.skip(
    ({viewport}) => (viewport?.width ?? 0) > DESKTOP_BREAKPOINT_PX,
    'the menu button shows at phone width only',
  );

  test('the open menu is a modal dialog with a name @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await openMenu(page);
    const dialog = page.getByRole('dialog', {name: MENU_NAME});
    await expect(dialog, `the open menu should be a dialog named "${MENU_NAME}"`).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  test('opening the menu moves focus into it @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusIsInMenu(page), {message: 'focus should move into the open menu'}).toBe(true);
  });

  for (const key of ['Tab', 'Shift+Tab']) {
    test(`${key} cycles inside the open menu @mobile`, async ({page}) => {
      await openRoute(page, DOC);
      await openMenu(page);
      await expect.poll(() => focusIsInMenu(page)).toBe(true);
      const countStops = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLElement>('.navbar-sidebar a[href], .navbar-sidebar button')].filter(
              (element) => !element.closest('[inert]') && element.checkVisibility({visibilityProperty: true}),
            ).length,
        );
      // The panel fills in as it opens (the docs menu renders after the main one): count its
      // controls once two readings a moment apart agree (CI's busy machine counted 18 of 20).
      let stops = -1;
      await expect
        .poll(
          async () => {
            const previous = stops;
            stops = await countStops();
            return stops === previous;
          },
          {intervals: [250]},
        )
        .toBe(true);
      const seen = new Set<string>();
      // Twice round the menu and more: the cycle must wrap at both ends.
      for (let press = 0; press < stops * 2 + 3; press++) {
        // As the idle prefetch does while a reader tabs: the page's head gains a tag.
        await page.evaluate(() => document.head.append(document.createElement('meta')));
        await page.keyboard.press(key);
        expect(await focusIsInMenu(page), `${key} number ${press + 1} left the menu: ${await focused(page)}`).toBe(
          true,
        );
        seen.add(await focused(page));
      }
      expect(seen.size, 'every control of the menu panel should be reached').toBe(stops);
    });
  }

  test('Escape closes the menu and gives focus back to the menu button @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await openMenu(page);
    await expect.poll(() => focusIsInMenu(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menuButton(page), 'focus should return to the menu button').toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the close button gives focus back to the menu button too @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await openMenu(page);
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(menuButton(page)).toBeFocused();
  });

  test('the page behind the open menu is inert, and is not once it closes @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await openMenu(page);
    const inertOutside = () =>
      page.evaluate(() => ({
        main: document.querySelector('main')?.closest('[inert]') != null,
        menuButton: document.querySelector('.navbar__toggle')?.closest('[inert]') != null,
        skipLink: document.querySelector('a[href^="#__docusaurus"]')?.closest('[inert]') != null,
        footer: document.querySelector('footer')?.closest('[inert]') != null,
        menu: document.querySelector('.navbar-sidebar')?.closest('[inert]') != null,
      }));
    expect(await inertOutside()).toEqual({main: true, menuButton: true, skipLink: true, footer: true, menu: false});
    // A tap on the page beside the menu lands on the backdrop, which closes the menu.
    await page.mouse.click(380, 400);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    expect(await inertOutside()).toEqual({main: false, menuButton: false, skipLink: false, footer: false, menu: false});
  });

  test('the back button shows the main menu and takes focus into it @mobile', async ({page}) => {
    await openRoute(page, DOC);
    await openMenu(page);
    const dialog = page.getByRole('dialog', {name: MENU_NAME});
    const back = dialog.getByRole('button', {name: /back to main menu/i});
    await expect(back, 'a docs page opens the menu on the docs sidebar').toBeVisible();
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.navbar-sidebar__item:not([inert])') != null), {
        message: 'focus should move into the main menu, not stay on the hidden back button',
      })
      .toBe(true);
    await dialog.getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    expect(await page.evaluate(() => document.querySelectorAll('[inert]:not(.navbar-sidebar__item)').length)).toBe(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no violation with the menu open, ${mode} @mobile`, async ({page}) => {
      test.setTimeout(60_000);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openRoute(page, DOC);
      await openMenu(page);
      await expect(page.getByRole('dialog', {name: MENU_NAME})).toBeVisible();
      // Let the menu finish sliding in, or axe would judge half-faded colours.
      await motionEnded(page);
      await expectNoAxeViolations(page, `the page with the mobile menu open (${mode})`);
    });
  }
});

/** Visible buttons, and links acting as buttons without a page to go to: none work without JavaScript. */
function visibleDeadControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
      .filter((element) => !(element instanceof HTMLAnchorElement && element.getAttribute('href')?.startsWith('/')))
      .filter((element) => element.checkVisibility({visibilityProperty: true}) && element.getClientRects().length > 0)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${element.getAttribute('aria-label') ?? element.textContent?.trim()}"`,
      ),
  );
}

test.describe('before JavaScript runs', () => {
  test('with JavaScript off, no control that needs it is visible @mobile', async ({browser, viewport}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport});
    const page = await context.newPage();
    for (const route of ['', DOC, 'blog']) {
      await page.goto(route);
      expect(await visibleDeadControls(page), `controls that cannot work on /${route}`).toEqual([]);
    }
    await context.close();
  });

  test("with JavaScript off, a doc's sidebar pages and the navbar links are reachable at phone width @mobile", async ({
    browser,
    viewport,
  }) => {
    test.skip((viewport?.width ?? 0) > DESKTOP_BREAKPOINT_PX, 'the desktop layout shows both without help');
    const context = await browser.newContext({javaScriptEnabled: false, viewport});
    const page = await context.newPage();
    await page.goto(DOC);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const name of ['Documentation', 'Blog']) {
      await expect(navbar.getByRole('link', {name, exact: true}), `the navbar's ${name} link`).toBeVisible();
    }
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const name of ['Installation', 'Configuration', 'Button', 'Quick reference']) {
      await expect(sidebar.getByRole('link', {name, exact: true}), `the sidebar's ${name} link`).toBeVisible();
    }
    await sidebar.getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/installation$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
    await context.close();
  });

  test('the controls that need JavaScript appear once the page has hydrated, without moving anything @mobile', async ({
    page,
  }) => {
    const release = await holdMainBundle(page);
    await page.goto(DOC, {waitUntil: 'commit'});
    await waitForServerHtml(page);
    const controls = page.locator('.navbar__inner button, .theme-announcement-bar button');
    const snapshot = () =>
      controls.evaluateAll((buttons) =>
        buttons.map((button) => {
          const {x, y, width, height} = button.getBoundingClientRect();
          return {
            name: button.getAttribute('aria-label') ?? button.textContent?.trim(),
            visible: button.checkVisibility({visibilityProperty: true}) && width > 0,
            box: [x, y, width, height].map(Math.round),
          };
        }),
      );
    const before = await snapshot();
    expect(before.filter((control) => control.visible).map((control) => control.name)).toEqual([]);
    release();
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'false');
    const after = await snapshot();
    expect(after.filter((control) => control.visible).length, 'the controls should show once hydrated').toBeGreaterThan(
      0,
    );
    // Visibility keeps each control's place: none moves or resizes when it appears.
    expect(after.map((control) => control.box)).toEqual(before.map((control) => control.box));
  });
});
