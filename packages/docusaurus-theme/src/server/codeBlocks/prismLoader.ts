import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {timedLoader} from '../site/timings';
import {withFasterGraphWalk} from './prismGraphWalk';
import {withLazyLanguages} from './prismLazyLanguages';

/** The version in the package.json of the prism-react-renderer a dist file belongs to. */
export function prismReactRendererVersion(distFile: string): string | undefined {
  let dir = path.dirname(distFile);
  for (let depth = 0; depth < 3; depth++) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const {name, version} = JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string; version?: string};
      if (name === 'prism-react-renderer') {
        return version;
      }
    }
    dir = path.dirname(dir);
  }
  return undefined;
}

/** theme-classic's client module that hands prism-react-renderer's Prism to `@theme/prism-include-languages`. */
export const THEME_CLASSIC_PRISM_CLIENT_MODULE =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/** What that module does in theme-classic 3.9 to 4.0, statement by statement. */
const STOCK_PRISM_CLIENT_MODULE = [
  "import { Prism } from 'prism-react-renderer';",
  "import prismIncludeLanguages from '@theme/prism-include-languages';",
  'prismIncludeLanguages(Prism);',
];

/** Its replacement: the highlighter chunk (client/codeBlocks/highlighter.ts) makes the same call. */
const EMPTY_PRISM_CLIENT_MODULE = `// Emptied by @hoverkraft/docusaurus-theme: its highlighter chunk calls @theme/prism-include-languages.
export {};
`;

/**
 * theme-classic's Prism client module without its work, when it is the stock one: as a client
 * module it is in main.js, and would bring Prism and every grammar to every page. Any other
 * source (a version that changed it) is left as it is, and Prism stays in main.js as in stock.
 */
export function withoutEagerPrism(source: string): string | undefined {
  const statements = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const stock =
    statements.length === STOCK_PRISM_CLIENT_MODULE.length &&
    statements.every((statement, index) => statement === STOCK_PRISM_CLIENT_MODULE[index]);
  return stock ? EMPTY_PRISM_CLIENT_MODULE : undefined;
}

/**
 * A bundler loader (webpack and Rspack) for Prism's files. prism-react-renderer's dist files get,
 * for the versions they were checked against, the faster grammar walk of prismGraphWalk.ts and
 * the grammars defined on first use of prismLazyLanguages.ts; each change that does not apply
 * leaves its part of the file as it is. theme-classic's Prism client module is emptied
 * (withoutEagerPrism), which takes Prism out of main.js.
 */
export default function prismReactRendererLoader(this: {resourcePath: string}, source: string): string {
  const {resourcePath} = this;
  return timedLoader('prism', () => {
    if (THEME_CLASSIC_PRISM_CLIENT_MODULE.test(resourcePath)) {
      return withoutEagerPrism(source) ?? source;
    }
    const version = prismReactRendererVersion(resourcePath);
    const walked = withFasterGraphWalk(source, version) ?? source;
    return withLazyLanguages(walked, version) ?? walked;
  });
}
