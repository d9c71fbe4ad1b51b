import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {SEARCH_VOCABULARY_FILE, SHORTEST_TYPO_WORD, wordsOf} from '../../shared/searchWords';
import {writeFileAtomic} from '../site/builtFiles';

/**
 * The most words the vocabulary keeps, most frequent first: a typo is rarely of a word the site
 * uses once in thousands of pages, and the file loads in the browser when a query finds nothing.
 */
export const SEARCH_VOCABULARY_MAX_WORDS = 50_000;

/** The text of each page Pagefind indexed, read from its fragments (gzip, a signature, then JSON). */
function indexedTexts(indexDir: string): string[] {
  const dir = path.join(indexDir, 'fragment');
  // An index of no page (a build whose pages all lack content) has no fragment folder.
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(path.join(dir, name))).toString('utf8');
    return (JSON.parse(text.slice(text.indexOf('{'))) as {content: string}).content;
  });
}

/**
 * The words of the index that a misspelt query word may be corrected to (client/search's
 * correctTypo), most frequent first: those of SHORTEST_TYPO_WORD letters or more, each counted
 * once a page. Read from what Pagefind indexed, so that a correction always finds a page.
 */
export function searchVocabulary(indexDir: string): string[] {
  const pagesWithWord = new Map<string, number>();
  for (const text of indexedTexts(indexDir)) {
    for (const word of wordsOf(text)) {
      if (word.length >= SHORTEST_TYPO_WORD && !/^\p{N}+$/u.test(word)) {
        pagesWithWord.set(word, (pagesWithWord.get(word) ?? 0) + 1);
      }
    }
  }
  return [...pagesWithWord]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .slice(0, SEARCH_VOCABULARY_MAX_WORDS)
    .map(([word]) => word);
}

/** Writes the vocabulary of the index in `indexDir` beside it, as SEARCH_VOCABULARY_FILE. */
export function writeSearchVocabulary(indexDir: string): void {
  writeFileAtomic(path.join(indexDir, SEARCH_VOCABULARY_FILE), JSON.stringify(searchVocabulary(indexDir)));
}
