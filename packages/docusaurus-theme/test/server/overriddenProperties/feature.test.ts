import {describe, expect, it} from 'vitest';
import {overriddenPropertiesPlugin} from '../../../src/server/overriddenProperties/feature';
import {dropOverriddenCustomProperties} from '../../../src/shared/cssRules';

describe('dropOverriddenCustomProperties', () => {
  it('drops a custom property that a later rule with the same selector declares again', () => {
    const css = ':root{--ifm-color-primary:#3578e5;--ifm-spacing:1rem}a{color:red}:root{--ifm-color-primary:var(--hk)}';
    expect(dropOverriddenCustomProperties(css)).toEqual({
      css: ':root{--ifm-spacing:1rem}a{color:red}:root{--ifm-color-primary:var(--hk)}',
      dropped: 1,
    });
  });

  it('removes a rule left with nothing in it, and keeps the minifier’s spacing elsewhere', () => {
    const css = ':root{--a:1}\n.b{--a:2}\n:root{--a:3}';
    expect(dropOverriddenCustomProperties(css).css).toBe('.b{--a:2}\n:root{--a:3}');
  });

  it('keeps declarations whose later twin has another selector, even one matching the same element', () => {
    const css = ':root{--a:1}html{--a:2}[data-theme=dark]{--a:3}html[data-theme=dark]{--a:4}';
    expect(dropOverriddenCustomProperties(css)).toEqual({css, dropped: 0});
  });

  it('keeps ordinary properties, which an older browser may reject in the later rule', () => {
    const css = '.a{color:#333}.a{color:oklch(40% 0 0)}';
    expect(dropOverriddenCustomProperties(css)).toEqual({css, dropped: 0});
  });

  it('leaves rules inside at-rules alone, and does not count them as later ones', () => {
    const css = ':root{--a:1}@media (prefers-contrast:more){:root{--a:2}:root{--a:3}}@layer x{:root{--a:4}}';
    expect(dropOverriddenCustomProperties(css)).toEqual({css, dropped: 0});
  });

  it('keeps an important declaration over a later ordinary one, and drops it under a later important one', () => {
    expect(dropOverriddenCustomProperties(':root{--a:1!important}:root{--a:2}').dropped).toBe(0);
    expect(dropOverriddenCustomProperties(':root{--a:1}:root{--a:2!important}').css).toBe(':root{--a:2!important}');
    expect(dropOverriddenCustomProperties(':root{--a:1!important}:root{--a:2!important}').css).toBe(
      ':root{--a:2!important}',
    );
  });

  it('drops repeats inside one rule too, keeping the last', () => {
    expect(dropOverriddenCustomProperties(':root{--a:1;--b:0;--a:2}').css).toBe(':root{--b:0;--a:2}');
  });
});

describe('overriddenPropertiesPlugin', () => {
  /** A compiler with one compilation holding the given assets, and what the plugin did to them. */
  function run(assets: Record<string, string>, devtool?: string) {
    const updated: Record<string, string> = {};
    let stage: number | undefined;
    const compilation = {
      hooks: {
        processAssets: {
          tap(options: {name: string; stage: number}, callback: (assets: Record<string, unknown>) => void) {
            stage = options.stage;
            callback(assets);
          },
        },
      },
      getAsset: (name: string) => ({source: {source: () => assets[name] ?? ''}}),
      updateAsset: (name: string, source: {text: string}) => {
        updated[name] = source.text;
      },
    };
    overriddenPropertiesPlugin().apply({
      options: {devtool},
      webpack: {
        Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400},
        sources: {
          RawSource: class {
            constructor(readonly text: string) {}
          },
        },
      },
      hooks: {thisCompilation: {tap: (_name, callback) => callback(compilation as never)}},
    });
    return {updated, stage};
  }

  it('rewrites the stylesheets with overridden properties, after the minifiers and only those', () => {
    const {updated, stage} = run({
      'assets/css/styles.css': ':root{--a:1}:root{--a:2}',
      'assets/css/other.css': ':root{--b:1}',
      'assets/js/main.js': 'const a=":root{--a:1}:root{--a:2}"',
    });
    expect(updated).toEqual({'assets/css/styles.css': ':root{--a:2}'});
    expect(stage).toBe(401);
  });

  it('leaves the stylesheets of a build with source maps as they are', () => {
    expect(run({'styles.css': ':root{--a:1}:root{--a:2}'}, 'source-map')).toEqual({updated: {}, stage: undefined});
  });
});
