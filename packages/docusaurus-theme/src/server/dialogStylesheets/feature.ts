import type {Feature} from '../site/feature';
import {
  CHUNKED_STYLESHEETS,
  DIALOG_STYLESHEETS,
  pathPattern,
  WRITING_COMPONENT_STYLESHEETS,
} from '../site/packageFiles';

/**
 * The CSS modules that go into Docusaurus's one `styles` stylesheet, which every page loads:
 * all but the dialogs', the writing components', the code-line notation's, the search page's, the
 * live code blocks' and the blog's.
 *
 * Docusaurus puts all CSS there (its `styles` cache group). The search and zoom dialogs render
 * only in the browser, once their code has loaded on a reader's action, so their rules can stay
 * in the chunk of that code: the bundler's chunk loader fetches the chunk's stylesheet with it
 * and runs the dialog's code only once the stylesheet is in, so a dialog never shows unstyled.
 * Nothing the server renders uses them.
 *
 * The writing components' rules stay in each component's chunk too. The server renders those,
 * but Docusaurus links only the main stylesheet in a page's HTML, so the build links a
 * component's stylesheet from each page that renders it (mdxChunks/stylesheets.ts); after a
 * client-side navigation, the chunk loader fetches it with the page's chunks, before the page
 * shows. The notation's rules go the same way, with its chunk, linked from the pages whose code
 * has marked lines, and so do the search page's (linked from that page), the live code blocks'
 * (linked from the pages with a playground) and the blog's, theme-classic's included (linked from
 * the pages that use one of their classes). The other components the server renders (the
 * home-page ones) stay.
 *
 * They use their own hashed class names, or outrank what they restyle on their own (the
 * playground's and the blog's few global rules), so coming after `styles` changes nothing in the
 * cascade, as they came after the rest inside it.
 *
 * A regular expression, not a function: the bundler applies it without calling back into
 * JavaScript for each module.
 */
export const SHARED_STYLESHEET_MODULES = new RegExp(
  `^(?!(?:${[
    ...[...DIALOG_STYLESHEETS, ...WRITING_COMPONENT_STYLESHEETS].map(pathPattern),
    ...Object.values(CHUNKED_STYLESHEETS),
  ].join('|')})$)`,
);

/** The CSS that only some pages use out of the stylesheet every page loads. */
export function dialogStylesheetsFeature(): Feature {
  return {
    name: 'dialogStylesheets',
    clientCacheGroups: {styles: {test: SHARED_STYLESHEET_MODULES}},
  };
}
