/** The five characters escape-html writes as references, back from them. */
const ESCAPED: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'"};

/**
 * An image's alt text as its author wrote it. Docusaurus escapes a Markdown image's alt text
 * (with escape-html) into the page's JSX, where it stays escaped: the attribute holds `&quot;`
 * for `"`. One pass of the inverse gives the author's text back; decoding once, not until
 * nothing is left, keeps text that only looks like a reference (`&quot;`, typed as
 * `&amp;quot;`) as typed.
 */
export const authoredAlt = (alt: string): string =>
  alt.replace(/&(?:amp|lt|gt|quot|#39);/g, (reference) => ESCAPED[reference] as string);
