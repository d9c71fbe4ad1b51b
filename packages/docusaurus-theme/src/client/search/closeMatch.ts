import {foldWord, SHORTEST_TYPO_WORD, wordsOf} from '../../shared/searchWords';

/**
 * Whether a search result really contains what the reader typed. Pagefind retries a word it
 * does not know with shorter and shorter prefixes of it, down to one letter: "terraform" then
 * finds a page through "ter", "photosynthesis" through "photo", "swizle" through "s". Shown as
 * results, those read as a broken search. A result is kept only when, for every word of the
 * query, the page has a word that matches it closely: the whole query word as a prefix, the
 * same word with another ending (most of it shared), or the same word with a typo or two.
 */

/** Up to this length, one edit is a typo; longer words allow two. */
const LONGEST_ONE_EDIT_WORD = 8;
/** A word with another ending shares at least this part of the query word (and a stem of 4 letters). */
const SHARED_STEM_SHARE = 0.7;
const SHORTEST_STEM = 4;

/**
 * Scripts whose page "words" are not the reader's words: written without spaces (Chinese,
 * Japanese, Thai...), where a page word is a whole phrase, or with articles and prepositions
 * joined to the word (Arabic, Hebrew: "البحث" for "بحث"). A query word in them matches anywhere
 * inside the page's text.
 */
const SUBSTRING_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}]/u;

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, counting no further than `limit` + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let twoBack: number[] = [];
  let oneBack = Array.from({length: b.length + 1}, (_, j) => j);
  let oneBackBest = 0;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((oneBack[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (oneBack[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    // No later row can come back under the limit: each is at least the row before's least
    // value, or the least value two rows back plus one (a swap).
    if (best > limit && oneBackBest >= limit) {
      return limit + 1;
    }
    twoBack = oneBack;
    oneBack = row;
    oneBackBest = best;
  }
  return Math.min(oneBack[b.length] ?? limit + 1, limit + 1);
}

/** How many typos a query word of this length may hold. */
function typosAllowed(term: string): number {
  if (term.length < SHORTEST_TYPO_WORD) {
    return 0;
  }
  return term.length <= LONGEST_ONE_EDIT_WORD ? 1 : 2;
}

function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) {
    length++;
  }
  return length;
}

/** Whether the page word `word` matches the (folded) query word `term` closely. */
export function closeEnough(term: string, word: string): boolean {
  if (word.startsWith(term)) {
    return true;
  }
  const stem = sharedPrefix(term, word);
  if (stem >= SHORTEST_STEM && stem >= Math.ceil(term.length * SHARED_STEM_SHARE)) {
    return true;
  }
  const typos = typosAllowed(term);
  if (typos === 0) {
    return false;
  }
  // A typo in what the reader has typed so far: the word may go on past it ("instalat" for installation).
  for (let length = term.length - typos; length <= term.length + typos; length++) {
    if (length >= 1 && length <= word.length && editDistance(term, word.slice(0, length), typos) <= typos) {
      return true;
    }
  }
  return false;
}

/** Close matches already decided, by query word then page word: pages share most of their words. */
export type MatchMemo = Map<string, Map<string, boolean>>;

/**
 * Whether a page whose text is `text` matches every word of `query` closely. `text` is the
 * page's searchable text (Pagefind's `content`), or what stands for it. Pass one `memo` for the
 * results of one query.
 */
export function matchesQuery(query: string, text: string, memo: MatchMemo = new Map()): boolean {
  const terms = wordsOf(query);
  if (terms.length === 0) {
    return false;
  }
  const folded = foldWord(text);
  const words = wordsOf(text);
  return terms.every((term) => {
    if (SUBSTRING_SCRIPT.test(term)) {
      return folded.includes(term);
    }
    let decided = memo.get(term);
    if (!decided) {
      decided = new Map();
      memo.set(term, decided);
    }
    const known = decided;
    return words.some((word) => {
      let close = known.get(word);
      if (close === undefined) {
        close = closeEnough(term, word);
        known.set(word, close);
      }
      return close;
    });
  });
}

/**
 * The word of the site that `term` most likely misspells: the closest within the typos a word
 * of its length may hold, the most frequent of equals (`vocabulary` lists the site's words most
 * frequent first). None when the site has the word, or nothing close.
 */
export function correctTypo(term: string, vocabulary: readonly string[]): string | undefined {
  const allowed = typosAllowed(term);
  if (allowed === 0 || SUBSTRING_SCRIPT.test(term) || vocabulary.some((word) => word.startsWith(term))) {
    return undefined;
  }
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const word of vocabulary) {
    const distance = editDistance(term, word, bestDistance - 1);
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * `query` with each word the site lacks replaced by the word it most likely misspells, or
 * undefined when no word was replaced.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | undefined {
  let changed = false;
  const words = wordsOf(query).map((term) => {
    const corrected = correctTypo(term, vocabulary);
    changed ||= corrected !== undefined;
    return corrected ?? term;
  });
  return changed ? words.join(' ') : undefined;
}
