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

/** English plural rules: "one|other". */
export function usePluralForm() {
  return {
    selectMessage: (count: number, messages: string) => {
      const [one, other = one] = messages.split('|');
      return count === 1 ? one : other;
    },
  };
}
