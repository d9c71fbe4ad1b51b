import {readFileSync} from 'node:fs';
import type {HtmlTagObject} from '@docusaurus/types';

/**
 * The head tag that applies a stylesheet only when JavaScript is off: `<noscript><style>`. Its
 * comments and indentation are dropped, since every page of the site carries it inline.
 */
export function noscriptStyleTag(cssFile: string): HtmlTagObject {
  const css = readFileSync(cssFile, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .trim();
  return {tagName: 'noscript', innerHTML: `<style>${css}</style>`};
}
