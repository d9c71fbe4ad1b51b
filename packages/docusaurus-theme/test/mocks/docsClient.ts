import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * The docs plugin's client hooks that the theme's code calls, for a site with no docs: tests of a
 * component that renders a doc mock the module with the doc they need (vi.mock).
 */
export function useDoc(): never {
  throw new Error('useDoc: this test renders no doc; mock @docusaurus/plugin-content-docs/client with one.');
}

export const useActiveVersion = (): GlobalVersion | undefined => undefined;

export const useDocsPreferredVersion = (): {preferredVersion: GlobalVersion | null} => ({preferredVersion: null});

export const useLatestVersion = (): GlobalVersion | undefined => undefined;
