import {existsSync, mkdirSync, readdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {threadId} from 'node:worker_threads';
import {htmlFileCandidates} from '../../shared/routes';

/**
 * Reading and writing the files of a build. The per-page reads and writes of the build steps
 * are synchronous: each is a system call answered from the page cache, and Node's promise API
 * adds several times its cost in CPU, which the steps running beside them pay for.
 */

/** The built HTML file of a route (`docs/intro.html`, `docs/intro/index.html` or `index.html`), if it was written. */
export function htmlFileForPermalink(outDir: string, permalink: string, baseUrl: string): string | undefined {
  return htmlFileCandidates(permalink, baseUrl)
    .map((candidate) => path.join(outDir, candidate))
    .find((file) => existsSync(file));
}

/** Every HTML file of a build folder, at any depth, relative to it, in a stable order. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/**
 * Writes a file in one step: under a temporary name beside it first, then renamed, so that a
 * build stopped halfway never leaves half a file behind (in a cache, a later build would reuse it).
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), {recursive: true});
  const partial = `${file}.${process.pid}.${threadId}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}
