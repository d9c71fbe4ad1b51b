import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {parsePage} from '../../packages/docusaurus-theme/src/server/site/builtPages';
import {SEARCHED, sameAsWholeParse} from '../../packages/docusaurus-theme/test/server/search/wholeParse';

/**
 * The search step's parse (builtPages.ts's `parsePage` with parts) on every page of this site's
 * build: it passes over the navbar's and the docs sidebar's content (server/site/plainContent.ts),
 * and must give what parsing the whole page gives. The theme's unit tests check the same on
 * pages made for them; here it is the markup React and the minifier really wrote.
 */
const buildDir = path.resolve(__dirname, '../build');
const info = {url: '/page', section: 'Documentation', filters: {scope: 'docs'}};

let pages: [string, string][] = [];

beforeAll(() => {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no build: run npm run build --workspace website first`);
  }
  pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => [file, readFileSync(path.join(buildDir, file), 'utf8')]);
});

describe("the search parse on this site's built pages", () => {
  it('gives every page the documents, scripts and linking tags that parsing the whole page gives', () => {
    expect(pages.length).toBeGreaterThan(40);
    const differing = pages.filter(([, html]) => !sameAsWholeParse(html, info));
    expect(differing.map(([file]) => file)).toEqual([]);
  });

  it("passes over the docs sidebar's content on every docs page", () => {
    const docs = pages.filter(([file]) => file.startsWith('docs/') && file !== 'docs/index.html');
    expect(docs.length).toBeGreaterThan(20);
    // From the sidebar's opening tag to the <main>'s: the sidebar, and a few wrapper tags.
    const sidebarLength = (html: string) => html.search(/<main[\s>]/) - html.search(/<aside[\s>]/);
    const parsedWhole = docs
      .map(([file, html]) => ({file, sidebar: sidebarLength(html), passedOver: parsePage(html, SEARCHED).passedOver}))
      .filter(({sidebar, passedOver}) => !(sidebar > 1_000 && passedOver >= sidebar * 0.9));
    expect(parsedWhole).toEqual([]);
  });
});
