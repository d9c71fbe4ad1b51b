import {type Browser, chromium, expect, type Locator, type Page, test} from '@playwright/test';
import {CSP_ORIGIN} from '../playwright.config';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/env/chromium.mjs';
import {BASE_URL} from '../website/siteConstants';
import {expectNoAxeViolations} from './support/axe';
import {chunksContaining, motionEnded, openRoute, SITE_DIR} from './support/site';

/**
 * Image zoom (website/docs/zoom.md): a Markdown image opens in a modal dialog on a click, Enter or
 * Space; the dialog zooms and pans with the wheel, a pinch, the keyboard and a drag, closes with
 * Escape or its Close button and gives focus back; the page behind does not move. Images in links
 * and under data-zoom="false" stay plain, and so does every image with JavaScript off. The zoom's
 * code loads only on pages with an image, and the dialog's only when it first opens.
 */
const ZOOM_DOC = 'docs/zoom';
/** A doc with no image in its content. */
const DOC_WITHOUT_IMAGES = 'docs/quick-reference';
/** The start of the alt text of the zoom page's first image (website/static/img/build-flow.svg). */
const ALT = 'The build of a site with the Hoverkraft theme.';
const TRIGGER_NAME = new RegExp(`^Enlarge image: ${ALT.replace('.', '\\.')}`);
const DIALOG_NAME = new RegExp(`^${ALT.replace('.', '\\.')}`);
const OPTED_OUT_ALT = 'A sketch of a landing page: navbar, sidebar, a blue hero and two cards.';
const LINKED_ALT = 'The Logo component';
const PHONE = {width: 390, height: 844};

function trigger(page: Page): Locator {
  return page.getByRole('button', {name: TRIGGER_NAME});
}

function zoomDialog(page: Page): Locator {
  return page.getByRole('dialog', {name: DIALOG_NAME});
}

/** Opens the zoom page and waits for its first image to become a button (after hydration). */
async function openZoomPage(page: Page): Promise<Locator> {
  await openRoute(page, ZOOM_DOC);
  await expect(trigger(page), 'the image should become a button once the page runs').toBeVisible();
  return trigger(page);
}

async function openDialog(page: Page): Promise<Locator> {
  const image = await openZoomPage(page);
  await image.click();
  const dialog = zoomDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The zoom and offset the dialog last set on its content (the target of any transition). */
function view(dialog: Locator): Promise<{scale: number; x: number; y: number}> {
  return dialog.locator('img').evaluate((image) => {
    const matrix = new DOMMatrix((image.parentElement as HTMLElement).style.transform);
    return {scale: matrix.a, x: matrix.e, y: matrix.f};
  });
}

test.describe('opening and closing', () => {
  test('a click opens the image in a modal dialog named and captioned with its alt text @mobile', async ({page}) => {
    const dialog = await openDialog(page);
    expect(await dialog.evaluate((element) => element.matches(':modal')), 'the dialog is modal').toBe(true);
    await expect(dialog.locator('figcaption')).toHaveText(new RegExp(`^${ALT.replace('.', '\\.')}`));
    await expect(dialog.getByRole('img', {name: DIALOG_NAME})).toBeVisible();
  });

  test('focus moves into the dialog, Escape closes it and focus returns to the image', async ({page}) => {
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('button', {name: 'Close'}), 'focus starts on Close').toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });

  test('Enter on the focused image opens it, and the Close button closes it with focus back on the image', async ({
    page,
  }) => {
    const image = await openZoomPage(page);
    await image.focus();
    await page.keyboard.press('Enter');
    const dialog = zoomDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
    await expect(image).toBeFocused();
  });

  test('Space on the focused image opens it, without scrolling the page or closing at once', async ({page}) => {
    const image = await openZoomPage(page);
    await image.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    const dialog = zoomDialog(page);
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(300);
    await expect(dialog, 'the release of Space must not press the dialog’s Close button').toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the browser’s Back button leaves the page and closes the dialog with it', async ({page}) => {
    await openRoute(page, DOC_WITHOUT_IMAGES);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Image zoom'}).click();
    await expect(trigger(page)).toBeVisible();
    await trigger(page).click();
    await expect(zoomDialog(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${DOC_WITHOUT_IMAGES}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a click beside the image closes the dialog', async ({page}) => {
    const dialog = await openDialog(page);
    const stage = dialog.locator('figure > div').first();
    const box = await stage.boundingBox();
    if (!box) {
      throw new Error('the dialog’s stage has no box');
    }
    await page.mouse.click(box.x + 8, box.y + 8);
    await expect(dialog).toBeHidden();
  });
});

test.describe('zooming and panning', () => {
  test('the wheel zooms in about the pointer and out again, and never scrolls the page', async ({page}) => {
    const dialog = await openDialog(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    const image = await dialog.locator('img').boundingBox();
    if (!image) {
      throw new Error('the dialog’s image has no box');
    }
    // Right of the image's centre: zooming about the pointer moves the image left.
    await page.mouse.move(image.x + image.width * 0.75, image.y + image.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await view(dialog)).scale, 'the wheel turned away zooms in').toBeGreaterThan(1.5);
    expect((await view(dialog)).x, 'the point under the pointer stays put').toBeLessThan(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await view(dialog)).scale, 'and turned back, zooms out to the fit').toBe(1);
    expect(await page.evaluate(() => window.scrollY), 'the page behind did not scroll').toBe(scrolled);
  });

  test('+, - and 0 zoom from the keyboard, announced, and the arrow keys move a zoomed image', async ({page}) => {
    const dialog = await openDialog(page);
    const level = dialog.getByRole('status');
    await expect(level).toHaveText('100%');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    expect((await view(dialog)).scale).toBeCloseTo(2.25);
    await expect(level).toHaveText('225%');
    await page.keyboard.press('-');
    expect((await view(dialog)).scale).toBeCloseTo(1.5);
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const moved = await view(dialog);
    expect(moved.x, 'ArrowRight shows more of the right: the image moves left').toBeLessThan(0);
    await page.keyboard.press('0');
    expect(await view(dialog)).toEqual({scale: 1, x: 0, y: 0});
    await page.keyboard.press('ArrowLeft');
    expect(await view(dialog), 'an image that fits does not move').toEqual({scale: 1, x: 0, y: 0});
  });

  test('the toolbar buttons zoom in, out and back to the fit', async ({page}) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', {name: 'Zoom in'}).click();
    expect((await view(dialog)).scale).toBeCloseTo(1.5);
    await dialog.getByRole('button', {name: 'Zoom out'}).click();
    expect((await view(dialog)).scale).toBeCloseTo(1);
    await expect(dialog.getByRole('button', {name: 'Zoom out'})).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('button', {name: 'Zoom in'}).click();
    await dialog.getByRole('button', {name: 'Fit to screen'}).click();
    expect((await view(dialog)).scale).toBe(1);
  });

  test('dragging moves a zoomed image', async ({page}) => {
    const dialog = await openDialog(page);
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    const image = await dialog.locator('img').boundingBox();
    if (!image) {
      throw new Error('the dialog’s image has no box');
    }
    const start = {x: image.x + image.width / 2, y: image.y + image.height / 2};
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 60, start.y, {steps: 5});
    await page.mouse.up();
    expect((await view(dialog)).x).toBeCloseTo(-60, 0);
    await expect(dialog, 'a drag is not a click beside the image').toBeVisible();
  });
});

test.describe('on a touch screen', () => {
  test.use({viewport: PHONE, hasTouch: true});

  test('a two-finger pinch zooms the image', async ({page}) => {
    const dialog = await openDialog(page);
    const image = await dialog.locator('img').boundingBox();
    if (!image) {
      throw new Error('the dialog’s image has no box');
    }
    const centre = {x: image.x + image.width / 2, y: image.y + image.height / 2};
    const fingers = (spread: number) => [
      {x: centre.x - spread, y: centre.y, id: 0},
      {x: centre.x + spread, y: centre.y, id: 1},
    ];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: fingers(20)});
    for (let spread = 30; spread <= 80; spread += 10) {
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: fingers(spread)});
    }
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    // The fingers spread from 40 to 160 px apart: four times.
    await expect.poll(async () => (await view(dialog)).scale).toBeCloseTo(4, 0);
    await expect(dialog).toBeVisible();
  });
});

test.describe('motion and layout', () => {
  test('with reduced motion asked for, the dialog neither fades in nor glides between zoom steps', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const dialog = await openDialog(page);
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await page.keyboard.press('+');
    const longestTransition = await dialog.locator('img').evaluate((image) =>
      Math.max(
        ...getComputedStyle(image.parentElement as HTMLElement)
          .transitionDuration.split(',')
          .map((duration) => Number.parseFloat(duration) * (duration.trim().endsWith('ms') ? 0.001 : 1)),
      ),
    );
    // theme-classic's global rule leaves 0.01 ms: no motion a reader could see.
    expect(longestTransition).toBeLessThanOrEqual(0.00001);
  });

  test('without that wish, it fades in and the keyboard’s zoom steps glide', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    const dialog = await openDialog(page);
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
    await page.keyboard.press('+');
    const transition = await dialog
      .locator('img')
      .evaluate((image) => getComputedStyle(image.parentElement as HTMLElement).transitionProperty);
    expect(transition).toContain('transform');
  });

  test('opening, zooming and closing shift nothing on the page, which keeps its scrollbar @mobile', async ({
    viewport,
    hasTouch,
  }, testInfo) => {
    // Playwright hides scrollbars in headless Chromium; a scroll lock would only show with them.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    const context = await browser.newContext({viewport, hasTouch, baseURL: testInfo.project.use.baseURL});
    const page = await context.newPage();
    const image = await openZoomPage(page);
    await image.scrollIntoViewIfNeeded();
    const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
    expect(scrollbar, 'the page shows a scrollbar, whose loss would shift it').toBeGreaterThan(0);
    await page.evaluate(() => {
      const holder = window as unknown as {__shift: number};
      holder.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          holder.__shift += (entry as unknown as {value: number}).value;
        }
      }).observe({type: 'layout-shift'});
    });
    const layout = () => page.evaluate(() => ({width: document.documentElement.clientWidth, y: window.scrollY}));
    const before = await layout();
    await image.click();
    const dialog = zoomDialog(page);
    await expect(dialog).toBeVisible();
    expect(await layout(), 'the page keeps its width (its scrollbar) and its scroll position').toEqual(before);
    await page.keyboard.press('+');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await motionEnded(page);
    // Give the observer a frame to report.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as {__shift: number}).__shift), 'layout shift').toBe(0);
    expect(await layout()).toEqual(before);
    await browser.close();
  });
});

test('under the Content-Security-Policy the build writes, the dialog opens and zooms with no violation', async ({
  browser,
}) => {
  const context = await browser.newContext({baseURL: `${CSP_ORIGIN}${BASE_URL}`});
  const violations: string[] = [];
  await context.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__reportViolation: (text: string) => void}).__reportViolation(
        `${event.violatedDirective}: ${event.blockedURI || 'inline'}`,
      );
    });
  });
  const page = await context.newPage();
  const dialog = await openDialog(page);
  await page.keyboard.press('+');
  expect((await view(dialog)).scale).toBeCloseTo(1.5);
  await expect(dialog.getByRole('button', {name: 'Zoom in'}).locator('svg')).toBeVisible();
  expect(violations).toEqual([]);
  await context.close();
});

test.describe('what stays a plain image', () => {
  test('an image under data-zoom="false" and an image in a link are left alone', async ({page}) => {
    await openZoomPage(page);
    for (const alt of [OPTED_OUT_ALT, LINKED_ALT]) {
      const image = page.getByRole('img', {name: alt, exact: true});
      await expect(image).toBeVisible();
      await expect(image, alt).not.toHaveAttribute('role');
      await expect(image, alt).not.toHaveAttribute('tabindex');
    }
    await page.getByRole('img', {name: OPTED_OUT_ALT}).click();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', {name: LINKED_ALT}).click();
    await expect(page, 'the linked image opens its link').toHaveURL(/\/docs\/components\/logo$/);
  });

  test('with JavaScript off, images are plain images: nothing to focus, nothing opens @mobile', async ({browser}) => {
    const {context, page} = await withoutJavaScript(browser);
    await page.goto(ZOOM_DOC);
    const image = page.getByRole('img', {name: DIALOG_NAME});
    await expect(image).toBeVisible();
    await expect(image).not.toHaveAttribute('role');
    await expect(image).not.toHaveAttribute('tabindex');
    await image.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({javaScriptEnabled: false});
  return {context, page: await context.newPage()};
}

test.describe('what it costs', () => {
  /** The chunks of the trigger's code and of the dialog's, found in the build by a message of each. */
  const triggerChunks = chunksContaining(SITE_DIR, 'theme.hoverkraft.zoom.enlargeNamedImage');
  const dialogChunks = chunksContaining(SITE_DIR, 'theme.hoverkraft.zoom.zoomIn');

  function watchChunks(page: Page): string[] {
    const requested: string[] = [];
    page.on('request', (request) => {
      const file = request.url().split('/').pop() ?? '';
      if (triggerChunks.includes(file)) {
        requested.push(`trigger (${file})`);
      }
      if (dialogChunks.includes(file)) {
        requested.push(`dialog (${file})`);
      }
    });
    return requested;
  }

  test('the zoom code is in chunks of its own, one for the trigger and one for the dialog', () => {
    expect(triggerChunks, 'one chunk holds the trigger').toHaveLength(1);
    expect(dialogChunks, 'one chunk holds the dialog').toHaveLength(1);
    expect(triggerChunks).not.toEqual(dialogChunks);
  });

  test('a page with no image downloads none of it', async ({page}) => {
    const requested = watchChunks(page);
    await openRoute(page, DOC_WITHOUT_IMAGES);
    expect(await page.locator('article img').count(), `${DOC_WITHOUT_IMAGES} should have no image`).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
  });

  test('a page with an image downloads the trigger, and the dialog only when it first opens', async ({page}) => {
    const requested = watchChunks(page);
    await openZoomPage(page);
    await page.waitForLoadState('networkidle');
    expect(requested.map((chunk) => chunk.split(' ')[0])).toEqual(['trigger']);
    await trigger(page).click();
    await expect(zoomDialog(page)).toBeVisible();
    expect(requested.map((chunk) => chunk.split(' ')[0])).toEqual(['trigger', 'dialog']);
  });
});

test.describe('axe finds no violation with the dialog open', () => {
  test.describe.configure({timeout: 120_000});

  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode @mobile`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await openDialog(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.keyboard.press('+');
      await motionEnded(page);
      await expectNoAxeViolations(page, `${ZOOM_DOC} with the zoom dialog open (${mode})`);
    });
  }
});
