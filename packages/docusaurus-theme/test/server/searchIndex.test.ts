// @vitest-environment node
import {existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFileForPermalink, resultUrl, withSectionMeta, writeSearchIndex} from '../../src/server/searchIndex';

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
    expect(indexed).toBe(2);
    const files = readdirSync(path.join(outDir, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-entry.json');
    expect(readdirSync(path.join(outDir, 'pagefind', 'fragment'))).toHaveLength(2);
    expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
    expect(existsSync(path.join(outDir, 'pagefind', 'index'))).toBe(true);
  }, 60_000);
});
