// @vitest-environment node
import * as fs from 'node:fs';
import {mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseDocument} from 'htmlparser2';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  BuiltPages,
  inlineScripts,
  linklessDigest,
  linklessScriptsKey,
  parsePage,
  scriptsKeyOf,
  tokenizePage,
} from '../../../src/server/site/builtPages';
import {parseAsTheSearchStep} from '../search/parseAsTheSearchStep';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return {...actual, readFileSync: vi.fn(actual.readFileSync)};
});

const readsOf = (file: string) => vi.mocked(fs.readFileSync).mock.calls.filter(([read]) => read === file).length;

const PAGE = `<!doctype html><html lang=en><head><title>A &amp; B</title><script>document.documentElement.dataset.theme="dark"</script><script type=application/ld+json>{"a":1}</script></head><body><div id=__docusaurus><main><h1>A</h1><p>x &lt; y</p><script type=module>import "/x.js";</script></main></div></body></html>`;

function builtPage(html = PAGE): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'built-pages-')), 'index.html');
  writeFileSync(file, html);
  return file;
}

afterEach(() => {
  vi.mocked(fs.readFileSync).mockClear();
});

describe('the built pages the post-build steps share', () => {
  it('parses a page once into the tree parseDocument gives and the scripts inlineScripts finds', () => {
    const {document, inlineScripts: scripts} = parsePage(PAGE);
    expect(document).toEqual(parseDocument(PAGE, {lowerCaseTags: true, lowerCaseAttributeNames: true}));
    expect(scripts).toEqual(inlineScripts(PAGE));
    expect(scripts.map(({inHead}) => inHead)).toEqual([true, false]);
  });

  it('reads a script tag with a character reference as the policy step does, undecoded', () => {
    // Decoded, the type would read "text/javascript"; the policy step reads attributes as written.
    const html = '<html><head><script type="text&#47;javascript">run()</script><script>go()</script></head></html>';
    expect(parsePage(html).inlineScripts).toEqual(inlineScripts(html));
    expect(parsePage(html).inlineScripts).toEqual([{text: 'go()', inHead: true}]);
  });

  it('keys a page by its HTML less its linking tags when each is a tag the tokenizer read', () => {
    const linked = (chunk: string) =>
      PAGE.replace(
        '<title>',
        `<LINK rel=preload href="/assets/js/main.${chunk}.js" as='script' /><script defer src=/assets/js/main.${chunk}.js></script ><title>`,
      );
    const before = tokenizePage(linked('aaaa'));
    expect(before.key).toBe(linklessScriptsKey(linked('bbbb')));
    expect(before.key).toBe(linklessScriptsKey(PAGE.replace('<title>', '<link><script src></script><title>')));
    expect(before.key, 'the parse the search step shares keys it alike').toBe(
      scriptsKeyOf(linked('aaaa'), parsePage(linked('aaaa')).linkingTagStarts),
    );
    expect(before.key).not.toBe(linklessScriptsKey(PAGE));
    expect(tokenizePage(linked('aaaa'), linklessDigest(linked('aaaa'))), 'given the digest it made before').toEqual(
      before,
    );
    expect(before.key, 'an inline script is no linking tag').not.toBe(
      linklessScriptsKey(linked('aaaa').replace('<script defer src=', '<script defer data-src=')),
    );
  });

  it.each([
    ['a script', '<script>x("<link rel=a href=/a.css>")</script>'],
    ['a comment', '<!-- <link rel=a href=/a.css> -->'],
    ['a title', '<title><link rel=a href=/a.css></title>'],
    ['a textarea', '<textarea><script src=/a.js></script></textarea>'],
  ])('keys a page by its whole HTML when a linking tag sits in %s', (_, part) => {
    const html = PAGE.replace('<body>', `<body>${part}`);
    expect(tokenizePage(html).key).not.toBe(linklessScriptsKey(html));
    expect(tokenizePage(html).key).toBe(scriptsKeyOf(html, parsePage(html).linkingTagStarts));
    expect(tokenizePage(html, linklessDigest(html)).key, 'given the linkless digest').toBe(tokenizePage(html).key);
  });

  it('reads a page from disk once for two steps that expect it, then lets its text go', () => {
    const file = builtPage();
    const pages = new BuiltPages();
    pages.expect([file]);
    pages.expect([file]);
    expect(pages.read(file)).toBe(PAGE);
    expect(pages.read(file)).toBe(PAGE);
    expect(readsOf(file)).toBe(1);
    // No step expects it any more: a third read goes to the disk.
    pages.read(file);
    expect(readsOf(file)).toBe(2);
  });

  it('keeps for a step only the part of the page it said it reads', () => {
    const file = builtPage();
    const pages = new BuiltPages();
    const mainOnly = (html: string) => html.slice(html.indexOf('<main>'), html.indexOf('</main>') + '</main>'.length);
    pages.expect([file]);
    pages.expect([file], mainOnly);
    expect(pages.read(file)).toBe(PAGE);
    expect(pages.read(file, mainOnly)).toBe(mainOnly(PAGE));
    expect(readsOf(file)).toBe(1);
  });

  it("gives the policy step a parsed page's scripts without reading it again", () => {
    const file = builtPage();
    const pages = new BuiltPages();
    parseAsTheSearchStep(pages, file);
    expect(pages.pageScripts(file)).toEqual({rendered: true, scripts: inlineScripts(PAGE)});
    expect(readsOf(file)).toBe(1);
  });

  it('reads a page rewritten since it was parsed again, for its new scripts', () => {
    const file = builtPage();
    const pages = new BuiltPages();
    parseAsTheSearchStep(pages, file);
    const rewritten = PAGE.replace('dark', 'light!');
    writeFileSync(file, rewritten);
    expect(pages.pageScripts(file)).toEqual({rendered: true, scripts: inlineScripts(rewritten)});
    expect(readsOf(file)).toBe(2);
  });

  it('tells a file a plugin wrote after the build from a page Docusaurus rendered', () => {
    const file = builtPage('<html><head><script>location.href="/new"</script></head></html>');
    expect(new BuiltPages().pageScripts(file)).toEqual({
      rendered: false,
      scripts: [{text: 'location.href="/new"', inHead: true}],
    });
  });
});
