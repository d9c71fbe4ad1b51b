import postcss, {type Declaration, type Rule} from 'postcss';
import {THEME_NAME} from '../../shared/contract';
import type {Feature} from '../site/feature';

/**
 * The stylesheet without the custom property declarations that can never apply: those a later
 * top-level rule with the same selector declares again, with the same or a stronger importance.
 *
 * Infima declares its variables on `:root`, and the brand, then the site's own stylesheet, give
 * many of them other values on `:root` again, in the same stylesheet once bundled. The earlier
 * declaration matches the same elements with the same specificity, in the same layer, and comes
 * first: it loses to the later one everywhere, whatever else the page loads. Only custom
 * properties, which are valid whatever their value (even a registered one is checked when it is
 * computed, not when it is parsed): a later `color: oklch(…)` that an older browser rejects leaves
 * the earlier `color` in force, so ordinary properties are kept. Rules inside an at-rule (a media
 * query, a layer, a support test) are left alone.
 */
export function dropOverriddenCustomProperties(css: string): {css: string; dropped: number} {
  const root = postcss.parse(css);
  const rules = root.nodes.filter((node): node is Rule => node.type === 'rule');
  const last = new Map<string, Declaration>();
  const key = (rule: Rule, declaration: Declaration) => `${rule.selector}\n${declaration.prop}`;
  const customProperties = (rule: Rule) =>
    (rule.nodes ?? []).filter((node): node is Declaration => node.type === 'decl' && node.prop.startsWith('--'));
  for (const rule of rules) {
    for (const declaration of customProperties(rule)) {
      last.set(key(rule, declaration), declaration);
    }
  }
  let dropped = 0;
  for (const rule of rules) {
    for (const declaration of customProperties(rule)) {
      const winner = last.get(key(rule, declaration));
      if (winner !== declaration && (winner?.important || !declaration.important)) {
        declaration.remove();
        dropped += 1;
      }
    }
    if (rule.nodes.length === 0) {
      rule.remove();
    }
  }
  return {css: dropped === 0 ? css : root.toString(), dropped};
}

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
