import {expect, type Page, test} from '@playwright/test';
import {expectNoAxeViolations} from './support/axe';
import {layoutShift, layoutShifts, recordLayoutShifts} from './support/layoutShift';
import {openRoute} from './support/site';

/** The width below which the comparison shows phone pictures (website/src/components/StockComparison). */
const PHONE_MAX_WIDTH = 640;
const MODES = ['light', 'dark'] as const;

const comparison = (page: Page) => page.locator('section[aria-labelledby="compare-heading"]');

/** Stores the colour mode before the site loads, and records every layout shift from the first paint on. */
async function prepare(page: Page, mode: (typeof MODES)[number]) {
  await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  await recordLayoutShifts(page);
}

/** The height of an image's picture (inside its border), and the height its width gives at the file's proportions. */
function pictureBox(img: HTMLImageElement) {
  const box = img.getBoundingClientRect();
  const style = getComputedStyle(img);
  const width = box.width - Number.parseFloat(style.borderLeftWidth) - Number.parseFloat(style.borderRightWidth);
  return {
    currentSrc: img.currentSrc,
    height: box.height - Number.parseFloat(style.borderTopWidth) - Number.parseFloat(style.borderBottomWidth),
    fileHeight: img.naturalWidth ? (width * img.naturalHeight) / img.naturalWidth : Number.NaN,
  };
}

test.describe("the home page's comparison with stock Docusaurus", () => {
  for (const mode of MODES) {
    test(`shows the stock and themed pages in ${mode} mode, loaded without a layout shift @mobile`, async ({page}) => {
      const requested: string[] = [];
      // The pictures are held back until their boxes have been measured empty.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/img\/screenshots\//, async (route) => {
        requested.push(route.request().url());
        await held;
        await route.continue();
      });
      await prepare(page, mode);
      await openRoute(page, '');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const device = (page.viewportSize()?.width ?? 0) <= PHONE_MAX_WIDTH ? 'phone' : 'desktop';

      await comparison(page).evaluate((section) => section.scrollIntoView({block: 'start'}));
      const shown = comparison(page).locator('img:visible');
      await expect(shown, 'one picture per panel: stock, then themed').toHaveCount(2);
      const emptyHeights = await shown.evaluateAll((images) => images.map((img) => img.getBoundingClientRect().height));
      release();

      for (const [index, site] of ['stock', 'themed'].entries()) {
        const image = shown.nth(index);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            message: `the ${site} picture should load once scrolled to`,
          })
          .toBe(true);
        const {currentSrc, height, fileHeight} = await image.evaluate(pictureBox);
        expect(currentSrc, `the ${site} panel should show the ${device} picture in ${mode} mode`).toContain(
          `/compare-${site}-${device}-${mode}-`,
        );
        expect(Math.abs(height - fileHeight), `the ${site} picture should keep its proportions`).toBeLessThan(1);
        const loadedHeight = await image.evaluate((img) => img.getBoundingClientRect().height);
        expect(
          Math.abs(loadedHeight - (emptyHeights[index] ?? 0)),
          `the ${site} picture's box should have its height before the file arrives (width and height declared)`,
        ).toBeLessThan(0.5);
      }
      // Give the browser two frames to report a shift the pictures' arrival caused.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(
        await layoutShift(page),
        `the page should not move while it loads; what moved: ${JSON.stringify(await layoutShifts(page))}`,
      ).toBe(0);

      const other = mode === 'light' ? 'dark' : 'light';
      expect(
        requested.filter((url) => url.includes(`-${other}-`)),
        `the ${other} pictures are hidden, and lazy: they should not be downloaded`,
      ).toEqual([]);
      await expectNoAxeViolations(page, `the home page in ${mode} mode`);
    });
  }

  test('the pictures wait below the fold until the reader scrolls to them', async ({page}) => {
    await openRoute(page, '');
    const top = await comparison(page).evaluate((section) => section.getBoundingClientRect().top);
    expect(top, 'the comparison should start below the first screen').toBeGreaterThan(page.viewportSize()?.height ?? 0);
    const images = comparison(page).locator('img');
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  });
});
