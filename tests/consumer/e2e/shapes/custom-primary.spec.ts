import {declaredProperty, expect, fixtureFile, open, rootProperty, switchColorMode, test} from './support';

/**
 * A site whose own stylesheet, given to preset-classic as `theme.customCss`, sets Infima's primary
 * colour and its shades in both modes (fixtures/custom-primary). The owner set them on purpose:
 * their values win over the brand's, and the build log says so (tests/consumer/shapes.test.ts).
 */
const SITE_CSS = fixtureFile('custom-primary', 'src/css/custom.css');
const SHADES = ['', '-dark', '-darker', '-darkest', '-light', '-lighter', '-lightest'].map(
  (shade) => `--ifm-color-primary${shade}`,
);

for (const [mode, selector] of [
  ['light', ':root'],
  ['dark', '[data-theme="dark"]'],
] as const) {
  test(`the site's own --ifm-color-primary and its shades win in ${mode} mode`, async ({page}) => {
    await open(page, 'docs/primary-colour');
    await switchColorMode(page, mode);
    const computed: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const property of SHADES) {
      computed[property] = await rootProperty(page, property);
      expected[property] = declaredProperty(SITE_CSS, selector, property);
    }
    expect(computed).toEqual(expected);
  });
}
