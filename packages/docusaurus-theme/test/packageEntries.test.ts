// @vitest-environment node
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {packageEntries} from '../scripts/packageEntries.mjs';

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
