// @vitest-environment node
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {writeSearchIndexStep} from '../../../src/server/search';
import type {SitePage} from '../../../src/server/site/pages';

/** A built site whose home page has no <main> (as the classic template's own home page may not) and a doc that has one. */
function builtSite(): {outDir: string; siteDir: string; pages: SitePage[]} {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-step-'));
  mkdirSync(path.join(siteDir, 'node_modules'));
  const outDir = path.join(siteDir, 'build');
  mkdirSync(path.join(outDir, 'docs'), {recursive: true});
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<html lang="en"><body><nav>Menu</nav><header><h1>Home</h1><p>Welcome aboard</p></header></body></html>',
  );
  writeFileSync(
    path.join(outDir, 'docs', 'intro.html'),
    '<html lang="en"><body><main><h1>Intro</h1><p>Hovercraft float on air</p></main></body></html>',
  );
  const page = (kind: SitePage['kind'], permalink: string, title: string): SitePage => ({
    kind,
    permalink,
    title,
    section: '',
    listed: true,
    ownImage: false,
  });
  return {outDir, siteDir, pages: [page('home', '/', 'Home'), page('doc', '/docs/intro', 'Intro')]};
}

/** Runs the step on a built site; returns its log line and what it logged, without colours and the logger's label. */
async function runStep({outDir, siteDir, pages}: ReturnType<typeof builtSite>) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const text = (calls: unknown[][]) =>
    calls.map((call) =>
      call
        .join(' ')
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g'), '')
        .replace(/^\[(INFO|WARNING)\] /, ''),
    );
  try {
    const line = await writeSearchIndexStep({
      outDir,
      siteDir,
      siteConfig: {baseUrl: '/', trailingSlash: undefined} as never,
      pages,
    });
    return {line: line?.('1 s'), warnings: text(warn.mock.calls), notes: text(info.mock.calls)};
  } finally {
    warn.mockRestore();
    info.mockRestore();
  }
}

describe("the search step's build log", () => {
  it('names a page without <main> at info level, not as a warning: it was indexed all the same', async () => {
    const {line, warnings, notes} = await runStep(builtSite());
    expect(line).toMatch(/^Search index: 2 pages/);
    expect(warnings, 'a page indexed by its <body> is no problem of the site').toEqual([]);
    expect(notes).toEqual([
      '[@hoverkraft/docusaurus-theme] Search: 1 page(s) have no <main>, so their <article> or <body> was indexed: /.',
    ]);
  }, 60_000);

  it('still warns about a page with nothing to index: it cannot be found', async () => {
    const site = builtSite();
    writeFileSync(path.join(site.outDir, 'index.html'), '<html lang="en"></html>');
    const {warnings} = await runStep(site);
    expect(warnings).toEqual([
      '[@hoverkraft/docusaurus-theme] Search: 1 page(s) have no content to index and cannot be found: /.',
    ]);
  }, 60_000);
});
