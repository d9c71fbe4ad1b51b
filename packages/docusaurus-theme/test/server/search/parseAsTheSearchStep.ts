import {searchablePage} from '../../../src/server/search/pageText';
import type {BuiltPages} from '../../../src/server/site/builtPages';

/** Reads and parses a page through `pages` as the search step does, handing back its scripts. */
export function parseAsTheSearchStep(pages: BuiltPages, file: string): void {
  const {html, stamp} = pages.readToParse(file);
  pages.keepParsedScripts(file, stamp, searchablePage(html, {url: '/', section: 'Docs'}).scripts);
}
