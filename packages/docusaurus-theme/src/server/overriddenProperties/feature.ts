import {THEME_NAME} from '../../shared/contract';
import {dropOverriddenCustomProperties} from '../../shared/cssRules';
import type {Feature} from '../site/feature';

/** What webpack's and Rspack's compilers share of what the plugin uses. */
type Compiler = {
  options: {devtool?: unknown};
  webpack: {
    Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
    sources: {RawSource: new (source: string) => unknown};
  };
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void}};
};

type Compilation = {
  hooks: {
    processAssets: {
      tap(options: {name: string; stage: number}, callback: (assets: Record<string, unknown>) => void): void;
    };
  };
  getAsset(name: string): {source: {source(): string | Buffer}} | undefined;
  updateAsset(name: string, source: unknown): void;
};

/**
 * A bundler plugin that takes the overridden custom properties out of each stylesheet once it is
 * minified: in the stage after the minifiers', before the file names' hashes are computed from
 * the final content. A site that asked for source maps keeps its stylesheets as they are, since
 * the maps would no longer match them.
 */
export function overriddenPropertiesPlugin() {
  return {
    apply(compiler: Compiler) {
      if (compiler.options.devtool) {
        return;
      }
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(THEME_NAME, (compilation) => {
        compilation.hooks.processAssets.tap(
          {name: THEME_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
          (assets) => {
            for (const name of Object.keys(assets).filter((file) => file.endsWith('.css'))) {
              const source = compilation.getAsset(name)?.source.source();
              if (source === undefined) {
                continue;
              }
              const {css, dropped} = dropOverriddenCustomProperties(source.toString());
              if (dropped > 0) {
                compilation.updateAsset(name, new sources.RawSource(css));
              }
            }
          },
        );
      });
    },
  };
}

/**
 * Every page loads the one stylesheet, where the brand's and the site's values of Infima's
 * variables follow Infima's own: the ones they replace leave it (about 1.5 KB, 0.3 KB gzip on
 * the theme's site).
 */
export function overriddenPropertiesFeature(): Feature {
  return {
    name: 'overriddenProperties',
    clientPlugins: () => [overriddenPropertiesPlugin()],
  };
}
