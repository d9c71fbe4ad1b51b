import {execFile} from 'node:child_process';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generateScaleSite} from '../../scripts/bench/scaleSite.mjs';

/**
 * The theme's cost must not grow with the size of a site. Builds the synthetic docs site of
 * `npm run bench:scale` (scripts/bench/scaleSite.mjs) at two sizes, with the theme and with stock
 * preset-classic, and compares what they hold. Only deterministic figures are asserted: bytes
 * and cards drawn, never times (those are in bench/scale.md).
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const docusaurusCli = path.join(repoRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const THEME = '@hoverkraft/docusaurus-theme';
const SMALL = 10;
/**
 * Enough pages for both post-build steps that can hand work to a worker thread to start one
 * (PAGES_PER_SEARCH_WORKER, ARTICLES_PER_WORKER): the build then runs the compiled workers.
 */
const LARGE = 200;
/** How much what the theme adds to the main bundle may differ between the two sizes. */
const RAW_TOLERANCE = 512;
const GZIP_TOLERANCE = 512;

type Build = {output: string; siteDir: string; buildDir: string};

let workDir: string;

/** Builds a site without blocking the test worker (a blocked worker times out Vitest's RPC). */
function build(siteDir: string): Promise<Build> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [docusaurusCli, 'build'],
      {cwd: siteDir, maxBuffer: 64 * 1024 * 1024, env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0'}},
      (error, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`;
        if (error) {
          reject(new Error(`docusaurus build in ${siteDir} failed:\n${output.slice(-4000)}`));
        } else {
          resolve({output, siteDir, buildDir: path.join(siteDir, 'build')});
        }
      },
    );
  });
}

function site(name: string, pages: number, theme: boolean): string {
  return generateScaleSite(path.join(workDir, name), {pages, theme});
}

function mainBundle(buildDir: string): Buffer {
  const dir = path.join(buildDir, 'assets', 'js');
  const main = readdirSync(dir).find((name) => /^main\.\w+\.js$/.test(name));
  if (!main) {
    throw new Error(`no main.*.js in ${dir}`);
  }
  return readFileSync(path.join(dir, main));
}

/** What the theme adds to the main bundle over stock, raw and gzipped. */
function themeBytes(ours: Build, stock: Build) {
  const [oursMain, stockMain] = [mainBundle(ours.buildDir), mainBundle(stock.buildDir)];
  const gzip = (bytes: Buffer) => gzipSync(bytes, {level: 9}).length;
  return {raw: oursMain.length - stockMain.length, gzip: gzip(oursMain) - gzip(stockMain)};
}

function themeGlobalData(build: Build): unknown {
  return JSON.parse(readFileSync(path.join(build.siteDir, '.docusaurus', 'globalData.json'), 'utf8'))[THEME]?.default;
}

function cardFiles(buildDir: string): Map<string, Buffer> {
  const dir = path.join(buildDir, 'social-cards');
  const files = readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), readFileSync(file)];
    }),
  );
}

const builds: Record<string, Build> = {};
let firstCards: Map<string, Buffer>;

beforeAll(async () => {
  // Inside the repository, so that the sites resolve Docusaurus and the theme from its node_modules.
  mkdirSync(path.join(repoRoot, '.scratch'), {recursive: true});
  workDir = mkdtempSync(path.join(repoRoot, '.scratch', 'scale-test-'));
  // One build at a time: two cores are all a CI runner has.
  builds.oursSmall = await build(site('ours-small', SMALL, true));
  firstCards = cardFiles(builds.oursSmall.buildDir);
  builds.stockSmall = await build(site('stock-small', SMALL, false));
  builds.oursLarge = await build(site('ours-large', LARGE, true));
  builds.stockLarge = await build(site('stock-large', LARGE, false));
  builds.oursSmallAgain = await build(builds.oursSmall.siteDir);
}, 600_000);

afterAll(() => {
  rmSync(workDir, {recursive: true, force: true});
});

describe('a flat main bundle', () => {
  it('holds the same few switches in global data, whatever the number of pages', () => {
    const expected = {
      search: true,
      socialCards: true,
      homeSocialCard: true,
      llms: true,
      pageActions: ['copy', 'view', 'chatgpt', 'claude'],
      zoom: true,
    };
    expect(themeGlobalData(builds.oursSmall)).toEqual(expected);
    expect(themeGlobalData(builds.oursLarge)).toEqual(expected);
  });

  it(`adds the same bytes over stock at ${SMALL} and at ${LARGE} pages`, () => {
    const small = themeBytes(builds.oursSmall, builds.stockSmall);
    const large = themeBytes(builds.oursLarge, builds.stockLarge);
    expect(
      Math.abs(large.raw - small.raw),
      `the theme adds ${small.raw} bytes at ${SMALL} pages and ${large.raw} at ${LARGE}`,
    ).toBeLessThan(RAW_TOLERANCE);
    expect(
      Math.abs(large.gzip - small.gzip),
      `the theme adds ${small.gzip} bytes gzip at ${SMALL} pages and ${large.gzip} at ${LARGE}`,
    ).toBeLessThan(GZIP_TOLERANCE);
  });

  it('names no social card in the main bundle: each page names its own', () => {
    expect(mainBundle(builds.oursLarge.buildDir).toString('utf8')).not.toContain('social-cards/docs');
    const html = readFileSync(
      path.join(builds.oursLarge.buildDir, 'docs', 'part-01', 'page-0001', 'index.html'),
      'utf8',
    );
    expect(html).toMatch(
      /<meta [^>]*property="?og:image"? content="?https:\/\/example\.com\/social-cards\/docs\/part-01\/page-0001\.png/,
    );
  });
});

describe('the search index on a rebuild with no change', () => {
  it('is built on the first build and reused on the second, and the log says so', () => {
    expect(builds.oursSmall.output).toMatch(/Search index: \d+ pages in [\d.]+ s, [\d.]+ KB \(\d+ bytes per page\)\./);
    expect(builds.oursSmallAgain.output).toMatch(
      /Search index: \d+ pages in [\d.]+ s, [\d.]+ KB \(\d+ bytes per page\), the same pages as the last build: reused from node_modules\/\.cache\/hoverkraft-docusaurus-theme\/search-index\./,
    );
  });
});

describe('the post-build steps of a large build, on a machine with a core to spare', () => {
  // A CI runner has two cores; a one-core machine runs every step on the main thread.
  it.runIf(availableParallelism() > 1)('parse for search and convert the twins on worker threads, and say so', () => {
    expect(builds.oursLarge.output).toMatch(
      new RegExp(
        `Search index: ${LARGE + 1} pages in [\\d.]+ s, [\\d.]+ KB \\(\\d+ bytes per page\\), pages parsed on a worker thread\\.`,
      ),
    );
    expect(builds.oursLarge.output).toMatch(
      new RegExp(
        `Wrote ${LARGE} Markdown twins, llms.txt, llms-full.txt and markdown-twins.json in [\\d.]+ s, the twins converted on a worker thread\\.`,
      ),
    );
    // What the workers gave: every page indexed (the docs and the home page), every twin written.
    const entry = JSON.parse(
      readFileSync(path.join(builds.oursLarge.buildDir, 'pagefind', 'pagefind-entry.json'), 'utf8'),
    );
    expect(Object.values(entry.languages as Record<string, {page_count: number}>)[0]?.page_count).toBe(LARGE + 1);
    const twin = readFileSync(path.join(builds.oursLarge.buildDir, 'docs', 'part-01', 'page-0001.md'), 'utf8');
    expect(twin).toMatch(/^# Page 0001: /m);
  });

  it('do all their work on the main thread in a small build', () => {
    expect(builds.oursSmall.output).not.toContain('on a worker thread');
  });
});

describe('social cards on a rebuild with no change', () => {
  it('are all drawn on the first build', () => {
    expect(builds.oursSmall.output).toMatch(
      new RegExp(`Social cards: ${SMALL + 1} drawn(?: on \\d+ threads)?, 0 from cache`),
    );
  });

  it('are none drawn on the second, all from the cache, and the log says so', () => {
    expect(builds.oursSmallAgain.output).toContain(`Social cards: 0 drawn, ${SMALL + 1} from cache in`);
    expect(builds.oursSmallAgain.output).toContain('(node_modules/.cache/hoverkraft-docusaurus-theme/social-cards)');
  });

  it('are the same files, byte for byte', () => {
    const again = cardFiles(builds.oursSmallAgain.buildDir);
    expect([...again.keys()].sort()).toEqual([...firstCards.keys()].sort());
    for (const [file, bytes] of firstCards) {
      expect(again.get(file)?.equals(bytes), file).toBe(true);
    }
  });
});
