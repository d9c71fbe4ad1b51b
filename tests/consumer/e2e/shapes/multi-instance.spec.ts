import {expect, expectMarkdownTwin, open, openResult, search, test} from './support';

/**
 * Two docs instances and two blogs (fixtures/multi-instance): the search box covers the pages of
 * the `community` docs and the `changelog` blog as well as the preset's own.
 */

test('the search box finds a page of the community docs instance and opens it', async ({page}) => {
  await open(page);
  const dialog = await search(page, 'maintainer');
  await openResult(page, dialog.getByRole('option', {name: /^Contributing/}));
  await expect(page).toHaveURL(/\/community\/contributing$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Contributing');
  await expectMarkdownTwin(page, 'Contributing');
});

test('the search box finds a post of the changelog blog instance and opens it', async ({page}) => {
  await open(page);
  const dialog = await search(page, 'changelog');
  await openResult(page, dialog.getByRole('option', {name: /^First release/}));
  await expect(page).toHaveURL(/\/changelog\/first-release$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('First release');
  await expectMarkdownTwin(page, 'First release');
});
