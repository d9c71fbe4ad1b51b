import {encodedUrl} from './routes.js';

/**
 * Text from outside the page's content (a title, a description, the site's name) put into the
 * Markdown the theme writes: twins, llms.txt, llms-full.txt and Copy page. A title like
 * "The <main> element", "[Draft] *new*" or "AT&amp;T" must read as the words it is, never as
 * markup, links or an entity.
 */

/**
 * One line of literal text in Markdown: runs of white space become one space, and every
 * character that could start markup is backslash-escaped (CommonMark escapes any ASCII
 * punctuation this way).
 */
export function markdownText(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(/^([#+-]|\d+[.)])(?=\s|$)/, (marker) => marker.replace(/([#+\-.)])$/, '\\$1'));
}

/**
 * A link destination for Markdown: percent-encoded as every address the theme writes
 * (`encodedUrl`), so that spaces, parentheses and non-ASCII characters in a slug cannot end the
 * link early. An address already encoded stays as it is.
 */
export function markdownLinkDestination(url: string): string {
  return encodedUrl(url);
}

/**
 * Whether text shows anything: a character other than white space and the invisible ones
 * (zero-width spaces and joiners, direction marks, soft hyphens, variation selectors...).
 */
export function hasVisibleText(text: string | undefined): text is string {
  return text !== undefined && /[^\s\p{Default_Ignorable_Code_Point}]/u.test(text);
}

/**
 * A page's title for a heading or link text: the first of `titles` that shows anything, or the
 * page's address when none does, so that a link is never empty or invisible.
 */
export function titleOrPath(titles: string | undefined | (string | undefined)[], path: string): string {
  const title = (Array.isArray(titles) ? titles : [titles]).find(hasVisibleText);
  if (title) {
    return title.trim();
  }
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
