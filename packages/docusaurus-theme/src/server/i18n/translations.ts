import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {TRANSLATIONS_DIR} from '../site/packageFiles';

/**
 * The theme's messages in a locale, by its language (`fr-CA` reads `fr.json`), or none: the
 * English defaults in the code then apply, and a site's own i18n/<locale>/code.json wins over both.
 */
export function defaultCodeTranslations(locale: string): Record<string, string> {
  for (const name of [locale, locale.split('-')[0]]) {
    const file = path.join(TRANSLATIONS_DIR, `${name}.json`);
    if (existsSync(file)) {
      return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    }
  }
  return {};
}
