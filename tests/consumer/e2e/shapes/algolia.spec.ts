import {expect, open, test} from './support';

/**
 * A site searched with Algolia DocSearch that adds the theme with no options (fixtures/algolia):
 * DocSearch stays, and the theme's own search is off. The placeholders reach no Algolia server:
 * the tests never open DocSearch.
 */

test("Algolia's DocSearch button is in the navbar, and it is the navbar's only search box", async ({page}) => {
  await open(page, 'docs/intro');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.locator('.DocSearch-Button')).toBeVisible();
  const searchButtons = navbar.getByRole('button', {name: /search/i});
  await expect(searchButtons).toHaveCount(1);
  await expect(searchButtons).toHaveClass(/DocSearch-Button/);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
});

test("/search is Algolia's search page", async ({page}) => {
  await open(page, 'search');
  await expect(page.locator('.plugin-search-algolia')).toHaveCount(1);
});
