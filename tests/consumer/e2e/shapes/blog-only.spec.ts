import {expect, expectMarkdownTwin, open, openResult, search, test} from './support';

/** Blog-only mode (fixtures/blog-only): the blog at the root, no docs, no home page of its own. */

test('the home page lists the posts, and a post has its "View as Markdown" twin', async ({page}) => {
  await open(page);
  await expect(page.getByRole('heading', {level: 2})).toHaveText([
    'The archive page',
    'Searching the posts',
    'Running a blog in blog-only mode',
  ]);
  await page.getByRole('main').getByRole('heading', {level: 2}).getByRole('link', {name: 'The archive page'}).click();
  await expect(page).toHaveURL(/\/archive-page$/);
  await expectMarkdownTwin(page, 'The archive page');
});

test('the search box finds a post and opens it', async ({page}) => {
  await open(page);
  const dialog = await search(page, 'archive');
  await openResult(page, dialog.getByRole('option', {name: /^The archive page/}));
  await expect(page).toHaveURL(/\/archive-page$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('The archive page');
});
