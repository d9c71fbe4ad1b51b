/**
 * The code-notation chunk: what a code block with `[!code ...]` markers needs beyond what every
 * code block has. Loaded with `import()` only (loadCodeNotation.ts), so that pages whose blocks
 * carry no marker never download it; the server bundle holds it, so the server's HTML is
 * complete.
 */
export {applyCodeNotation} from './codeNotation';
export {withChangeSign} from './codeNotationSign';
