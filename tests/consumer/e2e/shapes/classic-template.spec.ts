import {open, PHONE, test, walkMobileMenu} from './support';

/**
 * The classic template's site (fixtures/classic-template) on webpack and Babel, built with the
 * template's browserslist (project shape-classic-template) and with none, when Babel compiles
 * for its default targets (project shape-classic-template-no-browserslist): at phone width the
 * theme's mobile menu must work the same from the keyboard in both.
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
