// @vitest-environment node
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import themeHoverkraft, {DEFAULT_OPTIONS, type HoverkraftGlobalData} from '../../src';

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

function plugin(options: Partial<typeof DEFAULT_OPTIONS> = {}, siteDir = '/site'): Plugin<undefined> {
  return themeHoverkraft({siteDir, siteConfig} as unknown as LoadContext, {...DEFAULT_OPTIONS, ...options});
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

  it('publishes each page’s card URL for the client, keyed by route path', async () => {
    const {globalData} = await loadAll(plugin());
    expect(globalData()).toEqual({
      search: true,
      socialCards: {
        '/base/docs/intro': 'https://example.com/base/social-cards/docs/intro.png',
        '/base/blog/hello': 'https://example.com/base/social-cards/blog/hello.png',
        '/base/': 'https://example.com/base/social-cards/index.png',
      },
      llms: true,
    });
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

  it('with social cards off, publishes no card', async () => {
    const {globalData} = await loadAll(plugin({socialCards: false}));
    expect(globalData().socialCards).toEqual({});
  });

  it('after the build, writes the search index and a 1200×630 card for each page it published', async () => {
    const instance = plugin();
    const {globalData} = await loadAll(instance);
    const outDir = builtSite();
    await instance.postBuild?.({outDir} as never);
    expect(readFileSync(path.join(outDir, 'pagefind', 'pagefind.js')).length).toBeGreaterThan(0);
    for (const url of Object.values(globalData().socialCards)) {
      const png = readFileSync(path.join(outDir, url.slice('https://example.com/base/'.length)));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  }, 60_000);

  it('after the build, writes a Markdown twin of each doc and post, and llms.txt, caching in the site', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-site-dir-'));
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

  it('with all off, writes nothing after the build', async () => {
    const instance = plugin({search: false, socialCards: false, llms: false});
    await loadAll(instance);
    const outDir = builtSite();
    await instance.postBuild?.({outDir} as never);
    expect(() => readFileSync(path.join(outDir, 'pagefind', 'pagefind.js'))).toThrow();
    expect(() => readFileSync(path.join(outDir, 'social-cards', 'index.png'))).toThrow();
    expect(() => readFileSync(path.join(outDir, 'llms.txt'))).toThrow();
  });
});
