// @vitest-environment node
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {publint} from 'publint';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OptionsSchema} from '../src/options';
import * as packageFiles from '../src/server/site/packageFiles';
import {COMPILED_THEME_ALIAS} from '../src/server/site/themePaths';
import {getSwizzleConfig} from '../src/swizzleConfig';
import {commandOutput} from './commandOutput';

/** What users get from npm: the file list of `npm pack`, publint's and attw's verdicts, the docs. */
const packageDir = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
  exports: Record<string, {types?: string} | string>;
};

// npm passes its settings to scripts as npm_config_* variables; `npm pack` here must not run
// against the monorepo root.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));

function npm(args: string[], cwd = packageDir): string {
  return execFileSync('npm', args, {cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
}

let files: string[] = [];
const workDir = mkdtempSync(path.join(os.tmpdir(), 'hk-package-'));

beforeAll(() => {
  if (!existsSync(path.join(packageDir, 'lib/index.js'))) {
    throw new Error('lib/ is missing: run `npm run build --workspace @hoverkraft/docusaurus-theme` first.');
  }
  const [packed] = JSON.parse(npm(['pack', '--dry-run', '--json'])) as {files: {path: string}[]}[];
  files = (packed?.files ?? []).map((file) => file.path).sort();
}, 60_000);

afterAll(() => rmSync(workDir, {recursive: true, force: true}));

describe('the published package contents (npm pack)', () => {
  it.each(['README.md', 'LICENSE', 'CHANGELOG.md', 'package.json'])('includes %s', (file) => {
    expect(files).toContain(file);
  });

  it('includes the plugin, the components entry point and their type declarations', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'lib/index.js',
        'lib/index.d.ts',
        'lib/options.js',
        'lib/swizzleConfig.js',
        'lib/components/index.js',
        'lib/components/index.d.ts',
      ]),
    );
  });

  it('includes every compiled file the plugin names to Docusaurus, the bundler or its worker threads', () => {
    const named = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value) || (value !== null && typeof value === 'object')
          ? Object.values(value).flatMap(named)
          : [];
    const libFiles = Object.values(packageFiles)
      .flatMap(named)
      .filter((file) => file.startsWith(path.join(packageFiles.PACKAGE_ROOT, 'lib') + path.sep))
      .map((file) => path.relative(packageFiles.PACKAGE_ROOT, file).split(path.sep).join('/'));
    expect(libFiles).toEqual(expect.arrayContaining(['lib/server/search/worker.js', 'lib/server/llms/worker.js']));
    // A folder (the code the bundler reads) counts as shipped when something in it is.
    const shipped = (file: string) => files.includes(file) || files.some((packed) => packed.startsWith(`${file}/`));
    expect(libFiles.filter((file) => !shipped(file))).toEqual([]);
  });

  it('has a type declaration beside every compiled module a site can import', () => {
    // The search-off theme path only re-exports lib/theme's modules, which have theirs. The
    // plugin's internals (lib/server) are required by Node, never imported by a site's code.
    const missing = files
      .filter((file) => file.startsWith('lib/') && !file.startsWith('lib/server/') && file.endsWith('.js'))
      .map((file) => file.replace(/^lib\/theme-without-search\//, 'lib/theme/'))
      .filter((file) => !files.includes(file.replace(/\.js$/, '.d.ts')));
    expect(missing, 'compiled modules without a .d.ts').toEqual([]);
  });

  it("ships the plugin internals' declarations only where a public entry's types reach them", () => {
    const serverDeclarations = files.filter((file) => file.startsWith('lib/server/') && file.endsWith('.d.ts'));
    const publicTypes = Object.values(manifest.exports)
      .map((entry) => (typeof entry === 'object' ? entry.types?.replace(/^\.\//, '') : undefined))
      .filter((types): types is string => types?.startsWith('lib/server/') ?? false);
    expect(publicTypes.length, 'the Prism themes and remark entries are public').toBeGreaterThan(0);
    expect(serverDeclarations).toEqual(expect.arrayContaining(publicTypes));
    // Everything else under lib/server is internal: a handful of declarations those entries import, no more.
    expect(serverDeclarations.length, serverDeclarations.join('\n')).toBeLessThan(publicTypes.length * 4);
  });

  it('includes the brand stylesheets and the CSS module of every component', () => {
    expect(files).toEqual(
      expect.arrayContaining(['lib/css/brandTokens.css', 'lib/css/global.css', 'lib/css/print.css']),
    );
    const sourceModules = files.filter((file) => /^src\/(components|theme)\/.*\.module\.css$/.test(file));
    expect(sourceModules.length).toBeGreaterThan(0);
    for (const file of sourceModules) {
      expect(files, `${file} compiled to lib/`).toContain(file.replace(/^src\//, 'lib/'));
    }
  });

  it('ships the search components in the theme path for search on, and only there', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'lib/theme/SearchBar/index.js',
        'lib/theme/SearchPage/index.js',
        'lib/theme/Layout/index.js',
        'lib/theme-without-search/Layout/index.js',
      ]),
    );
    expect(files.filter((file) => /^lib\/theme-without-search\/Search(Bar|Page)\//.test(file))).toEqual([]);
  });

  it('ships each compiled component once: the search-off theme path only re-exports lib/theme', () => {
    const withoutSearch = files.filter((file) => file.startsWith('lib/theme-without-search/'));
    expect(withoutSearch.length).toBeGreaterThan(0);
    const notReExports = withoutSearch.filter((file) => {
      const module = file.replace(/^lib\/theme-without-search\//, '');
      // Comment lines aside, each line is an `export ... from` of the same module of lib/theme.
      const lines = readFileSync(path.join(packageDir, file), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('//'));
      return (
        lines.length === 0 ||
        lines.some((line) => !/^export (\*|\{default\}) from '([^']+)';$/.test(line)) ||
        lines.some((line) => !line.endsWith(` from '${COMPILED_THEME_ALIAS}/${module}';`)) ||
        !files.includes(`lib/theme/${module}`)
      );
    });
    expect(notReExports, 'files of lib/theme-without-search that are not a re-export of lib/theme').toEqual([]);
    // Every module of lib/theme but the search components' has its re-export: the same `@theme/*`
    // aliases and the same `swizzle --list`.
    expect(withoutSearch.map((file) => file.replace(/^lib\/theme-without-search\//, ''))).toEqual(
      files
        .filter((file) => /^lib\/theme\/.+\.js$/.test(file) && !/^lib\/theme\/Search(Bar|Page)\//.test(file))
        .map((file) => file.replace(/^lib\/theme\//, '')),
    );
  });

  it('publishes the @theme/* declarations the theme adds, referenced from every entry point', () => {
    expect(files).toContain('lib/theme-modules.d.ts');
    for (const entry of [
      'lib/index.d.ts',
      'lib/client/index.d.ts',
      'lib/client/internal.d.ts',
      'lib/components/index.d.ts',
    ]) {
      expect(readFileSync(path.join(packageDir, entry), 'utf8'), entry).toMatch(
        /^\/\/\/ <reference path="[./]*theme-modules\.d\.ts" \/>/,
      );
    }
  });

  it('has theme components that import only published entries, so that an ejected copy compiles', () => {
    // A component's own folder travels with it when ejected; anything above it does not.
    const outside = files
      .filter((file) => /^src\/theme\/.*\.tsx?$/.test(file))
      .flatMap((file) =>
        [...readFileSync(path.join(packageDir, file), 'utf8').matchAll(/from '(\.[^']*)'/g)]
          .map((match) => match[1] ?? '')
          .filter((specifier) => specifier.startsWith('..'))
          .map((specifier) => `${file} imports ${specifier}`),
      );
    expect(outside).toEqual([]);
  });

  it('has browser code that never imports the Node plugin entry, not even for types', () => {
    const nodeEntry = /from '(@hoverkraft\/docusaurus-theme|(\.\.\/)+(index|options|server\/[^']*))'/;
    const browserFiles = ['theme', 'components', 'client'].flatMap((folder) =>
      readdirSync(path.join(packageDir, 'src', folder), {recursive: true, encoding: 'utf8'}).map((file) =>
        path.join('src', folder, file),
      ),
    );
    const offenders = browserFiles
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) => nodeEntry.test(readFileSync(path.join(packageDir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('includes the favicon and logo assets', () => {
    expect(files).toEqual(expect.arrayContaining(['assets/favicon.svg', 'assets/logo.svg', 'assets/logo-dark.svg']));
  });

  it('includes no tests, test folders, mocks, build scripts or tsconfig files', () => {
    const unwanted = files.filter(
      (file) =>
        /(^|\/)(test|tests|__tests__|__mocks__|mocks)\//.test(file) ||
        /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
        /(^|\/)tsconfig[^/]*\.json$/.test(file) ||
        file.startsWith('scripts/'),
    );
    expect(unwanted).toEqual([]);
  });

  it('has a CHANGELOG entry for the package version', () => {
    const changelog = readFileSync(path.join(packageDir, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(
      new RegExp(`^## ${manifest.version.replaceAll('.', '\\.')} - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
  });

  it('has an MIT LICENSE for Hoverkraft', () => {
    const license = readFileSync(path.join(packageDir, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License/);
    expect(license).toContain('Copyright (c) 2025 Hoverkraft');
  });
});

/** The entries of ES modules read only by the Docusaurus bundlers, never by Node (see below). */
const BUNDLER_ONLY_ENTRIES = [
  'components',
  'components/badge',
  'components/card-grid',
  'components/file-tree',
  'components/package-manager-tabs',
  'components/steps',
  'client',
  'client/internal',
  'client/search-panel',
  'client/copy-page',
  'client/mobile-menu',
];

// Each of these packs the package first.
describe('package lint', {timeout: 120_000}, () => {
  it('publint reports nothing, apart from the checks that do not apply to a Docusaurus theme', async () => {
    const {messages} = await publint({pkgDir: packageDir, level: 'suggestion', pack: 'npm'});
    const reported = messages
      .filter(
        (message) =>
          // Docusaurus loads a theme by name and reads `module.default ?? module`, as it does for
          // theme-classic; nobody default-imports the plugin from ESM.
          message.code !== 'CJS_WITH_ESMODULE_DEFAULT_EXPORT' &&
          // The components are ES modules in .js files, read only by the Docusaurus bundlers
          // (webpack or Rspack), never by Node: they import @docusaurus/* aliases and CSS modules.
          // As ".mjs" or under "type": "module" the bundlers would require fully specified
          // imports, and `@theme/*` and relative imports have no extension. theme-classic ships
          // its components the same way.
          !(
            message.code === 'FILE_INVALID_FORMAT' &&
            BUNDLER_ONLY_ENTRIES.some((entry) => message.path.join('/') === `exports/./${entry}/default`)
          ) &&
          // "type": "commonjs" would make the bundlers parse those ES modules as CommonJS.
          message.code !== 'USE_TYPE',
      )
      .map(
        (message) => `${message.type} ${message.code} at ${message.path.join('.')}: ${JSON.stringify(message.args)}`,
      );
    expect(reported).toEqual([]);
  });

  it('arethetypeswrong finds no problem, apart from the same two that do not apply', () => {
    const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', workDir])) as {filename: string}[];
    const tarball = path.join(workDir, packed?.filename ?? '');
    const cliManifest = createRequire(__filename).resolve('@arethetypeswrong/cli/package.json');
    const attw = path.join(path.dirname(cliManifest), JSON.parse(readFileSync(cliManifest, 'utf8')).bin.attw);
    // attw exits with 1 when it finds problems; its JSON report is still on stdout.
    const {stdout: output, stderr, status} = commandOutput(process.execPath, [attw, tarball, '--format', 'json']);
    if (!output) {
      throw new Error(`attw printed no report (exit ${status}):\n${stderr}`);
    }
    const {analysis} = JSON.parse(output) as {
      analysis: {problems: {kind: string; entrypoint?: string; fileName?: string; resolutionKind?: string}[]};
    };
    const reported = analysis.problems.filter(
      (problem) =>
        // See the publint test: Docusaurus reads the plugin's `.default` itself.
        problem.kind !== 'CJSOnlyExportsDefault' &&
        // See the publint test: the components and client entries are for the Docusaurus bundlers only.
        !(
          problem.kind === 'UnexpectedModuleSyntax' &&
          BUNDLER_ONLY_ENTRIES.some((entry) => problem.fileName?.includes(`/lib/${entry}/`))
        ),
    );
    expect(reported).toEqual([]);
  });
});

describe('the package README', () => {
  const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');

  /** The first-column values of the markdown table whose header row matches `header`. */
  function tableKeys(header: RegExp): string[] {
    const start = readme.search(header);
    expect(start, `a table with the header ${header}`).toBeGreaterThanOrEqual(0);
    const rows = readme.slice(start).split('\n');
    const end = rows.findIndex((row) => !row.startsWith('|'));
    return rows
      .slice(2, end)
      .map((row) => /^\|\s*`([^`]+)`/.exec(row)?.[1])
      .filter((key): key is string => key !== undefined);
  }

  it('shows the one-line configuration', () => {
    expect(readme).toContain("themes: ['@hoverkraft/docusaurus-theme'],");
    expect(readme).toContain('npm install @hoverkraft/docusaurus-theme');
  });

  it('lists every option of the theme', () => {
    expect(tableKeys(/^\| Option\s+\| Type/m).sort()).toEqual(Object.keys(OptionsSchema.describe().keys ?? {}).sort());
  });

  it('lists every swizzlable component with its wrap and eject safety', () => {
    const components = Object.entries(getSwizzleConfig().components).filter(
      ([, entry]) => entry.actions.wrap !== 'forbidden',
    );
    expect(tableKeys(/^\| Component\s+\| Wrap/m).sort()).toEqual(components.map(([name]) => name).sort());
    for (const [name, {actions}] of components) {
      expect(readme, `${name} row`).toMatch(
        new RegExp(`^\\| \`${name}\`\\s*\\| ${actions.wrap}\\s*\\| ${actions.eject}\\s*\\|$`, 'm'),
      );
    }
  });

  it('shows the import of every public component', async () => {
    const components = Object.keys(await import('../src/components')).filter((name) => /^[A-Z][a-z]/.test(name));
    expect(tableKeys(/^\| Component\s+\| What it is/m).sort()).toEqual(components.sort());
    expect(readme).toContain("from '@hoverkraft/docusaurus-theme/components'");
  });
});

/**
 * The most the packed tarball may weigh: `npm pack`'s gzipped "package size". Each change and
 * why: bench/measurements.md, "The package tarball's budget".
 */
const TARBALL_SIZE_BUDGET_BYTES = 235.2 * 1024;

/**
 * The intended contents of the package, as rules rather than a list of files: every packed file
 * matches one, and each rule but an optional one matches some file. Source maps are allowed only beside compiled files,
 * and only when every source they name is packed too (see below).
 */
const INTENDED_FILES: {what: string; pattern: RegExp; optional?: boolean}[] = [
  {what: 'the manifest, README, LICENSE and CHANGELOG', pattern: /^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/},
  {what: 'compiled modules, type declarations and CSS in lib/', pattern: /^lib\/.+\.(js|d\.ts|css)(\.map)?$/},
  // A folder's own package.json sets its module format ({"type": "module"}).
  {what: 'module-format markers in lib/', pattern: /^lib\/(.+\/)?package\.json$/, optional: true},
  {what: 'the swizzlable sources (TypeScript and CSS) in src/', pattern: /^src\/.+\.(tsx?|css)$/},
  {what: 'images in assets/', pattern: /^assets\/[^/]+\.(svg|png|ico)$/},
  {what: 'translations in i18n/', pattern: /^i18n\/[^/]+\.json$/},
];

describe("the published package's file list, against the intended one", () => {
  let packed: {size: number; files: string[]} = {size: 0, files: []};

  beforeAll(() => {
    const [result] = JSON.parse(npm(['pack', '--dry-run', '--json'])) as {size: number; files: {path: string}[]}[];
    packed = {size: result?.size ?? 0, files: (result?.files ?? []).map((file) => file.path).sort()};
  }, 60_000);

  it('has only files that an intended rule allows, and something for every rule', () => {
    expect(packed.files.filter((file) => !INTENDED_FILES.some(({pattern}) => pattern.test(file)))).toEqual([]);
    for (const {what, pattern} of INTENDED_FILES.filter((rule) => !rule.optional)) {
      expect(
        packed.files.some((file) => pattern.test(file)),
        what,
      ).toBe(true);
    }
  });

  it('has no tests, fixtures or mocks', () => {
    expect(
      packed.files.filter(
        (file) =>
          /(^|\/)(test|tests|__tests__|__mocks__|mocks|fixtures?|__fixtures__)\//.test(file) ||
          /\.(test|spec)\.[cm]?[jt]sx?$/.test(file),
      ),
    ).toEqual([]);
  });

  it('has a compiled module in lib/ for every swizzlable source in src/', () => {
    const missing = packed.files
      .filter((file) => /^src\/.+\.(tsx?|css)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => file.replace(/^src\//, 'lib/').replace(/\.tsx?$/, '.js'))
      .filter((file) => !packed.files.includes(file));
    expect(missing).toEqual([]);
  });

  it('has no source map that points at a source the package does not ship', () => {
    const broken = packed.files
      .filter((file) => file.endsWith('.map'))
      .flatMap((file) => {
        const {sources = [], sourceRoot = ''} = JSON.parse(readFileSync(path.join(packageDir, file), 'utf8')) as {
          sources?: string[];
          sourceRoot?: string;
        };
        return sources
          .map((source) => path.posix.normalize(path.posix.join(path.posix.dirname(file), sourceRoot, source)))
          .filter((source) => !packed.files.includes(source))
          .map((source) => `${file} -> ${source}`);
      });
    expect(broken).toEqual([]);
  });

  it(`packs to at most ${TARBALL_SIZE_BUDGET_BYTES / 1024} KiB`, () => {
    expect(packed.size).toBeGreaterThan(0);
    expect(packed.size, 'tarball bytes').toBeLessThanOrEqual(TARBALL_SIZE_BUDGET_BYTES);
  });
});
