import {copyFileSync, existsSync, constants as fsConstants, linkSync, mkdirSync, readdirSync, rmSync} from 'node:fs';
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
 * Puts a cached file into the build as a hard link: no bytes copied (a large site's rebuild
 * would otherwise write every card and index file again). The caches
 * never rewrite a file in place (new content gets a new key, and files are written under a
 * temporary name, then renamed), so the two names never disagree. Where a link cannot be made
 * (the cache on another disk, a file system without links), the file is copied, as a clone where
 * the file system can. A file left at `target` by an earlier build is replaced.
 *
 * Synchronous, as the other per-page file steps (builtFiles.ts says why).
 */
export function linkOrCopyFile(cached: string, target: string): void {
  rmSync(target, {force: true});
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target, fsConstants.COPYFILE_FICLONE);
  }
}

/** A file in a cache and where it goes in the build. */
export type CachedFile = {cached: string; target: string};

/** Puts cached files into the build, as linkOrCopyFile does, making their folders first. */
export function linkOrCopyFiles(files: readonly CachedFile[]): void {
  for (const dir of new Set(files.map(({target}) => path.dirname(target)))) {
    mkdirSync(dir, {recursive: true});
  }
  for (const {cached, target} of files) {
    linkOrCopyFile(cached, target);
  }
}

/** Puts a cached folder into the build, file by file, as linkOrCopyFile does. */
export function linkOrCopyTree(cachedDir: string, targetDir: string): void {
  const entries = readdirSync(cachedDir, {withFileTypes: true, recursive: true});
  mkdirSync(targetDir, {recursive: true});
  linkOrCopyFiles(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const cached = path.join(entry.parentPath, entry.name);
        return {cached, target: path.join(targetDir, path.relative(cachedDir, cached))};
      }),
  );
}
