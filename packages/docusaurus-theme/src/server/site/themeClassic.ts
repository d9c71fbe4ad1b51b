import type {LoadContext} from '@docusaurus/types';
import {THEME_NAME} from '../../shared/contract';

type ConfigEntry = unknown;

function entryName(entry: ConfigEntry): string | undefined {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' ? name : undefined;
}

/** A Docusaurus package known not to provide theme-classic, such as theme-live-codeblock. */
const OTHER_DOCUSAURUS_PACKAGE = /^@docusaurus\/(theme|preset|plugin)-(?!classic$)/;

/**
 * Whether the site may load @docusaurus/theme-classic, which the theme layers over. A preset or
 * theme of any other name may wrap it (a company preset over preset-classic, say), and entries
 * given as functions or modules cannot be named, so those are trusted here; the aliases checked
 * by `assertThemeClassicAliases` settle it once the bundler is configured. Entries switched off
 * with `cond && [...]` (false, null, undefined) load nothing and do not count.
 */
export function siteLoadsThemeClassic(siteConfig: LoadContext['siteConfig']): boolean {
  const entries: ConfigEntry[] = [...(siteConfig.presets ?? []), ...(siteConfig.themes ?? [])];
  return entries
    .filter((entry) => Boolean(entry) && !(Array.isArray(entry) && !entry[0]))
    .some((entry) => {
      const name = entryName(entry);
      return name === undefined || (name !== THEME_NAME && !OTHER_DOCUSAURUS_PACKAGE.test(name));
    });
}

/** A component that theme-classic provides and Docusaurus core's fallback theme does not. */
const THEME_CLASSIC_MARKER = '@theme/Navbar';

export function themeClassicMissingError(): Error {
  return new Error(
    `${THEME_NAME} builds on @docusaurus/theme-classic, which this site does not load. ` +
      `Add "presets: [['classic', {...}]]" (or "themes: ['@docusaurus/theme-classic']") to docusaurus.config, before "${THEME_NAME}".`,
  );
}

/** The bundler's `resolve.alias` as an object (it may also be absent, or an array we do not read). */
export function aliasObject(alias: unknown): object {
  return alias && typeof alias === 'object' && !Array.isArray(alias) ? alias : {};
}

/** Stops the build with a clear message when no theme below this one provides theme-classic's components. */
export function assertThemeClassicAliases(alias: unknown): void {
  if (!(THEME_CLASSIC_MARKER in aliasObject(alias))) {
    throw themeClassicMissingError();
  }
}
