import {execFile, execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type DocSample, loadDocSamples, sampleFileName} from './docSamples';

/**
 * A user's view of the theme: pack it as npm would publish it, install the tarball into a fresh
 * Docusaurus 3.9.2 site written from scratch, and build that site with React 19.2, with React
 * 18.3, and with Docusaurus v4 behaviour on the Rspack bundler. The code samples of the
 * installation, configuration and migration pages are compiled and loaded in the same site.
 *
 * One install serves every variant, to keep the suite fast on a 2-core machine. Set
 * HK_CONSUMER_KEEP=1 to keep the site in the temp folder for a look after the run.
 */
const repo = path.resolve(__dirname, '../..');
const themeDir = path.join(repo, 'packages/docusaurus-theme');
const fixtureDir = path.join(__dirname, 'fixture');
const docsDir = path.join(repo, 'website/docs');

const DOCUSAURUS_VERSION = '3.9.2';
const REACT_19 = '19.2.0';
const REACT_18 = '18.3.1';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'hk-consumer-'));
const siteDir = path.join(workDir, 'site');
const samplesDir = path.join(siteDir, 'doc-samples');
const timings: string[] = [];
const execFileAsync = promisify(execFile);

// npm passes its own settings to child processes as npm_config_* variables; a nested install
// must not inherit the monorepo's workspace or prefix. NODE_ENV=test (from Vitest) must not
// leak into the build either.
const childEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !(/^npm_/i.test(key) && !/^npm_config_(cache|registry|userconfig)$/i.test(key)) && key !== 'NODE_ENV',
  ),
);
Object.assign(childEnv, {NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true'});

type RunResult = {ok: boolean; stdout: string; output: string};

/** Runs a command in the site; stdout, and stdout with stderr, are returned, never thrown. */
async function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  const started = performance.now();
  try {
    const {stdout, stderr} = await execFileAsync(command, args, {
      cwd: siteDir,
      env: {...childEnv, ...env},
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return {ok: true, stdout, output: `${stdout}\n${stderr}`};
  } catch (error) {
    const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
    return {ok: false, stdout, output: `${stdout}\n${stderr}`};
  } finally {
    timings.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Like run, but a failure fails the test with the command's last lines of output. */
async function mustRun(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const result = await run(label, command, args, env);
  if (!result.ok) {
    throw new Error(`${label} failed:\n${result.output.split('\n').slice(-60).join('\n')}`);
  }
  return result.stdout;
}

const docusaurusBin = () => path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

const docusaurus = (label: string, args: string[], env?: NodeJS.ProcessEnv) =>
  mustRun(label, process.execPath, [docusaurusBin(), ...args], env);

/**
 * `swizzle --list` loads the config, validates every plugin's options and the theme config,
 * and runs each plugin's constructor (the theme's checks among them), without loading content.
 */
const loadConfig = (label: string, config: string) =>
  run(label, process.execPath, [
    docusaurusBin(),
    'swizzle',
    '@hoverkraft/docusaurus-theme',
    '--list',
    '--typescript',
    '--config',
    config,
  ]);

const npmInstall = (label: string, args: string[] = []) =>
  mustRun(label, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...args]);

function sitePackageJson(tarball: string) {
  return {
    name: 'consumer-site',
    private: true,
    dependencies: {
      '@docusaurus/core': DOCUSAURUS_VERSION,
      '@docusaurus/faster': DOCUSAURUS_VERSION,
      '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
      '@hoverkraft/docusaurus-theme': `file:../${tarball}`,
      '@mdx-js/react': '^3.1.1',
      clsx: '^2.1.1',
      'prism-react-renderer': '^2.4.1',
      react: REACT_19,
      'react-dom': REACT_19,
    },
    devDependencies: {
      '@docusaurus/module-type-aliases': DOCUSAURUS_VERSION,
      '@docusaurus/tsconfig': DOCUSAURUS_VERSION,
      '@docusaurus/types': DOCUSAURUS_VERSION,
      typescript: '~5.9.3',
    },
    // Known registry pitfalls, not the theme's: webpack 5.106+ breaks `docusaurus build`, and
    // @docsearch/react 4.7 cannot be installed.
    overrides: {webpack: '5.105.4', '@docsearch/react': '4.2.0'},
  };
}

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

function builtFile(outDir: string, file: string): string {
  return readFileSync(path.join(siteDir, outDir, file), 'utf8');
}

function builtCss(outDir: string): string {
  const cssDir = path.join(siteDir, outDir, 'assets/css');
  return readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
}

function builtJs(outDir: string): string {
  const jsDir = path.join(siteDir, outDir, 'assets/js');
  return readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(jsDir, name), 'utf8'))
    .join('\n');
}

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

/** What every build must show: the brand tokens in the CSS and the components in the page. */
function expectBrandedSite(outDir: string): void {
  const css = builtCss(outDir);
  expect(css, 'the brand tokens are in the built CSS').toMatch(/--hk-color-primary:\s*#0073cc/i);
  expect(css, 'Infima follows the brand token').toMatch(/--ifm-color-primary:\s*var\(--hk-color-primary\)/);

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
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], {
      cwd: themeDir,
      env: childEnv,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as {filename: string}[];
  const tarball = packed[0]?.filename;
  if (!tarball) {
    throw new Error('npm pack did not report a tarball');
  }
  cpSync(fixtureDir, siteDir, {recursive: true});
  writeFileSync(path.join(siteDir, 'package.json'), `${JSON.stringify(sitePackageJson(tarball), null, 2)}\n`);
  writeDocSamples();
  await npmInstall('npm install');
});

afterAll(() => {
  console.log(`Consumer site in ${workDir}\n  ${timings.join('\n  ')}`);
  if (process.env.HK_CONSUMER_KEEP !== '1') {
    rmSync(workDir, {recursive: true, force: true});
  }
});

describe('a fresh Docusaurus site that installs the packed theme', () => {
  it.each(['installation.md', 'configuration.md', 'migration.md'])(
    'finds a docusaurus.config.ts sample in %s',
    (page) => {
      expect(configSamples.filter((sample) => sample.page === page).length).toBeGreaterThan(0);
    },
  );

  it('installs a single copy of each Docusaurus package, shared by the theme and preset-classic', async () => {
    // npm ls exits non-zero on any peer warning in the tree; its JSON is what matters here.
    const tree = JSON.parse((await run('npm ls', 'npm', ['ls', '--all', '--json'])).stdout) as NpmTree;
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

  it('type-checks a consumer page, the typed config and the docs samples with tsc --noEmit', async () => {
    // The fixture's src/components/TypeChecks.tsx also proves, with @ts-expect-error, that the
    // types reject misuse such as a Hero image without alt text.
    await mustRun('tsc --noEmit', process.execPath, [
      path.join(siteDir, 'node_modules/typescript/bin/tsc'),
      '--noEmit',
      '-p',
      '.',
    ]);
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
    const siteRequire = createRequire(path.join(siteDir, 'package.json'));
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
    writeFileSync(
      config,
      readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8').replace(
        "themes: ['@hoverkraft/docusaurus-theme']",
        "themes: [['@hoverkraft/docusaurus-theme', {customCSS: './src/css/brand-overrides.css'}]]",
      ),
    );
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
  });

  it('builds with future.v4 and @docusaurus/faster (Rspack) and carries the brand', async () => {
    await docusaurus('build (future.v4 + faster)', ['build', '--out-dir', 'build-v4'], {HK_FUTURE_V4: '1'});
    expectBrandedSite('build-v4');
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
