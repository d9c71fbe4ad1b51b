/**
 * What the tests of the build-time Prism changes share: the installed prism-react-renderer,
 * a way to evaluate its CommonJS build, the languages sites add, and a comparison of grammars.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {prismReactRendererVersion} from '../../../src/server/codeBlocks/prismLoader';

// The copy of prism-react-renderer theme-classic bundles: the same one on Docusaurus 3.9.2 and 3.10.2.
const requireFromClassic = createRequire(require.resolve('@docusaurus/theme-classic/package.json'));
export const distFile = requireFromClassic.resolve('prism-react-renderer');
export const distDir = path.dirname(distFile);
export const installedVersion = prismReactRendererVersion(distFile);
const requireFromDist = createRequire(distFile);

export interface PrismLike {
  languages: Record<string, unknown> & {insertBefore: unknown};
  tokenize: (code: string, grammar: unknown) => unknown;
}

/** Evaluates a CommonJS build of prism-react-renderer and returns its Prism. */
export function evaluate(source: string): PrismLike {
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
export function addLanguages(prism: PrismLike): void {
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
export function graphDifferences(stock: unknown, ours: unknown): string[] {
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

export const SAMPLES: Record<string, string> = {
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
