import {expect, open, PHONE, test, walkMobileMenu} from './support';

/**
 * The classic template's site (fixtures/classic-template) on webpack and Babel, built with the
 * template's browserslist (project shape-classic-template), with none, when Babel compiles for
 * its default targets (project shape-classic-template-no-browserslist), and with Algolia
 * DocSearch instead of the built-in search (project shape-classic-template-docsearch): at phone
 * width the theme's mobile menu must work the same from the keyboard in all three, and zoom must
 * leave badges, images in a line of text and small images alone (docs/guides/badges.md). The
 * sidebar's badges, from the packed theme on webpack, show in their types' colours.
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

/** The sidebar's badges (sidebars.ts, docs/guides/_category_.json, mobile-menu.md's front matter) and the Infima colours of their types. */
const SIDEBAR_BADGES = [
  {name: 'Guides, 3 guides', badge: '3 guides', type: 'success', colours: 'success'},
  {name: 'The mobile menu, Phone', badge: 'Phone', type: 'caution', colours: 'warning'},
  {name: 'Docusaurus docs, v3 (opens in new tab)', badge: 'v3', type: 'version', colours: 'info'},
] as const;

test.describe('sidebar badges', () => {
  test.use({viewport: {width: 1280, height: 800}, hasTouch: false});

  for (const mode of ['light', 'dark'] as const) {
    test(`a category, a doc and an external link show their badge in their type's colours (${mode})`, async ({
      page,
    }) => {
      // The template follows the system's colour scheme.
      await page.emulateMedia({colorScheme: mode});
      await open(page, 'docs/guides/mobile-menu');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      for (const {name, badge, type, colours} of SIDEBAR_BADGES) {
        const link = sidebar.getByRole('link', {name, exact: true});
        await expect(link, `the sidebar link named "${name}"`).toBeVisible();
        await expect(link).toHaveAttribute('data-hk-badge', type);
        const drawn = await link.evaluate((element, pair) => {
          const probe = document.createElement('span');
          probe.style.backgroundColor = `var(--ifm-color-${pair}-contrast-background)`;
          probe.style.color = `var(--ifm-color-${pair}-contrast-foreground)`;
          document.body.append(probe);
          const want = getComputedStyle(probe);
          const style = getComputedStyle(element, '::before');
          const result = {
            content: style.content,
            background: style.backgroundColor,
            text: style.color,
            wantBackground: want.backgroundColor,
            wantText: want.color,
          };
          probe.remove();
          return result;
        }, colours);
        expect(drawn.content, `${name}: the badge's words`).toBe(`"${badge}"`);
        expect([drawn.background, drawn.text], `${name}: the ${type} colours`).toEqual([
          drawn.wantBackground,
          drawn.wantText,
        ]);
      }
    });
  }
});
