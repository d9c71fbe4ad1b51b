import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {rm} from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type DocSample, loadDocSamples, sampleFileName} from './docSamples';
import {
  BROWSER_BUILDS_DIR,
  builtAssets,
  ConsumerInstall,
  DOCUSAURUS_OLDEST,
  docusaurusPackageCopies,
  fixtureSitesDir,
  REACT_18,
  REACT_19,
  builtFile as readBuiltFile,
  repo,
} from './support/consumerSite';
import {expectPerformanceWorkarounds} from './support/workarounds';

/**
 * The theme packed and installed into a fresh site on the OLDEST Docusaurus it supports, built
 * with React 19.2, with React 18.3, and with Docusaurus v4 behaviour on the Rspack bundler. The
 * code samples of the installation, configuration and migration pages are compiled and loaded
 * in the same site. (newest.test.ts and canary.test.ts check the newest 3.x and the 4.0 canary,
 * with every option variant: support/column.ts.)
 * Set HK_CONSUMER_KEEP=1 to keep the site in the temp folder for a look after the run.
 */
const docsDir = path.join(repo, 'website/docs');
const DOCUSAURUS_VERSION = DOCUSAURUS_OLDEST;
const consumer = new ConsumerInstall(DOCUSAURUS_VERSION, mkdtempSync(path.join(os.tmpdir(), 'hk-consumer-')));
const {siteDir} = consumer;
const samplesDir = path.join(siteDir, 'doc-samples');

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  consumer.run(label, command, args, {cwd: siteDir, env});
const docusaurus = (label: string, args: string[], env?: NodeJS.ProcessEnv) => consumer.docusaurus(label, args, {env});
const npmInstall = (label: string, args: string[] = []) =>
  consumer.mustRun(label, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...args]);

/**
 * `swizzle --list` loads the config, validates every plugin's options and the theme config,
 * and runs each plugin's constructor (the theme's checks among them), without loading content.
 */
const loadConfig = (label: string, config: string) =>
  run(label, process.execPath, [
    consumer.docusaurusBin,
    'swizzle',
    '@hoverkraft/docusaurus-theme',
    '--list',
    '--typescript',
    '--config',
    config,
  ]);

const samples = loadDocSamples(docsDir);
const configSamples = samples.filter((sample) => sample.title === 'docusaurus.config.ts');
const cssSamples = samples.filter((sample) => sample.lang === 'css');
// The migration guide's "complete result" is the fullest config in the docs: the React 18.3
// build uses it, so that it is built, not only type-checked.
const migrationConfig = configSamples.find((sample) => sample.page === 'migration.md');

function writeDocSamples(): void {
  mkdirSync(samplesDir, {recursive: true});
  for (const sample of samples.filter((item) => item.lang !== 'css')) {
    writeFileSync(path.join(samplesDir, sampleFileName(sample)), sample.code);
  }
  // Both guides title their CSS samples src/css/brand-overrides.css, the file their configs
  // pass to customCss: the fixture's copy holds them all, each marked with where it came from.
  const css = cssSamples.map((sample) => `/* ${sample.page}:${sample.line} */\n${sample.code}`).join('\n');
  mkdirSync(path.join(siteDir, 'src/css'), {recursive: true});
  writeFileSync(path.join(siteDir, 'src/css/brand-overrides.css'), css);
}

const builtFile = (outDir: string, file: string) => readBuiltFile(path.join(siteDir, outDir), file);
const builtCss = (outDir: string) => builtAssets(path.join(siteDir, outDir), 'assets/css', '.css');
const builtJs = (outDir: string) => builtAssets(path.join(siteDir, outDir), 'assets/js', '.js');

/** The class attribute values in some HTML, quoted or not (the build may minify). */
function classNames(html: string): string[] {
  return [...html.matchAll(/\sclass=(?:"([^"]*)"|([^\s>]+))/g)].flatMap((match) =>
    (match[1] ?? match[2] ?? '').split(/\s+/),
  );
}

/** CSS module classes keep their source name before a hash suffix: `hero` becomes `hero_AbC1`. */
function hasModuleClass(html: string, local: string): boolean {
  return classNames(html).some((name) => new RegExp(`^${local}_[\\w-]+$`).test(name));
}

/**
 * What every build must show: the brand tokens in the CSS and the components in the page.
 * `outranked`: the brand outranks Infima by its selectors' specificity (future.v4's cascade layers,
 * which the bundled CSS writes as specificity), so Infima's values stay, under other selectors.
 */
function expectBrandedSite(outDir: string, {outranked = false} = {}): void {
  const css = builtCss(outDir);
  expect(css, 'the brand tokens are in the built CSS').toMatch(/--hk-color-primary:\s*#0073cc/i);
  const primaries = [...css.matchAll(/--ifm-color-primary:\s*([^;}]+)/g)].map((match) => match[1]?.trim());
  expect(primaries, 'Infima follows the brand token').toContain('var(--hk-color-primary)');
  // Where the brand sets Infima's primary again on :root after Infima, Infima's own value can
  // never apply: it left the stylesheet.
  expect(primaries.includes('#3578e5'), "Infima's default primary is in the stylesheet").toBe(outranked);

  const home = builtFile(outDir, 'index.html');
  for (const local of ['hero', 'highlight', 'button', 'grid', 'feature', 'card', 'tag', 'logo', 'mark', 'wordmark']) {
    expect(hasModuleClass(home, local), `the home page renders the "${local}" class of a theme component`).toBe(true);
  }
  // React separates adjacent text nodes with <!-- --> in server-rendered HTML.
  expect(home).toMatch(/<h1[^>]*>Docs that look like(<!-- -->)? <span[^>]*>Hoverkraft<\/span><\/h1>/);
  expect(home).toMatch(/<img [^>]*alt="?A blue placeholder illustration/);
  expect(home).toMatch(/<a [^>]*href="?https:\/\/github\.com\/hoverkraft-tech"? [^>]*target="?_blank/);
  expect(classNames(home), 'the theme Layout marks the main wrapper').toContain('hk-layout');
  expect(hasModuleClass(home, 'brandRow'), 'the theme Footer/Layout adds the brand row').toBe(true);

  const doc = builtFile(outDir, 'docs/components/index.html');
  expect(hasModuleClass(doc, 'button'), 'an MDX doc renders a theme Button').toBe(true);
  expect(classNames(builtFile(outDir, 'blog/index.html'))).toContain('hk-layout');
}

/** The React version that react-dom stamps into the client bundle. */
function reactVersionInBundle(outDir: string): string | undefined {
  const match = /reconcilerVersion:\s*["']([^"']+)["']|\bReactVersion\s*=\s*["']([^"']+)["']/.exec(builtJs(outDir));
  return match?.[1] ?? match?.[2];
}

beforeAll(async () => {
  await consumer.install();
  writeDocSamples();
});

afterAll(async () => {
  console.log(`Consumer site in ${siteDir}\n  ${consumer.timings.join('\n  ')}`);
  if (process.env.HK_CONSUMER_KEEP !== '1') {
    // node_modules is large: removing it synchronously would block the worker for long.
    await rm(consumer.dir, {recursive: true, force: true});
  }
});

describe('a fresh Docusaurus site that installs the packed theme', () => {
  it.each(['installation.md', 'plugin-options.md', 'theme-config.md', 'migration.md'])(
    'finds a docusaurus.config.ts sample in %s',
    (page) => {
      expect(configSamples.filter((sample) => sample.page === page).length).toBeGreaterThan(0);
    },
  );

  it('installs a single copy of each Docusaurus package, shared by the theme and preset-classic', async () => {
    // npm ls exits non-zero on any peer warning in the tree; its JSON is what matters here.
    const tree = JSON.parse((await consumer.run('npm ls', 'npm', ['ls', '--all', '--json'])).stdout) as NpmTree;
    const versions = new Map<string, Set<string>>();
    collectVersions(tree, versions);
    for (const name of [
      '@docusaurus/core',
      '@docusaurus/theme-classic',
      '@docusaurus/theme-common',
      'react',
      'react-dom',
    ]) {
      expect([...(versions.get(name) ?? [])], `versions of ${name} in the site`).toHaveLength(1);
    }
    expect([...(versions.get('@docusaurus/theme-common') ?? [])]).toEqual([DOCUSAURUS_VERSION]);
  });

  it('installs exactly one copy of each @docusaurus/* package, nested node_modules included', () => {
    const copies = docusaurusPackageCopies(consumer.dir);
    // The theme's own imports among them, so that an empty walk cannot pass.
    for (const name of ['@docusaurus/theme-common', '@docusaurus/utils-validation', '@docusaurus/logger']) {
      expect(copies[name], name).toEqual([`node_modules/${name}`]);
    }
    expect(Object.entries(copies).filter(([, dirs]) => dirs.length > 1)).toEqual([]);
  });

  it('type-checks a consumer page, the typed config and the docs samples with tsc --noEmit', async () => {
    // The fixture's src/components/TypeChecks.tsx also proves, with @ts-expect-error, that the
    // types reject misuse such as a Hero image without alt text.
    await consumer.mustRun(
      'tsc --noEmit',
      process.execPath,
      [path.join(consumer.dir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', '.'],
      {cwd: siteDir},
    );
  });

  it('lists every theme component with its swizzle safety, as getSwizzleConfig declares it', async () => {
    const output = await docusaurus('swizzle --list', [
      'swizzle',
      '@hoverkraft/docusaurus-theme',
      '--list',
      '--typescript',
    ]);
    // Table rows: │ name │ wrap │ eject │ description │ (long descriptions wrap onto more lines).
    const rows = [
      ...output.matchAll(/^│ (\S+)\s+│ (Safe|Unsafe|Forbidden)\s+│ (Safe|Unsafe|Forbidden)\s+│ (.+?)\s+│$/gm),
    ].map(([, name, wrap, eject, description]) => ({name, wrap, eject, described: description !== 'N/A'}));
    const siteRequire = createRequire(path.join(consumer.dir, 'package.json'));
    const {getSwizzleConfig} = siteRequire(
      '@hoverkraft/docusaurus-theme',
    ) as typeof import('@hoverkraft/docusaurus-theme');
    const declared = Object.entries(getSwizzleConfig().components).map(([name, {actions, description}]) => ({
      name,
      wrap: capitalize(actions.wrap),
      eject: capitalize(actions.eject),
      described: Boolean(description),
    }));
    expect(rows.length, `no component table in:\n${output}`).toBeGreaterThan(0);
    expect(sortByName(rows)).toEqual(sortByName(declared));
  });

  it('loads every docusaurus.config.ts sample of the docs, with the theme options and theme config validated', async () => {
    const results = await Promise.all(
      configSamples.map(async (sample) => {
        const file = path.join('doc-samples', sampleFileName(sample));
        return {sample, result: await loadConfig(`load ${file}`, file)};
      }),
    );
    const failed = results
      .filter(({result}) => !result.ok)
      .map(
        ({sample, result}) =>
          `website/docs/${sample.page}:${sample.line}\n${result.output.split('\n').slice(-20).join('\n')}`,
      );
    expect(failed, 'docs samples that Docusaurus rejects').toEqual([]);
  });

  it('stops on a misspelt theme option with a message naming the option and the known ones', async () => {
    const config = path.join(samplesDir, 'misspelt-option.config.ts');
    const base = readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
    const misspelt = base.replace(
      /^ {2}themes: .*,$/m,
      "  themes: [['@hoverkraft/docusaurus-theme', {customCSS: './src/css/brand-overrides.css'}]],",
    );
    // A config left as it was would load, and the test would fail for the wrong reason.
    expect(misspelt).not.toBe(base);
    writeFileSync(config, misspelt);
    const result = await loadConfig('misspelt option', config);
    rmSync(config);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('"customCSS" is not an option of @hoverkraft/docusaurus-theme. Known options:');
    expect(result.output).toMatch(/Known options: [^\n]*\bcustomCss\b/);
  });

  it(`builds with React ${REACT_19} and carries the brand`, async () => {
    await docusaurus('build (React 19.2, webpack)', ['build', '--out-dir', 'build-react19']);
    expectBrandedSite('build-react19');
    expect(reactVersionInBundle('build-react19')).toBe(REACT_19);
    expectPerformanceWorkarounds(path.join(siteDir, 'build-react19'));
  });

  it('builds with future.v4 and @docusaurus/faster (Rspack) and carries the brand', async () => {
    await docusaurus('build (future.v4 + faster)', ['build', '--out-dir', 'build-v4'], {HK_FUTURE_V4: '1'});
    expectBrandedSite('build-v4', {outranked: true});
    expectPerformanceWorkarounds(path.join(siteDir, 'build-v4'));
  });

  it(`builds the migration guide's complete config with React ${REACT_18}, including the docs' CSS samples`, async () => {
    expect(migrationConfig, 'migration.md has a complete docusaurus.config.ts sample').toBeDefined();
    // The same site, moved to React 18 as a user would do it; the other variants ran before.
    await npmInstall('npm install React 18.3', [`react@${REACT_18}`, `react-dom@${REACT_18}`]);
    const sample = migrationConfig as DocSample;
    await docusaurus('build (React 18.3, migration config)', [
      'build',
      // Minifying proves nothing more here than in the React 19 build, and is its slowest step.
      '--no-minify',
      '--out-dir',
      'build-react18',
      '--config',
      path.join('doc-samples', sampleFileName(sample)),
    ]);
    expectBrandedSite('build-react18');
    // React 18 stamps a build suffix: 18.3.1-next-<commit>-<date>.
    expect(reactVersionInBundle('build-react18')?.split('-')[0]).toBe(REACT_18);
    // The docs' CSS samples reach the built stylesheet through the theme's customCss option.
    const css = builtCss('build-react18');
    expect(css).toMatch(/\.release-badge\s*\{/);
    expect(css).toMatch(/--hk-content-max-width:\s*64rem/);
  });
});

type NpmTree = {name?: string; version?: string; dependencies?: Record<string, NpmTree>};

function collectVersions(tree: NpmTree, versions: Map<string, Set<string>>): void {
  for (const [name, child] of Object.entries(tree.dependencies ?? {})) {
    if (child.version) {
      versions.set(name, (versions.get(name) ?? new Set()).add(child.version));
    }
    collectVersions(child, versions);
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function sortByName<T extends {name: string}>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name));
}

describe.skipIf(!existsSync(path.join(fixtureSitesDir, 'legacy-0x')))('a site written for the 0.x theme', () => {
  it(`builds unchanged on Docusaurus ${DOCUSAURUS_VERSION}`, async () => {
    const legacySite = await consumer.addFixtureSite('legacy-0x');
    await consumer.buildForBrowser('legacy-0x-oldest', {cwd: legacySite});
    expect(existsSync(path.join(BROWSER_BUILDS_DIR, 'legacy-0x-oldest', 'index.html'))).toBe(true);
  });
});
