// @vitest-environment node
import {appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import webpack from 'webpack';
import {combineFeatures} from '../../../src/server/site/feature';
import type {SitePage} from '../../../src/server/site/pages';
import type {SocialCardsPlan} from '../../../src/server/socialCards';
import {socialCardsRun} from '../../../src/server/socialCards';
import {socialCardCacheDir} from '../../../src/server/socialCards/cards';
import type {CardDrawer} from '../../../src/server/socialCards/drawers';
import {interFontFiles} from '../../../src/server/socialCards/fonts';
import {BUNDLE_KIND_EXPRESSION} from '../../../src/shared/contract';
import {WEBPACK_UTILS} from '../../bundlerUtils';
import {inThreadDrawer} from './inThread';

const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

const SITE = {title: 'Run test', url: 'https://example.com', baseUrl: '/'};

function plan(titles: string[]): SocialCardsPlan {
  const pages: SitePage[] = titles.map((title, index) => ({
    kind: 'doc',
    permalink: `/docs/page-${index}`,
    title,
    section: 'Docs',
    listed: true,
    ownImage: false,
  }));
  return {fonts: interFontFiles(), site: SITE, siteTitleMissing: [], pages, withoutCard: []};
}

/** The in-thread drawer, counting its calls and the cards it was handed. */
function countingDrawer() {
  const inner = inThreadDrawer();
  const calls: number[] = [];
  const drawer: CardDrawer = {
    draw(drawings, target, drawn) {
      calls.push(drawings.length);
      return inner.draw(drawings, target, drawn);
    },
  };
  return {drawer, calls};
}

describe('when the social cards are drawn', {timeout: 60_000}, () => {
  it('a build that started them as it bundled only copies them after it: they are drawn once', async () => {
    const siteDir = tempDir('hk-cards-run-');
    const outDir = tempDir('hk-cards-run-out-');
    const {drawer, calls} = countingDrawer();
    const run = socialCardsRun(plan(['Install', 'Configure']), {siteDir, baseUrl: '/', outDir}, drawer);
    run.start();
    run.start();
    await vi.waitFor(() => expect(calls, 'drawing starts when asked, before the build has any page').toEqual([2]));
    const summary = await run.step({outDir, siteDir, siteConfig: SITE as never, pages: []});
    expect(calls).toEqual([2]);
    expect(existsSync(path.join(outDir, 'social-cards', 'docs', 'page-0.png'))).toBe(true);
    expect(summary?.('x')).toMatch(/^Social cards: 2 drawn, 0 from cache in \d+\.\d s /);
  });

  it('copies them into the build once its bundle is written, before the post-build step', async () => {
    const siteDir = tempDir('hk-cards-run-');
    const outDir = tempDir('hk-cards-run-out-');
    const {drawer, calls} = countingDrawer();
    const run = socialCardsRun(plan(['Install', 'Configure']), {siteDir, baseUrl: '/', outDir}, drawer);
    run.place(outDir);
    expect(existsSync(path.join(outDir, 'social-cards')), 'nothing to copy before the drawing starts').toBe(false);
    run.start();
    run.place(outDir);
    const card = path.join(outDir, 'social-cards', 'docs', 'page-1.png');
    await vi.waitFor(() => expect(existsSync(card)).toBe(true));
    rmSync(card);
    const summary = await run.step({outDir, siteDir, siteConfig: SITE as never, pages: []});
    expect(existsSync(card), 'the step waits for the copy made before it, and makes none of its own').toBe(false);
    expect(calls).toEqual([2]);
    expect(summary?.('x')).toMatch(/^Social cards: 2 drawn, 0 from cache in \d+\.\d s /);
  });

  it('a build that never started them (a development-mode build) draws them in its post-build step', async () => {
    const siteDir = tempDir('hk-cards-run-');
    const outDir = tempDir('hk-cards-run-out-');
    const {drawer, calls} = countingDrawer();
    const run = socialCardsRun(plan(['Deploy']), {siteDir, baseUrl: '/', outDir}, drawer);
    await run.step({outDir, siteDir, siteConfig: SITE as never, pages: []});
    expect(calls).toEqual([1]);
    expect(existsSync(path.join(outDir, 'social-cards', 'docs', 'page-0.png'))).toBe(true);
  });

  it('says in its log line when the cached cards were changed since they were written', async () => {
    const siteDir = tempDir('hk-cards-run-');
    const outDir = tempDir('hk-cards-run-out-');
    const built = () =>
      socialCardsRun(plan(['Install']), {siteDir, baseUrl: '/', outDir}, inThreadDrawer()).step({
        outDir,
        siteDir,
        siteConfig: SITE as never,
        pages: [],
      });
    expect((await built())?.('x')).not.toContain('digest');
    const [file] = readdirSync(socialCardCacheDir(siteDir)).map((name) => path.join(socialCardCacheDir(siteDir), name));
    appendFileSync(file as string, 'more bytes');
    expect((await built())?.('x')).toMatch(
      /^Social cards: 1 drawn, 0 from cache .* The cached cards in \S+\.cards did not match their digest \(edited since they were written\): they were drawn again\.$/,
    );
  });

  it("a failed drawing is the post-build step's error, never an unhandled rejection before it", async () => {
    const failing: CardDrawer = {draw: () => Promise.reject(new Error('no room left on the disk'))};
    const siteDir = tempDir('hk-cards-run-');
    const outDir = tempDir('hk-cards-run-out-');
    const run = socialCardsRun(plan(['Install']), {siteDir, baseUrl: '/', outDir}, failing);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      run.start();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(run.step({outDir, siteDir, siteConfig: SITE as never, pages: []})).rejects.toThrow(
        'no room left on the disk',
      );
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('the features’ bundling hook', () => {
  const context = {siteDir: '/site', siteConfig: {}, i18n: {currentLocale: 'en'}} as unknown as LoadContext;
  const alias = {'@theme/Navbar': '/classic/Navbar'};

  it('runs when a production build configures its browser bundle, and only then', () => {
    const bundling = vi.fn();
    const plugin = combineFeatures(context, [{name: 'test', bundling}]);
    const configure = (mode: string, isServer: boolean) =>
      plugin.configureWebpack?.({mode, resolve: {alias}} as never, isServer, WEBPACK_UTILS, undefined);
    configure('development', false);
    configure('production', true);
    expect(bundling, "docusaurus start's bundle and the server bundle").not.toHaveBeenCalled();
    configure('production', false);
    expect(bundling).toHaveBeenCalledTimes(1);
  });

  it('calls `bundled` when the production browser bundle is written, through a bundler plugin', () => {
    const bundled = vi.fn();
    const plugin = combineFeatures(context, [{name: 'test', bundled}]);
    type Plugin = {apply(compiler: unknown): void};
    const plugins = (mode: string, isServer: boolean) => {
      const config = plugin.configureWebpack?.({mode, resolve: {alias}} as never, isServer, WEBPACK_UTILS, undefined);
      // Every bundle has the definition of which bundle it is (the next test): the others are the features'.
      return ((config as {plugins?: Plugin[]} | undefined)?.plugins ?? []).filter(
        (bundlerPlugin) => !(bundlerPlugin instanceof webpack.DefinePlugin),
      );
    };
    expect(plugins('development', false)).toEqual([]);
    expect(plugins('production', true)).toEqual([]);
    const done: (() => void)[] = [];
    for (const bundlerPlugin of plugins('production', false)) {
      bundlerPlugin.apply({hooks: {done: {tap: (_name: string, callback: () => void) => done.push(callback)}}});
    }
    expect(bundled, 'not before the bundle is written').not.toHaveBeenCalled();
    for (const callback of done) {
      callback();
    }
    expect(bundled).toHaveBeenCalledTimes(1);
  });

  it("tells each bundle which it is, for browser code to leave out what only the build's rendering needs", () => {
    const plugin = combineFeatures(context, []);
    const definitions = (mode: string, isServer: boolean) => {
      const config = plugin.configureWebpack?.({mode, resolve: {alias}} as never, isServer, WEBPACK_UTILS, undefined);
      const plugins = (config as {plugins?: unknown[]} | undefined)?.plugins ?? [];
      return plugins.flatMap((bundlerPlugin) =>
        bundlerPlugin instanceof webpack.DefinePlugin ? [bundlerPlugin.definitions] : [],
      );
    };
    expect(definitions('production', true)).toEqual([{[BUNDLE_KIND_EXPRESSION]: '"server"'}]);
    expect(definitions('production', false)).toEqual([{[BUNDLE_KIND_EXPRESSION]: '"client"'}]);
    expect(definitions('development', false)).toEqual([{[BUNDLE_KIND_EXPRESSION]: '"client"'}]);
  });
});
