import {parseDocument} from 'htmlparser2';
import {type SearchablePageInfo, searchablePage, searchableParts} from '../../../src/server/search/pageText';
import {parsedPageScripts, parsePage} from '../../../src/server/site/builtPages';

/** The parts the search step builds (pageText.ts's SEARCHED_PARTS). */
export const SEARCHED = {only: new Set(['head', 'title', 'main']), skipping: new Set(['script', 'style', 'template'])};

/**
 * What the search step made of a page when it built the whole tree from the whole page, given
 * the page's whole parse when the caller has it.
 */
export function fromWholeTree(html: string, info: SearchablePageInfo, whole = parsePage(html)) {
  return {
    found: searchableParts(
      parseDocument(html, {lowerCaseTags: true, lowerCaseAttributeNames: true}),
      info.section,
      info.url,
      undefined,
      info.filters,
    ),
    scripts: parsedPageScripts(html, whole),
  };
}

/**
 * Whether the search step's parse of a page gives what the whole parse gives: the same search
 * documents and scripts, and the same inline scripts and linking-tag positions for the policy step.
 */
export function sameAsWholeParse(html: string, info: SearchablePageInfo): boolean {
  const whole = parsePage(html);
  const narrowed = parsePage(html, SEARCHED);
  return (
    JSON.stringify(searchablePage(html, info)) === JSON.stringify(fromWholeTree(html, info, whole)) &&
    JSON.stringify(narrowed.inlineScripts) === JSON.stringify(whole.inlineScripts) &&
    JSON.stringify([...narrowed.linkingTagStarts]) === JSON.stringify([...whole.linkingTagStarts])
  );
}
