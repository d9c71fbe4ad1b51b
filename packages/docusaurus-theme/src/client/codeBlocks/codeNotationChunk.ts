/**
 * The code-notation chunk: what a code block with `[!code ...]` markers needs beyond what every
 * code block has. Loaded with `import()` only (loadCodeNotation.ts), so that pages whose blocks
 * carry no marker never download it; the server bundle holds it, so the server's HTML is
 * complete.
 */
export {applyCodeNotation} from './codeNotation';
/** The block's classes: `withNotation` on a block with marked lines, `withFocus` on one with focused lines. */
export {default as codeNotationStyles} from './codeNotation.module.css';
export {withChangeSign} from './codeNotationSign';
