// @vitest-environment node
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  auditInlineScripts,
  CSP_FILE,
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  usesLiveCodeBlocks,
  writeContentSecurityPolicyStep,
} from '../../../src/server/csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the build's Content-Security-Policy", () => {
  it('hashes the inline scripts a browser runs, exactly as written, and not data blocks or external scripts', () => {
    const colourMode = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
    const html = `<html><head><script type="application/ld+json">{"@type":"Thing"}</script><script src=/main.js defer></script></head><body><script>${colourMode}</script><script type=module>import "/x.js";</script></body></html>`;
    expect(inlineScripts(html).map(({text}) => scriptHash(text))).toEqual([
      sha256(colourMode),
      sha256('import "/x.js";'),
    ]);
  });

  it("allows the site's own scripts, Pagefind's WebAssembly and the hashed inline scripts, and no inline stylesheet", () => {
    expect(contentSecurityPolicy(["'sha256-abc='"])).toBe(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; style-src 'self'; style-src-attr 'unsafe-inline'; object-src 'none'; base-uri 'self'",
    );
  });

  it('asks for eval only when told to, for the live code blocks', () => {
    expect(contentSecurityPolicy([], {evaluate: true})).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval';/);
    expect(contentSecurityPolicy([])).not.toContain("'unsafe-eval'");
  });

  it('knows a site uses live code blocks from its themes, by name or with options', () => {
    expect(usesLiveCodeBlocks({themes: ['@docusaurus/theme-live-codeblock'], plugins: []})).toBe(true);
    expect(usesLiveCodeBlocks({themes: [['@docusaurus/theme-live-codeblock', {}]], plugins: []})).toBe(true);
    expect(usesLiveCodeBlocks({themes: ['@hoverkraft/docusaurus-theme'], plugins: []})).toBe(false);
    expect(usesLiveCodeBlocks(undefined)).toBe(false);
  });

  it('hashes the scripts of every rendered page and leaves out those content put in one page', () => {
    const shell = (scripts: string) =>
      `<html><head><script>colourMode()</script>${scripts}</head><body><div id="__docusaurus"></div></body></html>`;
    const audit = auditInlineScripts([
      {page: '404.html', html: shell('')},
      // A doc titled `</script><script>window.__xss=1</script>`: the breakout of stock's JSON-LD.
      {
        page: 'docs/breakout/index.html',
        html: shell('<script type="application/ld+json">{"name":"</script><script>window.__xss=1</script>"}'),
      },
      {page: 'docs/mdx/index.html', html: `${shell('')}<script>window.__mdx=1</script>`},
      // Written by a plugin after the build (a client redirect), not rendered by Docusaurus.
      {page: 'old/index.html', html: '<script>window.location.href="/new"</script>'},
    ]);
    expect(audit.hashes).toEqual([sha256('colourMode()'), sha256('window.location.href="/new"')].sort());
    expect(audit.unexpected).toEqual([
      {page: 'docs/breakout/index.html', text: 'window.__xss=1'},
      {page: 'docs/mdx/index.html', text: 'window.__mdx=1'},
    ]);
  });

  it('hashes the base-URL banner as a webpack site writes it too, its function first', () => {
    const banner =
      'function insertBanner(){var n=document.createElement("div");n.id="__docusaurus-base-url-issue-banner-container",document.body.prepend(n)}document.addEventListener("DOMContentLoaded",function(){void 0===window.docusaurus&&insertBanner()});';
    const audit = auditInlineScripts([
      {page: '404.html', html: '<head></head><div id="__docusaurus"></div>'},
      {page: 'index.html', html: `<head><script>${banner}</script></head><div id="__docusaurus"></div>`},
    ]);
    expect(audit).toEqual({hashes: [sha256(banner)], unexpected: []});
  });

  it("hashes Docusaurus's base-URL banner, which only the home page carries", () => {
    // As Docusaurus's HTML minifier leaves it.
    const banner =
      'document.addEventListener("DOMContentLoaded",function(){void 0===window.docusaurus&&insertBanner()});function insertBanner(){var n=document.createElement("div");n.id="__docusaurus-base-url-issue-banner-container",document.body.prepend(n)}';
    const audit = auditInlineScripts([
      {page: '404.html', html: '<head></head><div id="__docusaurus"></div>'},
      {page: 'index.html', html: `<head><script>${banner}</script></head><div id="__docusaurus"></div>`},
    ]);
    expect(audit).toEqual({hashes: [sha256(banner)], unexpected: []});
    const elsewhere = auditInlineScripts([
      {page: '404.html', html: '<head></head><div id="__docusaurus"></div>'},
      {page: 'docs/a/index.html', html: `<head><script>${banner}</script></head><div id="__docusaurus"></div>`},
    ]);
    expect(elsewhere.hashes, 'the banner is only ever on the home page').toEqual([]);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the left-out scripts in one warning, with the page and the first characters', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-csp-'));
    mkdirSync(path.join(outDir, 'docs'));
    writeFileSync(path.join(outDir, 'index.html'), '<div id=__docusaurus></div><script>a()</script>');
    writeFileSync(
      path.join(outDir, 'docs', 'a.html'),
      `<div id=__docusaurus></div><script>a()</script><script>window.__xss=1;${'x'.repeat(200)}</script>`,
    );
    writeFileSync(
      path.join(outDir, 'docs', 'b.html'),
      // A title that breaks out of the JSON-LD block does so from each field that repeats it: named once.
      '<div id=__docusaurus></div><script>a()</script><script>b()</script><script>b()</script>',
    );
    await writeContentSecurityPolicyStep({outDir, siteDir: outDir, pages: []} as never);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message.split('docs/b.html: "b()"')).toHaveLength(2);
    expect(message).toMatch(/^\S+ 2 inline script\(s\)/);
    expect(message).toContain('docs/a.html: "window.__xss=1;xxx');
    expect(message).not.toContain('x'.repeat(100));
    expect(message).toContain('docs/b.html: "b()"');
    const written = JSON.parse(readFileSync(path.join(outDir, CSP_FILE), 'utf8')) as {scriptHashes: string[]};
    expect(written.scriptHashes).toEqual([sha256('a()')]);
  });

  it('is written beside the pages, from every page of the build, each hash once', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-csp-'));
    mkdirSync(path.join(outDir, 'docs'));
    writeFileSync(
      path.join(outDir, 'index.html'),
      '<div id="__docusaurus"></div><script>a()</script><script>b()</script>',
    );
    writeFileSync(
      path.join(outDir, 'docs', 'intro.html'),
      '<div id="__docusaurus"></div><script>b()</script><script>a()</script>',
    );
    await writeContentSecurityPolicyStep({
      outDir,
      siteDir: outDir,
      siteConfig: {themes: ['@docusaurus/theme-live-codeblock']},
      pages: [],
    } as never);
    const written = JSON.parse(readFileSync(path.join(outDir, CSP_FILE), 'utf8')) as {
      policy: string;
      scriptHashes: string[];
    };
    expect(written.scriptHashes).toEqual([sha256('a()'), sha256('b()')].sort());
    expect(written.policy).toContain(`'wasm-unsafe-eval' 'unsafe-eval' ${written.scriptHashes.join(' ')};`);
  });
});
