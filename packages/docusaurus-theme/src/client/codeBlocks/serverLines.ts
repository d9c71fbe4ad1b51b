import {createContext} from 'react';

/**
 * The server's highlighted lines of a code block, as HTML, found by the lines the block shows
 * rendered plain in `plain`; undefined when the server wrote no such block.
 */
export type ServerLines = (plain: Element) => string | undefined;

/**
 * The server's lines for the code blocks of a writing component rendered in the browser in place
 * of the server's markup (client/mdx/writingComponents.tsx): each block shows them, as a block
 * that hydrated keeps its own, instead of its plain text until Prism's chunk arrives.
 */
export const ServerLinesContext = createContext<ServerLines | undefined>(undefined);
