/**
 * A faster `Prism.languages.insertBefore` for prism-react-renderer, applied when the bundler
 * reads its dist file (prismLoader.ts), never on disk.
 *
 * prism-react-renderer bundles Prism and ~50 grammars, and defines them when main.js is
 * evaluated. Each `insertBefore` (21 calls in 2.4.1, more with `additionalLanguages`) builds a
 * new grammar object, then walks every grammar registered so far with `Prism.languages.DFS` to
 * point references to the old object at the new one. The walk calls `Prism.util.type` (a
 * `toString` and a `slice`, so a new string) on every property, regular expressions and strings
 * included, and stores a visited flag per object through `Prism.util.objId`, which defines an
 * `__id` property on each. As the grammars pile up, the cost grows with the square of their
 * count.
 *
 * The replacement walks the same graph in the same order and makes the same replacements (a
 * reference to the old grammar, under any key but the grammar's own name, becomes the new
 * grammar), but only looks into objects and arrays, and keeps visited objects in a Set. The
 * grammars it leaves are the same graph as stock's, key order and shared objects included
 * (test/server/codeBlocks/prismGraphWalk.test.ts compares them object by object).
 *
 * The walk was most of what prism-react-renderer costs while main.js is evaluated; the faster
 * one halves it (bench/measurements.md).
 *
 * Guarded: only the versions listed here, and only when the stock code is found exactly once,
 * word for word; anything else is left as it is.
 */

/** prism-react-renderer versions whose dist files this was checked against. */
export const PRISM_REACT_RENDERER_VERSIONS = ['2.4.1'];

/** The end of stock `insertBefore` in those versions' dist/index.js and dist/index.mjs. */
export const STOCK_GRAPH_WALK = `            _.languages.DFS(_.languages, function(key, value) {
              if (value === old && key != inside) {
                this[key] = ret;
              }
            });`;

/** The same replacements as STOCK_GRAPH_WALK, without its per-property type strings and ids. */
export const FASTER_GRAPH_WALK = `            (function replaceReferences(o, visited) {
              var keys = Object.keys(o);
              for (var k = 0; k < keys.length; k++) {
                var key = keys[k];
                var value = o[key];
                if (value === old && key != inside) {
                  o[key] = value = ret;
                }
                if (typeof value === "object" && value !== null && !visited.has(value)) {
                  var kind = Array.isArray(value) ? "[object Array]" : Object.prototype.toString.call(value);
                  if (kind === "[object Object]" || kind === "[object Array]") {
                    visited.add(value);
                    replaceReferences(value, visited);
                  }
                }
              }
            })(_.languages, new Set());`;

/**
 * prism-react-renderer's dist source with the faster walk, or undefined when this version or
 * this source is not one the change was checked against (the caller then keeps the stock code).
 */
export function withFasterGraphWalk(source: string, version: string | undefined): string | undefined {
  if (version === undefined || !PRISM_REACT_RENDERER_VERSIONS.includes(version)) {
    return undefined;
  }
  const at = source.indexOf(STOCK_GRAPH_WALK);
  if (at < 0 || source.indexOf(STOCK_GRAPH_WALK, at + 1) >= 0) {
    return undefined;
  }
  return source.slice(0, at) + FASTER_GRAPH_WALK + source.slice(at + STOCK_GRAPH_WALK.length);
}

/** The files the bundler reads prism-react-renderer from. */
export const PRISM_REACT_RENDERER_DIST = /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/;
