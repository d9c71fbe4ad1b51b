import {expect, expectMarkdownTwin, open, openResult, search, test} from './support';

/** Docs-only mode (fixtures/docs-only): the docs at the root, no blog, no src/pages. */

test('the home page is the doc whose slug is /, with its "View as Markdown" twin', async ({page}) => {
  await open(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Overview');
  await expectMarkdownTwin(page, 'Overview');
});

test('the search box finds a doc and opens it', async ({page}) => {
  await open(page);
  const dialog = await search(page, 'routeBasePath');
  await openResult(page, dialog.getByRole('option', {name: /^Options/}));
  await expect(page).toHaveURL(/\/reference\/options$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Options');
});
