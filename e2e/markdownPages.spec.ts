import {expect, type Page, test} from '@playwright/test';
import {openRoute} from './support/site';

/** A Markdown page of src/pages (website/src/pages/changelog.mdx) and a doc to compare it with. */
const MARKDOWN_PAGE = 'changelog';
const DOC = 'docs/installation';

/** The prose styles of the page's first h2 and first inline code, as the browser computes them. */
async function proseStyles(page: Page) {
  return page.locator('main article').evaluate((article) => {
    const heading = article.querySelector('h2');
    const code = article.querySelector('p code');
    if (!heading || !code) throw new Error('the page should have an h2 and a paragraph with inline code');
    const style = (element: Element) => getComputedStyle(element);
    return {
      h2FontSize: style(heading).fontSize,
      h2MarginTop: style(heading).marginTop,
      codeFontSize: style(code).fontSize,
    };
  });
}

test.describe('Markdown pages in src/pages', () => {
  test('read like a doc: the prose sits in a markdown block and gets the same type scale @mobile', async ({page}) => {
    await openRoute(page, MARKDOWN_PAGE);
    await expect(page.locator('main article .markdown'), 'the page content should be in a .markdown block').toHaveCount(
      1,
    );
    const pageStyles = await proseStyles(page);
    await openRoute(page, DOC);
    expect(pageStyles, `the ${MARKDOWN_PAGE} page's headings and code should be styled as in ${DOC}`).toEqual(
      await proseStyles(page),
    );
  });
});
