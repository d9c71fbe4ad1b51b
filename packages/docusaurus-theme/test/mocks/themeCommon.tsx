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
