/**
 * prism-react-renderer's grammars defined when a code block first needs them, not while main.js
 * is evaluated; applied when the bundler reads its dist file (prismLoader.ts), never on disk.
 *
 * prism-react-renderer defines about 50 Prism grammars at the top level of its module, and
 * theme-classic imports it from a client module, so every page (with code blocks or not)
 * defines them in the one long task that evaluates main.js. Here the definitions move into a
 * function that runs the first time anything reads `Prism.languages`: the first code block to
 * render, which on a first load is inside React's hydration (rendered in slices, as a
 * transition), and on a page without code blocks never. The grammars are the same, defined in
 * the same order, and the site's `additionalLanguages` follow right after them
 * (theme/prism-include-languages queues them with `whenLanguagesDefined`).
 *
 * The task that evaluates main.js then no longer blocks input, and the grammars take a task of
 * their own when the first code block renders (bench/measurements.md).
 *
 * Guarded like the faster grammar walk (prismGraphWalk.ts): only the versions listed there, and
 * only when both ends of the definitions are found exactly once, word for word.
 */
import {PRISM_WHEN_LANGUAGES_DEFINED} from '../../shared/contract';
import {PRISM_REACT_RENDERER_VERSIONS} from './prismGraphWalk';

/** Where the grammar definitions start, in the ES module and the CommonJS dist files alike. */
export const STOCK_LANGUAGES_START = `// src/prism-langs.ts
var Prism = __toESM(require_prism());
`;

/** Where they end: the last grammar, then the next source file of the bundle. */
export const STOCK_LANGUAGES_END = `Prism.languages.webmanifest = Prism.languages.json;

// src/themes/index.ts
`;

/**
 * The exported Prism: the module's own, except that reading `languages` first defines the
 * grammars (once; reads made while they are being defined see them as they stand, as stock's
 * top-level code does), then runs what was queued for after them.
 */
const LAZY_LANGUAGES_START = `// src/prism-langs.ts
var Prism = (function(inner) {
  var state = 0;
  var queued = [];
  var lazy = Object.create(Object.getPrototypeOf(inner));
  Object.getOwnPropertyNames(inner).forEach(function(key) {
    if (key !== "languages") {
      Object.defineProperty(lazy, key, Object.getOwnPropertyDescriptor(inner, key));
    }
  });
  function defineLanguages() {
    if (state === 0) {
      state = 1;
      hoverkraftDefineLanguages();
      state = 2;
      while (queued.length > 0) {
        queued.shift()();
      }
    }
  }
  Object.defineProperty(lazy, "languages", { enumerable: true, get: function() {
    defineLanguages();
    return inner.languages;
  } });
  Object.defineProperty(lazy, "${PRISM_WHEN_LANGUAGES_DEFINED}", { value: function(callback) {
    if (state === 2) {
      callback();
    } else {
      queued.push(callback);
    }
  } });
  return lazy;
})(__toESM(require_prism()));
function hoverkraftDefineLanguages() {
`;

const LAZY_LANGUAGES_END = `Prism.languages.webmanifest = Prism.languages.json;
}

// src/themes/index.ts
`;

function foundOnce(source: string, text: string): number | undefined {
  const at = source.indexOf(text);
  return at >= 0 && source.indexOf(text, at + 1) < 0 ? at : undefined;
}

/**
 * prism-react-renderer's dist source with its grammars defined on first use, or undefined when
 * this version or this source is not one the change was checked against (the caller then keeps
 * the code as it is).
 */
export function withLazyLanguages(source: string, version: string | undefined): string | undefined {
  if (version === undefined || !PRISM_REACT_RENDERER_VERSIONS.includes(version)) {
    return undefined;
  }
  const start = foundOnce(source, STOCK_LANGUAGES_START);
  const end = foundOnce(source, STOCK_LANGUAGES_END);
  if (start === undefined || end === undefined || end < start) {
    return undefined;
  }
  return (
    source.slice(0, start) +
    LAZY_LANGUAGES_START +
    source.slice(start + STOCK_LANGUAGES_START.length, end) +
    LAZY_LANGUAGES_END +
    source.slice(end + STOCK_LANGUAGES_END.length)
  );
}
