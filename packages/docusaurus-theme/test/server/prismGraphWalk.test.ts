// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  FASTER_GRAPH_WALK,
  PRISM_REACT_RENDERER_DIST,
  PRISM_REACT_RENDERER_VERSIONS,
  STOCK_GRAPH_WALK,
  withFasterGraphWalk,
} from '../../src/server/prismGraphWalk';
import prismReactRendererLoader, {prismReactRendererVersion} from '../../src/server/prismLoader';

// The copy of prism-react-renderer theme-classic bundles: the same one on Docusaurus 3.9.2 and 3.10.2.
const requireFromClassic = createRequire(require.resolve('@docusaurus/theme-classic/package.json'));
const distFile = requireFromClassic.resolve('prism-react-renderer');
const distDir = path.dirname(distFile);
const installedVersion = prismReactRendererVersion(distFile);
const requireFromDist = createRequire(distFile);

interface PrismLike {
  languages: Record<string, unknown> & {insertBefore: unknown};
  tokenize: (code: string, grammar: unknown) => unknown;
}

/** Evaluates a CommonJS build of prism-react-renderer and returns its Prism. */
function evaluate(source: string): PrismLike {
  const module = {exports: {} as {Prism: PrismLike}};
  new Function('module', 'exports', 'require', source)(module, module.exports, requireFromDist);
  return module.exports.Prism;
}

/** Grammars Docusaurus sites add with `additionalLanguages`, in an order their dependencies allow. */
const ADDITIONAL_LANGUAGES = [
  'bash',
  'json',
  'diff',
  'tsx',
  'markup-templating',
  'php',
  'ruby',
  'crystal',
  'scss',
  'java',
  'scala',
  'csharp',
  'powershell',
  'docker',
  'toml',
];

/** Adds prismjs components to a Prism, as theme-classic's prism-include-languages does. */
function addLanguages(prism: PrismLike): void {
  const requireComponent = createRequire(requireFromClassic.resolve('prismjs/package.json'));
  for (const language of ADDITIONAL_LANGUAGES) {
    const file = requireComponent.resolve(`prismjs/components/prism-${language}.js`);
    new Function('Prism', readFileSync(file, 'utf8'))(prism);
  }
}

/**
 * Differences between two grammar graphs: types, regular expressions, key order, and which
 * objects are shared (an object reached twice in one must be reached twice in the other).
 */
function graphDifferences(stock: unknown, ours: unknown): string[] {
  const seen = new Map<unknown, unknown>();
  const seenBack = new Map<unknown, unknown>();
  const differences: string[] = [];
  const compare = (a: unknown, b: unknown, where: string) => {
    const type = Object.prototype.toString.call(a);
    if (type !== Object.prototype.toString.call(b)) {
      differences.push(`${where}: ${type} vs ${Object.prototype.toString.call(b)}`);
    } else if (a instanceof RegExp && b instanceof RegExp) {
      if (a.source !== b.source || a.flags !== b.flags) {
        differences.push(`${where}: ${a} vs ${b}`);
      }
    } else if (typeof a === 'function') {
      // insertBefore itself is the one function that differs.
    } else if (typeof a !== 'object' || a === null) {
      if (a !== b) {
        differences.push(`${where}: ${String(a)} vs ${String(b)}`);
      }
    } else if (seen.has(a) || seenBack.has(b)) {
      if (seen.get(a) !== b) {
        differences.push(`${where}: shared differently`);
      }
    } else {
      seen.set(a, b);
      seenBack.set(b, a);
      const keys = Object.keys(a as object);
      if (keys.join() !== Object.keys(b as object).join()) {
        differences.push(`${where}: keys ${keys.join()} vs ${Object.keys(b as object).join()}`);
        return;
      }
      for (const key of keys) {
        compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${where}.${key}`);
      }
    }
  };
  compare(stock, ours, 'languages');
  return differences;
}

const SAMPLES: Record<string, string> = {
  cpp: 'class Widget : public Base<std::vector<int>>, private Other { template <typename T> T get(); };',
  tsx: 'export const Hero = ({title}: Props) => <section className="hero"><h1>{title}</h1></section>;',
  javascript: ['const re = /a+b/g; console.log(`x $', '{1 + 2}`, document.title); import x from "y";'].join(''),
  markup: '<div class="a" onclick="go()"><script>let a = 1;</script><style>a{color:red}</style></div>',
  php: '<?php echo "hi $name"; function f(int $a): int { return $a * 2; } ?>',
  css: '@media (min-width: 10px) { .a:hover > b::before { color: #fff; --x: calc(1px + 2em); } }',
  markdown: '# Title\n\n- **bold** and `code`\n\n```js\nlet a = 1;\n```\n',
  crystal: 'class Foo < Bar\n  def initialize(@a : Int32)\n  end\nend',
  scss: '$a: 1px; .b { @include c($a); &:hover { color: red; } }',
};

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) {
    rmSync(dir, {recursive: true, force: true});
  }
});

describe('the faster grammar walk of Prism.languages.insertBefore', () => {
  it('applies to the installed prism-react-renderer, a version it was checked against', () => {
    expect(PRISM_REACT_RENDERER_VERSIONS).toContain(installedVersion);
    for (const file of ['index.js', 'index.mjs']) {
      const source = readFileSync(path.join(distDir, file), 'utf8');
      const changed = withFasterGraphWalk(source, installedVersion);
      expect(changed, file).toBeDefined();
      expect(changed).toContain(FASTER_GRAPH_WALK);
      expect(changed).not.toContain(STOCK_GRAPH_WALK);
      expect(PRISM_REACT_RENDERER_DIST.test(path.join(distDir, file))).toBe(true);
    }
  });

  it('leaves stock code alone for another version, or when the stock walk is missing or found twice', () => {
    const source = readFileSync(distFile, 'utf8');
    expect(withFasterGraphWalk(source, '2.4.0')).toBeUndefined();
    expect(withFasterGraphWalk(source, '3.0.0')).toBeUndefined();
    expect(withFasterGraphWalk(source, undefined)).toBeUndefined();
    expect(withFasterGraphWalk(source.replace(STOCK_GRAPH_WALK, ''), installedVersion)).toBeUndefined();
    expect(withFasterGraphWalk(`${source}\n${STOCK_GRAPH_WALK}`, installedVersion)).toBeUndefined();
  });

  it('defines the same grammars as stock, key order and shared objects included, then with more languages', () => {
    const source = readFileSync(distFile, 'utf8');
    const stock = evaluate(source);
    const ours = evaluate(withFasterGraphWalk(source, installedVersion) as string);
    expect(Object.keys(stock.languages).length).toBeGreaterThan(40);
    expect(graphDifferences(stock.languages, ours.languages)).toEqual([]);
    addLanguages(stock);
    addLanguages(ours);
    expect(graphDifferences(stock.languages, ours.languages)).toEqual([]);
    for (const [language, code] of Object.entries(SAMPLES)) {
      const tokens = JSON.stringify(ours.tokenize(code, ours.languages[language]));
      expect(tokens, language).toBe(JSON.stringify(stock.tokenize(code, stock.languages[language])));
    }
  });

  it('would notice a walk that replaces references differently (the comparison can fail)', () => {
    const source = readFileSync(distFile, 'utf8');
    // Replacing every reference, under the grammar's own name too, changes what cpp's base
    // clause points to: the comparison must see it.
    const careless = source.replace(STOCK_GRAPH_WALK, STOCK_GRAPH_WALK.replace(' && key != inside', ''));
    expect(graphDifferences(evaluate(source).languages, evaluate(careless).languages)).not.toEqual([]);
  });

  it('is what the bundler loader returns, for the installed version only', () => {
    const source = readFileSync(distFile, 'utf8');
    expect(prismReactRendererLoader.call({resourcePath: distFile}, source)).toContain(FASTER_GRAPH_WALK);

    const other = mkdtempSync(path.join(os.tmpdir(), 'hk-prism-'));
    tempDirs.push(other);
    mkdirSync(path.join(other, 'dist'));
    writeFileSync(path.join(other, 'package.json'), JSON.stringify({name: 'prism-react-renderer', version: '9.0.0'}));
    const otherDist = path.join(other, 'dist', 'index.mjs');
    expect(prismReactRendererVersion(otherDist)).toBe('9.0.0');
    expect(prismReactRendererLoader.call({resourcePath: otherDist}, source)).toBe(source);
  });
});
