import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {markdownTwinPath} from '../../shared/routes';
import type {SitePage} from '../site/pages';

/**
 * The list of the build's Markdown twins, at the base URL beside llms.txt: the server rules of
 * the Page actions docs (a Netlify edge function, Vercel Routing Middleware) read it to answer a
 * request for Markdown with the twin only where a page has one.
 */
export const TWIN_MANIFEST_FILE = 'markdown-twins.json';

/**
 * The key a page is found under: its URL path, percent-decoded, without a trailing slash, so
 * that `/docs/guide/`, `/docs/guide` and `/docs/gu%69de` find the same page. A server rule
 * applies the same rule to the request's path.
 */
export function twinManifestKey(urlPath: string): string {
  return decodedPath(urlPath).replace(/\/$/, '');
}

function decodedPath(urlPath: string): string {
  try {
    return decodeURI(urlPath);
  } catch {
    // A path with a lone "%" is not percent-encoded: it stands as it is.
    return urlPath;
  }
}

/**
 * The manifest's content: each page that has a twin, by its key, mapped to its twin's URL path
 * (base URL included, percent-decoded as the key is), in the order of llms.txt.
 */
export function twinManifest(pages: Pick<SitePage, 'permalink'>[], baseUrl: string): Record<string, string> {
  const manifest: Record<string, string> = {};
  for (const {permalink} of pages) {
    manifest[twinManifestKey(permalink)] = decodedPath(markdownTwinPath(permalink, baseUrl));
  }
  return manifest;
}

/** Writes the manifest of the twins just written into the build folder `outDir` (one locale). */
export function writeTwinManifest(outDir: string, pages: Pick<SitePage, 'permalink'>[], baseUrl: string): void {
  writeFileSync(path.join(outDir, TWIN_MANIFEST_FILE), `${JSON.stringify(twinManifest(pages, baseUrl), null, 1)}\n`);
}
