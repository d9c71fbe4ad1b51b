/**
 * How every code-line notation marker starts (`// [!code ++]`), and the escaped form that prints
 * one as written. Read by code blocks in the browser (client/codeBlocks) and by the build, which
 * gives a page with either the notation's chunk (server/mdxChunks).
 */
export const CODE_NOTATION_MARKER = '[!code ';
export const ESCAPED_CODE_NOTATION_MARKER = '[\\!code ';

/**
 * How the class of every line the notation marks starts (`hk-code-line--added`): the build
 * links the notation's stylesheet from the pages whose HTML has such a line.
 */
export const CODE_LINE_CLASS_PREFIX = 'hk-code-line--';
