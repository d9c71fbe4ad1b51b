import type {Feature} from '../site/feature';
import {DIALOG_STYLESHEETS, pathPattern} from '../site/packageFiles';

/**
 * The CSS modules that go into Docusaurus's one `styles` stylesheet, which every page loads:
 * all but the dialogs'.
 *
 * Docusaurus puts all CSS there (its `styles` cache group). The search and zoom dialogs render
 * only in the browser, once their code has loaded on a reader's action, so their rules can stay
 * in the chunk of that code: the bundler's chunk loader fetches the chunk's stylesheet with it
 * and runs the dialog's code only once the stylesheet is in, so a dialog never shows unstyled.
 * Nothing the server renders uses them. Their rules use only their own hashed class names, so
 * coming after `styles` changes nothing in the cascade, as they came after the rest inside it.
 *
 * Not the components the server renders (the writing and home-page components, the search
 * page): Docusaurus links only the main stylesheet in a page's HTML (the route chunks it reports
 * are named by module path, its chunk manifest by chunk name), so their CSS must stay in it.
 *
 * A regular expression, not a function: the bundler applies it without calling back into
 * JavaScript for each module.
 */
export const SHARED_STYLESHEET_MODULES = new RegExp(`^(?!(?:${DIALOG_STYLESHEETS.map(pathPattern).join('|')})$)`);

/** The dialogs' CSS out of the stylesheet every page loads. */
export function dialogStylesheetsFeature(): Feature {
  return {
    name: 'dialogStylesheets',
    clientCacheGroups: {styles: {test: SHARED_STYLESHEET_MODULES}},
  };
}
