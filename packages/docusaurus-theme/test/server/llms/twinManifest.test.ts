import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {writeLlmsFilesStep} from '../../../src/server/llms';
import {TWIN_MANIFEST_FILE, twinManifest, twinManifestKey} from '../../../src/server/llms/twinManifest';
import type {SitePage} from '../../../src/server/site/pages';
import {LLMS_ARTICLE_HTML} from './fixtures/llmsArticle';

const page = (permalink: string, overrides: Partial<SitePage> = {}): SitePage => ({
  kind: 'doc',
  permalink,
  title: 'A page',
  section: 'Documentation',
  listed: true,
  ownImage: false,
  ...overrides,
});

describe("the twins' manifest", () => {
  it('maps each page path, without its trailing slash, to the URL path of its twin', () => {
    expect(twinManifest([page('/base/docs/intro'), page('/base/docs/guide/')], '/base/')).toEqual({
      '/base/docs/intro': '/base/docs/intro.md',
      '/base/docs/guide': '/base/docs/guide.md',
    });
  });

  it('gives a page at the base URL its twin inside it, as the build writes it', () => {
    expect(twinManifest([page('/base/')], '/base/')).toEqual({'/base': '/base/index.md'});
    expect(twinManifest([page('/')], '/')).toEqual({'': '/index.md'});
  });

  it('holds paths percent-decoded, whichever way the site spells them', () => {
    expect(twinManifest([page('/docs/caf%C3%A9 menu'), page('/docs/日本語/')], '/')).toEqual({
      '/docs/café menu': '/docs/café menu.md',
      '/docs/日本語': '/docs/日本語.md',
    });
  });

  it('finds a requested path under the same key, however it is encoded and with or without the slash', () => {
    const key = twinManifestKey('/docs/café menu');
    expect(twinManifestKey('/docs/caf%C3%A9%20menu/')).toBe(key);
    expect(twinManifestKey('/docs/caf%c3%a9 menu')).toBe(key);
    expect(twinManifestKey('/docs/100%')).toBe('/docs/100%');
  });
});

describe('the llms build step', () => {
  let siteDir: string;
  let outDir: string;
  beforeAll(() => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'hk-twin-manifest-'));
    outDir = path.join(siteDir, 'build');
    mkdirSync(path.join(outDir, 'docs'), {recursive: true});
    writeFileSync(path.join(outDir, 'docs', 'intro.html'), LLMS_ARTICLE_HTML);
    writeFileSync(path.join(outDir, 'docs', 'tags.html'), '<html><body>A list of tags.</body></html>');
  });
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));

  const siteConfig = {
    title: 'Site',
    tagline: '',
    url: 'https://example.com',
    baseUrl: '/base/',
  } as LoadContext['siteConfig'];

  it('writes markdown-twins.json beside llms.txt, listing the twins written and no other page', async () => {
    const pages = [
      page('/base/docs/intro/', {sidebarIndex: 0}),
      // Not a doc or post, unlisted, or without built HTML: no twin, so not in the manifest.
      page('/base/docs/tags', {kind: 'page'}),
      page('/base/docs/secret', {listed: false}),
      page('/base/docs/missing'),
    ];
    await writeLlmsFilesStep({outDir, siteDir, siteConfig, pages});
    const manifest = JSON.parse(readFileSync(path.join(outDir, TWIN_MANIFEST_FILE), 'utf8'));
    expect(manifest).toEqual({'/base/docs/intro': '/base/docs/intro.md'});
    expect(existsSync(path.join(outDir, 'docs', 'intro.md'))).toBe(true);
  });

  it('writes no manifest for a build without twins, as it writes no llms.txt', async () => {
    const emptyOut = path.join(siteDir, 'hash-router-build');
    mkdirSync(emptyOut);
    const summary = await writeLlmsFilesStep({
      outDir: emptyOut,
      siteDir,
      siteConfig,
      pages: [page('/base/docs/intro')],
    });
    expect(existsSync(path.join(emptyOut, TWIN_MANIFEST_FILE))).toBe(false);
    expect(summary?.('0.1 s')).toMatch(/^Wrote no Markdown twins/);
  });
});
