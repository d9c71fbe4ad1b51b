import {BROWSER_CODE_DIRS, TRANSLATOR_NOTES_LOADER} from '../site/packageFiles';
import {timedLoader} from '../site/timings';

/**
 * Translator notes out of the browser's bundles.
 *
 * Each message of the theme is a `translate({id, message, description})` call whose
 * `description` is a note for translators: `docusaurus write-translations` copies it into a
 * site's code.json, beside the message, and nothing reads it at run time. The compiled files in
 * lib/ keep the notes, since that command reads them there (the theme path and
 * TRANSLATED_CODE_DIRS); the bundler drops them as it reads those files for a page, with the
 * loader below. On a doc page that is about 0.13 KB of gzip less (bench/measurements.md).
 *
 * The loader knows the shape tsc writes a message in: `id`, `message` and `description`, in that
 * order, each a string literal, and nothing after them but the closing brace. It takes out that
 * `description` and leaves anything else as it is: a call written differently keeps its note,
 * never breaks.
 */

const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
const NOTE = new RegExp(String.raw`(\bid: ${STRING},\s*message: ${STRING}),\s*description: ${STRING},?(?=\s*\})`, 'g');

/** The source with the translator notes of its messages left out. */
export function withoutTranslatorNotes(source: string): string {
  return source.replace(NOTE, '$1');
}

/** The bundler rule that applies the loader to the theme's compiled browser code. */
export function translatorNotesRule() {
  return {test: /\.js$/, include: BROWSER_CODE_DIRS, use: [{loader: TRANSLATOR_NOTES_LOADER}]};
}

/** The bundler loader (webpack and Rspack). */
export default function translatorNotesLoader(source: string): string {
  return timedLoader('translator-notes', () => withoutTranslatorNotes(source));
}
