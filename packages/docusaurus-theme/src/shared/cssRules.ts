import {type AtRule, type Declaration, type Node, parse, type Rule} from 'postcss';

/**
 * The one reader of custom properties in stylesheets, for the brand's tokens (shared/brand.ts),
 * a site's own values of them (server/brand/siteTokenOverrides.ts), the layered brand's
 * ranking (server/brand/stylesheets.ts) and the overridden ones left out of the built
 * stylesheets (server/overriddenProperties). A site's custom CSS is read with PostCSS, the parser
 * every Docusaurus site already builds its CSS with, so that a brace or a comment opener inside a
 * string (`content: "}"`) or a comment is text, not structure. Build-time only: the browser code
 * imports shared/brand.ts for the mark's geometry, never these readers, and the bundler leaves
 * this module out (lib/shared is free of side effects).
 */

/** A style rule: the at-rules around it (`@media (...)`), its selector, and its custom properties in order. */
export type CustomPropertyRule = {wrappers: string[]; selector: string; declarations: [string, string][]};

/** The at-rules around a node, outermost first, as `@name params`; undefined when a style rule encloses it (nesting). */
function wrappersOf(node: Node): string[] | undefined {
  const wrappers: string[] = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type !== 'atrule') {
      return undefined;
    }
    const {name, params} = parent as AtRule;
    wrappers.unshift(params ? `@${name} ${params}` : `@${name}`);
  }
  return wrappers;
}

/** The custom property declarations a rule makes itself, in order. */
function customPropertyDeclarations(rule: Rule): Declaration[] {
  return rule.nodes.filter((node): node is Declaration => node.type === 'decl' && node.prop.startsWith('--'));
}

/** The custom properties a rule declares itself, in order, each value as written (`!important` kept). */
function customProperties(rule: Rule): [string, string][] {
  return customPropertyDeclarations(rule).map((node) => {
    const important = node.important ? ` ${(node.raws.important ?? '!important').trim()}` : '';
    return [node.prop, `${node.value.trim()}${important}`];
  });
}

/**
 * The stylesheet rewritten rule by rule: `rewrite` gets each style rule that declares custom
 * properties and returns its new selector, or undefined to keep it. Everything else is kept as
 * written, but for comments, which are dropped. Throws PostCSS's error, with its line and column,
 * for a stylesheet it cannot parse (an unclosed block), which the site's build would stop on too.
 */
export function rewriteCustomPropertyRules(
  css: string,
  rewrite: (rule: CustomPropertyRule) => string | undefined,
  wrappers: string[] = [],
): string {
  const root = parse(css);
  root.walkComments((comment) => {
    // PostCSS gives the next node a first node's spacing when the first is removed: keep its own.
    const next = comment.next();
    const before = next?.raws.before;
    comment.remove();
    if (next) {
      next.raws.before = before;
    }
  });
  root.walk((node) => {
    // Comments inside a selector, a value or an at-rule's parameters are kept raw beside the clean text.
    const raws = node.raws as {selector?: unknown; value?: unknown; params?: unknown};
    delete raws.selector;
    delete raws.value;
    delete raws.params;
  });
  root.walkRules((rule) => {
    const around = wrappersOf(rule);
    const declarations = around ? customProperties(rule) : [];
    if (around && declarations.length > 0) {
      const selector = rewrite({wrappers: [...wrappers, ...around], selector: rule.selector, declarations});
      if (selector !== undefined) {
        rule.selector = selector;
      }
    }
  });
  return root.toString();
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

/**
 * The stylesheet without the custom property declarations that can never apply: those a later
 * top-level rule with the same selector declares again, with the same or a stronger importance.
 *
 * Infima declares its variables on `:root`, and the brand, then the site's own stylesheet, give
 * many of them other values on `:root` again, in the same stylesheet once bundled. The earlier
 * declaration matches the same elements with the same specificity, in the same layer, and comes
 * first: it loses to the later one everywhere, whatever else the page loads. Only custom
 * properties, which are valid whatever their value (even a registered one is checked when it is
 * computed, not when it is parsed): a later `color: oklch(…)` that an older browser rejects leaves
 * the earlier `color` in force, so ordinary properties are kept. Rules inside an at-rule (a media
 * query, a layer, a support test) are left alone.
 */
export function dropOverriddenCustomProperties(css: string): {css: string; dropped: number} {
  const root = parse(css);
  const rules = root.nodes.filter((node): node is Rule => node.type === 'rule');
  const last = new Map<string, Declaration>();
  const key = (rule: Rule, declaration: Declaration) => `${rule.selector}\n${declaration.prop}`;
  for (const rule of rules) {
    for (const declaration of customPropertyDeclarations(rule)) {
      last.set(key(rule, declaration), declaration);
    }
  }
  let dropped = 0;
  for (const rule of rules) {
    for (const declaration of customPropertyDeclarations(rule)) {
      const winner = last.get(key(rule, declaration));
      if (winner !== declaration && (winner?.important || !declaration.important)) {
        declaration.remove();
        dropped += 1;
      }
    }
    if (rule.nodes.length === 0) {
      rule.remove();
    }
  }
  return {css: dropped === 0 ? css : root.toString(), dropped};
}
