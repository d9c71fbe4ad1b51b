import {cpSync, existsSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {type CheerioAPI, load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {unreviewedForks} from '../../packages/docusaurus-theme/test/upstreamForks';
import {
  BROWSER_BUILDS_DIR,
  builtAssets,
  builtFile,
  ConsumerInstall,
  DOCUSAURUS_NEWEST,
  fixtureSitesDir,
  themeDir,
} from './support/consumerSite';
import {expectPerformanceWorkarounds} from './support/workarounds';

/**
 * The theme packed and installed into a fresh site on the NEWEST Docusaurus 3.x, built on Rspack
 * once per option variant (fixture/variants), with every safe-to-eject component ejected, and as
 * a site written for the 0.x theme. The builds the browser tests open go to BROWSER_BUILDS_DIR.
 */
const consumer = new ConsumerInstall(DOCUSAURUS_NEWEST, mkdtempSync(path.join(os.tmpdir(), 'hk-newest-')));
const {siteDir} = consumer;
const browserBuild = (name: string) => path.join(BROWSER_BUILDS_DIR, name);

const themeMessages = JSON.parse(readFileSync(path.join(themeDir, 'i18n/fr.json'), 'utf8')) as Record<string, string>;

/** The parsed HTML of a built page (the minifier drops attribute quotes: a parser copes, a regex may not). */
const page = (build: string, file: string): CheerioAPI => load(builtFile(browserBuild(build), file));

/** A meta tag's content, by property or name. */
function meta(build: string, file: string, key: string): string | undefined {
  const $ = page(build, file);
  return $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
}

beforeAll(async () => {
  await consumer.install();
});

afterAll(async () => {
  console.log(`Newest consumer site in ${consumer.dir}\n  ${consumer.timings.join('\n  ')}`);
  if (process.env.HK_CONSUMER_KEEP !== '1') {
    // node_modules is large: removing it synchronously would block the worker for long.
    await rm(consumer.dir, {recursive: true, force: true});
  }
});

describe(`the packed theme on Docusaurus ${DOCUSAURUS_NEWEST}, the newest 3.x`, () => {
  it('installs that version of Docusaurus, theme-classic and theme-common', () => {
    for (const name of ['@docusaurus/core', '@docusaurus/theme-classic', '@docusaurus/theme-common']) {
      expect(consumer.installedVersion(name), name).toBe(DOCUSAURUS_NEWEST);
    }
  });

  it('has theme-classic components, which our forks copy, that are the ones we reviewed', () => {
    expect(unreviewedForks(consumer.dir)).toEqual([]);
  });

  it('builds the base site on Rspack with the brand and the built-in search', async () => {
    const log = await consumer.buildForBrowser('newest');
    expect(log).toMatch(/Search index: \d+ pages/);
    expect(existsSync(path.join(browserBuild('newest'), 'search/index.html'))).toBe(true);
    expect(existsSync(path.join(browserBuild('newest'), 'pagefind/pagefind.js'))).toBe(true);
    expect(page('newest', 'index.html')('.hk-layout')).toHaveLength(1);
  });

  it("has the theme's guarded performance workarounds in its bundle, this being a version they were checked against", () => {
    expectPerformanceWorkarounds(builtAssets(browserBuild('newest'), 'assets/js', '.js'));
  });
});

describe('each option variant builds, and the build holds what the theme promises', () => {
  it('search off: no search page, no index, nothing of the search in the bundle', async () => {
    const log = await consumer.buildForBrowser('search-off', {config: 'variants/search-off.config.ts'});
    expect(existsSync(path.join(browserBuild('search-off'), 'search/index.html'))).toBe(false);
    expect(existsSync(path.join(browserBuild('search-off'), 'pagefind'))).toBe(false);
    expect(log).not.toMatch(/Search index/);
    expect(page('search-off', 'index.html')('[aria-keyshortcuts]')).toHaveLength(0);
  });

  it("search off with Algolia configured: Algolia's search box is rendered, not ours", async () => {
    await consumer.buildForBrowser('algolia', {config: 'variants/algolia.config.ts'});
    expect(existsSync(path.join(browserBuild('algolia'), 'pagefind'))).toBe(false);
    // theme-search-algolia's own route, which exists only when its theme is the one loaded.
    expect(existsSync(path.join(browserBuild('algolia'), 'search/index.html'))).toBe(true);
    expect(builtFile(browserBuild('algolia'), 'search/index.html')).toMatch(/algolia/i);
  });

  it('social cards off: no card is drawn and every page keeps the site-wide image', async () => {
    const log = await consumer.buildForBrowser('cards-off', {config: 'variants/cards-off.config.ts'});
    expect(existsSync(path.join(browserBuild('cards-off'), 'social-cards'))).toBe(false);
    expect(log).not.toMatch(/social cards?/i);
    for (const file of ['index.html', 'docs/getting-started/index.html']) {
      expect(meta('cards-off', file, 'og:image'), file).toBe('https://consumer.example.com/img/site-card.png');
    }
  });

  it('trailing slash at the root of the host: pages, links and cards follow the slash', async () => {
    await consumer.buildForBrowser('trailing-slash', {config: 'variants/trailing-slash.config.ts'});
    const $ = page('trailing-slash', 'index.html');
    const docsLinks = $('a').filter((_, link) => $(link).text().trim() === 'Docs');
    expect(docsLinks.first().attr('href')).toBe('/docs/getting-started/');
    expect(meta('trailing-slash', 'docs/getting-started/index.html', 'og:image')).toMatch(
      /^https:\/\/consumer\.example\.com\/social-cards\/docs\/getting-started\.png$/,
    );
  });

  it('two locales: each has its pages and its search index, and the theme speaks French on /fr/', async () => {
    await consumer.buildForBrowser('i18n', {config: 'variants/i18n.config.ts'});
    for (const locale of ['', 'fr/']) {
      expect(existsSync(path.join(browserBuild('i18n'), locale, 'pagefind/pagefind.js')), `${locale} index`).toBe(true);
    }
    const $ = page('i18n', 'fr/search/index.html');
    expect($('html').attr('lang')).toBe('fr');
    expect($('h1').text()).toBe(themeMessages['theme.hoverkraft.searchPage.title']);
  });

  it('write-translations lists every message of the theme, with its French default', async () => {
    await consumer.docusaurus('write-translations fr', [
      'write-translations',
      '--locale',
      'fr',
      '--config',
      'variants/i18n.config.ts',
    ]);
    const written = JSON.parse(readFileSync(path.join(siteDir, 'i18n/fr/code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;
    for (const [id, french] of Object.entries(themeMessages)) {
      expect(written[id]?.message, id).toBe(french);
    }
  });
});

describe('every component that getSwizzleConfig marks safe to eject', () => {
  it('compiles and builds once ejected', async () => {
    const ejectedSite = path.join(consumer.dir, 'ejected');
    cpSync(siteDir, ejectedSite, {recursive: true, filter: (from) => !/[/\\](build|\.docusaurus|i18n)$/.test(from)});
    const siteRequire = createRequire(path.join(consumer.dir, 'package.json'));
    const {getSwizzleConfig} = siteRequire(
      '@hoverkraft/docusaurus-theme',
    ) as typeof import('@hoverkraft/docusaurus-theme');
    const installedTheme = path.dirname(siteRequire.resolve('@hoverkraft/docusaurus-theme/package.json'));
    // Folders (Footer for Footer/Layout) are listed to eject their components whole; eject the components.
    const safe = Object.entries(getSwizzleConfig().components)
      .filter(
        ([name, {actions}]) =>
          actions.eject === 'safe' && existsSync(path.join(installedTheme, 'src/theme', name, 'index.tsx')),
      )
      .map(([name]) => name);
    expect(safe.length).toBeGreaterThan(0);
    for (const name of safe) {
      await consumer.docusaurus(
        `eject ${name}`,
        ['swizzle', '@hoverkraft/docusaurus-theme', name, '--eject', '--typescript'],
        {
          cwd: ejectedSite,
        },
      );
      expect(existsSync(path.join(ejectedSite, 'src/theme', name, 'index.tsx')), `${name} ejected`).toBe(true);
    }
    const ejectedFiles = readdirSync(path.join(ejectedSite, 'src/theme'), {recursive: true, encoding: 'utf8'});
    expect(ejectedFiles.filter((file) => file.endsWith('.tsx')).length).toBe(safe.length);
    await consumer.mustRun(
      'tsc (ejected)',
      process.execPath,
      [path.join(consumer.dir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'],
      {
        cwd: ejectedSite,
      },
    );
    await consumer.docusaurus('build (ejected)', ['build', '--out-dir', path.join(consumer.dir, 'build-ejected')], {
      cwd: ejectedSite,
      env: {HK_FUTURE_V4: '1'},
    });
  });
});

describe.skipIf(!existsSync(path.join(fixtureSitesDir, 'legacy-0x')))('a site written for the 0.x theme', () => {
  it('builds unchanged', async () => {
    const legacySite = await consumer.addFixtureSite('legacy-0x');
    await consumer.buildForBrowser('legacy-0x-newest', {cwd: legacySite});
    expect(existsSync(path.join(browserBuild('legacy-0x-newest'), 'index.html'))).toBe(true);
  });
});
