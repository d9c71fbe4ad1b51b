import {expect, open, PHONE, test, walkMobileMenu} from './support';

/**
 * The classic template's site (fixtures/classic-template) on webpack and Babel, built with the
 * template's browserslist (project shape-classic-template), with none, when Babel compiles for
 * its default targets (project shape-classic-template-no-browserslist), and with Algolia
 * DocSearch instead of the built-in search (project shape-classic-template-docsearch): at phone
 * width the theme's mobile menu must work the same from the keyboard in all three, and zoom must
 * leave badges, images in a line of text and small images alone (docs/guides/badges.md).
 */
test.use({viewport: PHONE, hasTouch: true});

test('the mobile menu opens with Enter, keeps Tab inside it, and Escape closes it and returns focus to its button', async ({
  page,
  pageErrors,
}) => {
  await open(page);
  await walkMobileMenu(page, pageErrors);
});

test('on a doc, the mobile menu opens on the docs sidebar and keeps focus inside it', async ({page, pageErrors}) => {
  await open(page, 'docs/guides/mobile-menu');
  await walkMobileMenu(page, pageErrors);
});

test('zoom leaves badges and an icon in a line of text alone, and zooms a picture and a badge under data-zoom="true"', async ({
  page,
}) => {
  await open(page, 'docs/guides/badges');
  const article = page.locator('article');
  // Once the trigger's code has run, the picture is a button; the badges are judged when loaded.
  await expect(article.getByRole('button', {name: 'Enlarge image: A screenshot of the settings page'})).toBeVisible();
  await expect(article.getByRole('button', {name: 'Enlarge image: Release: 2.0'})).toBeVisible();
  for (const alt of ['Build: passing', 'Coverage: 98%', 'Verified', 'the gear']) {
    const image = article.getByRole('img', {name: alt, exact: true});
    await image.scrollIntoViewIfNeeded();
    await expect(image, `${alt} should have loaded`).toHaveJSProperty('complete', true);
    await expect(image, `${alt} should stay a plain image`).not.toHaveAttribute('role', 'button');
    await expect(image, `${alt} should stay out of the tab order`).not.toHaveAttribute('tabindex');
  }
  await article.getByRole('img', {name: 'Verified', exact: true}).click();
  await expect(page.getByRole('dialog'), 'a click on a badge opens nothing').toHaveCount(0);
  await article.getByRole('button', {name: 'Enlarge image: Release: 2.0'}).click();
  await expect(page.getByRole('dialog', {name: /Release: 2\.0/})).toBeVisible();
});
