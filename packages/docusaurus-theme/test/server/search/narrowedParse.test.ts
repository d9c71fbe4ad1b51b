// @vitest-environment node

import {Parser, parseDocument} from 'htmlparser2';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {searchablePage, searchableParts} from '../../../src/server/search/pageText';
import {parsePage} from '../../../src/server/site/builtPages';
import {fromWholeTree, SEARCHED, sameAsWholeParse} from './wholeParse';

const info = {url: '/docs/page', section: 'Documentation', filters: {scope: 'docs', version: '2.0'}};

/** A docs page as Docusaurus lays it out: a long sidebar before the content, scripts around it. */
const sidebar = Array.from(
  {length: 40},
  (_, index) =>
    `<li class="menu__list-item"><a class="menu__link" href="/docs/p${index}">Sidebar entry ${index} <svg><title>External</title></svg></a></li>`,
).join('');

const PAGES: Record<string, string> = {
  'a docs page': `<!doctype html><html lang="fr" dir="ltr"><head><meta charset="utf-8"><title>Guide | Site</title><meta name="description" content="How  the guide
    works."><script>colourMode()</script><link rel="preload" href="/a.js"></head><body><script>announce()</script><div id="__docusaurus"><nav>Menu<script>navbar()</script></nav><aside><ul>${sidebar}</ul></aside><main class="docMain" data-x="1"><article><h1>Guide</h1><p>Hovercraft float &amp; glide.<!-- a note --></p><h2 id="more">More</h2><p>Over <code>water</code>.</p><script>inMain()</script></article></main><footer>Footer text</footer></div><script src="/main.js"></script></body></html>`,
  'a page without a <main>, indexed from its <article>': `<!doctype html><html lang="en"><head><title>Home</title></head><body><div id="__docusaurus"><nav>${sidebar}</nav><article><h1>Home</h1><p>Welcome aboard.</p></article></div></body></html>`,
  'a page without a <main> or an <article>, indexed from its <body>': `<html><head><title>Bare</title></head><body><p>Only a body.</p></body></html>`,
  'a <main> in a <template> before the real one': `<html lang="de"><head><title>T</title></head><body><template><main><p>Never shown</p></main></template><main><p>The content.</p></main></body></html>`,
  'a page whose first <title> is in an SVG (no <head>)': `<html><body><nav><svg><title>Logo</title></svg></nav><main><h2 id="a">Part</h2><p>Text.</p></main></body></html>`,
  'two <main> elements': `<html><head><title>Two</title></head><body><main><p>First.</p></main><div><main><p>Second.</p></main></div></body></html>`,
  'a page with no element to index': `<!doctype html><html><head><title>Empty</title></head></html>`,
};

describe('the search parse, building only the parts of the tree it reads', () => {
  for (const [name, html] of Object.entries(PAGES)) {
    it(`gives the documents and scripts the whole tree gives: ${name}`, () => {
      expect(searchablePage(html, info)).toEqual(fromWholeTree(html, info));
    });
  }

  it('leaves the sidebar and the navbar out of the tree, and keeps every inline script of the page', () => {
    const html = PAGES['a docs page'] as string;
    const {document, inlineScripts} = parsePage(html, SEARCHED);
    const names = (nodes: typeof document.children): string[] =>
      nodes.flatMap((node) => ('attribs' in node ? [node.name, ...names(node.children)] : []));
    expect(names(document.children)).not.toContain('aside');
    expect(names(document.children)).not.toContain('nav');
    expect(names(document.children)).toContain('article');
    expect(inlineScripts.map(({text}) => text)).toEqual(['colourMode()', 'announce()', 'navbar()', 'inMain()']);
  });

  it('splits a long page into the same parts', () => {
    const long = `<html><head><title>Long</title></head><body><nav>${sidebar}</nav><main><h1>Long</h1>${Array.from(
      {length: 30},
      (_, index) => `<h2 id="s${index}">Section ${index}</h2><p>${'Words about hovercraft. '.repeat(20)}</p>`,
    ).join('')}</main></body></html>`;
    const narrowed = parsePage(long, SEARCHED).document;
    const whole = parseDocument(long, {lowerCaseTags: true, lowerCaseAttributeNames: true});
    const parts = searchableParts(narrowed, info.section, info.url, 1_000);
    expect(parts?.parts.length).toBeGreaterThan(5);
    expect(parts).toEqual(searchableParts(whole, info.section, info.url, 1_000));
  });
});

/**
 * Docs pages whose navbar and sidebar hold what a site may put there, as the search parse meets
 * them: content it passes over (plainContent.ts) and content it must parse.
 */
const layout = (navbar: string, aside: string, before = '') =>
  `<!doctype html><html lang="en"><head><title>Page | Site</title><link rel="stylesheet" href="/a.css"></head><body>${before}<div id="__docusaurus"><nav aria-label=Main class="navbar">${navbar}</nav><div class=main-wrapper><aside class="sidebar">${aside}</aside><main><article><h1>Page</h1><p>Hovercraft text.</p><nav aria-label=Breadcrumbs><a href=/>Home</a></nav></article></main></div><footer>F</footer></div><script src="/main.js"></script></body></html>`;

const MINIFIED_SIDEBAR = `<nav class="menu"><ul><li><a href=/docs/a>A</a><li><a href=/docs/b/>B</a><ul><li>Deep</ul></ul></nav>`;

const PLAIN: Record<string, string> = {
  'a minified sidebar (end tags left out, unquoted values)': layout(
    '<a href=/ class=brand>Brand</a>',
    MINIFIED_SIDEBAR,
  ),
  'svg icons closed by />': layout(
    '<svg viewBox="0 0 9 9"><path d="M0 0"/><g><circle r=1 /></g></svg>',
    MINIFIED_SIDEBAR,
  ),
  "React's comments": layout('<!-- --><span>x</span><!--$--><b>y</b><!--/$-->', MINIFIED_SIDEBAR),
  'a <p> left open before the navbar, which the navbar closes': `<html><head><title>T</title></head><body><p>Open<nav><a href=/>Home</a></nav><main><p>Content.</p></main></body></html>`,
};

const NOT_PLAIN: Record<string, string> = {
  'a script in the navbar': layout('<a href=/>Home</a><script>navbar()</script>', MINIFIED_SIDEBAR),
  'a link in the sidebar': layout('<a href=/>Home</a>', `<link rel=preload href=/b.js>${MINIFIED_SIDEBAR}`),
  'a title in the navbar, before the page has one': `<html><body><nav><svg><title>Logo</title></svg></nav><main><p>Text.</p></main></body></html>`,
  'a stray end tag in the sidebar': layout('<a href=/>Home</a>', '<div>x</div></div><p>After</p>'),
  'a self-closing svg in the navbar': layout('<svg/><a href=/>Home</a>', MINIFIED_SIDEBAR),
  'a <nav> in a script before the navbar': layout(
    '<a href=/>Home</a>',
    MINIFIED_SIDEBAR,
    '<script>document.write("<nav>"); var a = "<aside>"; run("</nav>");</script>',
  ),
  'a <nav> in a comment': layout('<a href=/>Home</a>', MINIFIED_SIDEBAR, '<!-- <nav><script>x()</script></nav> -->'),
  'a navbar in the <head>': `<html><head><title>T</title><nav><meta name="description" content="In the head"></nav></head><body><main><p>Text.</p></main></body></html>`,
  'a sidebar in a <template>': `<html><head><title>T</title></head><body><template><aside><p>Hidden</p></aside></template><main><p>Text.</p></main></body></html>`,
};

describe('the search parse passes over the navbar and the sidebar when their content is plain', () => {
  const written = () => {
    const write = vi.spyOn(Parser.prototype, 'write');
    return () => write.mock.calls.map(([chunk]) => chunk).join('');
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const [name, html] of Object.entries({...PLAIN, ...NOT_PLAIN})) {
    it(`gives the documents and scripts the whole tree gives: ${name}`, () => {
      expect(searchablePage(html, info)).toEqual(fromWholeTree(html, info));
      expect(sameAsWholeParse(html, info)).toBe(true);
    });
  }

  it('does not give the parser the content of a plain navbar or sidebar', () => {
    const html = PLAIN['a minified sidebar (end tags left out, unquoted values)'] as string;
    const given = written();
    parsePage(html, SEARCHED);
    expect(given()).not.toContain('/docs/b/');
    expect(given()).not.toContain('Brand');
    // The breadcrumbs' <nav> is in the <main>: the search reads it, so the parser gets it.
    expect(given()).toContain('<nav aria-label=Breadcrumbs><a href=/>Home</a></nav>');
  });

  it('gives the parser the content that is not plain, and passes over a plain element in it', () => {
    const html = NOT_PLAIN['a link in the sidebar'] as string;
    const given = written();
    parsePage(html, SEARCHED);
    expect(given()).toContain('<aside class="sidebar"><link rel=preload href=/b.js><nav class="menu"></nav></aside>');
  });
});
