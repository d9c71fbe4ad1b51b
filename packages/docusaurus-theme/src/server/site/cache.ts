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
 * Publishes a cache file written at `partial` as the entry `entry`, in one rename, so that no
 * build ever reads half an entry. Builds sharing the cache (two CI jobs on one volume) may
 * publish the same entry at once: an entry's name is the digest of what it is made from, so
 * they write the same bytes, and whichever rename comes last leaves them in place.
 */
export function publishCacheEntry(partial: string, entry: string): void {
  try {
    renameSync(partial, entry);
  } catch (error) {
    rmSync(partial, {force: true});
    throw error;
  }
}

/**
 * Writes a cached file with the digest of its text on its first line, for readSealedFile to
 * check, in one step (writeFileAtomic), so that builds sharing the cache never read half of it.
 */
export function writeSealedFile(file: string, text: string): void {
  writeFileAtomic(file, `${dataDigest(text)}\n${text}`);
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
  return newline !== -1 && content.slice(0, newline) === dataDigest(text) ? {text, refused: false} : {refused: true};
}

/**
 * Creates `target` with `data`, removing a file an earlier build left there first. A cached file
 * goes into the build as a copy of its own, never a hard link, since a later build step (the
 * site's own, say) that edits a built file in place would edit the cache too, and every later
 * build would publish the edit; and the target is created, never opened as it is, since a file
 * an earlier build left there may be such a link.
 *
 * Synchronous, as the other per-page file steps (builtFiles.ts says why).
 */
function writeFileReplacing(target: string, data: Uint8Array): void {
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

/** Makes the folder of each of `files`, once each. */
function makeParentFolders(files: readonly string[]): void {
  for (const dir of new Set(files.map((file) => path.dirname(file)))) {
    mkdirSync(dir, {recursive: true});
  }
}

/**
 * Fewer files than this are written on the calling thread: a thread of their own costs more to
 * start (some 30 ms of CPU) than it spares the build's main thread.
 */
export const FILES_PER_COPY_THREAD = 200;

/** Runs copyWorker.ts with `job` (a packed folder to unpack) until it ends. */
function onCopyThread(job: CopyJob, workerScript: string | URL): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(workerScript, {workerData: job});
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The thread copying cached files stopped early (exit code ${code}).`)),
    );
  });
}

/** What copyWorker.ts is started with. */
export type CopyJob = {packed: PackedFolder; targetDir: string};

/** Does a copy job where it is called (copyWorker.ts calls it on its thread). */
export function runCopyJob({packed, targetDir}: CopyJob): void {
  unpackFolder(packed, targetDir);
}

/** A folder kept in a cache as one file (writePackedFolder), as readPackedFolder found it intact. */
export type PackedFolder = {data: Uint8Array; files: {path: string; start: number; end: number}[]};

/**
 * Keeps a folder's files in a cache as one sealed file: the digest of the rest, a line; the JSON
 * list of [path, size], a line; the bytes. A search index is a thousand files for a thousand
 * pages, and creating a file costs far more than writing its bytes (bench/measurements.md).
 */
export function writePackedFolder(file: string, dir: string): void {
  writePackedFiles(
    file,
    filesIn(dir).map((name) => ({path: name, data: readFileSync(path.join(dir, name))})),
  );
}

/** Keeps files held in memory in a cache as one sealed file, as writePackedFolder does a folder's. */
export function writePackedFiles(file: string, files: readonly {path: string; data: Uint8Array}[]): void {
  const list = files.map(({path: name, data}) => [name, data.length]);
  const body = Buffer.concat([Buffer.from(`${JSON.stringify(list)}\n`), ...files.map(({data}) => data)]);
  writeFileAtomic(file, Buffer.concat([Buffer.from(`${dataDigest(body)}\n`), body]));
}

/**
 * The folder a file written by writePackedFolder holds; `refused` when the file was changed since
 * (by hand, a tool, a half-restored CI cache) or is no such file, undefined when it is missing.
 */
export function readPackedFolder(file: string): PackedFolder | 'refused' | undefined {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    return undefined;
  }
  const digestEnd = content.indexOf(NEWLINE);
  const body = content.subarray(digestEnd + 1);
  const listEnd = body.indexOf(NEWLINE);
  const files: PackedFolder['files'] = [];
  let start = listEnd + 1;
  try {
    if (digestEnd === -1 || content.toString('latin1', 0, digestEnd) !== dataDigest(body)) {
      return 'refused';
    }
    // A list that is not of [path, size] pairs throws here (not iterable, not a string).
    for (const [name, size] of JSON.parse(body.toString('utf8', 0, listEnd))) {
      if (!insideFolder(name) || !Number.isInteger(size) || size < 0) {
        return 'refused';
      }
      files.push({path: name, start, end: start + size});
      start += size;
    }
  } catch {
    return 'refused';
  }
  return start === body.length ? {data: body, files} : 'refused';
}

/** Whether a packed file's path stays inside the folder it is unpacked into: relative, with no `..`. */
function insideFolder(name: string): boolean {
  return name !== '' && !path.isAbsolute(name) && !name.split(/[\\/]/).includes('..');
}

/** The newline that ends the digest and the list of a packed folder. */
const NEWLINE = 0x0a;

function dataDigest(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Files held in memory as one packed folder, for unpackFolderOffThread to write them out. */
export function packedFiles(files: readonly {path: string; data: Uint8Array}[]): PackedFolder {
  let start = 0;
  const entries = files.map(({path: name, data}) => {
    const entry = {path: name, start, end: start + data.length};
    start = entry.end;
    return entry;
  });
  return {data: Buffer.concat(files.map(({data}) => data)), files: entries};
}

/** Writes a packed folder's files into `targetDir`, each a file of its own (writeFileReplacing says why). */
function unpackFolder({data, files}: PackedFolder, targetDir: string): void {
  const targets = files.map((file) => path.join(targetDir, file.path));
  makeParentFolders(targets);
  for (const [index, {start, end}] of files.entries()) {
    writeFileReplacing(targets[index] as string, data.subarray(start, end));
  }
}

/**
 * unpackFolder, on a thread of its own for FILES_PER_COPY_THREAD files or more: a thousand files
 * take the main thread most of a second, which the other post-build steps, running beside, can
 * use instead. Rejects with the write's own error (naming the file) when one fails;
 * `workerScript` is for the tests, which start the thread from the TypeScript source.
 */
export async function unpackFolderOffThread(
  packed: PackedFolder,
  targetDir: string,
  workerScript: string | URL = COPY_WORKER,
): Promise<void> {
  mkdirSync(targetDir, {recursive: true});
  if (packed.files.length < FILES_PER_COPY_THREAD) {
    unpackFolder(packed, targetDir);
    return;
  }
  await onCopyThread({packed, targetDir}, workerScript);
}

/**
 * A cache file of one build folder (one locale) in `cacheDir`: one file for all its pages (a
 * thousand small files cost more to create and open than what they save), one per build folder,
 * so that the locales of a site keep theirs apart. Named after the build folder's place relative
 * to the cache, so that a checkout in another directory (a CI runner restoring the cache
 * elsewhere) finds the same file.
 */
export function buildFolderCacheFile(cacheDir: string, outDir: string, extension = '.json'): string {
  const folder = createHash('sha256').update(path.relative(cacheDir, outDir)).digest('hex').slice(0, 16);
  return path.join(cacheDir, `${folder}${extension}`);
}

/** The files of a folder, at any depth, as sorted paths relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
