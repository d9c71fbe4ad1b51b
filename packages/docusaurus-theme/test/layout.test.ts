// @vitest-environment node
import {readdirSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The package's layout as rules on its imports: browser code and build-time code never import
 * each other, even for types; what both need lives once in src/shared, which needs neither
 * React nor Node.
 */
const srcDir = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every module specifier a file imports or re-exports, types included. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return Array.from(
    source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
    (match) => (match[1] ?? match[2]) as string,
  );
}

/** The src/ folder a relative import lands in (`server`, `client`, `shared`, ...), or the file for top-level ones. */
function area(file: string): string {
  return path.relative(srcDir, file).split(path.sep)[0] as string;
}

type Crossing = {file: string; imports: string};

function crossings(fromArea: string, forbidden: (targetArea: string, specifier: string) => boolean): Crossing[] {
  const files = fromArea.endsWith('.ts') ? [path.join(srcDir, fromArea)] : sourceFiles(path.join(srcDir, fromArea));
  return files.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => {
        const target = specifier.startsWith('.') ? area(path.resolve(path.dirname(file), specifier)) : '';
        return forbidden(target, specifier);
      })
      .map((specifier) => ({file: path.relative(srcDir, file), imports: specifier})),
  );
}

const BUILD_TIME = ['server', 'index.ts', 'options.ts', 'swizzleConfig.ts'];
const BROWSER = ['client', 'theme', 'components'];
/** A spread whose operand is not an array: DOM collections, Sets, Maps and their iterators. */
const NON_ARRAY_SPREAD =
  /\[\.\.\.[\w.]*(?:querySelectorAll|getElementsBy\w+|children|childNodes|\.keys\(\)|\.values\(\)|\.entries\(\)|new (?:Set|Map))/g;
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('the package layout', () => {
  it.each(BUILD_TIME)('%s imports nothing from the browser code (client/, theme/, components/)', (from) => {
    expect(crossings(from, (target) => BROWSER.includes(target))).toEqual([]);
  });

  it.each(BROWSER)('%s imports nothing from the build-time code (server/, the plugin)', (from) => {
    expect(
      crossings(
        from,
        (target, specifier) => BUILD_TIME.includes(target) || specifier === '@hoverkraft/docusaurus-theme',
      ),
    ).toEqual([]);
  });

  it('keeps src/shared free of React, Node and other folders of src/', () => {
    expect(
      crossings(
        'shared',
        (target, specifier) =>
          (target !== '' && target !== 'shared') || specifier === 'react' || NODE_BUILTINS.has(specifier),
      ),
    ).toEqual([]);
  });

  it('writes src/shared imports of each other with .js, as the ES modules it compiles to need', () => {
    expect(crossings('shared', (target, specifier) => target === 'shared' && !specifier.endsWith('.js'))).toEqual([]);
  });

  it.each(BROWSER)(
    "%s never spreads a NodeList, a Set or an iterator: Babel's default targets compile a spread to [].concat",
    (from) => {
      const spreads = sourceFiles(path.join(srcDir, from)).flatMap((file) =>
        Array.from(readFileSync(file, 'utf8').matchAll(NON_ARRAY_SPREAD), (match) => ({
          file: path.relative(srcDir, file),
          spread: match[0],
        })),
      );
      expect(spreads, 'use Array.from(...) instead').toEqual([]);
    },
  );

  it('finds a crossing when there is one, so that the rules above can fail', () => {
    // theme/ imports @docusaurus/* packages: a rule that forbids them must find some.
    expect(crossings('theme', (_target, specifier) => specifier.startsWith('@docusaurus/')).length).toBeGreaterThan(0);
    // index.ts imports server/: a rule that forbids it must find it.
    expect(crossings('index.ts', (target) => target === 'server').length).toBeGreaterThan(0);
    expect('[...dialog.querySelectorAll(".x")]').toMatch(NON_ARRAY_SPREAD);
    expect('[...new Set(items)]').toMatch(NON_ARRAY_SPREAD);
  });
});
