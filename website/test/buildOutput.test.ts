import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {BASE_URL, BLOG_POST_SLUG, MAIN_DOC_ID, SPEC_ROUTES} from '../siteConstants';

const websiteDir = path.resolve(__dirname, '..');
const buildDir = path.join(websiteDir, 'build');

/** With trailingSlash: false, a route /a/b is written to a/b.html, and the home page to index.html. */
function fileForRoute(route: string): string {
  return path.join(buildDir, route === '' ? 'index.html' : `${route}.html`);
}

beforeAll(() => {
  // The test command builds once before the tests; run alone, this test builds the site itself.
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], {cwd: websiteDir, stdio: 'inherit'});
  }
});

describe('the production build', () => {
  it.each(SPEC_ROUTES.map((route) => [route || '(home)', route]))(
    'has a page for the spec route %s',
    (_label, route) => {
      const html = readFileSync(fileForRoute(route), 'utf8');
      // The HTML is minified, so attribute quotes are optional.
      const canonical = /<link [^>]*rel="?canonical"? [^>]*href="?([^" >]+)/.exec(html)?.[1];
      expect(canonical).toBe(`https://hoverkraft-tech.github.io${BASE_URL}${route}`);
      expect(html).toMatch(/<h1[^>]*>/);
    },
  );

  it('has a not-found page', () => {
    expect(readFileSync(path.join(buildDir, '404.html'), 'utf8')).toContain('Page Not Found');
  });

  it('sends /docs to the main doc', () => {
    const html = readFileSync(path.join(buildDir, 'docs', 'index.html'), 'utf8');
    expect(html).toContain(`${BASE_URL}docs/${MAIN_DOC_ID}`);
  });

  it.each(['rss.xml', 'atom.xml'])('publishes the blog feed %s with the post', (feed) => {
    expect(readFileSync(path.join(buildDir, 'blog', feed), 'utf8')).toContain(`blog/${BLOG_POST_SLUG}`);
  });

  it('has a sitemap that lists every spec route', () => {
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    for (const route of SPEC_ROUTES) {
      expect(sitemap).toContain(`<loc>https://hoverkraft-tech.github.io${BASE_URL}${route}</loc>`);
    }
  });
});
