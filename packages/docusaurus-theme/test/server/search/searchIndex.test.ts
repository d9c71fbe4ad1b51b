// @vitest-environment node

import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {SEARCH_EXCLUDED, searchableDocument} from '../../../src/server/search/pageText';
import {indexDocuments, resultUrl, SEARCH_INDEXES_KEPT, writeSearchIndex} from '../../../src/server/search/searchIndex';
import {searchVocabulary} from '../../../src/server/search/vocabulary';
import {htmlFileForPermalink} from '../../../src/server/site/builtFiles';
import {BuiltPages} from '../../../src/server/site/builtPages';
import {CODE_WORD_MARK, SEARCH_DESCRIPTION_META, SEARCH_HEADINGS_META} from '../../../src/shared/searchWords';
import {canMountVolumes, readOnlyVolume, unmountVolumes} from '../site/readOnlyVolume';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Menu</nav><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
}

/** The text and metadata Pagefind keeps of each page of an index (its fragments), without URLs. */
function fragments(indexDir: string): {content: string; meta: Record<string, string>}[] {
  const dir = path.join(indexDir, 'fragment');
  return readdirSync(dir)
    .map((name) => gunzipSync(readFileSync(path.join(dir, name))).toString('utf8'))
    .map(
      (text) =>
        JSON.parse(text.slice(text.indexOf('{'))) as {
          content: string;
          meta: Record<string, string>;
          filters: Record<string, string[]>;
        },
    )
    .map(({content, meta, filters}) => ({content, meta, ...(Object.keys(filters ?? {}).length > 0 ? {filters} : {})}))
    .sort((a, b) => a.content.localeCompare(b.content));
}

/** The indexes in a cache folder, without the digests of the pages that name them. */
const cachedIndexes = (cacheDir: string) => readdirSync(cacheDir).filter((name) => !name.endsWith('.pages.json'));

/** A site served from its root, with the trailing-slash setting left unset. */
const site = {baseUrl: '/', trailingSlash: undefined};

/** A cache folder of the search index's own, empty. */
const newCacheDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'hk-search-cache-')), 'search-index');

function builtSite(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-'));
  mkdirSync(path.join(outDir, 'docs'));
  writeFileSync(path.join(outDir, 'index.html'), page('Home', 'Welcome aboard'));
  writeFileSync(path.join(outDir, 'docs', 'intro.html'), page('Intro', 'Hovercraft float on air'));
  writeFileSync(path.join(outDir, '404.html'), page('Not found', 'Nothing here'));
  return outDir;
}

describe('the search index', () => {
  afterAll(unmountVolumes);

  it("finds a route's built page whatever the trailing-slash setting wrote", () => {
    const outDir = builtSite();
    expect(htmlFileForPermalink(outDir, '/base/docs/intro', '/base/')).toBe(path.join(outDir, 'docs', 'intro.html'));
    expect(htmlFileForPermalink(outDir, '/base/', '/base/')).toBe(path.join(outDir, 'index.html'));
    mkdirSync(path.join(outDir, 'guide'));
    writeFileSync(path.join(outDir, 'guide', 'index.html'), page('Guide', 'x'));
    expect(htmlFileForPermalink(outDir, '/base/guide/', '/base/')).toBe(path.join(outDir, 'guide', 'index.html'));
    expect(htmlFileForPermalink(outDir, '/base/missing', '/base/')).toBeUndefined();
  });

  it("links results with the slash the site's trailingSlash gives its links", () => {
    expect(resultUrl('/docs/intro', {baseUrl: '/', trailingSlash: true})).toBe('/docs/intro/');
    expect(resultUrl('/docs/intro/', {baseUrl: '/', trailingSlash: false})).toBe('/docs/intro');
    expect(resultUrl('/docs/intro', {baseUrl: '/', trailingSlash: undefined})).toBe('/docs/intro');
    expect(resultUrl('/base/', {baseUrl: '/base/', trailingSlash: false})).toBe('/base/');
  });

  it('tags each page with its section inside <main>, escaped', () => {
    expect(searchableDocument('<main class="x" dir="rtl"><h1>T</h1></main>', 'Docs "A" & B')?.content).toContain(
      '<main dir="rtl"><span hidden data-pagefind-meta="section:Docs &quot;A&quot; &amp; B"></span><h1>T</h1>',
    );
    expect(searchableDocument('<main><h1>T</h1></main>', '')?.content).toContain('<main><h1>T</h1> </main>');
  });

  it('indexes only the given pages, in chunks under pagefind/, without Pagefind’s own UI', async () => {
    const outDir = builtSite();
    const indexed = await writeSearchIndex(
      outDir,
      [
        {permalink: '/base/', section: ''},
        {permalink: '/base/docs/intro', section: 'Documentation'},
        {permalink: '/base/docs/gone', section: 'Documentation'},
      ],
      {baseUrl: '/base/', trailingSlash: undefined},
    );
    expect(indexed).toEqual({pages: 2, fromCache: false, refusedCacheEntry: false, withoutMain: [], unindexed: []});
    const files = readdirSync(path.join(outDir, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-entry.json');
    expect(readdirSync(path.join(outDir, 'pagefind', 'fragment'))).toHaveLength(2);
    expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
    expect(existsSync(path.join(outDir, 'pagefind', 'index'))).toBe(true);
  }, 60_000);

  it('reuses the last index when the pages are the same, and builds a new one when one changed', async () => {
    const cacheDir = newCacheDir();
    const pages = [
      {permalink: '/docs/intro', section: 'Documentation'},
      {permalink: '/', section: ''},
    ];
    const first = builtSite();
    expect(await writeSearchIndex(first, pages, site, cacheDir)).toEqual({
      pages: 2,
      fromCache: false,
      refusedCacheEntry: false,
      withoutMain: [],
      unindexed: [],
    });
    expect(cachedIndexes(cacheDir), 'the cache keeps one index').toHaveLength(1);

    const same = builtSite();
    expect(await writeSearchIndex(same, pages, site, cacheDir)).toEqual({
      pages: 2,
      fromCache: true,
      refusedCacheEntry: false,
      withoutMain: [],
      unindexed: [],
    });
    const entry = (dir: string) => readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8');
    expect(entry(same)).toBe(entry(first));
    expect(readdirSync(path.join(same, 'pagefind', 'fragment'))).toHaveLength(2);

    const changed = builtSite();
    writeFileSync(path.join(changed, 'docs', 'intro.html'), page('Intro', 'Hovercraft glide on water'));
    expect(await writeSearchIndex(changed, pages, site, cacheDir)).toEqual({
      pages: 2,
      fromCache: false,
      refusedCacheEntry: false,
      withoutMain: [],
      unindexed: [],
    });
    expect(cachedIndexes(cacheDir), 'both indexes are kept').toHaveLength(2);
    expect(await writeSearchIndex(builtSite(), [pages[0] as (typeof pages)[number]], site, cacheDir)).toEqual({
      pages: 1,
      fromCache: false,
      refusedCacheEntry: false,
      withoutMain: [],
      unindexed: [],
    });
  }, 60_000);

  it('finds the index of unchanged pages by their digest, without parsing one; a changed page is parsed', async () => {
    const cacheDir = newCacheDir();
    const pages = [
      {permalink: '/docs/intro', section: 'Documentation'},
      {permalink: '/', section: ''},
    ];
    const first = builtSite();
    writeFileSync(
      path.join(first, 'index.html'),
      page('Home', 'Welcome').replace('<main>', '<div>').replace('</main>', '</div>'),
    );
    expect(await writeSearchIndex(first, pages, site, cacheDir)).toMatchObject({fromCache: false, withoutMain: ['/']});
    const parse = vi.spyOn(BuiltPages.prototype, 'readToParse');
    try {
      const same = builtSite();
      writeFileSync(path.join(same, 'index.html'), readFileSync(path.join(first, 'index.html')));
      // What the step reports comes with the digest: the same as when the pages were parsed.
      expect(await writeSearchIndex(same, pages, site, cacheDir)).toEqual({
        pages: 2,
        fromCache: true,
        refusedCacheEntry: false,
        withoutMain: ['/'],
        unindexed: [],
      });
      expect(parse).not.toHaveBeenCalled();
      // Scripts and stylesheets named otherwise (the bundler's chunks of a build with its cache): the same pages.
      const renamed = builtSite();
      for (const file of ['index.html', path.join('docs', 'intro.html')]) {
        const html = readFileSync(path.join(same, file), 'utf8');
        writeFileSync(
          path.join(renamed, file),
          html.replace(
            '</head>',
            '<link rel=stylesheet href=/assets/css/styles.1234.css><script src=/assets/js/runtime~main.abcd.js defer></script></head>',
          ),
        );
      }
      expect(await writeSearchIndex(renamed, pages, site, cacheDir)).toMatchObject({fromCache: true});
      expect(parse).not.toHaveBeenCalled();
      expect(readFileSync(path.join(same, 'pagefind', 'pagefind-entry.json'), 'utf8')).toBe(
        readFileSync(path.join(first, 'pagefind', 'pagefind-entry.json'), 'utf8'),
      );

      // Other markup, the same text: parsed, and the index of the same documents reused.
      const restyled = builtSite();
      writeFileSync(path.join(restyled, 'index.html'), readFileSync(path.join(first, 'index.html')));
      writeFileSync(
        path.join(restyled, 'docs', 'intro.html'),
        page('Intro', 'Hovercraft float on air').replace('<nav>', '<nav class="x">'),
      );
      expect(await writeSearchIndex(restyled, pages, site, cacheDir)).toMatchObject({fromCache: true});
      expect(parse).toHaveBeenCalledTimes(2);
    } finally {
      parse.mockRestore();
    }
  }, 60_000);

  it('parses the pages again when the file that names their index was edited', async () => {
    const cacheDir = newCacheDir();
    const pages = [{permalink: '/docs/intro', section: 'Documentation'}];
    await writeSearchIndex(builtSite(), pages, site, cacheDir);
    const [digest] = readdirSync(cacheDir).filter((name) => name.endsWith('.pages.json'));
    const file = path.join(cacheDir, digest as string);
    writeFileSync(file, readFileSync(file, 'utf8').replace('"pages":1', '"pages":7'));
    const parse = vi.spyOn(BuiltPages.prototype, 'readToParse');
    try {
      expect(await writeSearchIndex(builtSite(), pages, site, cacheDir)).toMatchObject({pages: 1, fromCache: true});
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  }, 60_000);

  it('publishes a clean index again after a later step edited the built one in place', async () => {
    const cacheDir = newCacheDir();
    const pages = [{permalink: '/docs/intro', section: 'Documentation'}];
    const first = builtSite();
    await writeSearchIndex(first, pages, site, cacheDir);
    const script = (dir: string) => readFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'utf8');
    const clean = script(first);
    appendFileSync(path.join(first, 'pagefind', 'pagefind.js'), '\nalert("added after the build");');
    const second = builtSite();
    expect(await writeSearchIndex(second, pages, site, cacheDir)).toMatchObject({fromCache: true});
    expect(script(second)).toBe(clean);
  }, 60_000);

  it('refuses a cached index whose files were edited since, and builds it again', async () => {
    const cacheDir = newCacheDir();
    const pages = [{permalink: '/docs/intro', section: 'Documentation'}];
    const first = builtSite();
    await writeSearchIndex(first, pages, site, cacheDir);
    const [entry] = cachedIndexes(cacheDir);
    // The cached index is one file holding the index's files (site/cache.ts's writePackedFolder).
    const cached = path.join(cacheDir, entry as string);
    writeFileSync(cached, readFileSync(cached, 'latin1').replace('pagefind', 'tampered'), 'latin1');
    const second = builtSite();
    expect(await writeSearchIndex(second, pages, site, cacheDir)).toEqual({
      pages: 1,
      fromCache: false,
      refusedCacheEntry: true,
      withoutMain: [],
      unindexed: [],
    });
    const script = (dir: string) => readFileSync(path.join(dir, 'pagefind', 'pagefind.js'), 'utf8');
    expect(script(second)).not.toContain('tampered');
    expect(script(second)).toBe(script(first));
    const third = builtSite();
    expect(await writeSearchIndex(third, pages, site, cacheDir), 'the entry was written again, sealed').toMatchObject({
      fromCache: true,
      refusedCacheEntry: false,
      withoutMain: [],
      unindexed: [],
    });
  }, 60_000);

  it('builds without the cache, and says so in one line, when the cache folder cannot be written', async () => {
    // A cache path under a file (ENOTDIR) cannot be written, even by root.
    const root = mkdtempSync(path.join(os.tmpdir(), 'hk-search-unwritable-'));
    writeFileSync(path.join(root, 'node_modules'), '');
    const cacheDir = path.join(root, 'node_modules', '.cache', 'search-index');
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const pages = [{permalink: '/docs/intro', section: 'Documentation'}];
      const outDir = builtSite();
      expect(await writeSearchIndex(outDir, pages, site, cacheDir)).toMatchObject({pages: 1, fromCache: false});
      expect(existsSync(path.join(outDir, 'pagefind', 'pagefind-entry.json'))).toBe(true);
      expect(await writeSearchIndex(builtSite(), pages, site, cacheDir)).toMatchObject({fromCache: false});
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        expect.stringMatching(/cache folder .* cannot be written \(ENOTDIR\): this build runs without it/),
      ]);
    } finally {
      warn.mockRestore();
    }
  }, 60_000);

  it.runIf(canMountVolumes)(
    'builds from a read-only volume holding an earlier build cache (EROFS)',
    async () => {
      const pages = [{permalink: '/docs/intro', section: 'Documentation'}];
      const volume = await readOnlyVolume(async (root) => {
        await writeSearchIndex(builtSite(), pages, site, path.join(root, 'search-index'));
      });
      const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
      try {
        const outDir = builtSite();
        expect(await writeSearchIndex(outDir, pages, site, path.join(volume, 'search-index'))).toMatchObject({
          pages: 1,
          fromCache: false,
        });
        expect(existsSync(path.join(outDir, 'pagefind', 'pagefind-entry.json'))).toBe(true);
        expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
          expect.stringContaining('cannot be written (EROFS)'),
        ]);
      } finally {
        warn.mockRestore();
      }
    },
    60_000,
  );

  it('keeps each index as one file, and removes an index an earlier build of the theme kept as a folder', async () => {
    const cacheDir = newCacheDir();
    mkdirSync(path.join(cacheDir, 'an-old-key', 'fragment'), {recursive: true});
    writeFileSync(path.join(cacheDir, 'an-old-key', 'pagefind.js'), 'entry');
    await writeSearchIndex(builtSite(), [{permalink: '/docs/intro', section: ''}], site, cacheDir);
    const entries = cachedIndexes(cacheDir);
    expect(entries).toHaveLength(1);
    expect(statSync(path.join(cacheDir, entries[0] as string)).isFile()).toBe(true);
  }, 60_000);

  it(`keeps the ${SEARCH_INDEXES_KEPT} indexes most recently used`, async () => {
    const cacheDir = newCacheDir();
    const buildWith = async (body: string) => {
      const outDir = builtSite();
      writeFileSync(path.join(outDir, 'docs', 'intro.html'), page('Intro', body));
      return writeSearchIndex(outDir, [{permalink: '/docs/intro', section: ''}], site, cacheDir);
    };
    await buildWith('version 0');
    for (let version = 1; version <= SEARCH_INDEXES_KEPT; version++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await buildWith(`version ${version}`);
    }
    expect(cachedIndexes(cacheDir)).toHaveLength(SEARCH_INDEXES_KEPT);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.pages.json'))).toHaveLength(SEARCH_INDEXES_KEPT);
    expect(await buildWith(`version ${SEARCH_INDEXES_KEPT}`), 'the newest is kept').toEqual({
      pages: 1,
      fromCache: true,
      refusedCacheEntry: false,
      withoutMain: [],
      unindexed: [],
    });
    expect(await buildWith('version 0'), 'the oldest is gone').toEqual({
      pages: 1,
      fromCache: false,
      refusedCacheEntry: false,
      withoutMain: [],
      unindexed: [],
    });
  }, 120_000);

  it('gives Pagefind only the part of each page it reads, and Pagefind reads the same text and metadata', async () => {
    // A sidebar of many links, and metadata and filters outside <main>, which Pagefind ignores;
    // inside it, each kind of part SEARCH_EXCLUDED names (one holding a heading), and code whose
    // tokens carry the classes and styles the documents leave out.
    const sidebar = Array.from({length: 200}, (_, n) => `<li><a href="/docs/p${n}">Page ${n}</a></li>`).join('');
    const html =
      `<!doctype html><html lang=en><head><title>Intro | Site</title><meta data-pagefind-meta="image[content]" content="/a.png"></head><body data-pagefind-filter="kind:doc"><nav><ul>${sidebar}</ul></nav>` +
      '<main><span hidden data-pagefind-meta="section:Guides"></span><nav class="theme-doc-breadcrumbs">Home Guides</nav>' +
      '<h1>Intro<a class="hash-link" href="#x">#</a></h1><p>Hovercraft float on air</p>' +
      '<div class="theme-doc-toc-mobile"><h3>On this page</h3><ul><li>Skirts</li></ul></div>' +
      '<pre class="prism-code" style="color:#000"><code><span class="token keyword" style="color:#00f">const</span> lift<span class="token punctuation">;</span></code></pre>' +
      '<div class="playgroundContainer_IiOn"><div class="col playgroundEditor_jrHj">&lt;Hero /&gt;</div><div class="playgroundPreview_GgQq">Launch day</div></div>' +
      '<div class="theme-doc-footer">Edit this page</div><nav class="pagination-nav">Previous Next</nav></main><footer>Footer text</footer></body></html>';
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-part-'));
    const indexes = {whole: path.join(outDir, 'whole'), part: path.join(outDir, 'part')};
    // The whole page, with the same parts left out by Pagefind's own selectors.
    const pagefind = await import('pagefind');
    const {index} = await pagefind.createIndex({
      rootSelector: 'main',
      excludeSelectors: [
        ...SEARCH_EXCLUDED.classes.map((name) => `.${name}`),
        ...SEARCH_EXCLUDED.classPrefixes.flatMap((prefix) => [`[class^="${prefix}"]`, `[class*=" ${prefix}"]`]),
        ...SEARCH_EXCLUDED.elements,
      ],
    });
    await index?.addHTMLFile({url: '/docs/intro', content: html});
    await index?.writeFiles({outputPath: indexes.whole});
    await pagefind.close();
    const part = searchableDocument(
      html.replace('<span hidden data-pagefind-meta="section:Guides"></span>', ''),
      'Guides',
    );
    expect(part?.content).not.toMatch(/ (class|style)=/);
    await indexDocuments([{url: '/docs/intro', content: part?.content ?? ''}], indexes.part);
    // The same, but for the mark after each word of code (which only the theme's documents add).
    const unmarked = fragments(indexes.part).map((fragment) => ({
      ...fragment,
      content: fragment.content.replaceAll(CODE_WORD_MARK, ''),
    }));
    expect(unmarked).toEqual(fragments(indexes.whole));
    expect(fragments(indexes.part)[0]).toMatchObject({
      content: `Intro. Hovercraft float on air. const${CODE_WORD_MARK} lift${CODE_WORD_MARK};${CODE_WORD_MARK} Launch day.`,
      meta: {section: 'Guides'},
    });
  }, 60_000);

  it("keys the cache by what Pagefind reads, not by the names of the build's scripts", () => {
    const html = (script: string, body: string) =>
      `<!doctype html><html lang=en dir=ltr><head><title>Intro | Site</title><script src=/assets/js/${script}.js defer></script></head><body><main><h1>Intro</h1><p>${body}</p></main></body></html>`;
    const content = (page: string) => searchableDocument(page, '')?.content;
    expect(content(html('runtime~main.55ddd2b1', 'Text'))).toBe(content(html('runtime~main.8ed79876', 'Text')));
    expect(content(html('a', 'Text'))).not.toBe(content(html('a', 'Other text')));
    expect(content(html('a', 'Text'))).toBe(
      '<!doctype html><html lang="en"><head><title>Intro | Site</title></head><body><main><h1>Intro</h1> <p>Text</p> </main></body></html>',
    );
    expect(content(html('a', 'x').replace('lang=en', 'lang="fr"'))).toMatch(/<html lang="fr">/);
    expect(searchableDocument('<main-menu>x</main-menu><main id=m>y</main>', '')?.content).toMatch(
      /<body><main id="m">y<\/main><\/body>/,
    );
  });

  it("finds the page's real <main> when its JSON-LD or a code sample mentions the tag first", () => {
    const page = `<html><head><title>The &lt;main&gt; element</title><script type="application/ld+json">{"headline":"The <main> element"}</script></head><body><nav>Menu</nav><main><p>Use one per page.</p><pre><code>&lt;main&gt;x&lt;/main&gt;</code></pre></main></body></html>`;
    const document = searchableDocument(page, '');
    expect(document?.root).toBe('main');
    expect(document?.content).not.toContain('headline');
    expect(document?.content).not.toContain('Menu');
    expect(document?.content).toContain('<p>Use one per page.</p>');
  });

  it('leaves images inlined as data URIs out, so that their base64 is not searchable metadata', () => {
    const inlined = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
    const page = `<html><head><title>Zoom</title></head><body><main><p>Before.</p><img src="${inlined}" srcset="${inlined} 2x" alt="A diagram"><img src="/img/real.png" alt="A photo"></main></body></html>`;
    const content = searchableDocument(page, '')?.content ?? '';
    expect(content).not.toContain('base64');
    expect(content).toContain('<img alt="A diagram">');
    expect(content).toContain('<img src="/img/real.png" alt="A photo">');
  });

  it('indexes a page without <main> by its <article>, else its <body>, and says which', () => {
    expect(searchableDocument('<body><nav>x</nav><article><p>Post</p></article></body>', '')).toMatchObject({
      root: 'article',
      content: expect.stringContaining('<main><p>Post</p> </main>'),
    });
    expect(searchableDocument('<body><p>Loose</p></body>', '')).toMatchObject({
      root: 'body',
      content: expect.stringContaining('<main><p>Loose</p> </main>'),
    });
  });

  it('tags each page with what its results can be narrowed to, as Pagefind filters: its scope and version', async () => {
    const html = '<html lang="en"><body><main><h1>Intro</h1><p>Hovercraft float on air</p></main></body></html>';
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-filters-'));
    const filters = {scope: 'Documentation', version: '1.0'};
    await indexDocuments(
      [{url: '/docs/1.0/intro', content: searchableDocument(html, '', filters)?.content ?? ''}],
      outDir,
    );
    const [fragment] = fragments(outDir).map((entry) => entry as unknown as {filters: Record<string, string[]>});
    expect(fragment?.filters).toEqual({scope: ['Documentation'], version: ['1.0']});
  }, 60_000);

  it("leaves a live code block's source out, and keeps its rendered preview", async () => {
    const html =
      '<html><body><main><h1>Hero</h1><div class="playgroundContainer_IiOn"><div class="playgroundEditor_jrHj"><pre>&lt;section className="container"&gt;&lt;Hero title="Launch" /&gt;</pre></div><div class="playgroundPreview_GgQq"><section><h2>Launch day</h2></section></div></div></main></body></html>';
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-live-'));
    await indexDocuments([{url: '/hero', content: searchableDocument(html, '')?.content ?? ''}], outDir);
    const [fragment] = fragments(outDir);
    expect(fragment?.content).toContain('Launch day');
    expect(fragment?.content).not.toMatch(/className|<section|container/);
  }, 60_000);

  it('keeps words apart across table cells, list items and blocks that the minifier left unclosed', async () => {
    const html =
      '<html><body><main><table><thead><tr><th>Prop<th>Type<th>Default<tbody><tr><td><code>children</code><td>ReactNode</table><ul><li>one<li>two</ul></main></body></html>';
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-cells-'));
    await indexDocuments([{url: '/ref', content: searchableDocument(html, '')?.content ?? ''}], outDir);
    const [fragment] = fragments(outDir);
    for (const word of ['Prop', 'Type', 'Default', 'children', 'ReactNode', 'one', 'two']) {
      // A word of code ends with the mark that shows it as code in excerpts.
      expect(fragment?.content, word).toMatch(new RegExp(`(^|[\\s.])${word}${CODE_WORD_MARK}?([\\s.]|$)`));
    }
  }, 60_000);

  it('marks each word of inline code and code blocks for the excerpts, and indexes the word itself', async () => {
    const html =
      '<html><body><main><p>Set <code>hideOnScroll</code> in</p><pre><code><span>navbar:</span> <span>{hidden}</span></code></pre></main></body></html>';
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-code-'));
    await indexDocuments([{url: '/ref', content: searchableDocument(html, '')?.content ?? ''}], outDir);
    const [fragment] = fragments(outDir);
    const mark = CODE_WORD_MARK;
    expect(fragment?.content).toContain(`Set hideOnScroll${mark} in`);
    expect(fragment?.content).toContain(`navbar:${mark} {hidden}${mark}`);
    // The vocabulary is read from the same text: the words of code are there, without the mark.
    expect(searchVocabulary(outDir)).toEqual(expect.arrayContaining(['hideonscroll', 'navbar', 'hidden']));
  }, 60_000);

  it('gives each page its section headings and its summary as metadata, which Pagefind ranks above body text', async () => {
    const html =
      '<html lang="en"><head><title>Theme configuration</title><meta name="description" content="The settings,  code colours and dark mode."></head>' +
      '<body><main><h1>Theme configuration</h1><p>Intro</p><h2 id="code">Code <a class="hash-link" href="#code">#</a></h2><p>Colours.</p>' +
      '<h3 id="prism">The <code>prism</code> setting</h3><p>More.</p><h4 id="deep">Deep</h4><h2 id="dark-mode">Dark mode</h2><p>Modes.</p></main></body></html>';
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-meta-'));
    await indexDocuments(
      [{url: '/docs/theme-config', content: searchableDocument(html, 'Reference')?.content ?? ''}],
      outDir,
    );
    expect(fragments(outDir)[0]?.meta).toEqual({
      title: 'Theme configuration',
      section: 'Reference',
      [SEARCH_HEADINGS_META]: 'Code · The prism setting · Dark mode',
      [SEARCH_DESCRIPTION_META]: 'The settings, code colours and dark mode.',
    });
    // A page without either has neither: no empty field to match.
    expect(searchableDocument(page('Intro', 'Text'), '')?.content).not.toMatch(
      /data-pagefind-meta="(headings|description)/,
    );
  }, 60_000);
});
