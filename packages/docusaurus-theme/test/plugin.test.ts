import {mkdtempSync, readdirSync, readFileSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import themeHoverkraft, {getSwizzleConfig} from '../src';
import {DEFAULT_OPTIONS} from '../src/options';
import {PRISM_REACT_RENDERER_DIST} from '../src/server/codeBlocks/prismGraphWalk';
import {THEME_CLASSIC_PRISM_CLIENT_MODULE} from '../src/server/codeBlocks/prismLoader';
import {writeNoscriptStylesheetStep} from '../src/server/mobileMenu/noscript';
import {
  BRAND_STYLESHEETS,
  LIVE_CODE_BLOCK_FALLBACK,
  PREFETCH_CLIENT_MODULE,
  SHARED_CLIENT_MODULES,
} from '../src/server/site/packageFiles';
import {assertThemeClassicAliases, siteLoadsThemeClassic} from '../src/server/site/themeClassic';
import {COMPILED_THEME_ALIAS} from '../src/server/site/themePaths';
import {WEBPACK_UTILS} from './bundlerUtils';

const packageRoot = path.resolve(__dirname, '..');

function context(siteConfig: Partial<LoadContext['siteConfig']> = {}): LoadContext {
  return {
    siteDir: '/site',
    siteConfig: {presets: [['classic', {}]], themes: [], ...siteConfig},
  } as unknown as LoadContext;
}

function themeComponentNames(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) {
      // Docusaurus lists every other module of the theme path as a component too (Folder/file).
      const module = /^(?!index\.)(.+)\.tsx?$/.exec(name)?.[1];
      return module && !name.endsWith('.d.ts') ? [prefix ? `${prefix}/${module}` : module] : [];
    }
    const component = prefix ? `${prefix}/${name}` : name;
    const hasIndex = readdirSync(full).some((file) => /^index\.tsx?$/.test(file));
    return [...(hasIndex ? [component] : []), ...themeComponentNames(full, component)];
  });
}

describe('the theme plugin', () => {
  it('is named after the package and serves its compiled theme components', () => {
    const plugin = themeHoverkraft(context(), DEFAULT_OPTIONS);
    expect(plugin.name).toBe('@hoverkraft/docusaurus-theme');
    expect(plugin.getThemePath?.()).toBe(path.join(packageRoot, 'lib', 'theme'));
    const withoutSearch = themeHoverkraft(context(), {...DEFAULT_OPTIONS, search: false});
    expect(withoutSearch.getThemePath?.(), 'search off: the search components are left out').toBe(
      path.join(packageRoot, 'lib', 'theme-without-search'),
    );
    expect(plugin.getTypeScriptThemePath?.()).toBe(path.join(packageRoot, 'src', 'theme'));
  });

  it("resolves the search-off theme path's re-exports to lib/theme, search on or off", () => {
    const compiledTheme = path.join(packageRoot, 'lib', 'theme');
    for (const search of [true, false]) {
      const plugin = themeHoverkraft(context(), {...DEFAULT_OPTIONS, search});
      const config = plugin.configureWebpack?.(
        {resolve: {alias: {'@theme/Navbar': '/classic/Navbar'}}} as never,
        false,
        WEBPACK_UTILS,
        undefined,
      ) as {resolve: {alias: Record<string, string>}};
      expect(config.resolve.alias[COMPILED_THEME_ALIAS], `search ${search}`).toBe(compiledTheme);
    }
    // A re-export ejected into a site's src/theme resolves the same way.
    const reExport = readFileSync(path.join(packageRoot, 'lib/theme-without-search/Footer/Layout/index.js'), 'utf8');
    expect(reExport).toContain(`from '${COMPILED_THEME_ALIAS}/Footer/Layout/index.js'`);
    expect(reExport).not.toMatch(/from '\./);
  });

  it('has write-translations read the re-exported components of a site with search off', () => {
    const compiledTheme = path.join(packageRoot, 'lib', 'theme');
    const watched = themeHoverkraft(context(), {...DEFAULT_OPTIONS, search: false}).getPathsToWatch?.() ?? [];
    const expected = readdirSync(compiledTheme)
      .filter((name) => !/^Search(Bar|Page)$/.test(name))
      .map((name) => path.join(compiledTheme, name));
    expect(watched).toEqual(expect.arrayContaining(expected));
    expect(watched.filter((file) => file.startsWith(path.join(compiledTheme, 'Search')))).toEqual([]);
    // With search on, the theme path is lib/theme itself, which Docusaurus reads.
    const watchedOn = themeHoverkraft(context(), DEFAULT_OPTIONS).getPathsToWatch?.() ?? [];
    expect(watchedOn.filter((file) => file.startsWith(compiledTheme))).toEqual([]);
  });

  it('lists the same components for swizzle with search off as lib/theme has, less the search ones', () => {
    // Docusaurus's rule (swizzle/components.ts): every .js module but a .d.ts, index.js named after its folder.
    const names = (dir: string) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .map((file) => file.split(path.sep).join('/'))
        .filter((file) => /(?<!\.d)\.js$/.test(file))
        .map((file) => file.replace(/\/index\.js$/, '').replace(/\.js$/, ''))
        .sort();
    const withoutSearch = themeHoverkraft(context(), {...DEFAULT_OPTIONS, search: false}).getThemePath?.() ?? '';
    expect(names(withoutSearch)).toEqual(
      names(path.join(packageRoot, 'lib', 'theme')).filter((name) => !/^Search(Bar|Page)(\/|$)/.test(name)),
    );
  });

  it('loads the brand stylesheets in cascade order, then the site customCss, the idle prefetch and the shared client code', () => {
    // The workspace's @docusaurus/core is 3.9.2, a version the idle prefetch was checked against.
    const plugin = themeHoverkraft(context(), {...DEFAULT_OPTIONS, customCss: ['./src/css/overrides.css']});
    expect(plugin.getClientModules?.()).toEqual([
      ...['brandTokens.css', 'global.css', 'print.css'].map((file) => path.join(packageRoot, 'lib', 'css', file)),
      path.resolve('/site', 'src/css/overrides.css'),
      PREFETCH_CLIENT_MODULE,
      ...SHARED_CLIENT_MODULES,
    ]);
    expect(BRAND_STYLESHEETS).toHaveLength(3);
    expect(PREFETCH_CLIENT_MODULE).toBe(path.join(packageRoot, 'lib', 'client', 'prefetch.js'));
  });

  it("passes prism-react-renderer's dist files and theme-classic's Prism client module through the Prism loader", () => {
    const plugin = themeHoverkraft(context(), DEFAULT_OPTIONS);
    const config = plugin.configureWebpack?.(
      {resolve: {alias: {'@theme/Navbar': '/classic/Navbar'}}} as never,
      false,
      WEBPACK_UTILS,
      undefined,
    ) as {module: {rules: {test: unknown; use?: {loader: string}[]}[]}};
    const loader = path.join(packageRoot, 'lib', 'server', 'codeBlocks', 'prismLoader.js');
    const rule = config.module.rules.find(({use}) => use?.[0]?.loader === loader);
    expect(rule?.test).toEqual([PRISM_REACT_RENDERER_DIST, THEME_CLASSIC_PRISM_CLIENT_MODULE]);
  });

  it('points @theme/LiveCodeBlock at a plain code block only when no theme provides it', () => {
    const plugin = themeHoverkraft(context(), DEFAULT_OPTIONS);
    const aliasFor = (alias: Record<string, string>) => {
      const config = plugin.configureWebpack?.({resolve: {alias}} as never, false, WEBPACK_UTILS, undefined) as {
        resolve: {alias: Record<string, string>};
      };
      return config.resolve.alias;
    };
    expect(aliasFor({'@theme/Navbar': '/classic/Navbar'})).toEqual({
      '@theme/LiveCodeBlock': LIVE_CODE_BLOCK_FALLBACK,
      [COMPILED_THEME_ALIAS]: path.join(packageRoot, 'lib', 'theme'),
    });
    expect(aliasFor({'@theme/Navbar': '/classic/Navbar', '@theme/LiveCodeBlock': '/live/LiveCodeBlock'})).toEqual({
      [COMPILED_THEME_ALIAS]: path.join(packageRoot, 'lib', 'theme'),
    });
    expect(LIVE_CODE_BLOCK_FALLBACK).toBe(
      path.join(packageRoot, 'lib', 'client', 'codeBlocks', 'liveCodeBlockFallback.js'),
    );
  });

  it('injects its favicon only when the site has none', () => {
    type Tags = {headTags: {tagName: string; attributes?: {rel?: string; href?: string}}[]};
    const withoutFavicon = themeHoverkraft(context(), DEFAULT_OPTIONS).injectHtmlTags?.({content: undefined}) as Tags;
    const icon = withoutFavicon.headTags.find((tag) => tag.tagName === 'link');
    expect(icon).toMatchObject({tagName: 'link', attributes: {rel: 'icon', type: 'image/svg+xml'}});
    expect(icon?.attributes?.href).toMatch(/^data:image\/svg\+xml,%3Csvg/);

    const withFavicon = themeHoverkraft(context({favicon: 'img/favicon.ico'}), DEFAULT_OPTIONS).injectHtmlTags?.({
      content: undefined,
    }) as Tags;
    expect(withFavicon.headTags.filter((tag) => tag.tagName === 'link')).toEqual([]);
  });

  it('links the no-JavaScript navigation styles from a <noscript> of the head, as a file, never inline', async () => {
    const plugin = themeHoverkraft(context({baseUrl: '/base/'}), DEFAULT_OPTIONS);
    const tags = plugin.injectHtmlTags?.({content: undefined}) as {headTags: {tagName: string; innerHTML?: string}[]};
    const noscript = tags.headTags.find((tag) => tag.tagName === 'noscript');
    const href = /^<link rel="stylesheet" href="\/base\/(assets\/css\/hoverkraft-noscript\.[0-9a-f]{8}\.css)">$/.exec(
      noscript?.innerHTML ?? '',
    )?.[1];
    expect(href, noscript?.innerHTML).toBeDefined();
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-noscript-'));
    await writeNoscriptStylesheetStep({outDir, pages: []} as never);
    const css = readFileSync(path.join(outDir, href as string), 'utf8');
    expect(css).toMatch(/^@media \(max-width:996px\)\{.*\.theme-doc-sidebar-container\{display:block;/);
    expect(css).not.toContain('/*');
  });

  it('stops with a clear message when the site does not load theme-classic', () => {
    expect(() => themeHoverkraft(context({presets: [], themes: []}), DEFAULT_OPTIONS)).toThrow(
      '@hoverkraft/docusaurus-theme builds on @docusaurus/theme-classic, which this site does not load.',
    );
  });

  it.each([
    [{presets: [false && ['classic', {}]], themes: ['@hoverkraft/docusaurus-theme']}],
    [{presets: [null, undefined], themes: [['@docusaurus/theme-live-codeblock', {}]]}],
    [{presets: [], themes: [['@docusaurus/theme-mermaid'], '@hoverkraft/docusaurus-theme']}],
  ])('does not count switched-off entries or other Docusaurus packages as theme-classic in %j', (siteConfig) => {
    expect(siteLoadsThemeClassic(siteConfig as never)).toBe(false);
  });

  it('accepts a company preset of another name, which may wrap preset-classic', () => {
    expect(siteLoadsThemeClassic({presets: [['@acme/docusaurus-preset', {}]]} as never)).toBe(true);
    expect(() => themeHoverkraft(context({presets: ['acme']}), DEFAULT_OPTIONS)).not.toThrow();
  });

  it("settles it from the bundler's aliases: theme-classic's Navbar must be there", () => {
    expect(() => assertThemeClassicAliases({'@theme/Navbar': '/x/Navbar', '@theme/Layout': '/x/Layout'})).not.toThrow();
    expect(() => assertThemeClassicAliases({'@theme/Layout': '/core/fallback/Layout'})).toThrow(
      '@hoverkraft/docusaurus-theme builds on @docusaurus/theme-classic, which this site does not load.',
    );
    expect(() => assertThemeClassicAliases(undefined)).toThrow(/does not load/);
  });

  it.each([
    [{presets: ['classic']}],
    [{presets: ['@docusaurus/preset-classic']}],
    [{presets: [], themes: ['@docusaurus/theme-classic']}],
    [{presets: [() => ({})]}],
  ])('recognises theme-classic in %j', (siteConfig) => {
    expect(siteLoadsThemeClassic(siteConfig as never)).toBe(true);
  });
});

describe('swizzle config', () => {
  const components = themeComponentNames(path.join(packageRoot, 'src/theme'));
  // `docusaurus swizzle --list` also lists each folder on the way to a component (Footer for
  // Footer/Layout), so that it can be ejected whole; those have nothing to wrap.
  const folders = [
    ...new Set(
      components.flatMap((name) =>
        name
          .split('/')
          .slice(0, -1)
          .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
      ),
    ),
  ].filter((folder) => !components.includes(folder));

  it('covers exactly the components and folders that swizzle --list shows', () => {
    expect(Object.keys(getSwizzleConfig().components).sort()).toEqual([...components, ...folders].sort());
  });

  // Lower-case names are modules that are not React components (theme-classic's own rule).
  const isComponent = (name: string) => /^[A-Z]/.test(name.split('/').at(-1) ?? '');

  it.each(components.filter(isComponent))(
    'marks the component %s safe to wrap, and safe or unsafe to eject',
    (name) => {
      const entry = getSwizzleConfig().components[name];
      expect(entry?.actions).toEqual({eject: expect.stringMatching(/^(safe|unsafe)$/), wrap: 'safe'});
      expect(entry?.description).toBeTruthy();
    },
  );

  it.each(components.filter((name) => !isComponent(name)))(
    'marks the module %s, not a component, as not wrappable',
    (name) => {
      const entry = getSwizzleConfig().components[name];
      expect(entry?.actions).toEqual({eject: expect.stringMatching(/^(safe|unsafe)$/), wrap: 'forbidden'});
      expect(entry?.description).toMatch(/not a component/i);
    },
  );

  it.each(folders)('marks the folder %s as not wrappable, with a description', (name) => {
    const entry = getSwizzleConfig().components[name];
    expect(entry?.actions).toEqual({eject: expect.stringMatching(/^(safe|unsafe)$/), wrap: 'forbidden'});
    expect(entry?.description).toMatch(/folder/i);
  });

  it.each(folders)('marks the folder %s safe to eject only when every component in it is', (name) => {
    const config = getSwizzleConfig().components;
    const inside = components.filter((component) => component.startsWith(`${name}/`));
    const allSafe = inside.every((component) => config[component]?.actions.eject === 'safe');
    expect(config[name]?.actions.eject, `components inside: ${inside.join(', ')}`).toBe(allSafe ? 'safe' : 'unsafe');
  });
});
