import path from 'node:path';
import {defineConfig} from 'vitest/config';

const theme = path.resolve(__dirname, 'packages/docusaurus-theme');
const mocks = path.join(theme, 'test/mocks');

export default defineConfig({
  test: {
    projects: [
      {
        // The theme's components and plugin, in a DOM, with Docusaurus's client modules mocked.
        resolve: {
          alias: [
            {
              find: '@hoverkraft/docusaurus-theme/client/copy-page',
              replacement: path.join(theme, 'src/client/llms/copyPage.ts'),
            },
            {
              find: '@hoverkraft/docusaurus-theme/client/mobile-menu',
              replacement: path.join(theme, 'src/client/modalDialog.ts'),
            },
            {
              find: '@hoverkraft/docusaurus-theme/client/search-panel',
              replacement: path.join(theme, 'src/client/search/SearchPanel.tsx'),
            },
            {find: '@hoverkraft/docusaurus-theme/client', replacement: path.join(theme, 'src/client/index.ts')},
            {find: '@hoverkraft/docusaurus-theme/components', replacement: path.join(theme, 'src/components/index.ts')},
            {find: /^@hoverkraft\/docusaurus-theme$/, replacement: path.join(theme, 'src/index.ts')},
            {find: '@docusaurus/Link', replacement: path.join(mocks, 'Link.tsx')},
            {find: '@docusaurus/Translate', replacement: path.join(mocks, 'Translate.tsx')},
            {find: '@docusaurus/useBaseUrl', replacement: path.join(mocks, 'useBaseUrl.ts')},
            {find: '@docusaurus/useIsBrowser', replacement: path.join(mocks, 'useIsBrowser.ts')},
            {find: '@docusaurus/useDocusaurusContext', replacement: path.join(mocks, 'useDocusaurusContext.ts')},
            {find: '@docusaurus/ErrorBoundary', replacement: path.join(mocks, 'ErrorBoundary.tsx')},
            {find: '@docusaurus/Head', replacement: path.join(mocks, 'Head.tsx')},
            {find: '@docusaurus/router', replacement: path.join(mocks, 'router.ts')},
            {find: '@docusaurus/useGlobalData', replacement: path.join(mocks, 'useGlobalData.ts')},
            {find: /^@docusaurus\/theme-common$/, replacement: path.join(mocks, 'themeCommon.tsx')},
            {find: /^@generated\/(.*)$/, replacement: path.join(mocks, 'generated/$1.ts')},
            {find: /^@theme-init\/(.*)$/, replacement: path.join(mocks, 'theme/$1.tsx')},
            {find: /^@theme-original\/(.*)$/, replacement: path.join(mocks, 'theme/$1.tsx')},
            {find: /^@theme\/(.*)$/, replacement: path.join(mocks, 'theme/$1.tsx')},
          ],
        },
        test: {
          name: 'theme',
          root: theme,
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
          css: {modules: {classNameStrategy: 'non-scoped'}},
        },
      },
      {
        test: {
          name: 'website',
          root: path.resolve(__dirname, 'website'),
          environment: 'node',
          include: ['test/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        // Packs the theme, installs it into a fresh Docusaurus site in a temp folder and builds it.
        test: {
          name: 'consumer',
          root: path.resolve(__dirname, 'tests/consumer'),
          environment: 'node',
          include: ['*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
