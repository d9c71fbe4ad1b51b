// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  FASTER_GRAPH_WALK,
  PRISM_REACT_RENDERER_DIST,
  PRISM_REACT_RENDERER_VERSIONS,
  STOCK_GRAPH_WALK,
  withFasterGraphWalk,
} from '../../../src/server/codeBlocks/prismGraphWalk';
import prismReactRendererLoader, {prismReactRendererVersion} from '../../../src/server/codeBlocks/prismLoader';
import {addLanguages, distDir, distFile, evaluate, graphDifferences, installedVersion, SAMPLES} from './prismFixtures';

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
