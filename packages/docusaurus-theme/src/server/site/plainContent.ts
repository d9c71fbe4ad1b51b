/**
 * Where the content of an element ends, found without htmlparser2's tokenizer, for content plain
 * enough that the tokenizer reads it one way only and the parser's state after it is the state
 * before it. The search parse (builtPages.ts's `parsePage` with parts) passes over the content of
 * a page's navbar and docs sidebar this way: most of a docs page's HTML, and none of it a part
 * the search reads.
 *
 * "Plain" is what React writes and the HTML minifier keeps: tags with well-formed attributes,
 * comments, and text with no `<` in it. The end tags the minifier leaves out (`</li>`) are
 * implied as htmlparser2 implies them. Anything else makes the answer "not plain" (-1), and the
 * caller parses the content as usual:
 * - an element whose content the tokenizer reads as raw text (script, style, title, textarea,
 *   xmp), or one of `refused` (the caller's: the tags it must see, such as `<link>`);
 * - an end tag with no open element of its name in the content, or the end tag of a void element:
 *   htmlparser2 would close elements outside the content, or make up new ones;
 * - a self-closing tag (`<x/>`) outside an `<svg>` or `<math>` opened in the content: whether the
 *   parser honours `/>` depends on what is open outside it;
 * - an `<svg>` or `<math>` (or one of their HTML integration points) that the content does not
 *   close with its end tag: the parser would stay in its context after the content;
 * - CDATA, a declaration or a processing instruction, and `<` that opens no tag.
 */

/** Elements with no content and no end tag (htmlparser2's list). */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content the tokenizer reads as raw text, up to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea', 'xmp']);

/** Elements that open a foreign context, in which the parser honours `/>`. */
const FOREIGN_ELEMENTS = new Set(['svg', 'math']);
/** Elements inside a foreign context whose content is HTML again. */
const INTEGRATION_ELEMENTS = new Set([
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'annotation-xml',
  'foreignobject',
  'desc',
  'title',
]);

const FORM_ELEMENTS = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const P = new Set(['p']);
const DD_DT = new Set(['dd', 'dt']);
const RT_RP = new Set(['rt', 'rp']);
const TABLE_SECTIONS = new Set(['thead', 'tbody']);
/** For an opening tag, the open elements it closes while one of them is the innermost (htmlparser2's table). */
const CLOSED_BY = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ...'p h1 h2 h3 h4 h5 h6 address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul'
    .split(' ')
    .map((name): [string, ReadonlySet<string>] => [name, P]),
  ...['select', 'input', 'output', 'button', 'datalist', 'textarea'].map((name): [string, ReadonlySet<string>] => [
    name,
    FORM_ELEMENTS,
  ]),
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', DD_DT],
  ['dt', DD_DT],
  ['rt', RT_RP],
  ['rp', RT_RP],
  ['tbody', TABLE_SECTIONS],
  ['tfoot', TABLE_SECTIONS],
]);

/** The characters HTML's tokenizer takes as whitespace (`\s` takes more, which it reads as part of a name). */
export const WHITESPACE = '[\\t\\n\\f\\r ]';
/** One attribute in a plain form: a name, and a value quoted without `<` or `>` in it, or unquoted. */
export const attribute = (name: string) =>
  `${WHITESPACE}+(${name}[^\\t\\n\\f\\r "'<>/=]+)(?:${WHITESPACE}*=${WHITESPACE}*(?:"[^"<>]*"|'[^'<>]*'|[^\\t\\n\\f\\r "'<>=\`]+))?`;
/** Any number of attributes in that plain form. */
export const ATTRIBUTES = `(?:${attribute('?:')})*`;
/** An opening tag with its attributes in that form. Group 1: the tag's name; group 2: `/` when it ends with `/>`. */
const OPENING_TAG = new RegExp(`<([a-zA-Z][^\\t\\n\\f\\r />]*)${ATTRIBUTES}${WHITESPACE}*(/?)>`, 'y');
/** An end tag with nothing but whitespace after its name. Group 1: the name. */
const END_TAG = new RegExp(`</([a-zA-Z][^\\t\\n\\f\\r />]*)${WHITESPACE}*>`, 'y');

/**
 * The index of the end tag (`</name…>`) that closes an element whose content starts at `from`,
 * if that content is plain (see above) and holds no element named in `refused`; else -1.
 * `name` is an element no opening tag closes by implication (a `<nav>`, an `<aside>`).
 */
export function plainContentEnd(html: string, from: number, name: string, refused: ReadonlySet<string>): number {
  // The elements open in the content, innermost last, as htmlparser2's stack holds them.
  const open: string[] = [name];
  // As htmlparser2's foreign context, for the foreign and integration elements opened in the
  // content: whether each is foreign (then `/>` closes a tag).
  const foreign: boolean[] = [];
  let at = from;
  for (;;) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      return -1;
    }
    const next = html.charCodeAt(lt + 1);
    if (next === 0x2f /* / */) {
      END_TAG.lastIndex = lt;
      const closed = END_TAG.exec(html)?.[1]?.toLowerCase();
      if (!closed || VOID_ELEMENTS.has(closed)) {
        return -1;
      }
      // The parser leaves a foreign context on such an end tag, whatever it closes.
      if ((FOREIGN_ELEMENTS.has(closed) || INTEGRATION_ELEMENTS.has(closed)) && foreign.pop() === undefined) {
        return -1;
      }
      const depth = open.lastIndexOf(closed);
      if (depth === -1) {
        return -1;
      }
      if (depth === 0) {
        return foreign.length === 0 ? lt : -1;
      }
      open.length = depth;
      at = END_TAG.lastIndex;
    } else if (next === 0x21 /* ! */ && html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end === -1) {
        return -1;
      }
      at = end + 3;
    } else {
      OPENING_TAG.lastIndex = lt;
      const match = OPENING_TAG.exec(html);
      const opened = match?.[1]?.toLowerCase();
      if (!match || !opened || RAW_TEXT_ELEMENTS.has(opened) || refused.has(opened)) {
        return -1;
      }
      const closes = CLOSED_BY.get(opened);
      while (closes && open.length > 1 && closes.has(open[open.length - 1] as string)) {
        open.pop();
      }
      const foreignElement = FOREIGN_ELEMENTS.has(opened) || INTEGRATION_ELEMENTS.has(opened);
      if (!VOID_ELEMENTS.has(opened)) {
        if (foreignElement) {
          foreign.push(FOREIGN_ELEMENTS.has(opened));
        }
        if (match[2] !== '/') {
          open.push(opened);
        } else if (foreign.length === 0) {
          // Whether the parser honours this `/>` depends on what is open outside the content.
          return -1;
        } else if (!foreign[foreign.length - 1]) {
          // Not honoured (an integration element's own context is HTML): the tag stays open.
          open.push(opened);
        }
      }
      at = OPENING_TAG.lastIndex;
    }
  }
}

/** The index just after an opening tag that starts at `start`, if its attributes are well formed; else -1. */
export function openingTagEnd(html: string, start: number): number {
  OPENING_TAG.lastIndex = start;
  return OPENING_TAG.test(html) ? OPENING_TAG.lastIndex : -1;
}
