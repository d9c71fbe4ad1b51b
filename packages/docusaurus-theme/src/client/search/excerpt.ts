/** A run of excerpt text, highlighted when it is part of the match. */
export type ExcerptPart = {text: string; highlighted: boolean};

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

/**
 * Splits an excerpt made by `excerptHtml`, the page's text with the matches in <mark>, into
 * plain text runs showing the text exactly as the page does. The runs are rendered as text,
 * never as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .map((run) => {
      const highlighted = run.startsWith('<mark>');
      const text = (highlighted ? run.slice('<mark>'.length, -'</mark>'.length) : run).replace(
        /&(?:lt|gt|amp);/g,
        (entity) => ENTITIES[entity] as string,
      );
      return {text, highlighted};
    })
    .filter((part) => part.text !== '');
}
