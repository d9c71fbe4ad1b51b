import {execFile} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';

/**
 * A user's view of the theme: the package packed as npm would publish it, installed from the
 * tarball into a fresh Docusaurus site of a given version, and that site's commands run as a
 * user would run them. One install serves every build of a version.
 */

/** The oldest Docusaurus the theme supports: the bottom of its `^3.9.0` range. */
export const DOCUSAURUS_OLDEST = '3.9.2';
/** The newest Docusaurus 3.x, pinned so that runs are reproducible: moving it is this one line. */
export const DOCUSAURUS_NEWEST = '3.10.2';
/**
 * The newest Docusaurus 4.0 canary whose packages are all published at that version (core alone
 * has later ones, which need a @docusaurus/faster of their own version): a preview of 4.0, tested
 * so that the theme is ready the day 4.0 ships. Moving it is this one line.
 */
export const DOCUSAURUS_CANARY = '4.0.0-canary-6808';
export const REACT_19 = '19.2.0';
/** Docusaurus 4 needs React 19.3 or later. */
export const REACT_19_3 = '19.3.1';
export const REACT_18 = '18.3.1';

export const repo = path.resolve(__dirname, '../../..');
export const themeDir = path.join(repo, 'packages/docusaurus-theme');
/** The base site every variant builds on: docs, blog, a page using every component. */
export const fixtureDir = path.resolve(__dirname, '../fixture');
/** Whole sites of their own, e.g. one written the way a 0.x site is written. */
export const fixtureSitesDir = path.resolve(__dirname, '../fixtures');
/**
 * Where the builds that the browser tests open are kept, one folder per build
 * (tests/consumer/playwright.config.ts serves each on a port of its own).
 */
export const BROWSER_BUILDS_DIR = path.join(repo, '.scratch', 'consumer-builds');

const execFileAsync = promisify(execFile);

/** The date of the fixture sites' one commit, so "last updated" dates are the same in every run. */
const FIXTURE_COMMIT_DATE = '2025-10-01T12:00:00Z';

// npm passes its own settings to child processes as npm_config_* variables; a nested install
// must not inherit the monorepo's workspace or prefix. NODE_ENV=test (from Vitest) must not
// leak into the build either.
export const childEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !(/^npm_/i.test(key) && !/^npm_config_(cache|registry|userconfig)$/i.test(key)) && key !== 'NODE_ENV',
  ),
);
Object.assign(childEnv, {NO_UPDATE_NOTIFIER: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true'});

export type RunResult = {ok: boolean; stdout: string; output: string};

/**
 * Packs the theme into `workDir` and returns the tarball's file name. Nothing here blocks the
 * test worker: a worker blocked for long on a busy machine times out Vitest's RPC.
 */
export async function packTheme(workDir: string): Promise<string> {
  const {stdout} = await execFileAsync('npm', ['pack', '--json', '--pack-destination', workDir], {
    cwd: themeDir,
    env: childEnv,
    encoding: 'utf8',
  });
  const packed = JSON.parse(stdout) as {filename: string}[];
  const tarball = packed[0]?.filename;
  if (!tarball) {
    throw new Error('npm pack did not report a tarball');
  }
  return tarball;
}

/**
 * What a fresh site of a Docusaurus major brings besides Docusaurus, as that major's
 * classic-typescript template does: React, TypeScript, the Node.js its CLI needs, and the
 * registry pitfalls worked around with npm overrides.
 */
type SiteStack = {
  react: string;
  typescript: string;
  /** The oldest Node.js the CLI runs on, when the tests' own Node.js may be older. */
  minimumNode?: string;
  overrides: Record<string, string>;
};

const SITE_STACKS: Record<'3' | '4', SiteStack> = {
  '3': {
    react: REACT_19,
    typescript: '~5.9.3',
    // Registry pitfalls, not the theme's: webpack 5.106+ breaks 3.x's `docusaurus build`
    // (webpackbar), and @docsearch/react 4.7 cannot be installed here; 4.3.2 is in the range of both ends.
    overrides: {webpack: '5.105.4', '@docsearch/react': '4.3.2'},
  },
  // The 4.0 canaries: React 19.3, TypeScript 6 (the peer range of @docusaurus/tsconfig), and
  // Node.js 24.14 or later (scripts/env/ensure-node24.sh provides it when the tests run on Node 20).
  // The canary's types, theme-common and module-type-aliases pin @types/react 19.3.0 exactly,
  // while packages asking for any version get the newest: two copies, whose `Ref` types an
  // ejected component's tsc rejects as unrelated. The override keeps the one the canary pins.
  '4': {react: REACT_19_3, typescript: '~6.0.3', minimumNode: '24.14.0', overrides: {'@types/react': '19.3.0'}},
};

/** The stack of a Docusaurus version's major. */
export function siteStack(version: string): SiteStack {
  const major = version.split('.')[0];
  const stack = SITE_STACKS[major as keyof typeof SITE_STACKS];
  if (!stack) {
    throw new Error(`No consumer site stack for Docusaurus ${version}: add its major to SITE_STACKS.`);
  }
  return stack;
}

function sitePackageJson(version: string, tarball: string, extraDependencies: Record<string, string> = {}) {
  const stack = siteStack(version);
  return {
    name: `consumer-site-${version}`,
    private: true,
    dependencies: {
      ...extraDependencies,
      '@docusaurus/core': version,
      '@docusaurus/faster': version,
      '@docusaurus/preset-classic': version,
      '@hoverkraft/docusaurus-theme': `file:./${tarball}`,
      '@mdx-js/react': '^3.1.1',
      clsx: '^2.1.1',
      'prism-react-renderer': '^2.4.1',
      react: stack.react,
      'react-dom': stack.react,
    },
    devDependencies: {
      '@docusaurus/module-type-aliases': version,
      '@docusaurus/tsconfig': version,
      '@docusaurus/types': version,
      typescript: stack.typescript,
    },
    overrides: stack.overrides,
  };
}

/** Whether Node.js `version` (`24.21.0`, or `v24.21.0`) is `minimum` or later. */
export function nodeIsAtLeast(version: string, minimum: string): boolean {
  const parts = (text: string) => text.replace(/^v/, '').split('.').map(Number);
  const [have, need] = [parts(version), parts(minimum)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0);
    if (difference !== 0) {
      return difference > 0;
    }
  }
  return true;
}

/**
 * A Node.js binary of `minimum` or later: the one running the tests when it is recent enough (the
 * canary's CI job runs on Node 24), otherwise Node 24 from the npm registry, which
 * scripts/env/ensure-node24.sh installs into .cache/node24 once and prints the path of.
 */
export async function nodeAtLeast(minimum: string): Promise<string> {
  if (nodeIsAtLeast(process.versions.node, minimum)) {
    return process.execPath;
  }
  const {stdout} = await execFileAsync('bash', [path.join(repo, 'scripts/env/ensure-node24.sh')], {
    env: childEnv,
    encoding: 'utf8',
  });
  const node = stdout.trim().split('\n').pop() ?? '';
  const {stdout: version} = await execFileAsync(node, ['--version'], {encoding: 'utf8'});
  if (!nodeIsAtLeast(version.trim(), minimum)) {
    throw new Error(`scripts/env/ensure-node24.sh gave Node.js ${version.trim()}, older than ${minimum}.`);
  }
  return node;
}

/**
 * Every copy of each `@docusaurus/*` package under an install's node_modules, nested ones
 * included: `{'@docusaurus/theme-common': ['node_modules/@docusaurus/theme-common']}`. More
 * than one copy of a package splits its state: two Joi versions that reject each other's
 * schemas, or two sets of theme-common's React contexts.
 */
export function docusaurusPackageCopies(installDir: string): Record<string, string[]> {
  const copies: Record<string, string[]> = {};
  const walk = (nodeModules: string) => {
    if (!existsSync(nodeModules)) {
      return;
    }
    for (const entry of readdirSync(nodeModules, {withFileTypes: true})) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) {
        continue;
      }
      const packageDirs = entry.name.startsWith('@')
        ? readdirSync(path.join(nodeModules, entry.name), {withFileTypes: true})
            .filter((child) => child.isDirectory())
            .map((child) => `${entry.name}/${child.name}`)
        : [entry.name];
      for (const name of packageDirs) {
        const dir = path.join(nodeModules, name);
        if (name.startsWith('@docusaurus/')) {
          copies[name] = [...(copies[name] ?? []), path.relative(installDir, dir)];
        }
        walk(path.join(dir, 'node_modules'));
      }
    }
  };
  walk(path.join(installDir, 'node_modules'));
  return copies;
}

/** The `@docusaurus/*` packages an install holds more than one copy of, with where each copy is. */
export function duplicatedDocusaurusPackages(installDir: string): Record<string, string[]> {
  return Object.fromEntries(Object.entries(docusaurusPackageCopies(installDir)).filter(([, dirs]) => dirs.length > 1));
}

/**
 * Makes npm install the freshly packed theme in a kept install (HK_SHAPES_INSTALL): the tarball
 * keeps its name from one pack to the next, and npm, finding the name in package-lock.json,
 * would reinstall the previous pack's content from its cache by the recorded integrity.
 */
function forgetInstalledTheme(installDir: string): void {
  const lockFile = path.join(installDir, 'package-lock.json');
  if (!existsSync(lockFile)) {
    return;
  }
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {packages?: Record<string, unknown>};
  delete lock.packages?.['node_modules/@hoverkraft/docusaurus-theme'];
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  rmSync(path.join(installDir, 'node_modules/@hoverkraft/docusaurus-theme'), {recursive: true, force: true});
}

/**
 * A site folder inside the install has a package.json of its own, as Docusaurus expects, and
 * no dependencies: they resolve from the install's node_modules, one folder up.
 */
function writeSitePackageJson(siteDir: string): void {
  const file = path.join(siteDir, 'package.json');
  if (!existsSync(file)) {
    writeFileSync(file, `${JSON.stringify({name: path.basename(siteDir), private: true}, null, 2)}\n`);
  }
}

/**
 * One Docusaurus version installed with the packed theme. `dir` holds package.json and
 * node_modules; sites are folders inside it, so that they all resolve the one install.
 */
export class ConsumerInstall {
  readonly timings: string[] = [];
  /**
   * The Node.js that runs npm, the docusaurus CLI and tsc for this install: the tests' own, or
   * one recent enough for the version's CLI (set by install()).
   */
  node = process.execPath;

  /**
   * `extraDependencies` are installed beside Docusaurus, the theme and React (a theme such as
   * `@docusaurus/theme-mermaid`, pinned by the caller); none by default.
   */
  constructor(
    readonly version: string,
    readonly dir: string,
    readonly extraDependencies: Record<string, string> = {},
  ) {}

  /** The base fixture site, copied into the install. */
  get siteDir(): string {
    return path.join(this.dir, 'site');
  }

  /** Packs the theme, writes package.json and installs. */
  async install(): Promise<void> {
    const {minimumNode} = siteStack(this.version);
    if (minimumNode) {
      this.node = await nodeAtLeast(minimumNode);
    }
    mkdirSync(this.dir, {recursive: true});
    const tarball = await packTheme(this.dir);
    writeFileSync(
      path.join(this.dir, 'package.json'),
      `${JSON.stringify(sitePackageJson(this.version, tarball, this.extraDependencies), null, 2)}\n`,
    );
    cpSync(fixtureDir, this.siteDir, {recursive: true});
    writeSitePackageJson(this.siteDir);
    forgetInstalledTheme(this.dir);
    await this.mustRun(`npm install (Docusaurus ${this.version})`, 'npm', [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ]);
    // Every install, the shapes matrix's included, stops here on a split package: its builds
    // would test something no site of that version runs.
    const duplicated = duplicatedDocusaurusPackages(this.dir);
    if (Object.keys(duplicated).length > 0) {
      throw new Error(
        `npm installed more than one copy of these Docusaurus packages (Docusaurus ${this.version}):\n${JSON.stringify(duplicated, null, 2)}`,
      );
    }
  }

  /**
   * What this install's commands run with: the tests' environment, with the install's Node.js
   * first on PATH, so that npm, its scripts and whatever the CLI starts run on it too.
   */
  private get env(): NodeJS.ProcessEnv {
    if (this.node === process.execPath) {
      return childEnv;
    }
    return {...childEnv, PATH: [path.dirname(this.node), childEnv.PATH].filter(Boolean).join(path.delimiter)};
  }

  /**
   * Copies a whole fixture site (tests/consumer/fixtures/<name>) into the install, committed to
   * a git repository as a real site is: `showLastUpdateTime` reads the dates from git history.
   * `from` copies another folder instead (the base fixture, say), and `as` names the site's
   * folder in the install when one fixture is added twice.
   */
  async addFixtureSite(
    name: string,
    {from = path.join(fixtureSitesDir, name), as = name}: {from?: string; as?: string} = {},
  ): Promise<string> {
    const dir = path.join(this.dir, as);
    cpSync(from, dir, {recursive: true});
    writeSitePackageJson(dir);
    const git = (args: string[]) =>
      this.mustRun(
        `git ${args[0]} (${name})`,
        'git',
        ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', ...args],
        {
          cwd: dir,
          env: {GIT_AUTHOR_DATE: FIXTURE_COMMIT_DATE, GIT_COMMITTER_DATE: FIXTURE_COMMIT_DATE},
        },
      );
    await git(['init', '-q']);
    await git(['add', '.']);
    await git(['commit', '-q', '-m', `The ${name} fixture site`]);
    return dir;
  }

  /** Runs a command in `cwd` (the install by default); never throws. */
  async run(label: string, command: string, args: string[], options: {cwd?: string; env?: NodeJS.ProcessEnv} = {}) {
    const started = performance.now();
    try {
      const {stdout, stderr} = await execFileAsync(command, args, {
        cwd: options.cwd ?? this.dir,
        env: {...this.env, ...options.env},
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      return {ok: true, stdout, output: `${stdout}\n${stderr}`} satisfies RunResult;
    } catch (error) {
      const {stdout = '', stderr = ''} = error as {stdout?: string; stderr?: string};
      return {ok: false, stdout, output: `${stdout}\n${stderr}`} satisfies RunResult;
    } finally {
      this.timings.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  }

  /** Like run, but a failure throws with the command's last lines of output. */
  async mustRun(label: string, command: string, args: string[], options: {cwd?: string; env?: NodeJS.ProcessEnv} = {}) {
    return (await this.mustSucceed(label, command, args, options)).stdout;
  }

  /** Runs a command and fails with the end of its output unless it succeeds. */
  private async mustSucceed(
    label: string,
    command: string,
    args: string[],
    options: {cwd?: string; env?: NodeJS.ProcessEnv} = {},
  ) {
    const result = await this.run(label, command, args, options);
    if (!result.ok) {
      throw new Error(`${label} failed:\n${result.output.split('\n').slice(-60).join('\n')}`);
    }
    return result;
  }

  get docusaurusBin(): string {
    return path.join(this.dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  }

  /** Runs the docusaurus CLI in a site of this install (the base fixture by default). */
  docusaurus(label: string, args: string[], options: {cwd?: string; env?: NodeJS.ProcessEnv} = {}) {
    return this.mustRun(label, this.node, [this.docusaurusBin, ...args], {cwd: this.siteDir, ...options});
  }

  /** Runs the install's TypeScript compiler, `tsc --noEmit -p .`, in a site of this install. */
  tsc(label: string, cwd: string) {
    const tsc = path.join(this.dir, 'node_modules/typescript/bin/tsc');
    return this.mustRun(label, this.node, [tsc, '--noEmit', '-p', '.'], {cwd});
  }

  /**
   * Builds a site for the browser tests into BROWSER_BUILDS_DIR/<name>, on Rspack, and returns
   * the build log, both streams (warnings go to stderr). `config` is a config file of the site, relative to it.
   */
  async buildForBrowser(
    name: string,
    {cwd = this.siteDir, config, env}: {cwd?: string; config?: string; env?: NodeJS.ProcessEnv} = {},
  ) {
    const outDir = path.join(BROWSER_BUILDS_DIR, name);
    rmSync(outDir, {recursive: true, force: true});
    const result = await this.mustSucceed(
      `build ${name}`,
      this.node,
      [this.docusaurusBin, 'build', '--out-dir', outDir, ...(config ? ['--config', config] : [])],
      {cwd, env: {HK_FUTURE_V4: '1', ...env}},
    );
    return result.output;
  }

  /** The version of a package as installed, e.g. to check what npm resolved. */
  installedVersion(name: string): string {
    return (
      JSON.parse(readFileSync(path.join(this.dir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}
    ).version;
  }
}

/** The text of a built file. */
export function builtFile(outDir: string, file: string): string {
  return readFileSync(path.join(outDir, file), 'utf8');
}

/** Every file of a build whose name ends in `extension`, joined. */
export function builtAssets(outDir: string, folder: string, extension: string): string {
  const dir = path.join(outDir, folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(extension))
        .map((name) => readFileSync(path.join(dir, name), 'utf8'))
        .join('\n')
    : '';
}
