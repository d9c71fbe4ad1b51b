import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * The theme components that repeat theme-classic's composition instead of wrapping it (each
 * file says why), with the SHA-256 of the upstream source as last reviewed, per theme-classic
 * version. When Docusaurus changes one of these files, the check fails: compare the upstream
 * change with our copy, carry it over, then record the new hash here.
 */
export const UPSTREAM_FORKS: Record<string, Record<string, string>> = {
  Layout: {
    '3.9.2': '3ace737f8b8153aa1cc4d781b3fc18d8a22c9c1ffd30a779b78a438a20a27c32',
    // 3.10 dropped the non-public keyboard-navigation hook; our Layout sets the mark itself.
    '3.10.2': '89a26d4e7be58e80d1babf6be2ff0f76a1145ec0e47db58866e616cdf9b65b05',
    // The 4.0 canary's forked components are byte-identical to 3.10.2's.
    '4.0.0-canary-6808': '89a26d4e7be58e80d1babf6be2ff0f76a1145ec0e47db58866e616cdf9b65b05',
  },
  BlogListPage: {
    '3.9.2': 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
    '3.10.2': 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
    '4.0.0-canary-6808': 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
  },
  'Footer/Layout': {
    '3.9.2': '85cdf39e71d2233bdcdae12d3e5ae5421c2a70fd757ca396583021bf08e11228',
    '3.10.2': '85cdf39e71d2233bdcdae12d3e5ae5421c2a70fd757ca396583021bf08e11228',
    '4.0.0-canary-6808': '85cdf39e71d2233bdcdae12d3e5ae5421c2a70fd757ca396583021bf08e11228',
  },
  // theme-classic's Img passes no ref to the <img> on React 18, which the zoom trigger needs.
  'MDXComponents/Img': {
    '3.9.2': 'a8af511e6debe21342443cf3b99c48ed3a976d7528e1b758a6df55d9af510843',
    '3.10.2': 'a8af511e6debe21342443cf3b99c48ed3a976d7528e1b758a6df55d9af510843',
    '4.0.0-canary-6808': 'a8af511e6debe21342443cf3b99c48ed3a976d7528e1b758a6df55d9af510843',
  },
  // The docs plugin's hooks these items call try every doc of the version on each render.
  'NavbarItem/DocSidebarNavbarItem': {
    '3.9.2': 'adbe351ed4d150e72b6ea55f786e70627a3f5c8999f773b7e0ae6c3e2e4b82b3',
    '3.10.2': 'adbe351ed4d150e72b6ea55f786e70627a3f5c8999f773b7e0ae6c3e2e4b82b3',
    '4.0.0-canary-6808': 'adbe351ed4d150e72b6ea55f786e70627a3f5c8999f773b7e0ae6c3e2e4b82b3',
  },
  'NavbarItem/DocNavbarItem': {
    '3.9.2': '5cfba19ee2f42c7c9635668cc8e8b873af37f27cf2b0a4caab06cb5a9eb053b9',
    '3.10.2': '5cfba19ee2f42c7c9635668cc8e8b873af37f27cf2b0a4caab06cb5a9eb053b9',
    '4.0.0-canary-6808': '5cfba19ee2f42c7c9635668cc8e8b873af37f27cf2b0a4caab06cb5a9eb053b9',
  },
};

/**
 * What Docusaurus 4 removes from theme-common that a theme could reach for, as its canaries
 * publish it: the search helpers (moved to theme-search-algolia's client), the colour mode's
 * boolean and setters (use `colorMode` and `setColorMode`), and code-block helpers of /internal.
 * The theme must use none of them (test/removedExports.test.ts); a use kept for 3.9 would have to
 * be guarded as theme/CodeBlock/Content guards `useCodeBlockContext`.
 */
export const REMOVED_IN_DOCUSAURUS_4 = {
  '@docusaurus/theme-common': ['useSearchQueryString', 'useSearchLinkCreator', 'UnlistedMetadata'],
  '@docusaurus/theme-common/internal': [
    'containsLineNumbers',
    'getLineNumbersStart',
    'parseCodeBlockTitle',
    'parseLanguage',
    'parseLines',
  ],
  /** Members of what `useColorMode()` returns. */
  useColorMode: ['isDarkTheme', 'setLightTheme', 'setDarkTheme'],
} as const;

/** The forks whose upstream source, in the theme-classic installed beside `fromDir`, was not reviewed. */
export function unreviewedForks(fromDir: string): string[] {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  const manifest = require.resolve('@docusaurus/theme-classic/package.json');
  const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
  return Object.entries(UPSTREAM_FORKS).flatMap(([component, reviewed]) => {
    // theme-classic keeps a component in a folder of its own, or in a file named after it.
    const file = [`${component}/index.tsx`, `${component}.tsx`].find((candidate) =>
      existsSync(path.join(path.dirname(manifest), 'src/theme', candidate)),
    );
    if (!file) {
      return [`${component}: theme-classic ${version} has no src/theme/${component}/index.tsx or ${component}.tsx`];
    }
    const source = readFileSync(path.join(path.dirname(manifest), 'src/theme', file));
    const hash = createHash('sha256').update(source).digest('hex');
    return reviewed[version] === hash
      ? []
      : [
          `${component}: theme-classic ${version}'s src/theme/${file} (sha256 ${hash}) was not reviewed against our fork`,
        ];
  });
}
