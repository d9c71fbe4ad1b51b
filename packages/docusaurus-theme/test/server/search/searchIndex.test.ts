// @vitest-environment node
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  indexDocuments,
  indexedPart,
  resultUrl,
  SEARCH_INDEXES_KEPT,
  withSectionMeta,
  writeSearchIndex,
} from '../../../src/server/search/searchIndex';
import {htmlFileForPermalink} from '../../../src/server/site/builtFiles';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Menu</nav><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
}

function builtSite(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-'));
  mkdirSync(path.join(outDir, 'docs'));
  writeFileSync(path.join(outDir, 'index.html'), page('Home', 'Welcome aboard'));
  writeFileSync(path.join(outDir, 'docs', 'intro.html'), page('Intro', 'Hovercraft float on air'));
  writeFileSync(path.join(outDir, '404.html'), page('Not found', 'Nothing here'));
  return outDir;
}

describe('the search index', () => {
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
    expect(withSectionMeta('<main class="x"><h1>T</h1></main>', 'Docs "A" & B')).toBe(
      '<main class="x"><span hidden data-pagefind-meta="section:Docs &quot;A&quot; &amp; B"></span><h1>T</h1></main>',
    );
    expect(withSectionMeta('<main><h1>T</h1></main>', '')).toBe('<main><h1>T</h1></main>');
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
    expect(indexed).toEqual({pages: 2, fromCache: false});
    const files = readdirSync(path.join(outDir, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-entry.json');
    expect(readdirSync(path.join(outDir, 'pagefind', 'fragment'))).toHaveLength(2);
    expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
    expect(existsSync(path.join(outDir, 'pagefind', 'index'))).toBe(true);
  }, 60_000);

  it('reuses the last index when the pages are the same, and builds a new one when one changed', async () => {
    const cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'hk-search-cache-')), 'search-index');
    const pages = [
      {permalink: '/docs/intro', section: 'Documentation'},
      {permalink: '/', section: ''},
    ];
    const site = {baseUrl: '/', trailingSlash: undefined};
    const first = builtSite();
    expect(await writeSearchIndex(first, pages, site, cacheDir)).toEqual({pages: 2, fromCache: false});
    expect(readdirSync(cacheDir), 'the cache keeps one index').toHaveLength(1);

    const same = builtSite();
    expect(await writeSearchIndex(same, pages, site, cacheDir)).toEqual({pages: 2, fromCache: true});
    const entry = (dir: string) => readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8');
    expect(entry(same)).toBe(entry(first));
    expect(readdirSync(path.join(same, 'pagefind', 'fragment'))).toHaveLength(2);

    const changed = builtSite();
    writeFileSync(path.join(changed, 'docs', 'intro.html'), page('Intro', 'Hovercraft glide on water'));
    expect(await writeSearchIndex(changed, pages, site, cacheDir)).toEqual({pages: 2, fromCache: false});
    expect(readdirSync(cacheDir), 'both indexes are kept').toHaveLength(2);
    expect(await writeSearchIndex(builtSite(), [pages[0] as (typeof pages)[number]], site, cacheDir)).toEqual({
      pages: 1,
      fromCache: false,
    });
  }, 60_000);

  it(`keeps the ${SEARCH_INDEXES_KEPT} indexes most recently used`, async () => {
    const cacheDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'hk-search-cache-')), 'search-index');
    const site = {baseUrl: '/', trailingSlash: undefined};
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
    expect(readdirSync(cacheDir)).toHaveLength(SEARCH_INDEXES_KEPT);
    expect(await buildWith(`version ${SEARCH_INDEXES_KEPT}`), 'the newest is kept').toEqual({
      pages: 1,
      fromCache: true,
    });
    expect(await buildWith('version 0'), 'the oldest is gone').toEqual({pages: 1, fromCache: false});
  }, 120_000);

  it('gives Pagefind only the part of each page it reads, and Pagefind writes the same index', async () => {
    // A sidebar of many links, and metadata and filters outside <main>, which Pagefind ignores.
    const sidebar = Array.from({length: 200}, (_, n) => `<li><a href="/docs/p${n}">Page ${n}</a></li>`).join('');
    const wholePage = (body: string) =>
      `<!doctype html><html lang=en><head><title>Intro | Site</title><meta data-pagefind-meta="image[content]" content="/a.png"></head><body data-pagefind-filter="kind:doc"><nav><ul>${sidebar}</ul></nav><main><h1>Intro</h1><p>${body}</p><a class="hash-link" href="#x">#</a></main><footer>Footer text</footer></body></html>`;
    const html = withSectionMeta(wholePage('Hovercraft float on air'), 'Guides');
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-part-'));
    const indexes = {whole: path.join(outDir, 'whole'), part: path.join(outDir, 'part')};
    await indexDocuments([{url: '/docs/intro', content: html}], indexes.whole);
    await indexDocuments([{url: '/docs/intro', content: indexedPart(html)}], indexes.part);
    const files = (dir: string) =>
      readdirSync(dir, {recursive: true, withFileTypes: true})
        .filter((entry) => entry.isFile())
        .map((entry) => [
          path.relative(dir, path.join(entry.parentPath, entry.name)),
          readFileSync(path.join(entry.parentPath, entry.name)).toString('base64'),
        ])
        .sort();
    const [whole, part] = [files(indexes.whole), files(indexes.part)];
    expect(whole?.length).toBeGreaterThan(2);
    expect(part).toEqual(whole);
  }, 60_000);

  it("keys the cache by what Pagefind reads, not by the names of the build's scripts", () => {
    const html = (script: string, body: string) =>
      `<!doctype html><html lang=en dir=ltr><head><title>Intro | Site</title><script src=/assets/js/${script}.js defer></script></head><body><main><h1>Intro</h1><p>${body}</p></main></body></html>`;
    expect(indexedPart(html('runtime~main.55ddd2b1', 'Text'))).toBe(indexedPart(html('runtime~main.8ed79876', 'Text')));
    expect(indexedPart(html('a', 'Text'))).not.toBe(indexedPart(html('a', 'Other text')));
    expect(indexedPart(html('a', 'Text'))).toBe(
      '<!doctype html><html lang="en"><head><title>Intro | Site</title></head><body><main><h1>Intro</h1><p>Text</p></main></body></html>',
    );
    expect(indexedPart(html('a', 'x').replace('lang=en', 'lang="fr"'))).toMatch(/<html lang="fr">/);
    expect(indexedPart('<p>no main</p>')).toBe('<p>no main</p>');
    expect(indexedPart('<main-menu>x</main-menu><main id=m>y</main>')).toMatch(/<body><main id=m>y<\/main><\/body>/);
  });
});
