import {createHash} from 'node:crypto';
import {cpSync, existsSync, readdirSync, readFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {type CheerioAPI, load} from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {usesIdlePrefetch} from '../../../packages/docusaurus-theme/src/server/prefetch/coreVersion';
import {unreviewedForks} from '../../../packages/docusaurus-theme/test/upstreamForks';
import {type ColumnBuilds, stockBuild} from '../builds';
import {
  BROWSER_BUILDS_DIR,
  builtAssets,
  builtFile,
  type ConsumerInstall,
  docusaurusPackageCopies,
  fixtureSitesDir,
  nodeIsAtLeast,
  siteStack,
  themeDir,
} from './consumerSite';
import {expectPerformanceWorkarounds} from './workarounds';

/**
 * One column of the consumer matrix: the packed theme installed into a fresh site on one
 * Docusaurus version, built on Rspack once per option variant (fixture/variants), with every
 * safe-to-eject component ejected, and as a site written for the 0.x theme. The builds the
 * browser tests open go to BROWSER_BUILDS_DIR, under the column's names (builds.ts, COLUMNS).
 * newest.test.ts runs it on the newest 3.x, canary.test.ts on the 4.0 canary.
 */
export type Column = {
  /** How the tests name the version: "3.10.2, the newest 3.x". */
  title: string;
  consumer: ConsumerInstall;
  builds: ColumnBuilds;
  /**
   * Build the 0.x site on Rspack too (HK_FASTER=1, which its config reads). The 3.x columns
   * build it as it is written, on webpack.
   */
  legacyOnRspack?: boolean;
};

const themeMessages = JSON.parse(readFileSync(path.join(themeDir, 'i18n/fr.json'), 'utf8')) as Record<string, string>;

/** The names a module's type declarations export: `export {a, b as c}` and `export declare function d`. */
function exportedNames(declarations: string): Set<string> {
  const names = new Set<string>();
  for (const [, list = ''] of declarations.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) {
        names.add(name);
      }
    }
  }
  for (const [, name = ''] of declarations.matchAll(
    /export\s+(?:declare\s+)?(?:function|const|class|enum|type|interface)\s+(\w+)/g,
  )) {
    names.add(name);
  }
  return names;
}

/**
 * The names the installed theme's JavaScript imports from theme-common (or its /internal), and
 * those of them the installed theme-common does not export, as `path: name`. A namespace
 * import, the guarded one of theme/CodeBlock/Content, is not named and so not listed.
 */
function themeCommonImports(installDir: string): {imported: string[]; missing: string[]} {
  // The one copy of each package is at the top of node_modules (4.0's theme-common does not
  // export its package.json, so it cannot be resolved through it).
  const themeCommonDir = path.join(installDir, 'node_modules/@docusaurus/theme-common');
  const exported = {
    '': exportedNames(readFileSync(path.join(themeCommonDir, 'lib/index.d.ts'), 'utf8')),
    '/internal': exportedNames(readFileSync(path.join(themeCommonDir, 'lib/internal.d.ts'), 'utf8')),
  };
  const libDir = path.join(installDir, 'node_modules/@hoverkraft/docusaurus-theme/lib');
  const imported: string[] = [];
  const missing: string[] = [];
  for (const file of readdirSync(libDir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(libDir, file), 'utf8');
    for (const [, list = '', entry = ''] of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*['"]@docusaurus\/theme-common(\/internal)?['"]/g,
    )) {
      for (const item of list.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0];
        if (!name) {
          continue;
        }
        imported.push(name);
        if (!exported[entry as keyof typeof exported].has(name)) {
          missing.push(`lib/${file}: ${name} from @docusaurus/theme-common${entry}`);
        }
      }
    }
  }
  return {imported, missing};
}

export function describeColumn({title, consumer, builds, legacyOnRspack = false}: Column): void {
  const {siteDir, version} = consumer;
  const browserBuild = (name: string) => path.join(BROWSER_BUILDS_DIR, name);
  /** The parsed HTML of a built page (the minifier drops attribute quotes: a parser copes, a regex may not). */
  const page = (build: string, file: string): CheerioAPI => load(builtFile(browserBuild(build), file));
  /** A meta tag's content, by property or name. */
  const meta = (build: string, file: string, key: string) =>
    page(build, file)(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
  const {variants} = builds;
  const started = performance.now();

  beforeAll(async () => {
    await consumer.install();
  });

  afterAll(async () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `Docusaurus ${title}: consumer site in ${consumer.dir}, ${seconds} s in all\n  ${consumer.timings.join('\n  ')}`,
    );
    if (process.env.HK_CONSUMER_KEEP !== '1') {
      // node_modules is large: removing it synchronously would block the worker for long.
      await rm(consumer.dir, {recursive: true, force: true});
    }
  });

  describe(`the packed theme on Docusaurus ${title}`, () => {
    it('installs that version of Docusaurus, theme-classic and theme-common, and the React it needs', () => {
      for (const name of ['@docusaurus/core', '@docusaurus/theme-classic', '@docusaurus/theme-common']) {
        expect(consumer.installedVersion(name), name).toBe(version);
      }
      expect(consumer.installedVersion('react')).toBe(siteStack(version).react);
      expect(consumer.installedVersion('react-dom')).toBe(siteStack(version).react);
    });

    it('installs exactly one copy of each @docusaurus/* package, which the theme shares with the site', () => {
      const copies = docusaurusPackageCopies(consumer.dir);
      // The theme's own imports among them, so that an empty walk cannot pass.
      for (const name of ['@docusaurus/theme-common', '@docusaurus/utils-validation', '@docusaurus/logger']) {
        expect(copies[name], name).toEqual([`node_modules/${name}`]);
      }
      const duplicated = Object.entries(copies).filter(([, dirs]) => dirs.length > 1);
      expect(duplicated).toEqual([]);
    });

    it('runs the docusaurus CLI on a Node.js that the installed core accepts', async () => {
      const core = JSON.parse(
        readFileSync(path.join(consumer.dir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
      ) as {engines: {node: string}};
      const minimum = /^>=\s*([\d.]+)$/.exec(core.engines.node)?.[1];
      expect(minimum, `an engines range of the form >=x.y: ${core.engines.node}`).toBeDefined();
      const nodeVersion = (await consumer.mustRun('node --version', consumer.node, ['--version'])).trim();
      expect(nodeIsAtLeast(nodeVersion, minimum as string), `${nodeVersion} for ${core.engines.node}`).toBe(true);
    });

    it('imports from theme-common only what this version of theme-common exports', () => {
      const {imported, missing} = themeCommonImports(consumer.dir);
      expect(imported, 'the imports the check reads').toContain('ThemeClassNames');
      expect(missing).toEqual([]);
    });

    it('has theme-classic components, which our forks copy, that are the ones we reviewed', () => {
      expect(unreviewedForks(consumer.dir)).toEqual([]);
    });

    it('builds the base site on Rspack with the brand and the built-in search', async () => {
      const log = await consumer.buildForBrowser(builds.base);
      expect(log).toMatch(/Search index: \d+ pages/);
      expect(existsSync(path.join(browserBuild(builds.base), 'search/index.html'))).toBe(true);
      expect(existsSync(path.join(browserBuild(builds.base), 'pagefind/pagefind.js'))).toBe(true);
      expect(page(builds.base, 'index.html')('.hk-layout')).toHaveLength(1);
    });

    it('builds the base site without the theme, which the crawl opens beside the theme builds', async () => {
      // One stock build per column (HK_WITHOUT_THEME=1, read by the fixture's config): the
      // option variants are the same site with other theme options, so e2e/crawl.spec.ts
      // compares each of them with it too.
      await consumer.buildForBrowser(stockBuild(builds.base), {env: {HK_WITHOUT_THEME: '1'}});
      expect(existsSync(path.join(browserBuild(stockBuild(builds.base)), 'index.html'))).toBe(true);
    });

    it("has the theme's guarded performance workarounds in its bundle, as far as this version was checked", () => {
      expectPerformanceWorkarounds(browserBuild(builds.base), {
        idlePrefetch: usesIdlePrefetch(version),
      });
    });
  });

  describe('each option variant builds, and the build holds what the theme promises', () => {
    it('search off: no search page, no index, nothing of the search in the bundle', async () => {
      const build = variants['search-off'];
      const log = await consumer.buildForBrowser(build, {config: 'variants/search-off.config.ts'});
      expect(existsSync(path.join(browserBuild(build), 'search/index.html'))).toBe(false);
      expect(existsSync(path.join(browserBuild(build), 'pagefind'))).toBe(false);
      expect(log).not.toMatch(/Search index/);
      expect(page(build, 'index.html')('[aria-keyshortcuts]')).toHaveLength(0);
    });

    it("search off with Algolia configured: Algolia's search box is rendered, not ours", async () => {
      const build = variants.algolia;
      await consumer.buildForBrowser(build, {config: 'variants/algolia.config.ts'});
      expect(existsSync(path.join(browserBuild(build), 'pagefind'))).toBe(false);
      // theme-search-algolia's own route, which exists only when its theme is the one loaded.
      expect(existsSync(path.join(browserBuild(build), 'search/index.html'))).toBe(true);
      expect(builtFile(browserBuild(build), 'search/index.html')).toMatch(/algolia/i);
    });

    it('social cards off: no card is drawn and every page keeps the site-wide image', async () => {
      const build = variants['cards-off'];
      const log = await consumer.buildForBrowser(build, {config: 'variants/cards-off.config.ts'});
      expect(existsSync(path.join(browserBuild(build), 'social-cards'))).toBe(false);
      expect(log).not.toMatch(/social cards?/i);
      for (const file of ['index.html', 'docs/getting-started/index.html']) {
        expect(meta(build, file, 'og:image'), file).toBe('https://consumer.example.com/img/site-card.png');
      }
    });

    it('trailing slash at the root of the host: pages, links and cards follow the slash', async () => {
      const build = variants['trailing-slash'];
      await consumer.buildForBrowser(build, {config: 'variants/trailing-slash.config.ts'});
      const $ = page(build, 'index.html');
      const docsLinks = $('a').filter((_, link) => $(link).text().trim() === 'Docs');
      expect(docsLinks.first().attr('href')).toBe('/docs/getting-started/');
      expect(meta(build, 'docs/getting-started/index.html', 'og:image')).toMatch(
        /^https:\/\/consumer\.example\.com\/social-cards\/docs\/getting-started\.png$/,
      );
    });

    it('two locales: each has its pages and its search index, and the theme speaks French on /fr/', async () => {
      const build = variants.i18n;
      await consumer.buildForBrowser(build, {config: 'variants/i18n.config.ts'});
      for (const locale of ['', 'fr/']) {
        expect(existsSync(path.join(browserBuild(build), locale, 'pagefind/pagefind.js')), `${locale} index`).toBe(
          true,
        );
      }
      const $ = page(build, 'fr/search/index.html');
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
        {message: string; description?: string}
      >;
      for (const [id, french] of Object.entries(themeMessages)) {
        expect(written[id]?.message, id).toBe(french);
      }
      // Each message comes with its note for translators, read from the package's lib/; the
      // bundler leaves the notes out of the browser's code (server/i18n/translatorNotes.ts).
      const notes = Object.keys(themeMessages).map((id) => written[id]?.description);
      expect(notes.filter((note) => !note)).toEqual([]);
      const bundles = builtAssets(browserBuild(variants.i18n), 'assets/js', '.js');
      expect(bundles, 'the English messages are in the bundle').toContain('Copy page');
      expect(notes.filter((note) => note && bundles.includes(note))).toEqual([]);
    });

    it("content's own scripts: named in one warning and left out of the policy", async () => {
      const build = variants['hostile-content'];
      const log = await consumer.buildForBrowser(build, {config: 'variants/hostile-content.config.ts'});
      const lines = log.split('\n');
      const warning = lines.findIndex((line) => /inline script\(s\) in the built pages/.test(line));
      expect(warning, log).toBeGreaterThanOrEqual(0);
      expect(
        lines.filter((line) => /inline script\(s\) in the built pages/.test(line)),
        'one warning',
      ).toHaveLength(1);
      // The warning's list, the lines after it: one per script, `- <page>: "<first characters>"`.
      const after = lines.slice(warning + 1);
      const end = after.findIndex((line) => !line.startsWith('- '));
      const listed = end < 0 ? after : after.slice(0, end);
      const {scriptHashes} = JSON.parse(builtFile(browserBuild(build), 'content-security-policy.json')) as {
        scriptHashes: string[];
      };
      // The post, and the list of posts that repeats its title in its own JSON-LD and shows the
      // MDX post whole; the MDX post.
      const scripts = [
        ['notes/breakout/index.html', '__hkInjectedTitle'],
        ['notes/index.html', '__hkInjectedTitle'],
        ['notes/index.html', '__hkInjectedMdx'],
        ['notes/inline-script/index.html', '__hkInjectedMdx'],
      ] as const;
      for (const [file, global] of scripts) {
        // As the browser will read it: the minifier rewrites the script (`true` becomes `!0`).
        const $ = page(build, file);
        // The title breaks out twice, from the JSON-LD's `headline` and from its `name`: one script twice.
        const injected = new Set(
          $('script:not([src])')
            .toArray()
            .map((script) => $(script).text())
            .filter((text) => text.includes(global)),
        );
        expect([...injected], file).toHaveLength(1);
        const [text = ''] = injected;
        expect(listed).toContain(`- ${file}: ${JSON.stringify(text)}`);
        expect(scriptHashes, file).not.toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      }
      expect(listed).toHaveLength(scripts.length);
    });
  });

  describe('every component that getSwizzleConfig marks safe to eject', () => {
    it('compiles and builds once ejected', async () => {
      const ejectedSite = path.join(consumer.dir, 'ejected');
      cpSync(siteDir, ejectedSite, {recursive: true, filter: (from) => !/[/\\](build|\.docusaurus|i18n)$/.test(from)});
      const installedTheme = path.join(consumer.dir, 'node_modules/@hoverkraft/docusaurus-theme');
      // Read by the install's Node.js: the theme loads Docusaurus's packages, which may need a
      // newer Node.js than the tests run on (4.0's use RegExp.escape, new in Node 24).
      const swizzleConfig = JSON.parse(
        await consumer.mustRun('getSwizzleConfig', consumer.node, [
          '-e',
          "process.stdout.write(JSON.stringify(require('@hoverkraft/docusaurus-theme').getSwizzleConfig()))",
        ]),
      ) as ReturnType<typeof import('@hoverkraft/docusaurus-theme').getSwizzleConfig>;
      // Folders (Footer for Footer/Layout) are listed to eject their components whole; eject the components.
      const safe = Object.entries(swizzleConfig.components)
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
          {cwd: ejectedSite},
        );
        expect(existsSync(path.join(ejectedSite, 'src/theme', name, 'index.tsx')), `${name} ejected`).toBe(true);
      }
      const ejectedFiles = readdirSync(path.join(ejectedSite, 'src/theme'), {recursive: true, encoding: 'utf8'});
      expect(ejectedFiles.filter((file) => file.endsWith('.tsx')).length).toBe(safe.length);
      await consumer.tsc('tsc (ejected)', ejectedSite);
      await consumer.docusaurus('build (ejected)', ['build', '--out-dir', path.join(consumer.dir, 'build-ejected')], {
        cwd: ejectedSite,
        env: {HK_FUTURE_V4: '1'},
      });
    });
  });

  describe.skipIf(!existsSync(path.join(fixtureSitesDir, 'legacy-0x')))('a site written for the 0.x theme', () => {
    it('builds unchanged', async () => {
      const legacySite = await consumer.addFixtureSite('legacy-0x');
      await consumer.buildForBrowser(builds.legacy, {cwd: legacySite, env: legacyOnRspack ? {HK_FASTER: '1'} : {}});
      expect(existsSync(path.join(browserBuild(builds.legacy), 'index.html'))).toBe(true);
    });
  });
}
