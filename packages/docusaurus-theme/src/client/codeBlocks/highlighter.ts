/**
 * The highlighter chunk: Prism with prism-react-renderer's grammars, the site's
 * `additionalLanguages`, and theme-classic's code block content, which tokenises with them.
 * Loaded with `import()` only (loadHighlighter.ts), so that no page's first load carries it.
 *
 * Docusaurus's contract for `@theme/prism-include-languages` holds: it is called with the
 * Prism instance that highlights, once, when this chunk is evaluated, before anything here
 * tokenises. theme-classic's own client module, which would call it from main.js, is emptied by
 * the theme's build (server/codeBlocks/prismLoader.ts).
 */

import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-init/CodeBlock/Content';
import {Prism} from 'prism-react-renderer';

prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);

export default Content;
