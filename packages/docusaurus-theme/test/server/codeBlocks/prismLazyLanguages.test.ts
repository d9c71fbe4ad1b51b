// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {withFasterGraphWalk} from '../../../src/server/codeBlocks/prismGraphWalk';
import {
  STOCK_LANGUAGES_END,
  STOCK_LANGUAGES_START,
  withLazyLanguages,
} from '../../../src/server/codeBlocks/prismLazyLanguages';
import prismReactRendererLoader from '../../../src/server/codeBlocks/prismLoader';
import {PRISM_WHEN_LANGUAGES_DEFINED} from '../../../src/shared/contract';
import {
  addLanguages,
  distDir,
  distFile,
  evaluate,
  graphDifferences,
  installedVersion,
  type PrismLike,
  SAMPLES,
} from './prismFixtures';

/** The Prism of the lazy build, with the module's own Prism under `default` and the queue. */
type LazyPrism = PrismLike & {
  default: {languages: Record<string, unknown>};
  [PRISM_WHEN_LANGUAGES_DEFINED]: (callback: () => void) => void;
};

const stockSource = readFileSync(distFile, 'utf8');
const lazySource = () => withLazyLanguages(stockSource, installedVersion) as string;

describe("prism-react-renderer's grammars defined on first use", () => {
  it('applies to both dist files of the installed version', () => {
    for (const file of ['index.js', 'index.mjs']) {
      const source = readFileSync(path.join(distDir, file), 'utf8');
      const changed = withLazyLanguages(source, installedVersion);
      expect(changed, file).toBeDefined();
      expect(changed).not.toContain(STOCK_LANGUAGES_START);
      expect(changed).toContain(PRISM_WHEN_LANGUAGES_DEFINED);
    }
  });

  it('leaves the file alone for another version, or when either end of the definitions is missing or doubled', () => {
    expect(withLazyLanguages(stockSource, '2.4.0')).toBeUndefined();
    expect(withLazyLanguages(stockSource, undefined)).toBeUndefined();
    expect(withLazyLanguages(stockSource.replace(STOCK_LANGUAGES_START, ''), installedVersion)).toBeUndefined();
    expect(withLazyLanguages(stockSource.replace(STOCK_LANGUAGES_END, ''), installedVersion)).toBeUndefined();
    expect(withLazyLanguages(`${stockSource}\n${STOCK_LANGUAGES_END}`, installedVersion)).toBeUndefined();
  });

  it('defines nothing until Prism.languages is read, then defines it once', () => {
    const prism = evaluate(lazySource()) as LazyPrism;
    expect(Object.keys(prism.default.languages), 'only Prism core, before any read').not.toContain('markup');
    const languages = prism.languages;
    expect(Object.keys(languages)).toContain('markup');
    expect(prism.languages, 'the same object on every read').toBe(languages);
    expect(prism.default.languages).toBe(languages);
  });

  it('runs what is queued right after the grammars, or at once when they are already defined', () => {
    const prism = evaluate(lazySource()) as LazyPrism;
    const seen: string[] = [];
    prism[PRISM_WHEN_LANGUAGES_DEFINED](() => seen.push(`first, markup ${typeof prism.languages.markup}`));
    prism[PRISM_WHEN_LANGUAGES_DEFINED](() => seen.push('second'));
    expect(seen, 'nothing runs before a read').toEqual([]);
    void prism.languages;
    expect(seen).toEqual(['first, markup object', 'second']);
    prism[PRISM_WHEN_LANGUAGES_DEFINED](() => seen.push('late'));
    expect(seen.at(-1)).toBe('late');
  });

  it('gives the same grammars and tokens as stock, with the faster walk too and with more languages', () => {
    const stock = evaluate(stockSource);
    for (const source of [
      lazySource(),
      withLazyLanguages(withFasterGraphWalk(stockSource, installedVersion) as string, installedVersion) as string,
    ]) {
      const ours = evaluate(source) as LazyPrism;
      // Languages added the way theme/prism-include-languages adds them: queued, then defined on first use.
      ours[PRISM_WHEN_LANGUAGES_DEFINED](() => addLanguages(ours));
      expect(graphDifferences(evaluate(stockSource).languages, evaluate(source).languages)).toEqual([]);
      const stockWithMore = evaluate(stockSource);
      addLanguages(stockWithMore);
      expect(graphDifferences(stockWithMore.languages, ours.languages)).toEqual([]);
      for (const [language, code] of Object.entries(SAMPLES)) {
        const tokens = JSON.stringify(ours.tokenize(code, ours.languages[language]));
        expect(tokens, language).toBe(JSON.stringify(stockWithMore.tokenize(code, stockWithMore.languages[language])));
      }
    }
    expect(Object.keys(stock.languages).length).toBeGreaterThan(40);
  });

  it('is part of what the bundler loader returns, with the faster walk', () => {
    const loaded = prismReactRendererLoader.call({resourcePath: distFile}, stockSource);
    expect(loaded).toContain(PRISM_WHEN_LANGUAGES_DEFINED);
    expect(graphDifferences(evaluate(stockSource).languages, evaluate(loaded).languages)).toEqual([]);
  });
});
