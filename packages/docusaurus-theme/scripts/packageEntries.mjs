// The package's public entries, read from the "exports" of its package.json: the one list of
// them. `typesVersions`, the tsconfig paths and the test aliases are derived from it or checked
// against it (test/package.test.ts), so an entry is added or moved in one place.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each entry: the specifier a site imports, its subpath, the compiled file and declarations it
 * points at, and the TypeScript source that file is compiled from.
 */
export function packageEntries(manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'))) {
  return Object.entries(manifest.exports)
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, target]) => {
      const compiled = target.default.replace(/^\.\//, '');
      const stem = compiled.replace(/^lib\//, 'src/').replace(/\.js$/, '');
      const source = ['.ts', '.tsx']
        .map((extension) => `${stem}${extension}`)
        .find((file) => existsSync(path.join(PACKAGE_DIR, file)));
      if (!source) {
        throw new Error(
          `package.json "exports" ${subpath}: no TypeScript source ${stem}.ts(x) compiles to ${compiled}.`,
        );
      }
      return {
        specifier: subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        subpath,
        compiled,
        types: target.types.replace(/^\.\//, ''),
        source,
      };
    });
}
