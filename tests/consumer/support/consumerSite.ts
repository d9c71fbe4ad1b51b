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
export const REACT_19 = '19.2.0';
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
 * Registry pitfalls, not the theme's: webpack 5.106+ breaks `docusaurus build` (webpackbar),
 * and @docsearch/react 4.7 cannot be installed here; 4.3.2 is in the range of both ends.
 */
const REGISTRY_OVERRIDES = {webpack: '5.105.4', '@docsearch/react': '4.3.2'};

function sitePackageJson(version: string, tarball: string) {
  return {
    name: `consumer-site-${version}`,
    private: true,
    dependencies: {
      '@docusaurus/core': version,
      '@docusaurus/faster': version,
      '@docusaurus/preset-classic': version,
      '@hoverkraft/docusaurus-theme': `file:./${tarball}`,
      '@mdx-js/react': '^3.1.1',
      clsx: '^2.1.1',
      'prism-react-renderer': '^2.4.1',
      react: REACT_19,
      'react-dom': REACT_19,
    },
    devDependencies: {
      '@docusaurus/module-type-aliases': version,
      '@docusaurus/tsconfig': version,
      '@docusaurus/types': version,
      typescript: '~5.9.3',
    },
    overrides: REGISTRY_OVERRIDES,
  };
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

  constructor(
    readonly version: string,
    readonly dir: string,
  ) {}

  /** The base fixture site, copied into the install. */
  get siteDir(): string {
    return path.join(this.dir, 'site');
  }

  /** Packs the theme, writes package.json and installs. */
  async install(): Promise<void> {
    mkdirSync(this.dir, {recursive: true});
    const tarball = await packTheme(this.dir);
    writeFileSync(
      path.join(this.dir, 'package.json'),
      `${JSON.stringify(sitePackageJson(this.version, tarball), null, 2)}\n`,
    );
    cpSync(fixtureDir, this.siteDir, {recursive: true});
    writeSitePackageJson(this.siteDir);
    await this.mustRun(`npm install (Docusaurus ${this.version})`, 'npm', [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ]);
  }

  /**
   * Copies a whole fixture site (tests/consumer/fixtures/<name>) into the install, committed to
   * a git repository as a real site is: `showLastUpdateTime` reads the dates from git history.
   */
  async addFixtureSite(name: string): Promise<string> {
    const dir = path.join(this.dir, name);
    cpSync(path.join(fixtureSitesDir, name), dir, {recursive: true});
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
        env: {...childEnv, ...options.env},
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
    const result = await this.run(label, command, args, options);
    if (!result.ok) {
      throw new Error(`${label} failed:\n${result.output.split('\n').slice(-60).join('\n')}`);
    }
    return result.stdout;
  }

  get docusaurusBin(): string {
    return path.join(this.dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  }

  /** Runs the docusaurus CLI in a site of this install (the base fixture by default). */
  docusaurus(label: string, args: string[], options: {cwd?: string; env?: NodeJS.ProcessEnv} = {}) {
    return this.mustRun(label, process.execPath, [this.docusaurusBin, ...args], {cwd: this.siteDir, ...options});
  }

  /**
   * Builds a site for the browser tests into BROWSER_BUILDS_DIR/<name>, on Rspack, and returns
   * the build log. `config` is a config file of the site, relative to it.
   */
  async buildForBrowser(name: string, {cwd = this.siteDir, config}: {cwd?: string; config?: string} = {}) {
    const outDir = path.join(BROWSER_BUILDS_DIR, name);
    rmSync(outDir, {recursive: true, force: true});
    return this.docusaurus(`build ${name}`, ['build', '--out-dir', outDir, ...(config ? ['--config', config] : [])], {
      cwd,
      env: {HK_FUTURE_V4: '1'},
    });
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
