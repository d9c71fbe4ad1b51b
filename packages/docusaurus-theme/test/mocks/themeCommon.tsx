import type {ReactNode} from 'react';
import {mockSite} from './site';

export function useThemeConfig() {
  return mockSite.themeConfig;
}

export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

export const ThemeClassNames = {
  layout: {main: {container: 'theme-layout-main'}, footer: {container: 'theme-layout-footer'}},
  wrapper: {main: 'main-wrapper'},
};

export function PageMetadata({title}: {title?: string; description?: string}): ReactNode {
  return title ? <title>{title}</title> : null;
}

/**
 * Plural forms as Docusaurus selects them: one form per plural category of the current locale,
 * and an error (Docusaurus logs one) when the message has more forms than the locale has.
 */
export function usePluralForm() {
  const categories = new Intl.PluralRules(mockSite.currentLocale).resolvedOptions().pluralCategories;
  return {
    selectMessage: (count: number, messages: string) => {
      const forms = messages.split('|');
      if (forms.length > categories.length) {
        throw new Error(
          `For locale=${mockSite.currentLocale}, a maximum of ${categories.length} plural forms are expected, but the message contains ${forms.length}: ${messages}`,
        );
      }
      const category = new Intl.PluralRules(mockSite.currentLocale).select(count);
      return forms[categories.indexOf(category)] ?? forms[forms.length - 1] ?? messages;
    },
  };
}

/** The site's Prism theme as the theme's build leaves it: colours as CSS custom properties. */
export function usePrismTheme() {
  return {
    plain: {color: 'var(--hk-prism-plain-color)', backgroundColor: 'var(--hk-prism-plain-background-color)'},
    styles: [],
  };
}
