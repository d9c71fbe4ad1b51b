/** A run of excerpt text, highlighted when it is part of the match. */
export type ExcerptPart = {text: string; highlighted: boolean};

/** Pagefind's excerpts escape `<` and `>` of the page's text, and nothing else (not `&`). */
const PAGEFIND_ESCAPES: Record<string, string> = {'&lt;': '<', '&gt;': '>'};

/**
 * Splits a Pagefind excerpt, the page's text with the matches in <mark>, into plain text runs,
 * showing the text exactly as the page does: only Pagefind's own escapes are undone, so a page
 * that shows "&amp;" shows it in its excerpt too. The runs are rendered as text, never as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .map((run) => {
      const highlighted = run.startsWith('<mark>');
      const text = (highlighted ? run.slice('<mark>'.length, -'</mark>'.length) : run).replace(
        /&lt;|&gt;/g,
        (entity) => PAGEFIND_ESCAPES[entity] ?? entity,
      );
      return {text, highlighted};
    })
    .filter((part) => part.text !== '');
}
