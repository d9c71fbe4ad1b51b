/**
 * The one reader of custom properties in stylesheets, for the brand's tokens (shared/brand.ts),
 * a site's own values of them (server/brand/siteTokenOverrides.ts) and the layered brand's
 * ranking (server/brand/stylesheets.ts): rules found by brace depth, at-rule blocks followed,
 * comments dropped. Enough for the stylesheets these read (the theme's and a site's custom CSS),
 * not a general CSS parser: strings and escapes holding braces are not expected in them.
 */

/** A style rule: the at-rules around it (`@media (...)`), its selector, and its custom properties in order. */
export type CustomPropertyRule = {wrappers: string[]; selector: string; declarations: [string, string][]};

const CUSTOM_PROPERTY = /(?:^|;)\s*(--[\w-]+)\s*:\s*([^;{}]+?)\s*(?=;|$)/g;

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * The stylesheet rewritten rule by rule: `rewrite` gets each style rule that declares custom
 * properties and returns its new selector, or undefined to keep it. Everything else is kept as
 * written, but for comments, which are dropped.
 */
export function rewriteCustomPropertyRules(
  css: string,
  rewrite: (rule: CustomPropertyRule) => string | undefined,
  wrappers: string[] = [],
): string {
  const text = withoutComments(css);
  let out = '';
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') {
      if (depth === 0) {
        open = index;
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const rawPrelude = text.slice(start, open);
        const prelude = rawPrelude.trim();
        const body = text.slice(open + 1, index);
        let block: string;
        if (prelude.startsWith('@')) {
          block = `${rawPrelude}{${rewriteCustomPropertyRules(body, rewrite, [...wrappers, prelude])}}`;
        } else {
          const declarations = Array.from(body.matchAll(CUSTOM_PROPERTY), (match): [string, string] => [
            match[1] as string,
            match[2] as string,
          ]);
          const selector = declarations.length > 0 ? rewrite({wrappers, selector: prelude, declarations}) : undefined;
          const leading = /^\s*/.exec(rawPrelude)?.[0] ?? '';
          block = selector === undefined ? `${rawPrelude}{${body}}` : `${leading}${selector} {${body}}`;
        }
        out += block;
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      out += text.slice(start, index + 1);
      start = index + 1;
    }
  }
  return out + text.slice(start);
}

/** The style rules of a stylesheet that declare custom properties, inside at-rules too, in order. */
export function customPropertyRules(css: string): CustomPropertyRule[] {
  const rules: CustomPropertyRule[] = [];
  rewriteCustomPropertyRules(css, (rule) => {
    rules.push(rule);
    return undefined;
  });
  return rules;
}
