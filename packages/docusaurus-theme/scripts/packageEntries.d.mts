/** One public entry of the package (packageEntries.mjs). */
export type PackageEntry = {
  /** What a site imports: `@hoverkraft/docusaurus-theme/client`. */
  specifier: string;
  /** The key in package.json "exports": `./client`. */
  subpath: string;
  /** The compiled file, relative to the package: `lib/client/index.js`. */
  compiled: string;
  /** Its declarations: `lib/client/index.d.ts`. */
  types: string;
  /** The TypeScript source compiled to it: `src/client/index.ts`. */
  source: string;
};

export const PACKAGE_DIR: string;

export function packageEntries(manifest?: {name: string; exports: Record<string, unknown>}): PackageEntry[];
