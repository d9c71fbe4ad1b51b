import {readFileSync} from 'node:fs';
import type {HtmlTagObject} from '@docusaurus/types';
import {DEFAULT_FAVICON} from '../site/packageFiles';

/** The favicon's link tag for a site that configures none of its own: the brand mark, inline. */
export function defaultFaviconTag(): HtmlTagObject {
  const svg = readFileSync(DEFAULT_FAVICON, 'utf8');
  return {
    tagName: 'link',
    attributes: {rel: 'icon', type: 'image/svg+xml', href: `data:image/svg+xml,${encodeURIComponent(svg.trim())}`},
  };
}
