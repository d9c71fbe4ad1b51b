import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

/**
 * Loads packages published only as ES modules (pagefind, the unified family) from this
 * CommonJS plugin. TypeScript would compile a plain `import()` to `require()`, so the import is
 * built at run time instead; code run inside a VM context (Vitest) cannot import that way, and
 * there Node's require of ES modules loads the same file.
 */
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

type Manifest = {
  version: string;
  main?: string;
  exports?: string | {'.'?: string | {import?: string; default?: string}};
};

/** An installed package: its folder and its package.json. */
export type InstalledPackage = {dir: string; manifest: Manifest};

/**
 * A package as `require` would find it from this package (so npm, pnpm and Yarn layouts all
 * work), read from its folder: some ES-module packages export no entry that `require.resolve`
 * accepts.
 */
export function installedPackage(name: string): InstalledPackage {
  for (const parent of require.resolve.paths(name) ?? []) {
    const dir = path.join(parent, name);
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      return {dir, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest};
    }
  }
  throw new Error(`${name} is not installed: reinstall @hoverkraft/docusaurus-theme, which depends on it.`);
}

/** The file an `import` of the package's main entry loads. */
function importEntry({dir, manifest}: InstalledPackage): string {
  const root = typeof manifest.exports === 'object' ? manifest.exports['.'] : manifest.exports;
  const entry = typeof root === 'object' ? (root.import ?? root.default) : root;
  return path.join(dir, entry ?? manifest.main ?? 'index.js');
}

/** Imports an ES-module package by name. */
export async function importEsm<T>(name: string): Promise<T> {
  const url = pathToFileURL(importEntry(installedPackage(name))).href;
  try {
    return (await nativeImport(url)) as T;
  } catch (error) {
    if ((error as {code?: string}).code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING') {
      return require(fileURLToPath(url)) as T;
    }
    throw error;
  }
}
