// @vitest-environment node
import * as fs from 'node:fs';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {CSP_FILE, writeContentSecurityPolicyStep} from '../../../src/server/csp';
import {writeLlmsFilesStep} from '../../../src/server/llms';
import {writeSearchIndexStep} from '../../../src/server/search';
import type {SitePage} from '../../../src/server/site/pages';
import {runPostBuildSteps} from '../../../src/server/site/postBuild';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return {...actual, readFileSync: vi.fn(actual.readFileSync)};
});

const doc = (title: string) =>
  `<!doctype html><html lang=en><head><title>${title}</title><script>document.documentElement.dataset.theme="light"</script></head><body><div id=__docusaurus><main><article><div class="theme-doc-markdown markdown"><h1>${title}</h1><p>About ${title}.</p></div></article></main></div></body></html>`;

/** A built site of two docs and a 404 page (which no step but the policy's reads). */
function builtSite() {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-post-build-reads-'));
  mkdirSync(path.join(siteDir, 'node_modules'));
  const outDir = path.join(siteDir, 'build');
  mkdirSync(path.join(outDir, 'docs'), {recursive: true});
  writeFileSync(path.join(outDir, 'docs', 'intro.html'), doc('Intro'));
  writeFileSync(path.join(outDir, 'docs', 'guide.html'), doc('Guide'));
  writeFileSync(path.join(outDir, '404.html'), doc('Not found'));
  const page = (permalink: string, title: string, sidebarIndex: number): SitePage => ({
    kind: 'doc',
    permalink,
    title,
    section: 'Documentation',
    listed: true,
    ownImage: false,
    sidebarIndex,
  });
  return {outDir, siteDir, pages: [page('/docs/intro', 'Intro', 0), page('/docs/guide', 'Guide', 1)]};
}

describe('the post-build steps together', () => {
  it('read each built page from disk once: the search, the twins and the policy share the read', async () => {
    const {outDir, siteDir, pages} = builtSite();
    const siteConfig = {title: 'Site', tagline: '', url: 'https://example.com', baseUrl: '/', trailingSlash: undefined};
    const input = {outDir, siteDir, siteConfig: siteConfig as never, pages};
    vi.mocked(fs.readFileSync).mockClear();
    await runPostBuildSteps([writeSearchIndexStep, writeLlmsFilesStep], input);
    await runPostBuildSteps([writeContentSecurityPolicyStep], input);
    const htmlReads = vi
      .mocked(fs.readFileSync)
      .mock.calls.map(([file]) => String(file))
      .filter((file) => file.startsWith(outDir) && file.endsWith('.html'))
      .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
      .sort();
    expect(htmlReads).toEqual(['404.html', 'docs/guide.html', 'docs/intro.html']);
    // What they wrote is what each would write alone: the twins and the policy with the pages' script.
    expect(fs.readFileSync(path.join(outDir, 'docs', 'intro.md'), 'utf8')).toBe('# Intro\n\nAbout Intro.\n');
    expect(JSON.parse(fs.readFileSync(path.join(outDir, CSP_FILE), 'utf8')).scriptHashes).toHaveLength(1);
  }, 60_000);
});
