import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {PostCssOptions} from '@docusaurus/types';
import type {Feature} from '../site/feature';

/** The extensions of a configuration written as a script. */
const SCRIPT_EXTENSIONS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'];

/**
 * Where postcss-loader (7, the version Docusaurus 3 uses) looks for a PostCSS configuration, in
 * the folder of each stylesheet it processes and each folder above it: `package.json` counts when
 * it has a `postcss` key.
 */
export const POSTCSS_CONFIG_FILES = [
  ...SCRIPT_EXTENSIONS.map((extension) => `postcss.config.${extension}`),
  '.postcssrc',
  ...['json', ...SCRIPT_EXTENSIONS, 'yaml', 'yml'].map((extension) => `.postcssrc.${extension}`),
  '.config/postcssrc',
  ...['json', 'yaml', 'yml', ...SCRIPT_EXTENSIONS].map((extension) => `.config/postcssrc.${extension}`),
];

/** cosmiconfig's own configuration (which may move where it looks): a file in `.config/` or a `cosmiconfig` key. */
const COSMICONFIG_META_FILE = /^config\.(json|ya?ml|[cm]?[jt]s)$/;

/** The `package.json` keys that name a PostCSS configuration, or change where cosmiconfig looks for one. */
const CONFIG_KEYS = ['postcss', 'cosmiconfig'];

function packageNamesConfig(file: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return CONFIG_KEYS.some((key) => manifest[key] !== undefined);
  } catch {
    // A manifest that cannot be read is one the loader's own search would fail on: leave it to it.
    return true;
  }
}

function metaConfigIn(folder: string): boolean {
  const metaFolder = path.join(folder, '.config');
  if (!existsSync(metaFolder)) {
    return false;
  }
  try {
    return readdirSync(metaFolder).some((name) => COSMICONFIG_META_FILE.test(name));
  } catch (error) {
    // A `.config` file holds no configuration of cosmiconfig's; a folder that cannot be read
    // might, so the loader's own search is kept.
    return (error as NodeJS.ErrnoException).code !== 'ENOTDIR';
  }
}

/**
 * The first file in `from` or a folder above it that gives PostCSS a configuration (or tells
 * cosmiconfig where to find one), as postcss-loader's search would find it; undefined when none does.
 */
export function findPostcssConfig(from: string): string | undefined {
  let folder = path.resolve(from);
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && packageNamesConfig(manifest)) {
      return manifest;
    }
    const file = POSTCSS_CONFIG_FILES.map((name) => path.join(folder, name)).find((candidate) => existsSync(candidate));
    if (file) {
      return file;
    }
    if (metaConfigIn(folder)) {
      return path.join(folder, '.config');
    }
    const parent = path.dirname(folder);
    if (parent === folder) {
      return undefined;
    }
    folder = parent;
  }
}

/**
 * Tells postcss-loader that there is no PostCSS configuration to look for, when the site has none:
 * the loader otherwise searches for one afresh for every stylesheet, in its folder and each folder
 * above it (27 file names in each, no result kept from one stylesheet to the next), and on a cold
 * build of a site with the theme's stylesheets that search cost more of the bundler's thread than
 * compiling them. A site with a configuration of its own (or a `package.json` with a `postcss`
 * key, in its folder or above, or above the folder the build runs in) keeps the search, and so
 * does an option another plugin set. The one difference a site may see: a configuration file
 * inside a dependency's own folder is no longer applied to that dependency's stylesheets.
 */
export function postcssConfigFeature(siteDir: string, buildDir = process.cwd()): Feature {
  const siteConfig = findPostcssConfig(siteDir) ?? findPostcssConfig(buildDir);
  return {
    name: 'postcssConfig',
    ...(siteConfig
      ? {}
      : {postCss: (options: PostCssOptions) => (options.config === undefined ? {...options, config: false} : options)}),
  };
}
