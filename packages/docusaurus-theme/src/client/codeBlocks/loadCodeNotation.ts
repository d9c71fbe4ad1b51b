import {
  CODE_LINE_CLASS_PREFIX,
  CODE_NOTATION_MARKER,
  ESCAPED_CODE_NOTATION_MARKER,
} from '../../shared/codeNotationMarkers';
import {lazyChunk} from '../lazyChunk';

/**
 * What the code-notation chunk (codeNotationChunk.ts) exports: the parser of a block's markers
 * and the sign of an added or removed line. Code blocks without a marker never load it.
 */
export type CodeNotationChunk = typeof import('./codeNotationChunk');

export {CODE_LINE_CLASS_PREFIX, CODE_NOTATION_MARKER, ESCAPED_CODE_NOTATION_MARKER};

/** The classes `[!code ++]` and `[!code --]` give a line, which theme/CodeBlock/Line reads to add its sign. */
export const ADDED_LINE_CLASS = `${CODE_LINE_CLASS_PREFIX}added`;
export const REMOVED_LINE_CLASS = `${CODE_LINE_CLASS_PREFIX}removed`;

/**
 * Whether a block's code may carry notation: the one test a code block without it pays for. A
 * block that passes it may still hold no marker the parser accepts.
 */
export function mayHoldCodeNotation(code: string): boolean {
  return code.includes(CODE_NOTATION_MARKER) || code.includes(ESCAPED_CODE_NOTATION_MARKER);
}

// The bundler's function that names a module without adding it to the chunk (bundledModule.ts).
declare const require: {resolveWeak: (request: string) => string | number};

const notationChunk = lazyChunk({
  importChunk: (): Promise<CodeNotationChunk> =>
    import(/* webpackChunkName: "hoverkraft-code-notation" */ './codeNotationChunk'),
  moduleId: () => require.resolveWeak('./codeNotationChunk'),
  value: (module: CodeNotationChunk) => module,
});

/**
 * The code-notation chunk, loaded once. A failed load (the network, a new deployment) is
 * remembered, so that a block waiting for it shows its code as written instead of waiting
 * forever, and forgotten by the next call, which tries again.
 */
export function loadCodeNotation(): Promise<CodeNotationChunk> {
  return notationChunk.load();
}

/** Whether the last load of the chunk failed. */
export function codeNotationFailed(): boolean {
  return notationChunk.failed();
}

/**
 * The code-notation chunk if the bundle holds it: on the server from the start, in the browser once it
 * has arrived; `undefined` otherwise. Once loadCodeNotation() has asked for it, only its load
 * tells that it has arrived, as for the highlighter (lazyChunk.ts says why).
 */
export function loadedCodeNotation(): CodeNotationChunk | undefined {
  return notationChunk.loaded();
}
