// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {describe, expect, it, vi} from 'vitest';
import {CSP_FILE, scriptHash, writeContentSecurityPolicyStep} from '../../../src/server/csp';
import {PageScriptsCache, scriptsCacheDir} from '../../../src/server/csp/scriptsCache';
import {BuiltPages} from '../../../src/server/site/builtPages';
import {buildFolderCacheFile} from '../../../src/server/site/cache';
import {parseAsTheSearchStep} from '../search/parseAsTheSearchStep';

const page = (own: string) =>
  `<html><head><script>colourMode()</script></head><body><div id=__docusaurus></div><script>${own}</script></body></html>`;

/** A site folder with a node_modules (where the theme's caches go) and a build of `count` pages. */
function site(count: number) {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-csp-cache-'));
  mkdirSync(path.join(siteDir, 'node_modules'));
  const outDir = path.join(siteDir, 'build');
  mkdirSync(outDir);
  const files = Array.from({length: count}, (_, index) => {
    const file = path.join(outDir, `page-${index}.html`);
    writeFileSync(file, page(`own${index}()`));
    return file;
  });
  return {siteDir, outDir, files};
}

/** The policy step's reading of every page, through a fresh BuiltPages and the cache of the last build. */
function readAll(siteDir: string, outDir: string, files: string[], builtPages = new BuiltPages()) {
  const cache = PageScriptsCache.open(siteDir, outDir);
  const scripts = files.map((file) => builtPages.pageScripts(file, cache));
  cache.save();
  return {cache, scripts};
}

describe("the policy step's cache of inline scripts", () => {
  it('a rebuild whose pages are as before tokenizes none of them, and finds the same scripts', () => {
    const {siteDir, outDir, files} = site(3);
    const first = readAll(siteDir, outDir, files);
    expect(first.cache.tokenized).toBe(3);
    const second = readAll(siteDir, outDir, files);
    expect(second.cache.tokenized).toBe(0);
    expect(second.scripts).toEqual(first.scripts);
    expect(second.scripts[1]).toEqual({
      rendered: true,
      scripts: [
        {text: 'colourMode()', inHead: true},
        {text: 'own1()', inHead: false},
      ],
    });
  });

  it('a page whose bytes changed is tokenized again, and its new script is the one kept', () => {
    const {siteDir, outDir, files} = site(3);
    readAll(siteDir, outDir, files);
    writeFileSync(files[2] as string, page('changed()'));
    const again = readAll(siteDir, outDir, files);
    expect(again.cache.tokenized).toBe(1);
    expect(again.scripts[2]?.scripts.map(({text}) => text)).toEqual(['colourMode()', 'changed()']);
  });

  it('a rebuild whose bundler named the chunks differently tokenizes none of them', () => {
    const {siteDir, outDir, files} = site(3);
    const linked = (chunk: string, own: string) =>
      page(own).replace(
        '<head>',
        `<head><link rel="preload" href="/assets/js/runtime~main.${chunk}.js" as="script"><script src=/assets/js/runtime~main.${chunk}.js defer></script>`,
      );
    for (const [index, file] of files.entries()) {
      writeFileSync(file, linked('a4447a15', `own${index}()`));
    }
    const first = readAll(siteDir, outDir, files);
    // A build without the bundler's cache names the runtime chunk anew in every page.
    for (const [index, file] of files.entries()) {
      writeFileSync(file, linked('9032d0f8', `own${index}()`));
    }
    const second = readAll(siteDir, outDir, files);
    expect(second.cache.tokenized).toBe(0);
    expect(second.scripts).toEqual(first.scripts);
  });

  it('reads again a script whose text changed inside a link-shaped string', () => {
    const {siteDir, outDir, files} = site(2);
    const writer = (href: string) =>
      page(`document.write('<link rel="stylesheet" href="${href}">')`).replace(
        '<head>',
        `<head><link rel=stylesheet href=${href}>`,
      );
    writeFileSync(files[1] as string, writer('/a.css'));
    readAll(siteDir, outDir, files);
    writeFileSync(files[1] as string, writer('/b.css'));
    const again = readAll(siteDir, outDir, files);
    expect(again.cache.tokenized).toBe(1);
    expect(again.scripts[1]?.scripts.map(({text}) => text)).toEqual([
      'colourMode()',
      `document.write('<link rel="stylesheet" href="/b.css">')`,
    ]);
  });

  it('reads again a page whose linking tags moved, or became a script', () => {
    const {siteDir, outDir, files} = site(2);
    const head = '<head><link rel=preload href=/a.js as=script>';
    writeFileSync(files[0] as string, page('one()').replace('<head>', head));
    writeFileSync(files[1] as string, page('two()').replace('<head>', head));
    readAll(siteDir, outDir, files);
    // The same tag elsewhere, and a script with no source where the link was.
    writeFileSync(files[0] as string, page('one()').replace('<body>', '<body><link rel=preload href=/a.js as=script>'));
    writeFileSync(files[1] as string, page('two()').replace('<head>', '<head><script>three()</script>'));
    const again = readAll(siteDir, outDir, files);
    expect(again.cache.tokenized).toBe(2);
    expect(again.scripts[1]?.scripts.map(({text}) => text)).toEqual(['three()', 'colourMode()', 'two()']);
  });

  it('learns the pages another step parsed, without tokenizing them again', () => {
    const {siteDir, outDir, files} = site(2);
    const builtPages = new BuiltPages();
    for (const file of files) {
      parseAsTheSearchStep(builtPages, file);
    }
    expect(readAll(siteDir, outDir, files, builtPages).cache.tokenized).toBe(0);
    expect(readAll(siteDir, outDir, files).cache.tokenized, 'the next build finds them in the cache').toBe(0);
  });

  it('refuses a cache file edited since it was written, with a warning, and reads every page again', () => {
    const {siteDir, outDir, files} = site(2);
    readAll(siteDir, outDir, files);
    const file = buildFolderCacheFile(scriptsCacheDir(siteDir), outDir);
    writeFileSync(file, readFileSync(file, 'utf8').replace('own1()', 'evil()'));
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const again = readAll(siteDir, outDir, files);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not match their digest'));
      expect(again.cache.tokenized).toBe(2);
      expect(again.scripts[1]?.scripts.map(({text}) => text)).toEqual(['colourMode()', 'own1()']);
    } finally {
      warn.mockRestore();
    }
  });

  it("the policy follows a page's changed script on a rebuild", async () => {
    const {siteDir, outDir, files} = site(2);
    const step = () => writeContentSecurityPolicyStep({outDir, siteDir, pages: []} as never);
    const hashes = () =>
      (JSON.parse(readFileSync(path.join(outDir, CSP_FILE), 'utf8')) as {scriptHashes: string[]}).scriptHashes;
    await step();
    expect(hashes()).toEqual([scriptHash('colourMode()')]);
    // Every page gets the new script: the policy allows it, which a stale cache would not.
    for (const file of files) {
      writeFileSync(file, page('colourMode2()').replace('colourMode()', 'colourMode2()'));
    }
    await step();
    expect(hashes()).toEqual([scriptHash('colourMode2()')]);
  });
});
