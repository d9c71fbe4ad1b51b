import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {packageEntries} from './packages/docusaurus-theme/scripts/packageEntries.mjs';

const theme = path.resolve(__dirname, 'packages/docusaurus-theme');
const mocks = path.join(theme, 'test/mocks');

export default defineConfig({
  test: {
    projects: [
      {
        // The theme's components and plugin, in a DOM, with Docusaurus's client modules mocked.
        resolve: {
          alias: [
            // The package's own entries, from the one list of them (its package.json "exports").
            ...packageEntries().map(({specifier, source}) => ({
              find: new RegExp(`^${specifier.replace(/[/.]/g, '\\$&')}$`),
              replacement: path.join(theme, source),
            })),
            {find: '@docusaurus/Link', replacement: path.join(mocks, 'Link.tsx')},
            {find: '@docusaurus/Translate', replacement: path.join(mocks, 'Translate.tsx')},
            // Not a mock: Docusaurus's own test of a link's address, which has no runtime dependency.
            {
              find: '@docusaurus/isInternalUrl',
              replacement: path.resolve(__dirname, 'node_modules/@docusaurus/core/lib/client/exports/isInternalUrl.js'),
            },
            {find: '@docusaurus/useBaseUrl', replacement: path.join(mocks, 'useBaseUrl.ts')},
            {find: '@docusaurus/useIsBrowser', replacement: path.join(mocks, 'useIsBrowser.ts')},
            {find: '@docusaurus/useBrokenLinks', replacement: path.join(mocks, 'useBrokenLinks.ts')},
            {find: '@docusaurus/useDocusaurusContext', replacement: path.join(mocks, 'useDocusaurusContext.ts')},
            {find: '@docusaurus/ErrorBoundary', replacement: path.join(mocks, 'ErrorBoundary.tsx')},
            {find: '@docusaurus/Head', replacement: path.join(mocks, 'Head.tsx')},
            {find: '@docusaurus/router', replacement: path.join(mocks, 'router.ts')},
            {find: '@docusaurus/plugin-content-docs/client', replacement: path.join(mocks, 'docsClient.ts')},
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
          globalSetup: ['test/globalSetup.ts'],
          css: {modules: {classNameStrategy: 'non-scoped'}},
        },
      },
      {
        // The site's tsconfig leaves JSX to Docusaurus's Babel ("preserve"); its components, run
        // here, use React's automatic runtime as that Babel does.
        esbuild: {jsx: 'automatic'},
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
        // The repository's scripts: trace processing, on a recorded trace.
        test: {
          name: 'scripts',
          root: path.resolve(__dirname, 'scripts'),
          environment: 'node',
          include: ['test/**/*.test.{ts,mjs}'],
        },
      },
      {
        // Small sites built with the workspace's theme and Docusaurus: fixtures of the site's
        // build settings, and generated sites at two sizes.
        test: {
          name: 'sites',
          root: path.resolve(__dirname, 'tests/sites'),
          environment: 'node',
          include: ['*.test.ts'],
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
