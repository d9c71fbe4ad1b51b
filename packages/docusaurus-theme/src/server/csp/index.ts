import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {writeFileAtomic} from '../site/builtFiles';
import type {PostBuildStep} from '../site/postBuild';

/**
 * A strict Content-Security-Policy for the built site, written beside it for the site's host to
 * send. Docusaurus puts a few scripts inline in every page (the colour-mode script that runs
 * before the first paint, the announcement bar's): a policy without 'unsafe-inline' must name
 * each by its hash, and only the build knows them.
 */

/** The file, at the root of each build folder, with the policy and the hashes it is made of. */
export const CSP_FILE = 'content-security-policy.json';

/** Script types a browser runs; other types (JSON-LD, say) are data and need no hash. */
const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The CSP source expressions (`'sha256-…'`) of the inline scripts of one page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let script: string[] | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? '').trim().toLowerCase();
        script =
          name === 'script' && attributes.src === undefined && EXECUTABLE_SCRIPT_TYPES.has(type) ? [] : undefined;
      },
      ontext(text) {
        script?.push(text);
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          hashes.push(`'sha256-${createHash('sha256').update(script.join('')).digest('base64')}'`);
        }
        script = undefined;
      },
    },
    {decodeEntities: false, lowerCaseTags: true},
  );
  parser.end(html);
  return hashes;
}

/**
 * The policy: scripts from the site itself, WebAssembly for the search (Pagefind compiles
 * its index reader), and the inline scripts by hash; stylesheets from the site itself (the
 * theme puts none inline), with `style` attributes allowed, which React writes for inline
 * styles; no plugins; no `<base>` elsewhere.
 */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    `script-src 'self' 'wasm-unsafe-eval'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Every HTML file of a build folder, at any depth. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/**
 * The build step: reads every page's inline scripts and writes the policy that allows exactly
 * those. Quiet: it runs on every build, and the docs say where the file is.
 */
export const writeContentSecurityPolicyStep: PostBuildStep = async ({outDir}) => {
  const hashes = [
    ...new Set(htmlFiles(outDir).flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))),
  ].sort();
  writeFileAtomic(
    path.join(outDir, CSP_FILE),
    `${JSON.stringify({policy: contentSecurityPolicy(hashes), scriptHashes: hashes}, null, 2)}\n`,
  );
  return undefined;
};
