import type {Feature} from '../site/feature';
import {TRANSLATED_CODE_DIRS} from '../site/packageFiles';
import {defaultCodeTranslations} from './translations';
import {translatorNotesRule} from './translatorNotes';

/**
 * The theme's messages in other languages: the shipped translations as default code
 * translations, the compiled folders `docusaurus write-translations` reads messages from (with
 * the theme path), and the translator notes left out of the browser's code.
 */
export function i18nFeature(): Feature {
  return {
    name: 'i18n',
    bundlerRules: [translatorNotesRule()],
    pathsToWatch: TRANSLATED_CODE_DIRS,
    codeTranslations: defaultCodeTranslations,
  };
}
