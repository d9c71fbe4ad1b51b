import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import logger from '@docusaurus/logger';
import {THEME_NAME} from '../../shared/contract';
import {writeFileAtomic} from './builtFiles';
import {COPY_WORKER} from './packageFiles';

/** The theme's caches live under this folder of `node_modules`, where CI caches (and `docusaurus clear`) expect them. */
export const THEME_CACHE_PATH = path.join('.cache', 'hoverkraft-docusaurus-theme');

/**
 * Where the theme keeps `name` between builds: `node_modules/.cache/hoverkraft-docusaurus-theme/
 * <name>/` in the nearest folder above the site that has a `node_modules` (the site's own, or
 * the monorepo root's), else under the site's `.docusaurus` folder.
 */
export function themeCacheDir(siteDir: string, name: string): string {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) {
      return path.join(dir, 'node_modules', THEME_CACHE_PATH, name);
    }
    if (path.dirname(dir) === dir) {
      return path.join(siteDir, '.docusaurus', 'hoverkraft-docusaurus-theme', name);
    }
  }
}

/** The theme's cache folders found unusable in this process, so that each is reported once. */
const reportedUnusable = new Set<string>();

/**
 * The cache folder `dir`, made if missing, when this build can write in it; undefined when it
 * cannot (a read-only volume, a folder of another user, a path under a file), after one log line
 * for the whole theme cache: the build then runs without the cache, as a first build would.
 * Writing is tried for real (a file made and removed): permission bits say nothing to root, and
 * nothing about a read-only mount.
 */
export function writableCacheDir(dir: string): string | undefined {
  const probe = path.join(dir, `.hoverkraft-probe.${process.pid}`);
  try {
    mkdirSync(dir, {recursive: true});
    writeFileSync(probe, '');
    rmSync(probe, {force: true});
    return dir;
  } catch (error) {
    // Every theme cache is a folder of one root (themeCacheDir): the root is what the log names.
    const root = path.dirname(dir);
    if (!reportedUnusable.has(root)) {
      reportedUnusable.add(root);
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      logger.warn(
        `[${THEME_NAME}] The theme's cache folder ${root} cannot be written (${reason}): this build runs without it (search index, social cards and Markdown twins are made afresh).`,
      );
    }
    return undefined;
  }
}

/** Whether a name in a cache folder is an entry still being written (by this build or another). */
export function isPartialEntry(name: string): boolean {
  return name.endsWith('.partial');
}

/** The name under which this process writes `entry` before publishing it (publishCacheEntry). */
export function partialEntryPath(entry: string): string {
  return `${entry}.${process.pid}.partial`;
}

/**
 * Publishes a folder written at `partial` as the cache entry `entry`, in one rename, so that no
 * build ever reads half an entry. Builds sharing the cache (two CI jobs on one volume) may have
 * published the same entry first: theirs is kept when intact, and `partial` removed either way.
 */
export function publishCacheEntry(partial: string, entry: string): void {
  try {
    renameSync(partial, entry);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'EPERM' && code !== 'EISDIR') {
      rmSync(partial, {recursive: true, force: true});
      throw error;
    }
  }
  if (!cacheEntryIntact(entry)) {
    // The entry there is damaged: ours replaces it, unless yet another build does first.
    rmSync(entry, {recursive: true, force: true});
    try {
      renameSync(partial, entry);
      return;
    } catch {
      // Another build published in between; its entry is the one kept.
    }
  }
  rmSync(partial, {recursive: true, force: true});
}

/**
 * Writes a cached file with the digest of its text on its first line, for readSealedFile to
 * check, in one step (writeFileAtomic), so that builds sharing the cache never read half of it.
 */
export function writeSealedFile(file: string, text: string): void {
  writeFileAtomic(file, `${textDigest(text)}\n${text}`);
}

/**
 * What a cached file written by writeSealedFile holds: `text` when it is as sealed, else
 * `refused` when it exists but was changed since (by hand, a tool, a half-restored CI cache), so
 * that its content never reaches a build. Neither for a missing file.
 */
export function readSealedFile(file: string): {text?: string; refused: boolean} {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch {
    return {refused: false};
  }
  const newline = content.indexOf('\n');
  const text = content.slice(newline + 1);
  return newline !== -1 && content.slice(0, newline) === textDigest(text) ? {text, refused: false} : {refused: true};
}

function textDigest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Puts a cached file into the build as a copy of its own, read and written: never a hard link,
 * since a later build step (the site's own, say) that edits a built file in place would edit the
 * cache too, and every later build would publish the edit. The target is created, never opened
 * as it is: a file left there by an earlier build (which may be a link into a cache) is removed
 * and the copy written in its place. The cached files are small (cards, twins, the search
 * index's fragments), and for those reading and writing costs less than `copyFileSync` with the
 * removal before it: a third less CPU over a thousand cards, the copy being most of what a
 * rebuild spends on them.
 *
 * Synchronous, as the other per-page file steps (builtFiles.ts says why).
 */
export function copyFromCache(cached: string, target: string): void {
  const data = readFileSync(cached);
  try {
    writeFileSync(target, data, {flag: 'wx'});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
    rmSync(target, {force: true});
    writeFileSync(target, data, {flag: 'wx'});
  }
}

/** A file in a cache and where it goes in the build. */
export type CachedFile = {cached: string; target: string};

/** Puts cached files into the build, as copyFromCache does, making their folders first. */
export function copyFilesFromCache(files: readonly CachedFile[]): void {
  for (const dir of new Set(files.map(({target}) => path.dirname(target)))) {
    mkdirSync(dir, {recursive: true});
  }
  for (const {cached, target} of files) {
    copyFromCache(cached, target);
  }
}

/**
 * Fewer files than this are copied on the calling thread: a thread of their own costs more to
 * start (some 30 ms of CPU) than it spares the build's main thread.
 */
export const FILES_PER_COPY_THREAD = 200;

/**
 * Puts cached files into the build as copyFilesFromCache does, on a thread of their own when
 * there are FILES_PER_COPY_THREAD or more (copyWorker.ts): a thousand files take the main thread
 * most of a second, which the other post-build steps, running beside, can use instead. Rejects
 * with the copy's own error (naming the file) when one fails; `workerScript` is for the tests,
 * which start the thread from the TypeScript source.
 */
export async function copyFilesFromCacheOffThread(
  files: readonly CachedFile[],
  workerScript: string | URL = COPY_WORKER,
): Promise<void> {
  if (files.length < FILES_PER_COPY_THREAD) {
    // Before the first await: the files are in place when the call returns, and an error rejects.
    copyFilesFromCache(files);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const worker = new Worker(workerScript, {workerData: files});
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The thread copying cached files stopped early (exit code ${code}).`)),
    );
  });
}

/**
 * A cache file of one build folder (one locale) in `cacheDir`: one file for all its pages (a
 * thousand small files cost more to create and open than what they save), one per build folder,
 * so that the locales of a site keep theirs apart. Named after the build folder's place relative
 * to the cache, so that a checkout in another directory (a CI runner restoring the cache
 * elsewhere) finds the same file.
 */
export function buildFolderCacheFile(cacheDir: string, outDir: string): string {
  const folder = createHash('sha256').update(path.relative(cacheDir, outDir)).digest('hex').slice(0, 16);
  return path.join(cacheDir, `${folder}.json`);
}

/** The file inside a cached folder that holds the digest of its content (sealCacheEntry). */
const DIGEST_FILE = '.hoverkraft-sha256';

/** The files of a folder, at any depth, as sorted paths relative to it; its digest file aside. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== DIGEST_FILE)
    .sort();
}

/** A digest of a folder's files: their paths and their bytes. */
function treeDigest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesIn(dir)) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Records the digest of a cached folder's content, for cacheEntryIntact to check on reuse. */
export function sealCacheEntry(dir: string): void {
  writeFileSync(path.join(dir, DIGEST_FILE), treeDigest(dir));
}

/**
 * Whether a cached folder still holds what was sealed in it. A folder edited or damaged since
 * (by hand, a tool, a half-restored CI cache) is refused, so that its content never reaches a
 * build: whatever is served from it runs in readers' browsers.
 */
export function cacheEntryIntact(dir: string): boolean {
  const sealed = path.join(dir, DIGEST_FILE);
  return existsSync(sealed) && readFileSync(sealed, 'utf8') === treeDigest(dir);
}

/** The files of a cached folder and where each goes in `targetDir`. */
const treeFiles = (cachedDir: string, targetDir: string): CachedFile[] =>
  filesIn(cachedDir).map((file) => ({cached: path.join(cachedDir, file), target: path.join(targetDir, file)}));

/** Puts a folder into another, file by file, as copyFromCache does: on a thread of its own for many files (copyFilesFromCacheOffThread). */
export async function copyTreeFromCacheOffThread(
  cachedDir: string,
  targetDir: string,
  workerScript: string | URL = COPY_WORKER,
): Promise<void> {
  mkdirSync(targetDir, {recursive: true});
  await copyFilesFromCacheOffThread(treeFiles(cachedDir, targetDir), workerScript);
}
