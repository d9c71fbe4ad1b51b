import {mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {linkOrCopyTree} from '../../../src/server/site/cache';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'hk-cache-files-'));

describe('linkOrCopyTree', () => {
  it('puts every file of a cached folder into the build, at any depth, as links to the cached files', () => {
    const cached = tempDir();
    mkdirSync(path.join(cached, 'fragment', 'en'), {recursive: true});
    writeFileSync(path.join(cached, 'pagefind.js'), 'entry');
    writeFileSync(path.join(cached, 'fragment', 'en', 'a.pf_fragment'), 'fragment a');
    const target = path.join(tempDir(), 'pagefind');
    // An earlier build left a file of the same name with other content: it is replaced.
    mkdirSync(target, {recursive: true});
    writeFileSync(path.join(target, 'pagefind.js'), 'stale');
    linkOrCopyTree(cached, target);
    for (const file of ['pagefind.js', path.join('fragment', 'en', 'a.pf_fragment')]) {
      expect(readFileSync(path.join(target, file), 'utf8')).toBe(readFileSync(path.join(cached, file), 'utf8'));
      expect(statSync(path.join(target, file)).ino, file).toBe(statSync(path.join(cached, file)).ino);
    }
  });
});
