// @vitest-environment node
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import themeHoverkraft from '../../src';
import {DEFAULT_OPTIONS} from '../../src/options';
import type {HoverkraftGlobalData} from '../../src/shared/contract';

const siteConfig = {
  title: 'Site',
  tagline: 'Tagline',
  url: 'https://example.com',
  baseUrl: '/base/',
  presets: [['classic', {}]],
  themes: [],
};

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {loadedVersions: [{docs: [{id: 'intro', title: 'Intro', permalink: '/base/docs/intro'}], sidebars: {}}]},
  },
  'docusaurus-plugin-content-blog': {
    default: {blogPosts: [{metadata: {title: 'Hello', permalink: '/base/blog/hello'}}]},
  },
  'docusaurus-plugin-content-pages': {default: [{type: 'jsx', permalink: '/base/'}]},
} as unknown as AllContent;

function plugin(options: Partial<typeof DEFAULT_OPTIONS> = {}, siteDir = siteWithNodeModules()): Plugin<undefined> {
  return themeHoverkraft({siteDir, siteConfig} as unknown as LoadContext, {...DEFAULT_OPTIONS, ...options});
}

/** A site folder with a node_modules of its own, where the card cache goes. */
function siteWithNodeModules(): string {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-site-dir-'));
  mkdirSync(path.join(siteDir, 'node_modules'));
  return siteDir;
}

/** What postBuild logged as information, one entry per line, without the logger's `[INFO]` label and colours. */
async function postBuildLog(instance: Plugin<undefined>, outDir: string): Promise<string[]> {
  const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    await instance.postBuild?.({outDir} as never);
    return log.mock.calls.map((call) =>
      call
        .join(' ')
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g'), '')
        .replace(/^\[INFO\] /, ''),
    );
  } finally {
    log.mockRestore();
  }
}

function actions() {
  const routes: RouteConfig[] = [];
  let globalData: unknown;
  const recorder = {
    addRoute: vi.fn((route: RouteConfig) => routes.push(route)),
    setGlobalData: vi.fn((data: unknown) => {
      globalData = data;
    }),
    createData: vi.fn(),
  } as unknown as PluginContentLoadedActions;
  return {recorder, routes, globalData: () => globalData as HoverkraftGlobalData};
}

async function loadAll(instance: Plugin<undefined>) {
  const recorded = actions();
  await instance.contentLoaded?.({content: undefined, actions: recorded.recorder});
  await instance.allContentLoaded?.({allContent, actions: recorded.recorder});
  return recorded;
}

function builtSite(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-site-'));
  mkdirSync(path.join(outDir, 'docs'));
  mkdirSync(path.join(outDir, 'blog'));
  const html = (title: string) =>
    `<html lang="en"><body><main><h1>${title}</h1><p>Body of ${title}</p></main></body></html>`;
  writeFileSync(path.join(outDir, 'index.html'), html('Site'));
  writeFileSync(path.join(outDir, 'docs', 'intro.html'), html('Intro'));
  writeFileSync(path.join(outDir, 'blog', 'hello.html'), html('Hello'));
  return outDir;
}

describe('the theme plugin lifecycle', () => {
  it('adds the search results page at /search', async () => {
    const {routes} = await loadAll(plugin());
    expect(routes).toEqual([{path: '/base/search', component: '@theme/SearchPage', exact: true}]);
  });

  it('publishes a few switches for the client and nothing per page', async () => {
    const {globalData} = await loadAll(plugin());
    expect(globalData()).toEqual({search: true, socialCards: true, homeSocialCard: true, llms: true});
  });

  it('with llms off, tells the client, so that no page shows the Copy page control', async () => {
    const {globalData} = await loadAll(plugin({llms: false}));
    expect(globalData().llms).toBe(false);
  });

  it('with search off, adds no route and tells the client', async () => {
    const {routes, globalData} = await loadAll(plugin({search: false}));
    expect(routes).toEqual([]);
    expect(globalData().search).toBe(false);
  });

  it('with social cards off, tells the client', async () => {
    const {globalData} = await loadAll(plugin({socialCards: false}));
    expect(globalData()).toEqual({search: true, socialCards: false, homeSocialCard: false, llms: true});
  });

  it('after the build, writes the search index and a 1200×630 card for each doc, post and the home page', async () => {
    const instance = plugin({llms: false});
    await loadAll(instance);
    const outDir = builtSite();
    const log = await postBuildLog(instance, outDir);
    expect(readFileSync(path.join(outDir, 'pagefind', 'pagefind.js')).length).toBeGreaterThan(0);
    for (const file of ['docs/intro.png', 'blog/hello.png', 'index.png']) {
      const png = readFileSync(path.join(outDir, 'social-cards', file));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    expect(log).toEqual([
      expect.stringMatching(
        /^\[@hoverkraft\/docusaurus-theme\] Search index: 3 pages in [\d.]+ s, [\d.]+ KB \(\d+ bytes per page\)\.$/,
      ),
      expect.stringMatching(
        /^\[@hoverkraft\/docusaurus-theme\] Social cards: 3 drawn, 0 from cache in [\d.]+ s \(node_modules\/\.cache\/hoverkraft-docusaurus-theme\/social-cards\)\.$/,
      ),
    ]);
  }, 60_000);

  it('after the build, writes a Markdown twin of each doc and post, and llms.txt, caching in the site', async () => {
    const siteDir = siteWithNodeModules();
    const instance = plugin({search: false, socialCards: false}, siteDir);
    await loadAll(instance);
    const outDir = builtSite();
    const article = (title: string) =>
      `<html lang="en"><body><main><article><div class="theme-doc-markdown markdown"><h1>${title}</h1><p>Body of ${title}</p></div></article></main></body></html>`;
    writeFileSync(path.join(outDir, 'docs', 'intro.html'), article('Intro'));
    await instance.postBuild?.({outDir} as never);
    expect(readFileSync(path.join(outDir, 'docs', 'intro.md'), 'utf8')).toBe('# Intro\n\nBody of Intro\n');
    expect(readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toContain(
      '[Intro](https://example.com/base/docs/intro.md)',
    );
    expect(
      readdirSync(path.join(siteDir, 'node_modules', '.cache', 'hoverkraft-docusaurus-theme', 'llms')),
    ).toHaveLength(1);
  });

  it('on a second build of the same site, takes every card from the cache and says so', async () => {
    const siteDir = siteWithNodeModules();
    const first = plugin({search: false, llms: false}, siteDir);
    await loadAll(first);
    await postBuildLog(first, builtSite());
    const second = plugin({search: false, llms: false}, siteDir);
    await loadAll(second);
    const log = await postBuildLog(second, builtSite());
    expect(log).toEqual([expect.stringContaining('Social cards: 0 drawn, 3 from cache in ')]);
  }, 60_000);

  it('with all off, writes nothing after the build and logs no summary', async () => {
    const instance = plugin({search: false, socialCards: false, llms: false});
    await loadAll(instance);
    const outDir = builtSite();
    const log = await postBuildLog(instance, outDir);
    expect(() => readFileSync(path.join(outDir, 'pagefind', 'pagefind.js'))).toThrow();
    expect(() => readFileSync(path.join(outDir, 'social-cards', 'index.png'))).toThrow();
    expect(() => readFileSync(path.join(outDir, 'llms.txt'))).toThrow();
    expect(log).toEqual([]);
  });
});
