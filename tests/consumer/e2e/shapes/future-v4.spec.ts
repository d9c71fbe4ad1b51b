import {BRAND_TOKENS_CSS, declaredProperty, expect, open, rootProperty, switchColorMode, test} from './support';

/**
 * Every Docusaurus v4 future flag, CSS cascade layers among them, and no browserslist
 * (fixtures/future-v4): the brand's tokens must still be the ones the page computes.
 */

test("the brand's --ifm-color-primary wins over Infima's, in light mode and in dark mode", async ({page}) => {
  await open(page, 'docs/cascade-layers');
  await switchColorMode(page, 'light');
  // Soft: a failure in light mode still reports dark mode.
  expect
    .soft(await rootProperty(page, '--ifm-color-primary'), 'light mode')
    .toBe(declaredProperty(BRAND_TOKENS_CSS, ':root', '--ifm-color-primary'));
  await switchColorMode(page, 'dark');
  expect
    .soft(await rootProperty(page, '--ifm-color-primary'), 'dark mode')
    .toBe(declaredProperty(BRAND_TOKENS_CSS, '[data-theme="dark"]', '--ifm-color-primary'));
});
