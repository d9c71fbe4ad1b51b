// @vitest-environment node
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';

/**
 * jiti runs the TypeScript sources in a plain Node process, as the build's own would run the
 * compiled theme: the copy Docusaurus loads site configs with, found from its package.
 */
const JITI = require.resolve('jiti/bin/jiti.js', {
  paths: [path.dirname(require.resolve('@docusaurus/utils/package.json'))],
});
const BUILD = path.join(__dirname, 'fixtures', 'buildWithSharedCache.ts');

/** Every file and folder in `dir`, at any depth, relative to it. */
function everything(dir: string): string[] {
  return readdirSync(dir, {recursive: true}).map(String);
}

describe('builds that share one cache', () => {
  it('all succeed when three run at once, publish the same files, and leave no partial entry', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hk-shared-cache-'));
    const cacheRoot = path.join(root, 'cache');
    const startFile = path.join(root, 'start');
    const run = (name: string) =>
      promisify(execFile)(process.execPath, [JITI, BUILD, path.join(root, name), cacheRoot, startFile], {
        timeout: 120_000,
      });
    const builds = ['one', 'two', 'three'].map(run);
    // Each process writes its site, then waits: released together, each finds the cache empty.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    writeFileSync(startFile, '');
    const results = (await Promise.all(builds)).map(({stdout}) => JSON.parse(stdout));
    for (const result of results) {
      expect(result).toMatchObject({
        search: {pages: 1, refusedCacheEntry: false},
        cards: ['social-cards/docs/intro.png'],
        twins: 1,
      });
    }
    for (const name of ['one', 'two', 'three']) {
      for (const file of ['pagefind/pagefind-entry.json', 'social-cards/docs/intro.png', 'docs/intro.md', 'llms.txt']) {
        expect(existsSync(path.join(root, name, file)), `${name}/${file}`).toBe(true);
      }
    }
    expect(
      everything(cacheRoot).filter((name) => /partial|probe/.test(name)),
      'nothing half-written is left',
    ).toEqual([]);
    expect(
      readdirSync(path.join(cacheRoot, 'search-index')).filter((name) => !name.endsWith('.pages.json')),
      'one index for the same pages',
    ).toHaveLength(1);
    expect(
      readdirSync(path.join(cacheRoot, 'search-index')).filter((name) => name.endsWith('.pages.json')),
      'and one digest of them',
    ).toHaveLength(1);

    // A fourth build finds every cache whole and reuses it.
    const again = JSON.parse((await run('four')).stdout);
    expect(again).toMatchObject({search: {fromCache: true, refusedCacheEntry: false}, cardsDrawn: 0});
  }, 180_000);
});
