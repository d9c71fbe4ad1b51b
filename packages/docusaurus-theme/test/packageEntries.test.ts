// @vitest-environment node
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {packageEntries} from '../scripts/packageEntries.mjs';
import {getSwizzleConfig} from '../src/swizzleConfig';

/**
 * The package's entries are listed once, in package.json "exports"; everything else that names
 * them is derived from that list or checked against it here. And what a bundler loads through
 * the browser entries is ES modules, each emitted once (scripts/build.mjs stops on a second emit).
 */
const packageDir = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(packageDir, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as {typesVersions: {'*': Record<string, string[]>}};
const entries = packageEntries();

beforeAll(() => {
  if (!existsSync(path.join(packageDir, 'lib/index.js'))) {
    throw new Error('lib/ is missing: run `npm run build --workspace @hoverkraft/docusaurus-theme` first.');
  }
});

/** The files a compiled module loads, following its relative imports, itself included. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) {
      return;
    }
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), specifier as string);
      const candidates = /\.(js|css)$/.test(target) ? [target] : [`${target}.js`, path.join(target, 'index.js')];
      const found = candidates.find((candidate) => existsSync(candidate));
      if (found?.endsWith('.js')) {
        visit(found);
      }
    }
  };
  visit(path.join(packageDir, entry));
  return [...seen].map((file) => path.relative(packageDir, file)).sort();
}

const COMMONJS = /\bexports\.\w+\s*=|\bmodule\.exports\b|\brequire\(\s*['"]|Object\.defineProperty\(exports/;

describe('the package entries', () => {
  it('have a source file each, and typesVersions lists the same declarations as "exports"', () => {
    const subpaths = entries.filter(({subpath}) => subpath !== '.');
    expect(manifest.typesVersions['*']).toEqual(
      Object.fromEntries(subpaths.map(({subpath, types}) => [subpath.slice(2), [`./${types}`]])),
    );
  });

  it('are mapped to their sources in tsconfig.json "paths", for type-checking the package', () => {
    const tsconfig = JSON.parse(read('tsconfig.json')) as {compilerOptions: {paths: Record<string, string[]>}};
    expect(tsconfig.compilerOptions.paths).toEqual(
      Object.fromEntries(entries.map(({specifier, source}) => [specifier, [`./${source}`]])),
    );
  });

  it('point at files the build wrote', () => {
    for (const {compiled, types} of entries) {
      expect(existsSync(path.join(packageDir, compiled)), compiled).toBe(true);
      expect(existsSync(path.join(packageDir, types)), types).toBe(true);
    }
  });
});

describe('the compiled browser code', () => {
  const browserEntries = entries.filter(({subpath}) => /^\.\/(client|components)(\/|$)/.test(subpath));

  it('is every browser entry: the ./client ones and ./components', () => {
    expect(browserEntries.map(({subpath}) => subpath)).toEqual([
      './client',
      './client/copy-page',
      './client/internal',
      './client/mobile-menu',
      './client/search-panel',
      './components',
      './components/badge',
      './components/card-grid',
      './components/file-tree',
      './components/package-manager-tabs',
      './components/steps',
    ]);
  });

  it.each(browserEntries.map(({subpath, compiled}) => [subpath, compiled]))(
    'behind %s is ES modules only, shared code included',
    (_subpath, compiled) => {
      const graph = moduleGraph(compiled);
      expect(graph.filter((file) => COMMONJS.test(readFileSync(path.join(packageDir, file), 'utf8')))).toEqual([]);
    },
  );

  it('reaches the shared code through ./client, so the check above covers lib/shared', () => {
    expect(moduleGraph('lib/client/index.js')).toEqual(
      expect.arrayContaining(['lib/shared/contract.js', 'lib/shared/routes.js']),
    );
  });

  it('in lib/shared is marked as ES modules for Node, and the CommonJS plugin loads it with no warning', () => {
    expect(JSON.parse(read('lib/shared/package.json'))).toEqual({type: 'module', sideEffects: false});
    const result = execFileSync(
      process.execPath,
      ['-e', "const p = require('./lib/index.js'); process.stdout.write(typeof p.default)"],
      {cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']},
    );
    expect(result).toBe('function');
  });

  it('recognises CommonJS, so that the check above can fail', () => {
    expect(COMMONJS.test(read('lib/index.js'))).toBe(true);
  });
});

/**
 * The names of ./client are the theme's browser API, covered by semver: this list is them, so
 * that adding, renaming or removing one is a decision made here, in the changelog and in the
 * docs, never a side effect. What the theme's own components need goes to ./client/internal.
 */
const PUBLIC_CLIENT_VALUES = [
  'LLMS_FULL_FILE',
  'LLMS_INDEX_FILE',
  'SEARCH_PAGE_PATH',
  'SOCIAL_CARD_SIZE',
  'SearchIcon',
  'ZOOM_OPT_OUT_ATTRIBUTE',
  'cardUrlForPermalink',
  'markdownTwinPath',
  'useHoverkraftData',
  'useMarkdownTwinPath',
  'useZoomTrigger',
];
const PUBLIC_CLIENT_TYPES = [
  'HoverkraftGlobalData',
  'HoverkraftThemeConfig',
  'PageAction',
  'SocialCardSite',
  'ThemeConfig',
  'ZoomKind',
];

/** The names a compiled entry's declarations export, split into values and types only. */
function declaredExports(types: string): {values: string[]; types: string[]} {
  const file = path.join(packageDir, types);
  const program = ts.createProgram([file], {skipLibCheck: true, noEmit: true, types: []});
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) {
    throw new Error(`${types}: TypeScript finds no module in it.`);
  }
  const symbols = checker.getExportsOfModule(moduleSymbol).map((symbol) => ({
    name: symbol.name,
    flags: (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags,
  }));
  return {
    values: symbols
      .filter(({flags}) => flags & ts.SymbolFlags.Value)
      .map(({name}) => name)
      .sort(),
    types: symbols
      .filter(({flags}) => !(flags & ts.SymbolFlags.Value))
      .map(({name}) => name)
      .sort(),
  };
}

/** The `import {...} from '<specifier>'` names of the theme's components, type imports included. */
function themeImports(specifier: string): Set<string> {
  const names = new Set<string>();
  const themeDir = path.join(packageDir, 'src/theme');
  for (const file of readdirSync(themeDir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.tsx?$/.test(f))) {
    const text = readFileSync(path.join(themeDir, file), 'utf8');
    for (const [, list = ''] of text.matchAll(
      new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier}'`, 'g'),
    )) {
      for (const item of list.split(',')) {
        const name = item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) {
          names.add(name);
        }
      }
    }
  }
  return names;
}

// Loading a compiled entry and its declarations takes seconds on a busy machine.
describe('the ./client entry, the browser API a site may use', {timeout: 60_000}, () => {
  it('exports exactly the public values: a change to this list is a change of the API', async () => {
    const runtime = Object.keys(await import(path.join(packageDir, 'lib/client/index.js'))).sort();
    expect(runtime).toEqual([...PUBLIC_CLIENT_VALUES].sort());
    expect(declaredExports('lib/client/index.d.ts').values).toEqual([...PUBLIC_CLIENT_VALUES].sort());
  });

  it('exports exactly the public types', () => {
    expect(declaredExports('lib/client/index.d.ts').types).toEqual([...PUBLIC_CLIENT_TYPES].sort());
  });

  it('stays as small as the product: about twenty names at most', () => {
    expect(PUBLIC_CLIENT_VALUES.length + PUBLIC_CLIENT_TYPES.length).toBeLessThanOrEqual(20);
  });

  it('is documented, each name on the Browser API page, with ./client/internal outside semver', () => {
    const page = readFileSync(path.resolve(packageDir, '../../website/docs/client-api.md'), 'utf8');
    // A row of one of the page's tables: | `name` | or, for a function, | `name(arguments)` |.
    const undocumented = [...PUBLIC_CLIENT_VALUES, ...PUBLIC_CLIENT_TYPES].filter(
      (name) => !new RegExp(`^\\| \`${name}[\`(]`, 'm').test(page),
    );
    expect(undocumented, 'public names missing from website/docs/client-api.md').toEqual([]);
    expect(page).toMatch(/`@hoverkraft\/docusaurus-theme\/client\/internal`[^\n]*not covered by semver/i);
  });
});

describe("the ./client/internal entry, what the theme's own components need", {timeout: 60_000}, () => {
  let internal: {values: string[]; types: string[]};
  let internalNames: string[];
  beforeAll(() => {
    internal = declaredExports('lib/client/internal.d.ts');
    internalNames = [...internal.values, ...internal.types];
  });

  it('says in its header that semver does not cover it', () => {
    expect(read('src/client/internal.ts')).toMatch(/NOT covered by semver/);
  });

  it('exports at run time what its declarations export as values', async () => {
    const runtime = Object.keys(await import(path.join(packageDir, 'lib/client/internal.js'))).sort();
    expect(runtime).toEqual(internal.values);
  });

  it('holds only what a theme component imports from it, and no public name twice', () => {
    const used = themeImports('@hoverkraft/docusaurus-theme/client/internal');
    expect(internalNames.filter((name) => !used.has(name))).toEqual([]);
    const publicNames = new Set([...PUBLIC_CLIENT_VALUES, ...PUBLIC_CLIENT_TYPES]);
    expect(internalNames.filter((name) => publicNames.has(name))).toEqual([]);
  });

  it('is where the theme components find every name ./client does not publish', () => {
    const fromPublic = themeImports('@hoverkraft/docusaurus-theme/client');
    expect(fromPublic.size, 'the theme components import from ./client').toBeGreaterThan(0);
    const publicNames = new Set([...PUBLIC_CLIENT_VALUES, ...PUBLIC_CLIENT_TYPES]);
    expect([...fromPublic].filter((name) => !publicNames.has(name))).toEqual([]);
  });

  it('is imported by no component that getSwizzleConfig marks safe to eject: the copy could break on any release', () => {
    const internalImport = /from '@hoverkraft\/docusaurus-theme\/client\/internal'/;
    const safeToEject = Object.entries(getSwizzleConfig().components)
      .filter(([, {actions}]) => actions.eject === 'safe')
      .map(([name]) => name);
    const importing = safeToEject.flatMap((name) =>
      readdirSync(path.join(packageDir, 'src/theme', name), {encoding: 'utf8'})
        .filter((file) => /\.tsx?$/.test(file) && internalImport.test(read(`src/theme/${name}/${file}`)))
        .map((file) => `${name}/${file}`),
    );
    expect(importing).toEqual([]);
    // The theme does eject-unsafe components that import it, so the pattern above finds imports.
    expect(internalImport.test(read('src/theme/SearchPage/index.tsx'))).toBe(true);
  });
});
