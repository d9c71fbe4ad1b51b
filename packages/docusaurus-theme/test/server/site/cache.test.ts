import {appendFileSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cacheEntryIntact, copyTreeFromCache, sealCacheEntry} from '../../../src/server/site/cache';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'hk-cache-files-'));

function cachedFolder(): string {
  const cached = tempDir();
  mkdirSync(path.join(cached, 'fragment', 'en'), {recursive: true});
  writeFileSync(path.join(cached, 'pagefind.js'), 'entry');
  writeFileSync(path.join(cached, 'fragment', 'en', 'a.pf_fragment'), 'fragment a');
  return cached;
}

describe('copyTreeFromCache', () => {
  it('puts every file of a cached folder into the build, at any depth, as files of their own', () => {
    const cached = cachedFolder();
    const target = path.join(tempDir(), 'pagefind');
    // An earlier build left a file of the same name with other content: it is replaced.
    mkdirSync(target, {recursive: true});
    writeFileSync(path.join(target, 'pagefind.js'), 'stale');
    copyTreeFromCache(cached, target);
    for (const file of ['pagefind.js', path.join('fragment', 'en', 'a.pf_fragment')]) {
      expect(readFileSync(path.join(target, file), 'utf8')).toBe(readFileSync(path.join(cached, file), 'utf8'));
      expect(statSync(path.join(target, file)).ino, `${file} is not a link to the cached file`).not.toBe(
        statSync(path.join(cached, file)).ino,
      );
    }
  });

  it('leaves the cache as it was when a later step edits a built file in place', () => {
    const cached = cachedFolder();
    const target = path.join(tempDir(), 'pagefind');
    copyTreeFromCache(cached, target);
    appendFileSync(path.join(target, 'pagefind.js'), '\nalert("edited after the build");');
    expect(readFileSync(path.join(cached, 'pagefind.js'), 'utf8')).toBe('entry');
  });
});

describe('a sealed cache entry', () => {
  it('is intact while its files are the ones sealed', () => {
    const cached = cachedFolder();
    sealCacheEntry(cached);
    expect(cacheEntryIntact(cached)).toBe(true);
  });

  it('is refused once a file is edited, added, or when it was never sealed', () => {
    const edited = cachedFolder();
    sealCacheEntry(edited);
    appendFileSync(path.join(edited, 'pagefind.js'), '//');
    expect(cacheEntryIntact(edited)).toBe(false);
    const added = cachedFolder();
    sealCacheEntry(added);
    writeFileSync(path.join(added, 'extra.js'), 'x');
    expect(cacheEntryIntact(added)).toBe(false);
    expect(cacheEntryIntact(cachedFolder())).toBe(false);
  });

  it('does not copy its seal into the build', () => {
    const cached = cachedFolder();
    sealCacheEntry(cached);
    const target = path.join(tempDir(), 'pagefind');
    copyTreeFromCache(cached, target);
    expect(() => statSync(path.join(target, '.hoverkraft-sha256'))).toThrow();
  });
});
