import {mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {linkOrCopyTree} from '../../src/server/cacheDir';
import {mapConcurrently} from '../../src/server/concurrently';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'hk-cache-files-'));

describe('linkOrCopyTree', () => {
  it('puts every file of a cached folder into the build, at any depth, as links to the cached files', async () => {
    const cached = tempDir();
    mkdirSync(path.join(cached, 'fragment', 'en'), {recursive: true});
    writeFileSync(path.join(cached, 'pagefind.js'), 'entry');
    writeFileSync(path.join(cached, 'fragment', 'en', 'a.pf_fragment'), 'fragment a');
    const target = path.join(tempDir(), 'pagefind');
    // An earlier build left a file of the same name with other content: it is replaced.
    mkdirSync(target, {recursive: true});
    writeFileSync(path.join(target, 'pagefind.js'), 'stale');
    await linkOrCopyTree(cached, target);
    for (const file of ['pagefind.js', path.join('fragment', 'en', 'a.pf_fragment')]) {
      expect(readFileSync(path.join(target, file), 'utf8')).toBe(readFileSync(path.join(cached, file), 'utf8'));
      expect(statSync(path.join(target, file)).ino, file).toBe(statSync(path.join(cached, file)).ino);
    }
  });
});

describe('mapConcurrently', () => {
  it('keeps the order of the items, with no more calls in flight than the limit', async () => {
    let inFlight = 0;
    let most = 0;
    const delays = [30, 5, 20, 1, 15, 10];
    const results = await mapConcurrently(
      delays,
      async (delay, index) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, delay));
        inFlight -= 1;
        return index * 10;
      },
      2,
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50]);
    expect(most).toBe(2);
  });
});
