import {describeValue, propError} from '../propError';
import type {LinkCardProps} from './LinkCard';

// Apart from the grid, so that a page that imports cardGridToc for its table of contents takes
// this module alone, and the grid itself still loads in its own chunk.

/** The id a card title gets in the data form: its words, lower case, joined by hyphens, as Docusaurus's heading ids. */
export function cardId(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

/** An entry of a page's table of contents, as Docusaurus's TOC components read it: `value` is HTML. */
export type CardGridTocItem = {value: string; id: string; level: number};

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/**
 * The table-of-contents entries of a data-driven CardGrid: one per card, with the id and level
 * its heading gets. Docusaurus builds a page's `toc` from its Markdown headings when it compiles
 * the page, so headings rendered from data never reach it; an MDX partial that exports
 * `toc = cardGridToc(items, level)` and renders `<CardGrid items={items} headingLevel={level} />`
 * puts them there, as Docusaurus adds the `toc` of every partial a page renders to the page's own.
 */
export function cardGridToc(items: LinkCardProps[], headingLevel: 2 | 3 | 4 = 3): CardGridTocItem[] {
  if (!Array.isArray(items)) {
    throw propError('CardGrid', `cardGridToc(items) needs the grid's items array, got ${describeValue(items)}.`);
  }
  return items.map((item) => ({
    value: String(item.title).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character),
    id: item.id ?? cardId(String(item.title)),
    level: headingLevel,
  }));
}
