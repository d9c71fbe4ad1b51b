// @vitest-environment node
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import themeHoverkraft from '../../src';
import {DEFAULT_OPTIONS} from '../../src/options';
import type {HoverkraftGlobalData} from '../../src/shared/contract';
import {testFont} from './socialCards/testFonts';

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

function plugin(
  options: Partial<typeof DEFAULT_OPTIONS> = {},
  siteDir = siteWithNodeModules(),
  context: Partial<LoadContext> = {},
): Plugin<undefined> {
  return themeHoverkraft({siteDir, siteConfig, ...context} as unknown as LoadContext, {...DEFAULT_OPTIONS, ...options});
}

/** The content of a site in one locale: a doc, a blog post and the home page under `baseUrl`. */
function contentUnder(baseUrl: string, docTitle = 'Intro'): AllContent {
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [{docs: [{id: 'intro', title: docTitle, permalink: `${baseUrl}docs/intro`}], sidebars: {}}],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {blogPosts: [{metadata: {title: 'Hello', permalink: `${baseUrl}blog/hello`}}]},
    },
    'docusaurus-plugin-content-pages': {default: [{type: 'jsx', permalink: baseUrl}]},
  } as unknown as AllContent;
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

async function loadAll(instance: Plugin<undefined>, content = allContent) {
  const recorded = actions();
  await instance.contentLoaded?.({content: undefined, actions: recorded.recorder});
  await instance.allContentLoaded?.({allContent: content, actions: recorded.recorder});
  return recorded;
}

/** What the plugin logged as warnings, without the logger's label and colours. */
async function warnings(run: () => Promise<unknown>): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await run();
    return warn.mock.calls.map((call) =>
      call
        .join(' ')
        .replace(new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g'), '')
        .replace(/^\[WARNING\] /, ''),
    );
  } finally {
    warn.mockRestore();
  }
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
    expect(globalData()).toEqual({
      search: true,
      socialCards: true,
      homeSocialCard: true,
      llms: true,
      pageActions: ['copy', 'view', 'chatgpt', 'claude'],
      zoom: true,
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

  it('with social cards off, tells the client', async () => {
    const {globalData} = await loadAll(plugin({socialCards: false}));
    expect(globalData()).toEqual({
      search: true,
      socialCards: false,
      homeSocialCard: false,
      llms: true,
      pageActions: ['copy', 'view', 'chatgpt', 'claude'],
      zoom: true,
    });
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
        /^\[@hoverkraft\/docusaurus-theme\] Social cards: 3 drawn( on \d+ threads?)?, 0 from cache in [\d.]+ s \(node_modules\/\.cache\/hoverkraft-docusaurus-theme\/social-cards\)\.$/,
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

  it('with all off, writes only the no-JavaScript stylesheet and the Content-Security-Policy, and logs no summary', async () => {
    const instance = plugin({search: false, socialCards: false, llms: false});
    await loadAll(instance);
    const outDir = builtSite();
    const log = await postBuildLog(instance, outDir);
    expect(() => readFileSync(path.join(outDir, 'pagefind', 'pagefind.js'))).toThrow();
    expect(() => readFileSync(path.join(outDir, 'social-cards', 'index.png'))).toThrow();
    expect(() => readFileSync(path.join(outDir, 'llms.txt'))).toThrow();
    expect(readFileSync(path.join(outDir, 'content-security-policy.json'), 'utf8')).toContain("script-src 'self'");
    expect(readdirSync(path.join(outDir, 'assets', 'css'))).toEqual([
      expect.stringMatching(/^hoverkraft-noscript\.\w+\.css$/),
    ]);
    expect(log).toEqual([]);
  });
});

describe('social cards in the plugin lifecycle', () => {
  it('keeps a page whose title no card font has on the site-wide image: tells the client, warns once, draws no card for it', async () => {
    const instance = plugin({search: false, llms: false});
    let recorded: Awaited<ReturnType<typeof loadAll>> | undefined;
    const warned = await warnings(async () => {
      recorded = await loadAll(instance, contentUnder('/base/', '設定ガイド'));
    });
    expect(recorded?.globalData()).toEqual({
      search: false,
      socialCards: true,
      homeSocialCard: true,
      pagesWithoutSocialCard: ['/base/docs/intro'],
      llms: false,
      pageActions: false,
      zoom: true,
    });
    expect(warned).toEqual([expect.stringMatching(/^\[@hoverkraft\/docusaurus-theme\] Social cards: 1 page keeps/)]);
    expect(warned[0]).toContain('設 (U+8A2D)');
    expect(warned[0]).toContain('socialCards.fonts');
    const outDir = builtSite();
    const log = await postBuildLog(instance, outDir);
    expect(log).toEqual([expect.stringMatching(/Social cards: 2 drawn( on \d+ threads?)?, 0 from cache in /)]);
    expect(readdirSync(path.join(outDir, 'social-cards'), {recursive: true}).sort()).toEqual([
      'blog',
      path.join('blog', 'hello.png'),
      'index.png',
    ]);
  }, 60_000);

  it('draws that card with a font the site adds, and warns of nothing', async () => {
    const siteDir = siteWithNodeModules();
    mkdirSync(path.join(siteDir, 'fonts'));
    writeFileSync(path.join(siteDir, 'fonts', 'cjk.ttf'), testFont('Test CJK', '設定ガイド'));
    const instance = plugin({search: false, llms: false, socialCards: {fonts: ['fonts/cjk.ttf'], home: true}}, siteDir);
    let recorded: Awaited<ReturnType<typeof loadAll>> | undefined;
    const warned = await warnings(async () => {
      recorded = await loadAll(instance, contentUnder('/base/', '設定ガイド'));
    });
    expect(warned).toEqual([]);
    expect(recorded?.globalData()).not.toHaveProperty('pagesWithoutSocialCard');
    const outDir = builtSite();
    await postBuildLog(instance, outDir);
    expect(readFileSync(path.join(outDir, 'social-cards', 'docs', 'intro.png')).length).toBeGreaterThan(0);
  }, 60_000);

  it('with socialCards.home off, leaves the home page on the site-wide image: tells the client, draws no card for it', async () => {
    const instance = plugin({search: false, llms: false, socialCards: {fonts: [], home: false}});
    const recorded = await loadAll(instance);
    expect(recorded.globalData()).toMatchObject({socialCards: true, homeSocialCard: false});
    const outDir = builtSite();
    await postBuildLog(instance, outDir);
    expect(readdirSync(path.join(outDir, 'social-cards'), {recursive: true}).sort()).toEqual([
      'blog',
      path.join('blog', 'hello.png'),
      'docs',
      path.join('docs', 'intro.png'),
    ]);
  }, 60_000);

  it('stops as the site loads, naming the font, when a card font file does not exist', () => {
    expect(() => plugin({socialCards: {fonts: ['fonts/missing.woff2'], home: true}})).toThrow(
      /socialCards\.fonts: "fonts\/missing\.woff2" does not exist/,
    );
  });

  it("draws each card once for all locales: the cards show the site's own address, and a second locale's build takes them all from the cache", async () => {
    const siteDir = siteWithNodeModules();
    const i18n = {
      defaultLocale: 'en',
      currentLocale: 'en',
      locales: ['en', 'fr'],
      localeConfigs: {
        en: {url: 'https://example.com', baseUrl: '/base/'},
        fr: {url: 'https://example.com', baseUrl: '/base/fr/'},
      },
    };
    const english = plugin({search: false, llms: false}, siteDir, {i18n} as never);
    await loadAll(english, contentUnder('/base/'));
    expect(await postBuildLog(english, builtSite())).toEqual([
      expect.stringMatching(/Social cards: 3 drawn( on \d+ threads?)?, 0 from cache/),
    ]);
    // Docusaurus gives the French build its own base URL, and the pages' permalinks start with it.
    const french = plugin({search: false, llms: false}, siteDir, {
      siteConfig: {...siteConfig, baseUrl: '/base/fr/'},
      i18n: {...i18n, currentLocale: 'fr'},
    } as never);
    await loadAll(french, contentUnder('/base/fr/'));
    const frenchOut = builtSite();
    expect(await postBuildLog(french, frenchOut)).toEqual([
      expect.stringContaining('Social cards: 0 drawn, 3 from cache'),
    ]);
    // Its build folder is the French site's: the cards are where its pages point.
    for (const file of ['docs/intro.png', 'blog/hello.png', 'index.png']) {
      expect(readFileSync(path.join(frenchOut, 'social-cards', file)).length, file).toBeGreaterThan(0);
    }
  }, 60_000);
});
