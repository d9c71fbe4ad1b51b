import {createHash} from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import logger from '@docusaurus/logger';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {
  FILES_PER_COPY_THREAD,
  type PackedFolder,
  packedFiles,
  partialEntryPath,
  publishCacheEntry,
  readPackedFolder,
  readSealedFile,
  unpackFolderOffThread,
  writableCacheDir,
  writePackedFiles,
  writePackedFolder,
  writeSealedFile,
} from '../../../src/server/site/cache';
import {canMountVolumes, readOnlyVolume, unmountVolumes} from './readOnlyVolume';

/** Starting a thread that compiles its TypeScript source takes seconds on a loaded 2-core machine. */
const THREAD_TIMEOUT_MS = 60_000;

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'hk-cache-files-'));

function cachedFolder(): string {
  const cached = tempDir();
  mkdirSync(path.join(cached, 'fragment', 'en'), {recursive: true});
  writeFileSync(path.join(cached, 'pagefind.js'), 'entry');
  writeFileSync(path.join(cached, 'fragment', 'en', 'a.pf_fragment'), 'fragment a');
  return cached;
}

/** The folder packed into a cache file of its own (writePackedFolder), and that file. */
function packedFolder(): {folder: string; file: string} {
  const folder = cachedFolder();
  const file = path.join(tempDir(), 'key.index');
  writePackedFolder(file, folder);
  return {folder, file};
}

/** A packed folder as read back, failing the test when it is not. */
function readBack(file: string): PackedFolder {
  const packed = readPackedFolder(file);
  if (packed === undefined || packed === 'refused') {
    throw new Error(`${file} did not read back: ${packed}`);
  }
  return packed;
}

describe('a folder packed into one cache file', () => {
  it('is one file, which puts every file of the folder into the build, at any depth, as files of their own', async () => {
    const {folder, file} = packedFolder();
    expect(statSync(file).isFile()).toBe(true);
    const target = path.join(tempDir(), 'pagefind');
    // An earlier build left a file of the same name with other content: it is replaced.
    mkdirSync(target, {recursive: true});
    writeFileSync(path.join(target, 'pagefind.js'), 'stale');
    await unpackFolderOffThread(readBack(file), target);
    for (const name of ['pagefind.js', path.join('fragment', 'en', 'a.pf_fragment')]) {
      expect(readFileSync(path.join(target, name), 'utf8')).toBe(readFileSync(path.join(folder, name), 'utf8'));
    }
    expect(readdirSync(target, {recursive: true}).sort()).toEqual(
      ['fragment', path.join('fragment', 'en'), path.join('fragment', 'en', 'a.pf_fragment'), 'pagefind.js'].sort(),
    );
  });

  it('leaves the cache as it was when a later step edits a built file in place', async () => {
    const {file} = packedFolder();
    const before = readFileSync(file);
    const target = path.join(tempDir(), 'pagefind');
    await unpackFolderOffThread(readBack(file), target);
    appendFileSync(path.join(target, 'pagefind.js'), '\nalert("edited after the build");');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('is refused once a byte of it is changed, added or removed, or when it is no such file; a missing file is neither', () => {
    const {file} = packedFolder();
    const bytes = readFileSync(file);
    const changed = (edit: (data: Buffer) => Buffer) => {
      const other = path.join(tempDir(), 'key.index');
      writeFileSync(other, edit(Buffer.from(bytes)));
      return readPackedFolder(other);
    };
    const last = bytes.length - 1;
    expect(changed((data) => data)).not.toBe('refused');
    expect(changed((data) => Buffer.concat([data.subarray(0, last), Buffer.from([(data[last] as number) ^ 1])]))).toBe(
      'refused',
    );
    expect(changed((data) => Buffer.concat([data, Buffer.from('//')]))).toBe('refused');
    expect(changed((data) => data.subarray(0, last))).toBe('refused');
    expect(changed(() => Buffer.from('not a packed folder'))).toBe('refused');
    expect(readPackedFolder(path.join(tempDir(), 'missing.index'))).toBeUndefined();
  });

  it('is refused when its list of files does not add up to its bytes, or leaves the folder, even with a digest that matches', () => {
    const packedAs = (list: string, bytes: string) => {
      const other = path.join(tempDir(), 'key.index');
      const body = Buffer.from(`${list}\n${bytes}`);
      writeFileSync(other, Buffer.concat([Buffer.from(`${createHash('sha256').update(body).digest('hex')}\n`), body]));
      return readPackedFolder(other);
    };
    expect(packedAs('[["pagefind.js",5]]', 'entry')).not.toBe('refused');
    expect(packedAs('[["pagefind.js",99]]', 'entry')).toBe('refused');
    expect(packedAs('[["../pagefind.js",5]]', 'entry')).toBe('refused');
    expect(packedAs('[["fragment/../../pagefind.js",5]]', 'entry')).toBe('refused');
    expect(packedAs(`[[${JSON.stringify(path.join(tempDir(), 'pagefind.js'))},5]]`, 'entry')).toBe('refused');
  });

  it('replaces a hard link an earlier build left into a cache, without writing through it', async () => {
    const {file} = packedFolder();
    const target = path.join(tempDir(), 'pagefind');
    mkdirSync(target);
    const elsewhere = path.join(tempDir(), 'cached.js');
    writeFileSync(elsewhere, 'another cache entry');
    linkSync(elsewhere, path.join(target, 'pagefind.js'));
    await unpackFolderOffThread(readBack(file), target);
    expect(readFileSync(path.join(target, 'pagefind.js'), 'utf8')).toBe('entry');
    expect(readFileSync(elsewhere, 'utf8')).toBe('another cache entry');
    expect(statSync(elsewhere).nlink).toBe(1);
  });

  it('keeps files held in memory as a folder would be kept, the same bytes on the same paths', () => {
    const {folder, file} = packedFolder();
    const inMemory = path.join(tempDir(), 'key.index');
    writePackedFiles(
      inMemory,
      ['fragment/en/a.pf_fragment', 'pagefind.js'].map((name) => ({
        path: path.normalize(name),
        data: readFileSync(path.join(folder, name)),
      })),
    );
    expect(readFileSync(inMemory).equals(readFileSync(file))).toBe(true);
  });

  it(
    "rejects with the write's own error, naming the file, when a file cannot be written",
    async () => {
      const folder = tempDir();
      for (let index = 0; index < FILES_PER_COPY_THREAD; index++) {
        writeFileSync(path.join(folder, `${index}.pf_fragment`), `fragment ${index}`);
      }
      const file = path.join(tempDir(), 'key.index');
      writePackedFolder(file, folder);
      const target = tempDir();
      // A folder where a file is to go: it cannot be created there.
      mkdirSync(path.join(target, '5.pf_fragment'));
      await expect(
        unpackFolderOffThread(readBack(file), target, path.join(__dirname, 'sourceCopyWorker.cjs')),
      ).rejects.toMatchObject({message: expect.stringContaining('5.pf_fragment')});
    },
    THREAD_TIMEOUT_MS,
  );

  it(
    'unpacks many files on a thread of their own',
    async () => {
      const folder = tempDir();
      for (let index = 0; index < FILES_PER_COPY_THREAD + 10; index++) {
        writeFileSync(path.join(folder, `${index}.pf_fragment`), `fragment ${index}`);
      }
      const file = path.join(tempDir(), 'key.index');
      writePackedFolder(file, folder);
      const target = tempDir();
      await unpackFolderOffThread(readBack(file), target, path.join(__dirname, 'sourceCopyWorker.cjs'));
      expect(readdirSync(target)).toHaveLength(FILES_PER_COPY_THREAD + 10);
      expect(readFileSync(path.join(target, '7.pf_fragment'), 'utf8')).toBe('fragment 7');
    },
    THREAD_TIMEOUT_MS,
  );
});

describe('files held in memory, packed to be written out', () => {
  it('are written each to its path, in the folders it names', async () => {
    const target = tempDir();
    const files = [
      {path: 'docs/intro.md', data: Buffer.from('# Intro')},
      {path: 'llms.txt', data: Buffer.from('')},
      {path: 'docs/guides/setup.md', data: Buffer.from('# Setup, écrit')},
    ];
    await unpackFolderOffThread(packedFiles(files), target);
    for (const {path: name, data} of files) {
      expect(readFileSync(path.join(target, name))).toEqual(data);
    }
  });
});

describe('publishing a cache entry', () => {
  function partialOf(entry: string, content: string): string {
    const partial = partialEntryPath(entry);
    writeSealedFile(partial, content);
    return partial;
  }

  it('puts the written file in place of the entry, in one rename', () => {
    const entry = path.join(tempDir(), 'key');
    publishCacheEntry(partialOf(entry, 'ours'), entry);
    expect(readdirSync(path.dirname(entry))).toEqual(['key']);
    expect(readSealedFile(entry)).toEqual({text: 'ours', refused: false});
  });

  it('leaves one entry, and no partial file, when another build published the same one first', () => {
    const entry = path.join(tempDir(), 'key');
    publishCacheEntry(partialOf(entry, 'the same'), entry);
    publishCacheEntry(partialOf(entry, 'the same'), entry);
    expect(readdirSync(path.dirname(entry))).toEqual(['key']);
    expect(readSealedFile(entry)).toEqual({text: 'the same', refused: false});
  });

  it('replaces an entry that was damaged since it was published', () => {
    const entry = path.join(tempDir(), 'key');
    publishCacheEntry(partialOf(entry, 'theirs'), entry);
    appendFileSync(entry, '//');
    publishCacheEntry(partialOf(entry, 'ours'), entry);
    expect(readSealedFile(entry)).toEqual({text: 'ours', refused: false});
  });
});

describe('a sealed cache file', () => {
  it('reads back as written', () => {
    const file = path.join(tempDir(), 'conversions.json');
    writeSealedFile(file, '{"a":"text\\nwith a newline"}');
    expect(readSealedFile(file)).toEqual({text: '{"a":"text\\nwith a newline"}', refused: false});
  });

  it('is refused once edited, or when it was never sealed; a missing file is neither', () => {
    const file = path.join(tempDir(), 'conversions.json');
    writeSealedFile(file, '{"a":"text"}');
    writeFileSync(file, readFileSync(file, 'utf8').replace('text', '<script>x</script>'));
    expect(readSealedFile(file)).toEqual({refused: true});
    const unsealed = path.join(tempDir(), 'conversions.json');
    writeFileSync(unsealed, '{"a":"text"}');
    expect(readSealedFile(unsealed)).toEqual({refused: true});
    expect(readSealedFile(path.join(tempDir(), 'missing.json'))).toEqual({refused: false});
  });
});

describe('a cache folder the build cannot write', () => {
  afterAll(unmountVolumes);

  function withWarnings(run: () => void): string[] {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      run();
      return warn.mock.calls.map(([message]) => String(message));
    } finally {
      warn.mockRestore();
    }
  }

  it('is made when missing, and used', () => {
    const dir = path.join(tempDir(), 'node_modules', '.cache', 'theme', 'search-index');
    expect(withWarnings(() => expect(writableCacheDir(dir)).toBe(dir))).toEqual([]);
    expect(readdirSync(dir), 'the write probe is removed').toEqual([]);
  });

  it('is not used, with one line for all the caches under it, when it lies under a file (ENOTDIR)', () => {
    const root = tempDir();
    writeFileSync(path.join(root, 'node_modules'), '');
    const theme = path.join(root, 'node_modules', '.cache', 'theme');
    const warnings = withWarnings(() => {
      expect(writableCacheDir(path.join(theme, 'search-index'))).toBeUndefined();
      expect(writableCacheDir(path.join(theme, 'social-cards'))).toBeUndefined();
    });
    expect(warnings).toEqual([
      `[@hoverkraft/docusaurus-theme] The theme's cache folder ${theme} cannot be written (ENOTDIR): this build runs without it (search index, social cards and Markdown twins are made afresh).`,
    ]);
  });

  it('says so in the words the social cards page quotes', () => {
    const root = tempDir();
    writeFileSync(path.join(root, 'node_modules'), '');
    const [warning] = withWarnings(() => writableCacheDir(path.join(root, 'node_modules', '.cache', 'theme', 'llms')));
    const guide = readFileSync(path.resolve(__dirname, '../../../../../website/docs/social-cards.md'), 'utf8');
    const quoted = /`(\[@hoverkraft\/docusaurus-theme\] The theme's cache folder [^`]*)`/.exec(guide)?.[1];
    const normalize = (line: string) =>
      line.replace(/folder \S+ cannot be written \(\w+\)/, 'folder <dir> cannot be written (<code>)');
    expect(quoted && normalize(quoted)).toBe(normalize(warning ?? ''));
  });

  // A sandbox that forbids mounting cannot run this one (readOnlyVolume.ts says why it needs to).
  it.runIf(canMountVolumes)(
    'is not used, with one line, on a read-only volume that holds a previous build cache (EROFS)',
    async () => {
      const volume = await readOnlyVolume((root) => {
        mkdirSync(path.join(root, 'theme', 'search-index', 'entry'), {recursive: true});
      });
      const dir = path.join(volume, 'theme', 'search-index');
      const warnings = withWarnings(() => expect(writableCacheDir(dir)).toBeUndefined());
      expect(warnings).toEqual([expect.stringContaining('cannot be written (EROFS)')]);
      expect(existsSync(path.join(dir, 'entry'))).toBe(true);
    },
  );
});
