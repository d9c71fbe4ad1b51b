import {createHash} from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  constants as fsConstants,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

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

/**
 * Puts a cached file into the build as a copy of its own: a clone where the file system can make
 * one (copy-on-write, no bytes written), else a plain copy. Never a hard link: a later build step
 * (the site's own, say) that edits a built file in place would edit the cache too, and every
 * later build would publish the edit. A file left at `target` by an earlier build is replaced.
 *
 * Synchronous, as the other per-page file steps (builtFiles.ts says why).
 */
export function copyFromCache(cached: string, target: string): void {
  rmSync(target, {force: true});
  copyFileSync(cached, target, fsConstants.COPYFILE_FICLONE);
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

/** Puts a folder into another, file by file, as copyFromCache does. */
export function copyTreeFromCache(cachedDir: string, targetDir: string): void {
  mkdirSync(targetDir, {recursive: true});
  copyFilesFromCache(
    filesIn(cachedDir).map((file) => ({cached: path.join(cachedDir, file), target: path.join(targetDir, file)})),
  );
}
