import {createRequire} from 'node:module';
import path from 'node:path';
import {createMDXLoaderRule} from '@docusaurus/mdx-loader';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The module name src/pages/changelog.mdx imports the package's changelog by. */
export const CHANGELOG_MODULE = '@changelog';

/**
 * The package's CHANGELOG.md, found through the package as the site resolves it (so the same
 * in website/ and in the copies scripts/bench/sites.mjs builds elsewhere).
 */
export function changelogFile(siteDir: string): string {
  const entry = createRequire(path.join(siteDir, 'package.json')).resolve('@hoverkraft/docusaurus-theme');
  // The entry is the package's lib/index.js; the changelog sits at the package root.
  return path.resolve(path.dirname(entry), '..', 'CHANGELOG.md');
}

/**
 * Lets the changelog page render the package's CHANGELOG.md itself rather than a copy that
 * could drift: the file lives outside the site, where no content plugin's Markdown loader
 * reaches, so this one compiles it as an MDX partial (no front matter, no page of its own).
 */
export default async function changelogPlugin(context: LoadContext): Promise<Plugin> {
  const file = changelogFile(context.siteDir);
  const rule = await createMDXLoaderRule({
    include: [file],
    options: {
      siteDir: context.siteDir,
      staticDirs: context.siteConfig.staticDirectories.map((dir) => path.resolve(context.siteDir, dir)),
      markdownConfig: context.siteConfig.markdown,
      isMDXPartial: () => true,
    },
  });
  return {
    name: 'website-changelog',
    getPathsToWatch: () => [file],
    configureWebpack: () => ({resolve: {alias: {[`${CHANGELOG_MODULE}$`]: file}}, module: {rules: [rule]}}),
  };
}
