import {expect, type Page, test} from '@playwright/test';
import sidebars from '../website/sidebars';
import {DOCS_SIDEBAR_ID, REPOSITORY_URL} from '../website/siteConstants';
import {openRoute} from './support/site';

const DOC_ID = 'installation';

/** The doc ids of the tutorialSidebar, in order, categories flattened. */
function sidebarDocIds(items: unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as {type?: string; id?: string; items?: unknown[]};
    if (entry.items) return sidebarDocIds(entry.items);
    return entry.id ? [entry.id] : [];
  });
}
const SIDEBAR_DOCS = sidebarDocIds((sidebars as Record<string, unknown[]>)[DOCS_SIDEBAR_ID]);

const docsSidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});

test.describe('docs pages', () => {
  test(`the docs sidebar is ${DOCS_SIDEBAR_ID}, with every doc in its order`, async ({page}) => {
    await openRoute(page, `docs/${DOC_ID}`);
    const hrefs = await docsSidebar(page)
      .locator('a.menu__link[href*="/docs/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(hrefs.map((href) => href.replace(/^.*\/docs\//, ''))).toEqual(SIDEBAR_DOCS);
    // The page's own link is the current page; its group's heading is marked active too.
    await expect(docsSidebar(page).locator('a.menu__link--active[aria-current="page"]')).toHaveAttribute(
      'href',
      new RegExp(`/docs/${DOC_ID}$`),
    );
  });

  test('a doc links to the previous and next docs of the sidebar', async ({page}) => {
    await openRoute(page, `docs/${DOC_ID}`);
    const index = SIDEBAR_DOCS.indexOf(DOC_ID);
    const pagination = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pagination.locator('a.pagination-nav__link--prev')).toHaveAttribute(
      'href',
      new RegExp(`/docs/${SIDEBAR_DOCS[index - 1]}$`),
    );
    await expect(pagination.locator('a.pagination-nav__link--next')).toHaveAttribute(
      'href',
      new RegExp(`/docs/${SIDEBAR_DOCS[index + 1]}$`),
    );
    await pagination.locator('a.pagination-nav__link--next').click();
    await expect(page).toHaveURL(new RegExp(`/docs/${SIDEBAR_DOCS[index + 1]}$`));
  });

  test('a doc has an edit link to its source in the repository @mobile', async ({page}) => {
    await openRoute(page, `docs/${DOC_ID}`);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveAttribute('href', `${REPOSITORY_URL}/tree/main/website/docs/${DOC_ID}.md`);
    await expect(edit).toHaveAttribute('target', '_blank');
  });
});

test.describe('live playground', () => {
  const LIVE_DOC = 'docs/components/buttons';

  test('the result is shown above the editor @mobile', async ({page}) => {
    await openRoute(page, LIVE_DOC);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    const result = playground.locator('[class*="playgroundPreview"]');
    const editor = playground.locator('[class*="playgroundEditor"]');
    await expect(result).toBeVisible();
    await expect(editor).toBeVisible();
    await expect(result, 'the result should have rendered (it shows "Loading..." until then)').toContainText(
      'Get started',
    );
    const [resultBox, editorBox] = [await result.boundingBox(), await editor.boundingBox()];
    expect(resultBox && editorBox && resultBox.y + resultBox.height <= editorBox.y + 1, 'result above editor').toBe(
      true,
    );
  });

  test('editing the code updates the result', async ({page}) => {
    await openRoute(page, LIVE_DOC);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    const editor = playground.locator('[class*="playgroundEditor"] [contenteditable]');
    const result = playground.locator('[class*="playgroundPreview"]');
    await expect(editor).toBeEditable();
    // The playground renders its result only in the browser: once it shows, the editor that
    // receives the keys is the one that stays (under load, typing earlier went to one replaced).
    await expect(result).toContainText('Get started');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('<Button>Edited in the test</Button>');
    await expect(result.getByRole('button', {name: 'Edited in the test'})).toBeVisible();
    await expect(result, 'the old result should be replaced').not.toContainText('Get started');
  });
});
