/**
 * Code-block notation: a comment at the end of a line, such as `// [!code ++]`, that marks the
 * line (added, removed, focused, highlighted, an error or a warning) and is itself removed from
 * the code the reader sees and copies. No React, no Node: the theme's code block applies it,
 * from a chunk of its own that only blocks holding a marker load (loadCodeNotation.ts).
 */

import {
  ADDED_LINE_CLASS,
  CODE_LINE_CLASS_PREFIX,
  ESCAPED_CODE_NOTATION_MARKER,
  mayHoldCodeNotation,
  REMOVED_LINE_CLASS,
} from './loadCodeNotation';

/** The markers a line may carry, each with the class its line gets. */
const CODE_NOTATION_CLASS_NAMES = {
  '++': ADDED_LINE_CLASS,
  '--': REMOVED_LINE_CLASS,
  focus: `${CODE_LINE_CLASS_PREFIX}focus`,
  highlight: `${CODE_LINE_CLASS_PREFIX}highlight`,
  error: `${CODE_LINE_CLASS_PREFIX}error`,
  warning: `${CODE_LINE_CLASS_PREFIX}warning`,
} as const;

export type CodeNotationMarker = keyof typeof CODE_NOTATION_CLASS_NAMES;

/** The class Docusaurus gives highlighted lines, so `[!code highlight]` looks like `highlight-next-line`. */
const DOCUSAURUS_HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** One `[!code name]` or `[!code name:count]` inside a comment. */
const MARKER = /\[!code ([a-z+-]+)(?::(\d+))?\]/g;

/**
 * A comment at the end of a line holding only markers, in the comment syntaxes of the languages
 * people write docs in: `//`, `#`, `--`, `;`, `/* *\/` and `<!-- -->`. Anything else in the
 * comment (an ordinary remark before the marker) leaves the line as it is.
 */
const TRAILING_MARKER_COMMENT =
  /[ \t]*(?:\/\/|#|--|;+|\/\*|<!--|\{\/\*)[ \t]*((?:\[!code [a-z+-]+(?::\d+)?\][ \t]*)+)(?:\*\/\}|\*\/|-->)?[ \t]*$/;

/** `[\!code ` shows a marker as text, for pages that document the notation. */
const ESCAPED = ESCAPED_CODE_NOTATION_MARKER;

/** What a block's notation says: its code without the markers, and the markers' classes by line index. */
export type CodeNotation = {
  code: string;
  /** Class names by zero-based line index of `code`; lines without a marker are absent. */
  lineClassNames: Record<number, string[]>;
  /** Whether a line is focused, which dims the others. */
  hasFocus: boolean;
};

function isMarker(name: string): name is CodeNotationMarker {
  return Object.hasOwn(CODE_NOTATION_CLASS_NAMES, name);
}

/**
 * Reads a block's notation. A comment whose markers are not all known stays in the code, as
 * written, so a typo shows on the page instead of silently vanishing. `[!code ++:3]` marks its
 * line and the two after it. `[\!code ++]` prints `[!code ++]` and marks nothing.
 */
export function parseCodeNotation(code: string): CodeNotation | undefined {
  if (!mayHoldCodeNotation(code)) {
    return undefined;
  }
  const lines = code.split('\n');
  const lineClassNames: Record<number, string[]> = {};
  let found = false;
  let hasFocus = false;
  lines.forEach((line, index) => {
    if (line.includes(ESCAPED)) {
      // Written to show the notation itself: printed as a marker, never read as one.
      found = true;
      lines[index] = line.replaceAll(ESCAPED, '[!code ');
      return;
    }
    const comment = TRAILING_MARKER_COMMENT.exec(line);
    if (!comment?.[1]) {
      return;
    }
    const markers = Array.from(comment[1].matchAll(MARKER), ([, name, count]) => ({name, count: Number(count ?? 1)}));
    if (!markers.every(({name, count}) => name !== undefined && isMarker(name) && count >= 1)) {
      return;
    }
    found = true;
    lines[index] = line.slice(0, comment.index);
    for (const {name, count} of markers) {
      const marker = name as CodeNotationMarker;
      hasFocus ||= marker === 'focus';
      const classNames =
        marker === 'highlight'
          ? [CODE_NOTATION_CLASS_NAMES.highlight, DOCUSAURUS_HIGHLIGHTED_LINE]
          : [CODE_NOTATION_CLASS_NAMES[marker]];
      for (let offset = 0; offset < count && index + offset < lines.length; offset += 1) {
        const existing = lineClassNames[index + offset] ?? [];
        lineClassNames[index + offset] = [...existing, ...classNames.filter((name) => !existing.includes(name))];
      }
    }
  });
  return found ? {code: lines.join('\n'), lineClassNames, hasFocus} : undefined;
}

/** What a code block's metadata needs for its notation to apply: its code and its lines' classes. */
type CodeMetadata = {code: string; lineClassNames: Record<number, string[] | undefined>};

/**
 * A code block's metadata with its notation applied: the code without its markers, and each
 * marked line its markers' classes beside the ones Docusaurus's magic comments and metastring
 * gave it; `undefined` for a block without notation.
 */
export function applyCodeNotation<Metadata extends CodeMetadata>(
  metadata: Metadata,
): {metadata: Metadata; hasFocus: boolean} | undefined {
  const notation = parseCodeNotation(metadata.code);
  if (!notation) {
    return undefined;
  }
  const lineClassNames: Record<number, string[] | undefined> = {...metadata.lineClassNames};
  for (const [index, classNames] of Object.entries(notation.lineClassNames)) {
    lineClassNames[Number(index)] = [...(lineClassNames[Number(index)] ?? []), ...classNames];
  }
  return {metadata: {...metadata, code: notation.code, lineClassNames}, hasFocus: notation.hasFocus};
}
