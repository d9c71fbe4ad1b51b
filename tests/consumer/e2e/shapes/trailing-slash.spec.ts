import {expect, expectMarkdownTwin, open, test} from './support';

/**
 * The base fixture's trailing-slash variant (fixture/variants/trailing-slash.config.ts) as a build
 * of the shapes matrix. e2e/variants.spec.ts checks its navigation and search; this checks the
 * twin that a page with a trailing slash links to.
 */

test('"View as Markdown" on a page with a trailing slash opens its twin', async ({page}) => {
  await open(page, 'docs/getting-started/');
  await expect(page).toHaveURL(/\/docs\/getting-started\/$/);
  const twin = await expectMarkdownTwin(page, 'Getting started');
  expect(twin).toContain('one line of configuration');
});
