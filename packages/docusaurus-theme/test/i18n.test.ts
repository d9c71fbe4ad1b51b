// @vitest-environment node
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {defaultCodeTranslations} from '../src/server/i18n/translations';

const srcDir = path.resolve(__dirname, '../src');
const french = JSON.parse(readFileSync(path.resolve(__dirname, '../i18n/fr.json'), 'utf8')) as Record<string, string>;

/** Every message id of the theme's own, with its English default, as written in the source. */
function sourceMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of readdirSync(srcDir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.tsx?$/.test(file)) {
      continue;
    }
    const source = readFileSync(path.join(srcDir, file), 'utf8');
    for (const match of source.matchAll(/id: '(theme\.hoverkraft\.[^']+)',\s*message:\s*(['"])((?:(?!\2).)*)\2/g)) {
      messages.set(match[1] ?? '', match[3] ?? '');
    }
  }
  return messages;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the French translation', () => {
  const messages = sourceMessages();

  it('finds the messages in the source, each with an id and an English default', () => {
    expect(messages.size).toBeGreaterThan(10);
  });

  it('translates every message of the theme, and nothing that is not one', () => {
    expect(Object.keys(french).sort()).toEqual([...messages.keys()].sort());
  });

  it('keeps the placeholders and plural forms of each English message', () => {
    for (const [id, english] of messages) {
      const translated = french[id] ?? '';
      expect(placeholders(translated), id).toEqual(placeholders(english));
      expect(translated.split('|').length, `${id} plural forms`).toBe(english.split('|').length);
    }
  });

  it('is what the plugin gives Docusaurus for fr and its regional variants, and nothing for other locales', () => {
    expect(defaultCodeTranslations('fr')).toEqual(french);
    expect(defaultCodeTranslations('fr-CA')).toEqual(french);
    expect(defaultCodeTranslations('de')).toEqual({});
  });
});
