import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {HtmlTagObject} from '@docusaurus/types';
import {writeFileAtomic} from '../site/builtFiles';
import {NOSCRIPT_CSS} from '../site/packageFiles';
import type {PostBuildStep} from '../site/postBuild';

/**
 * Without JavaScript the mobile menu cannot open, so css/noscript.css shows the links it would
 * offer in the page instead, from a `<noscript>` link in every page's head. A stylesheet file,
 * not an inline `<style>`: a site whose Content-Security-Policy allows no inline styles keeps it.
 */

/** The stylesheet's text: comments and indentation dropped. */
function noscriptCss(cssFile: string): string {
  return readFileSync(cssFile, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .trim();
}

/** Where the stylesheet is written in the build: named by its content, so a changed one is never served stale. */
export function noscriptStylesheetPath(cssFile = NOSCRIPT_CSS): string {
  const digest = createHash('sha256').update(noscriptCss(cssFile)).digest('hex').slice(0, 8);
  return `assets/css/hoverkraft-noscript.${digest}.css`;
}

/** The head tag that applies the stylesheet only when JavaScript is off. */
export function noscriptStylesheetTag(baseUrl: string, cssFile = NOSCRIPT_CSS): HtmlTagObject {
  return {
    tagName: 'noscript',
    innerHTML: `<link rel="stylesheet" href="${baseUrl}${noscriptStylesheetPath(cssFile)}">`,
  };
}

/** The build step: writes the stylesheet the head tag links to. */
export const writeNoscriptStylesheetStep: PostBuildStep = async ({outDir}) => {
  writeFileAtomic(path.join(outDir, noscriptStylesheetPath()), `${noscriptCss(NOSCRIPT_CSS)}\n`);
  return undefined;
};
