import {existsSync, readFileSync} from 'node:fs';
import {readdir, readFile, rm, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type * as Pagefind from 'pagefind';

/** The index's folder in the build; the search box loads `${baseUrl}pagefind/pagefind.js`. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Inside each page's <main>, the parts that are not its content: they repeat on every page
 * (table of contents, breadcrumbs, previous/next links) or are controls (edit link, anchors).
 */
export const SEARCH_EXCLUDED_SELECTORS = [
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.hash-link',
  'nav',
];

/** Pagefind's prebuilt interfaces, written beside the index; the theme has its own. */
const UNUSED_UI_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/**
 * pagefind is published only as an ES module. A plain `import()` would be compiled to
 * `require()` in this CommonJS plugin, so the import is built at run time instead. Code run
 * inside a VM context (Vitest) cannot import that way; there Node's require of ES modules does.
 */
async function importModule<T>(url: string): Promise<T> {
  try {
    return (await nativeImport(url)) as T;
  } catch (error) {
    if ((error as {code?: string}).code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING') {
      return require(fileURLToPath(url)) as T;
    }
    throw error;
  }
}

/**
 * The file URL of pagefind's entry point, found from this package as `require` would find it
 * (so it works with npm, pnpm and Yarn layouts alike); pagefind exports no `require` entry
 * that `require.resolve` could use.
 */
export function pagefindEntryUrl(): string {
  for (const dir of require.resolve.paths('pagefind') ?? []) {
    const packageDir = path.join(dir, 'pagefind');
    const manifest = path.join(packageDir, 'package.json');
    if (existsSync(manifest)) {
      const {exports, main} = JSON.parse(readFileSync(manifest, 'utf8')) as {
        exports?: {'.'?: {import?: string}};
        main?: string;
      };
      return pathToFileURL(path.join(packageDir, exports?.['.']?.import ?? main ?? 'lib/index.js')).href;
    }
  }
  throw new Error('pagefind is not installed: reinstall @hoverkraft/docusaurus-theme, which depends on it.');
}

/** The built HTML file of a route: `docs/intro.html`, `docs/intro/index.html` or `index.html`. */
export function htmlFileForPermalink(outDir: string, permalink: string, baseUrl: string): string | undefined {
  const relative = decodeURI(permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink).replace(
    /\/+$/,
    '',
  );
  const candidates = relative ? [`${relative}.html`, path.join(relative, 'index.html'), relative] : ['index.html'];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
}

function failIfErrors(step: string, errors: string[]): void {
  if (errors.length > 0) {
    throw new Error(`Pagefind could not ${step}: ${errors.join('; ')}`);
  }
}

/** A page to index: its route path, and the part of the site it belongs to, shown in results. */
export type IndexedPage = {permalink: string; section: string};

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Tags the page with its section as Pagefind metadata, inside <main> where Pagefind reads. */
export function withSectionMeta(html: string, section: string): string {
  if (!section) {
    return html;
  }
  const meta = `<span hidden data-pagefind-meta="section:${escapeAttribute(section)}"></span>`;
  return html.replace(/<main\b[^>]*>/, (tag) => `${tag}${meta}`);
}

/**
 * Indexes the given routes' built pages with Pagefind and writes the chunked index to
 * `outDir/pagefind/`. Only each page's <main> is read, so navbar, sidebar and footer text
 * never match. Returns how many pages were indexed.
 */
/** Where a result links to: the page's route, with the slash the site's `trailingSlash` gives its links. */
export function resultUrl(permalink: string, site: SearchSite): string {
  return applyTrailingSlash(permalink, {trailingSlash: site.trailingSlash, baseUrl: site.baseUrl});
}

/** What of the site config the index needs. */
export type SearchSite = {baseUrl: string; trailingSlash: boolean | undefined};

export async function writeSearchIndex(outDir: string, pages: IndexedPage[], site: SearchSite): Promise<number> {
  const {baseUrl} = site;
  const pagefind = await importModule<typeof Pagefind>(pagefindEntryUrl());
  try {
    const {index, errors} = await pagefind.createIndex({
      rootSelector: 'main',
      excludeSelectors: SEARCH_EXCLUDED_SELECTORS,
    });
    failIfErrors('start', errors);
    if (!index) {
      throw new Error('Pagefind could not start: it returned no index.');
    }
    let indexed = 0;
    for (const {permalink, section} of pages) {
      const file = htmlFileForPermalink(outDir, permalink, baseUrl);
      if (!file) {
        continue;
      }
      const content = withSectionMeta(await readFile(file, 'utf8'), section);
      const added = await index.addHTMLFile({url: resultUrl(permalink, site), content});
      failIfErrors(`index ${permalink}`, added.errors);
      indexed += 1;
    }
    const outputPath = path.join(outDir, SEARCH_INDEX_DIR);
    const written = await index.writeFiles({outputPath});
    failIfErrors('write the index', written.errors);
    for (const name of await readdir(outputPath)) {
      if (UNUSED_UI_FILE.test(name)) {
        await rm(path.join(outputPath, name));
      }
    }
    return indexed;
  } finally {
    await pagefind.close();
  }
}

/** The bytes of the search index written into the build: every file under `outDir/pagefind/`. */
export async function searchIndexBytes(outDir: string): Promise<number> {
  const entries = await readdir(path.join(outDir, SEARCH_INDEX_DIR), {withFileTypes: true, recursive: true});
  const sizes = await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => stat(path.join(entry.parentPath, entry.name))),
  );
  return sizes.reduce((total, {size}) => total + size, 0);
}
