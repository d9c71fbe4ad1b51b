/**
 * The code-notation chunk: what a code block with `[!code ...]` markers needs beyond what every
 * code block has. Loaded with `import()` only (loadCodeNotation.ts), so that pages whose blocks
 * carry no marker never download it; the server bundle holds it, so the server's HTML is
 * complete.
 */
import styles from './codeNotation.module.css';

export {applyCodeNotation} from './codeNotation';

/** The block's classes: `withNotation` on a block with marked lines, `withFocus` on one with focused lines. */
export const codeNotationStyles: {withNotation: string; withFocus: string} = {
  withNotation: styles.withNotation as string,
  withFocus: styles.withFocus as string,
};
export {withChangeSign} from './codeNotationSign';
