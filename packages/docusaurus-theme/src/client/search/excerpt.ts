import {CODE_WORD_MARK} from '../../shared/searchWords';

/**
 * A run of excerpt text, highlighted when it is part of the match, shown as code when the page
 * showed it as code (inline code, a code block).
 */
export type ExcerptPart = {text: string; highlighted: boolean; code?: true};

/** Pagefind's word separator: white space but the byte-order mark. */
const PAGEFIND_WORDS = /[^\S\uFEFF]+/;

/** Pagefind's escaping of the page's text in excerpts: `<` and `>` only, never `&`. */
const pagefindEscaped = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escaped = (text: string) => pagefindEscaped(text.replace(/&/g, '&amp;'));

/**
 * A Pagefind excerpt as HTML: the page's text escaped, the matches in <mark>. Pagefind escapes
 * `<` and `>` but not `&`, so its `&lt;b&gt;` may be the page's `<b>` or its literal `&lt;b&gt;`.
 * The page's text as Pagefind indexed it (`content`) settles it: the excerpt is a run of its
 * words, found and taken from there. Without it (or where the words are not split by spaces), an
 * excerpt that holds `&lt;` or `&gt;` takes them for the page's `<` and `>`, the likelier.
 */
export function excerptHtml(excerpt: string, content: string | undefined): string {
  if (!/&(?:lt|gt);/.test(excerpt)) {
    return excerpt.replace(/&/g, '&amp;');
  }
  const tokens = excerpt.split(' ').map((token) => {
    const marked = /^<mark>(.*)<\/mark>$/.exec(token);
    return {word: marked ? (marked[1] as string) : token, marked: Boolean(marked)};
  });
  const words = content?.split(PAGEFIND_WORDS).filter(Boolean) ?? [];
  for (let start = 0; start + tokens.length <= words.length; start += 1) {
    if (tokens.every((token, index) => pagefindEscaped(words[start + index] as string) === token.word)) {
      return tokens
        .map((token, index) => {
          const text = escaped(words[start + index] as string);
          return token.marked ? `<mark>${text}</mark>` : text;
        })
        .join(' ');
    }
  }
  return excerpt.replace(/&(?!lt;|gt;)/g, '&amp;');
}

const ENTITIES: Record<string, string> = {'&lt;': '<', '&gt;': '>', '&amp;': '&'};

/** A word of an excerpt, or the white space between two. */
type Piece = {text: string; highlighted: boolean; code: boolean};

/**
 * Splits an excerpt made by `excerptHtml`, the page's text with the matches in <mark>, into
 * plain text runs showing the text exactly as the page does. A word the search step marked as
 * code (CODE_WORD_MARK) is a run of code, with the white space between two such words; the
 * marks themselves are left out. The runs are rendered as text, never as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const pieces: Piece[] = excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).flatMap((run) => {
    const highlighted = run.startsWith('<mark>');
    const text = (highlighted ? run.slice('<mark>'.length, -'</mark>'.length) : run).replace(
      /&(?:lt|gt|amp);/g,
      (entity) => ENTITIES[entity] as string,
    );
    return text
      .split(/(\s+)/)
      .filter(Boolean)
      .map((piece) => ({text: piece, highlighted, code: piece.includes(CODE_WORD_MARK)}));
  });
  // White space is code between two words of code: one run of code, not one per word.
  pieces.forEach((piece, index) => {
    piece.code ||= /^\s+$/.test(piece.text) && Boolean(pieces[index - 1]?.code && pieces[index + 1]?.code);
  });
  const parts: ExcerptPart[] = [];
  for (const {text, highlighted, code} of pieces) {
    const shown = text.split(CODE_WORD_MARK).join('');
    const last = parts[parts.length - 1];
    if (last && last.highlighted === highlighted && Boolean(last.code) === code) {
      last.text += shown;
    } else if (shown !== '') {
      parts.push(code ? {text: shown, highlighted, code} : {text: shown, highlighted});
    }
  }
  return parts;
}

/** Text the search step may have marked as code (a heading's), as it reads: without the marks. */
export function withoutCodeMarks(text: string): string {
  return text.split(CODE_WORD_MARK).join('');
}
