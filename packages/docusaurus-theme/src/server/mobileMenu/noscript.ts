import {readFileSync} from 'node:fs';
import type {HtmlTagObject} from '@docusaurus/types';
import {NOSCRIPT_CSS} from '../site/packageFiles';

/**
 * The head tag that applies css/noscript.css only when JavaScript is off: `<noscript><style>`.
 * Without JavaScript the mobile menu cannot open, so the links it would offer show in the page
 * instead. Comments and indentation are dropped, since every page of the site carries it inline.
 */
export function noscriptStyleTag(cssFile = NOSCRIPT_CSS): HtmlTagObject {
  const css = readFileSync(cssFile, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .trim();
  return {tagName: 'noscript', innerHTML: `<style>${css}</style>`};
}
