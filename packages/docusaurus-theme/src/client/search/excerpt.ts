/** A run of excerpt text, highlighted when it is part of the match. */
export type ExcerptPart = {text: string; highlighted: boolean};

/**
 * Splits a Pagefind excerpt, HTML with the matches in <mark>, into plain text runs. Parsing it
 * (rather than injecting it) keeps any markup that slipped into the indexed text inert.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const parts: ExcerptPart[] = [];
  for (const node of body.childNodes) {
    const text = node.textContent ?? '';
    if (text) {
      parts.push({text, highlighted: node.nodeName === 'MARK'});
    }
  }
  return parts;
}
