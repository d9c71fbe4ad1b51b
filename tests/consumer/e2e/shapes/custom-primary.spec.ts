import {load} from 'cheerio';
import {declaredProperty, expect, fixtureFile, open, rootProperty, switchColorMode, test} from './support';

/**
 * A site whose own stylesheet, given to preset-classic as `theme.customCss`, sets Infima's primary
 * colour and its shades in both modes (fixtures/custom-primary). The owner set them on purpose:
 * their values win over the brand's, everything the brand makes from its own blue follows them,
 * and the build log says so (tests/consumer/shapes.test.ts). The site also keeps its own images:
 * a doc's front matter `image`, and `themeConfig.image` on the home page (`socialCards.home: false`).
 */
const SITE_CSS = fixtureFile('custom-primary', 'src/css/custom.css');
const SHADES = ['', '-dark', '-darker', '-darkest', '-light', '-lighter', '-lightest'].map(
  (shade) => `--ifm-color-primary${shade}`,
);
const MODES = [
  ['light', ':root'],
  ['dark', '[data-theme="dark"]'],
] as const;

/** `#rrggbb` as getComputedStyle writes a colour: `rgb(r, g, b)`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A computed colour, `rgb()`, `rgba()` or `color(srgb ...)` as color-mix() computes, as 0-255 channels and alpha. */
function channels(colour: string): number[] {
  const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const [r = 0, g = 0, b = 0, alpha = 1] = numbers;
  const scale = colour.startsWith('color(srgb') ? 255 : 1;
  return [Math.round(r * scale), Math.round(g * scale), Math.round(b * scale), alpha];
}

for (const [mode, selector] of MODES) {
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

  test(`links, their hover, the active sidebar item and breadcrumb, and focus rings take the site's primary in ${mode} mode`, async ({
    page,
  }) => {
    await open(page, 'docs/primary-colour');
    await switchColorMode(page, mode);
    const primary = rgb(declaredProperty(SITE_CSS, selector, '--ifm-color-primary'));
    const link = page.locator('article .markdown a', {hasText: 'link in the text'});
    const colour = (locator: typeof link, property = 'color') =>
      locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    // Polled: Infima eases colours in, and the mode has just changed.
    const follows = (locator: typeof link, message: string, property?: string) =>
      expect.poll(() => colour(locator, property), {message}).toBe(primary);
    await follows(link, 'a text link');
    await follows(page.locator('.menu__link--active').first(), 'the active sidebar item');
    await follows(page.locator('.breadcrumbs__item--active .breadcrumbs__link'), 'the active breadcrumb');
    await link.hover();
    await follows(link, 'a text link under the pointer');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await follows(link, 'the focus ring of a link reached by keyboard', 'outline-color');
  });

  test(`the brand's other tokens made from its blue follow the site's primary in ${mode} mode`, async ({page}) => {
    await open(page, 'docs/primary-colour');
    await switchColorMode(page, mode);
    const primary = declaredProperty(SITE_CSS, selector, '--ifm-color-primary');
    const light = declaredProperty(SITE_CSS, ':root', '--ifm-color-primary');
    const dark = declaredProperty(SITE_CSS, '[data-theme="dark"]', '--ifm-color-primary');
    const tokens: Record<string, string> = {};
    for (const name of [
      '--ifm-link-color',
      '--ifm-link-hover-color',
      '--ifm-menu-color-active',
      '--ifm-breadcrumb-color-active',
      '--hk-link',
      '--hk-link-hover',
      '--hk-focus-ring',
      '--hk-color-primary',
      '--hk-color-primary-strong',
      '--hk-band-link',
      '--hk-logo-mark-background',
    ]) {
      tokens[name] = await rootProperty(page, name);
    }
    expect(tokens).toEqual({
      '--ifm-link-color': primary,
      '--ifm-link-hover-color': primary,
      '--ifm-menu-color-active': primary,
      '--ifm-breadcrumb-color-active': primary,
      '--hk-link': primary,
      '--hk-link-hover': primary,
      '--hk-focus-ring': primary,
      // Filled buttons with white labels, the hero and footer accents: the site's light primary in both modes.
      '--hk-color-primary': light,
      '--hk-color-primary-strong': declaredProperty(SITE_CSS, ':root', '--ifm-color-primary-darker'),
      // Links on the dark footer band: the site's dark-mode primary in both modes.
      '--hk-band-link': dark,
      // The Hoverkraft mark the navbar shows without a logo: the primary of each mode.
      '--hk-logo-mark-background': primary,
    });
    // The text selection and highlighted code lines: a share of the site's primary, no brand blue.
    const [red, green, blue] = channels(rgb(primary));
    const paragraph = page.locator('article .markdown p').first();
    const selection = await paragraph.evaluate((element) => getComputedStyle(element, '::selection').backgroundColor);
    expect(channels(selection), `the text selection, ${selection}`).toEqual([red, green, blue, 0.22]);
    const highlighted = await page
      .locator('.theme-code-block-highlighted-line')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(channels(highlighted), `a highlighted code line, ${highlighted}`).toEqual([
      red,
      green,
      blue,
      mode === 'light' ? 0.12 : 0.16,
    ]);
  });
}

test('a doc whose front matter names its own image keeps it as og:image and twitter:image, with no card', async ({
  page,
}) => {
  await open(page, 'docs/own-image');
  const html = load(await (await page.request.get(page.url())).text());
  const origin = 'https://custom-primary.example.com';
  expect(
    html('meta[property="og:image"]')
      .map((_, meta) => html(meta).attr('content'))
      .get(),
  ).toEqual([`${origin}/img/own-card.png`]);
  expect(
    html('meta[name="twitter:image"]')
      .map((_, meta) => html(meta).attr('content'))
      .get(),
  ).toEqual([`${origin}/img/own-card.png`]);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', `${origin}/img/own-card.png`);
});

test('with socialCards.home false, the home page keeps themeConfig.image; a doc still gets its card', async ({
  page,
}) => {
  await open(page);
  const origin = 'https://custom-primary.example.com';
  const home = load(await (await page.request.get(page.url())).text());
  expect(
    home('meta[property="og:image"]')
      .map((_, meta) => home(meta).attr('content'))
      .get(),
  ).toEqual([`${origin}/img/site-card.png`]);
  const doc = load(await (await page.request.get(new URL('docs/brand', page.url()).href)).text());
  expect(
    doc('meta[property="og:image"]')
      .map((_, meta) => doc(meta).attr('content'))
      .get(),
  ).toEqual([`${origin}/social-cards/docs/brand.png`]);
});
