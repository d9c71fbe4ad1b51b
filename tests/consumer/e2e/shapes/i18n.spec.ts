import {expect, open, openResult, PHONE, search, test, walkMobileMenu} from './support';

/**
 * Four locales (fixtures/i18n): English at the root, French, Japanese and Arabic (right to left)
 * under their own path, each with its own search index. The intro doc of each locale holds a word
 * of its language that no other of its pages holds.
 */
const LOCALES = [
  {locale: 'en', prefix: '', word: 'translation', title: 'About this site'},
  {locale: 'fr', prefix: 'fr/', word: 'traduction', title: 'À propos de ce site'},
  {locale: 'ja', prefix: 'ja/', word: '翻訳', title: 'このサイトについて'},
  {locale: 'ar', prefix: 'ar/', word: 'الترجمة', title: 'حول هذا الموقع'},
];

for (const {locale, prefix, word, title} of LOCALES) {
  test.describe(`${locale}`, () => {
    test(`the search box finds “${word}” in the ${locale} intro and opens it`, async ({page}) => {
      await open(page, `${prefix}docs/reading-direction`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const dialog = await search(page, word);
      await openResult(page, dialog.getByRole('option').filter({hasText: title}).first());
      await expect(page).toHaveURL(new RegExp(`/${prefix}docs/intro$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    });

    test.describe('at phone width', () => {
      test.use({viewport: PHONE, hasTouch: true});
      test(`the ${locale} mobile menu opens, keeps focus inside, and closes with Escape`, async ({
        page,
        pageErrors,
      }) => {
        await open(page, prefix);
        await walkMobileMenu(page, pageErrors);
      });
    });
  });
}

test('ar: the page is right to left, and the layout is mirrored: the navbar brand is on the right', async ({page}) => {
  const width = page.viewportSize()?.width ?? 1280;
  await open(page, '');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  const english = await page.locator('.navbar__brand').boundingBox();
  await open(page, 'ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const arabic = await page.locator('.navbar__brand').boundingBox();
  expect(english && arabic).toBeTruthy();
  if (english && arabic) {
    expect(english.x + english.width / 2, 'in English the brand is on the left').toBeLessThan(width / 2);
    expect(arabic.x + arabic.width / 2, 'in Arabic the brand is on the right').toBeGreaterThan(width / 2);
    // Mirrored: as far from the right edge in Arabic as from the left edge in English.
    expect(Math.abs(width - (arabic.x + arabic.width) - english.x)).toBeLessThan(24);
  }
});

test('ar: the writing components are mirrored: step numbers and the tree guide on the right', async ({page}) => {
  await open(page, 'ar/docs/writing');
  const step = page.locator('[data-hk-mdx="Steps"] > ol > li').first();
  const disc = await step.evaluate((li) => ({
    right: getComputedStyle(li, '::before').right,
    paddingRight: Number.parseFloat(getComputedStyle(li).paddingRight),
  }));
  expect(disc.right).toBe('0px');
  expect(disc.paddingRight).toBeGreaterThan(0);
  const group = page.locator('[role="tree"] [role="group"]').first();
  expect(Number.parseFloat(await group.evaluate((element) => getComputedStyle(element).borderRightWidth))).toBe(1);
  // The tree still works with the keyboard in the mirrored page.
  const docs = page.getByRole('treeitem', {name: /^docs\//});
  await docs.focus();
  await page.keyboard.press('Enter');
  await expect(docs).toHaveAttribute('aria-expanded', 'false');
});
