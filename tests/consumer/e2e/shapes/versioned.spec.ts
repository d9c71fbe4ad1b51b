import {expect, expectMarkdownTwin, open, openResult, search, test} from './support';

/**
 * Versioned docs (fixtures/versioned): 1.0 and 2.0 released, the current docs as "Next". Every
 * version has a page "Log retention" that mentions retention.
 */
const VERSIONS = [
  {label: 'Next', base: '/docs/next/'},
  {label: '1.0', base: '/docs/1.0/'},
  {label: '2.0', base: '/docs/'},
];
const versionOf = (pathname: string) => VERSIONS.find(({base}) => pathname.startsWith(base));

test('search from a page of 1.0 returns 1.0’s pages, or says which version each result is', async ({page}) => {
  const start = 'docs/1.0/retention';
  await open(page, start);
  let dialog = await search(page, 'retention');
  const count = await dialog.getByRole('option').count();
  expect(count, 'the query matches a page in each version').toBeGreaterThan(0);
  const strays: string[] = [];
  for (let index = 0; index < count; index++) {
    if (index > 0) {
      await open(page, start);
      dialog = await search(page, 'retention');
    }
    const option = dialog.getByRole('option').nth(index);
    // As shown, not as the DOM's text runs together: the title, section and excerpt are blocks.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what this reads.
    const text = (await option.innerText()).replace(/\s+/g, ' ');
    await openResult(page, option);
    const {pathname} = new URL(page.url());
    const version = versionOf(pathname);
    const labelled =
      version && new RegExp(`(?<![\\w.])v?${version.label.replace('.', '\\.')}(?!\\w|\\.\\d)`).test(text);
    if (version?.label !== '1.0' && !labelled) {
      strays.push(`${pathname} (version ${version?.label ?? '?'}): "${text}"`);
    }
  }
  expect(strays, `results from other versions that do not say so:\n${strays.join('\n')}`).toEqual([]);
});

test('"View as Markdown" on a page of 1.0 opens that version’s twin', async ({page}) => {
  await open(page, 'docs/1.0/retention');
  const twin = await expectMarkdownTwin(page, 'Log retention');
  expect(twin).toContain('seven days');
});
