// @vitest-environment node
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {DomUtils, parseDocument} from 'htmlparser2';
import {describe, expect, it} from 'vitest';
import {SEARCH_PART_MAX_TEXT, searchableDocument, searchableParts} from '../../../src/server/search/pageText';
import {indexDocuments, writeSearchIndex} from '../../../src/server/search/searchIndex';

const PAGE_URL = '/docs/long';

/** A paragraph of about 500 characters whose words say where it is, so that a lost or repeated one shows. */
const paragraph = (where: string) =>
  `<p>${Array.from({length: 60}, (_, word) => `${where}w${word}`).join(' ')} <code>x</code></p>`;

/** Paragraphs of at least `characters` characters of text in all. */
function paragraphs(where: string, characters: number): string {
  const html: string[] = [];
  for (let length = 0; length < characters; ) {
    html.push(paragraph(`${where}p${html.length}`));
    length += (html.at(-1) as string).replace(/<[^>]+>/g, '').length;
  }
  return html.join('\n');
}

const heading = (level: 2 | 3, id: string, text: string) =>
  `<h${level} class="anchor anchorWithStickyNavbar" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="Direct link to ${text}" title="Direct link to ${text}">\u200b</a></h${level}>`;

/** A built doc page as Docusaurus writes it: navbar, then <main> with the article and its table of contents. */
function docPage(markdown: string, {title = 'Long page', lang = 'fr'} = {}): string {
  return (
    `<!doctype html><html lang="${lang}" dir="ltr"><head><title>${title} | Site</title></head><body>` +
    '<nav class="navbar">Menu</nav><main class="docMainContainer"><div class="container"><div class="row">' +
    '<div class="col docItemCol"><div class="docItemContainer"><article>' +
    '<nav class="theme-doc-breadcrumbs"><ul><li>Docs</ul></nav>' +
    `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${markdown}</div>` +
    '<footer class="theme-doc-footer">Edit this page</footer></article>' +
    '<nav class="pagination-nav"><a href="/docs/prev">Previous</a></nav></div></div>' +
    '<div class="col col--3"><div class="tableOfContents theme-doc-toc-desktop"><ul><li><a href="#s1">S1</a></ul></div></div>' +
    '</div></div></main></body></html>'
  );
}

/** Four sections of a quarter of the limit each, after an introduction: a page over the limit. */
const longPage = () =>
  docPage(
    paragraphs('intro', 2_000) +
      [1, 2, 3, 4]
        .map((n) => heading(2, `section-${n}`, `Section ${n}`) + paragraphs(`s${n}`, SEARCH_PART_MAX_TEXT / 4))
        .join(''),
  );

/** The Pagefind metadata a document carries, by key. */
function metaOf(content: string): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const [, key, value] of content.matchAll(/data-pagefind-meta="([^:"]+):([^"]*)"/g)) {
    meta[key as string] = (value as string).replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return meta;
}

/** The text of a document's <main> as a reader would copy it. */
function mainText(content: string): string {
  const main = DomUtils.findOne((element) => element.name === 'main', parseDocument(content).children);
  return main ? DomUtils.textContent(main) : '';
}

/** The text Pagefind keeps of each document of an index, by URL, and its metadata. */
function fragments(indexDir: string): {url: string; content: string; meta: Record<string, string>}[] {
  const dir = path.join(indexDir, 'fragment');
  return readdirSync(dir)
    .map((name) => gunzipSync(readFileSync(path.join(dir, name))).toString('utf8'))
    .map(
      (text) =>
        JSON.parse(text.slice(text.indexOf('{'))) as {url: string; content: string; meta: Record<string, string>},
    )
    .map(({url, content, meta}) => ({url, content, meta}))
    .sort((a, b) => a.url.localeCompare(b.url, 'en', {numeric: true}));
}

const words = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/[.,]+$/, ''))
    .filter(Boolean)
    .sort();

describe('a long page in the search index', () => {
  it('is one document a section, each linked to its heading and titled with the page and the section', () => {
    const page = searchableParts(longPage(), 'Documentation', PAGE_URL);
    expect(page?.parts.map(({url}) => url)).toEqual([
      PAGE_URL,
      `${PAGE_URL}#section-1`,
      `${PAGE_URL}#section-2`,
      `${PAGE_URL}#section-3`,
      `${PAGE_URL}#section-4`,
    ]);
    expect(page?.parts.map(({content}) => metaOf(content))).toEqual([
      {section: 'Documentation', title: 'Long page'},
      {section: 'Documentation', title: 'Long page: Section 1', part: 'Section 1', headings: 'Section 1'},
      {section: 'Documentation', title: 'Long page: Section 2', part: 'Section 2', headings: 'Section 2'},
      {section: 'Documentation', title: 'Long page: Section 3', part: 'Section 3', headings: 'Section 3'},
      {section: 'Documentation', title: 'Long page: Section 4', part: 'Section 4', headings: 'Section 4'},
    ]);
    for (const {content} of page?.parts ?? []) {
      expect(content, 'every part keeps the language').toMatch(
        /^<!doctype html><html lang="fr"><head><title>Long page \| Site<\/title>/,
      );
    }
  });

  it('stays one document, the same as the whole page, when it is under the limit', () => {
    const short = docPage(heading(2, 'one', 'One') + paragraphs('short', SEARCH_PART_MAX_TEXT / 2));
    expect(searchableParts(short, 'Documentation', PAGE_URL)).toEqual({
      root: 'main',
      parts: [{url: PAGE_URL, content: searchableDocument(short, 'Documentation')?.content}],
    });
  });

  it('loses and repeats no text between its parts', () => {
    const html = longPage();
    const whole = mainText(searchableDocument(html, 'Documentation')?.content ?? '');
    const parts = searchableParts(html, 'Documentation', PAGE_URL)?.parts ?? [];
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map(({content}) => mainText(content)).join('')).toBe(whole);
  });

  it('splits a section still over the limit at its h3 headings, titled with its h2', () => {
    const subsections = [1, 2, 3].map(
      (n) => heading(3, `detail-${n}`, `Detail ${n}`) + paragraphs(`d${n}`, SEARCH_PART_MAX_TEXT / 2),
    );
    const page = searchableParts(docPage(heading(2, 'reference', 'Reference') + subsections.join('')), '', PAGE_URL);
    expect(page?.parts.map(({url, content}) => [url, metaOf(content).title])).toEqual([
      [PAGE_URL, 'Long page'],
      [`${PAGE_URL}#reference`, 'Long page: Reference'],
      [`${PAGE_URL}#detail-1`, 'Long page: Reference'],
      [`${PAGE_URL}#detail-2`, 'Long page: Reference'],
      [`${PAGE_URL}#detail-3`, 'Long page: Reference'],
    ]);
  });

  it('cuts a section with no headings left into chunks under the limit, each linked to the nearest heading', () => {
    const html = docPage(heading(2, 'reference', 'Reference') + paragraphs('flat', SEARCH_PART_MAX_TEXT * 3));
    const parts = searchableParts(html, '', PAGE_URL)?.parts ?? [];
    expect(parts.length).toBeGreaterThanOrEqual(4);
    for (const {content} of parts) {
      expect(mainText(content).length).toBeLessThanOrEqual(SEARCH_PART_MAX_TEXT);
    }
    const [, first, ...rest] = parts;
    expect(first?.url).toBe(`${PAGE_URL}#reference`);
    for (const [position, part] of rest.entries()) {
      // Pagefind keeps one document a URL: the others are indexed apart and link to the heading.
      expect(part.url).toBe(`${PAGE_URL}?part=${position + 3}#reference`);
      expect(metaOf(part.content)).toMatchObject({url: `${PAGE_URL}#reference`, title: 'Long page: Reference'});
    }
    expect(parts.map(({content}) => mainText(content)).join('')).toBe(
      mainText(searchableDocument(html, '')?.content ?? ''),
    );
  });

  it('cuts a long page with no headings at all into chunks that link to the page', () => {
    const html = `<html lang="en"><head><title>Flat</title></head><body><main>${paragraphs('flat', SEARCH_PART_MAX_TEXT * 2.5)}</main></body></html>`;
    const parts = searchableParts(html, '', PAGE_URL)?.parts ?? [];
    expect(parts.map(({url}) => url)).toEqual([PAGE_URL, `${PAGE_URL}?part=2`, `${PAGE_URL}?part=3`]);
    expect(parts.map(({content}) => metaOf(content))).toEqual([
      {title: 'Flat'},
      {title: 'Flat', url: PAGE_URL},
      {title: 'Flat', url: PAGE_URL},
    ]);
  });

  it('is indexed by Pagefind as one result a part, with its words, section and language, and no word twice', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-long-'));
    writeFileSync(path.join(outDir, 'long.html'), longPage());
    writeFileSync(path.join(outDir, 'short.html'), docPage(paragraph('short'), {title: 'Short page'}));
    const result = await writeSearchIndex(
      outDir,
      [
        {permalink: '/docs/long', section: 'Documentation'},
        {permalink: '/docs/short', section: 'Documentation'},
      ],
      {baseUrl: '/docs/', trailingSlash: undefined},
    );
    expect(result, 'the build log counts pages, not parts').toMatchObject({pages: 2});
    const indexed = fragments(path.join(outDir, 'pagefind'));
    expect(indexed.map(({url, meta}) => [url, meta.title, meta.section])).toEqual([
      ['/docs/long', 'Long page', 'Documentation'],
      ['/docs/long#section-1', 'Long page: Section 1', 'Documentation'],
      ['/docs/long#section-2', 'Long page: Section 2', 'Documentation'],
      ['/docs/long#section-3', 'Long page: Section 3', 'Documentation'],
      ['/docs/long#section-4', 'Long page: Section 4', 'Documentation'],
      ['/docs/short', 'Short page', 'Documentation'],
    ]);
    const entry = JSON.parse(readFileSync(path.join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8'));
    expect(entry.languages.fr.page_count, 'every part is indexed in the page language').toBe(6);

    const whole = mkdtempSync(path.join(os.tmpdir(), 'hk-search-whole-'));
    await indexDocuments(
      [{url: '/docs/long', content: searchableDocument(longPage(), 'Documentation')?.content ?? ''}],
      whole,
    );
    const [wholePage] = fragments(whole);
    const longParts = indexed.filter(({url}) => url.startsWith('/docs/long'));
    expect(words(longParts.map(({content}) => content).join(' '))).toEqual(words(wholePage?.content ?? ''));
  }, 60_000);

  it('is described on the plugin options page with the limit the index uses', () => {
    const guide = readFileSync(path.resolve(__dirname, '../../../../../website/docs/plugin-options.md'), 'utf8');
    expect(guide).toContain(
      `A long page (over ${SEARCH_PART_MAX_TEXT.toLocaleString('en')} characters of text) is indexed`,
    );
  });
});
