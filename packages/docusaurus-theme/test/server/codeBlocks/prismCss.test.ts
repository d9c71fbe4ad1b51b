// @vitest-environment node
import {themes} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {
  type PrismStyle,
  type PrismThemeConfig,
  prismThemesAsCss,
  replacePrismThemesByCss,
} from '../../../src/server/codeBlocks/prismCss';
import {hoverkraftDark, hoverkraftLight} from '../../../src/server/codeBlocks/prismThemes';

type Mode = 'light' | 'dark';

/** The custom properties the stylesheet sets in a mode: `:root`, then `[data-theme='dark']` over it. */
function variablesIn(css: string, mode: Mode): Map<string, string> {
  const blocks = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/^(\S[^{]*)\{([^}]*)\}/gm)].map(
    ([, selector, body]) => ({
      selector: (selector as string).trim(),
      declarations: [...(body as string).matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value]),
    }),
  );
  const selectors = mode === 'light' ? [':root'] : [':root', "[data-theme='dark']"];
  const variables = new Map<string, string>();
  for (const selector of selectors) {
    const block = blocks.find((candidate) => candidate.selector === selector);
    if (!block) {
      throw new Error(`the stylesheet has no ${selector} block:\n${css}`);
    }
    for (const [name, value] of block.declarations) {
      variables.set(name as string, value as string);
    }
  }
  return variables;
}

/** What a style computes to once its var() references are replaced; `initial` means unset. */
function resolve(style: PrismStyle | undefined, variables: Map<string, string>): PrismStyle {
  const resolved: PrismStyle = {};
  for (const [property, value] of Object.entries(style ?? {})) {
    const name = /^var\((--[\w-]+)\)$/.exec(String(value))?.[1];
    const computed = name === undefined ? String(value) : variables.get(name);
    if (computed === undefined) {
      throw new Error(`${property} uses ${value}, which the stylesheet never sets`);
    }
    if (computed !== 'initial') {
      resolved[property] = computed;
    }
  }
  return resolved;
}

/** The merged style of each token type for a language, as prism-react-renderer merges a theme. */
function styleOf(theme: PrismThemeConfig, type: string, language?: string): PrismStyle | undefined {
  let style: PrismStyle | undefined;
  for (const entry of theme.styles) {
    if (entry.types.includes(type) && (!entry.languages || (language && entry.languages.includes(language)))) {
      style = {...style, ...entry.style};
    }
  }
  return style;
}

function asStrings(style: PrismStyle | undefined): PrismStyle {
  return Object.fromEntries(
    Object.entries(style ?? {}).map(([property, value]) => [
      property,
      typeof value === 'number' && property !== 'opacity' && property !== 'fontWeight' ? `${value}px` : String(value),
    ]),
  );
}

const pairs: Array<[string, PrismThemeConfig, PrismThemeConfig]> = [
  ['hoverkraft', hoverkraftLight as unknown as PrismThemeConfig, hoverkraftDark as unknown as PrismThemeConfig],
  ['github and dracula', themes.github as PrismThemeConfig, themes.dracula as PrismThemeConfig],
  [
    'vsLight and vsDark (language-specific entries)',
    themes.vsLight as PrismThemeConfig,
    themes.vsDark as PrismThemeConfig,
  ],
  ['oneLight and oneDark', themes.oneLight as PrismThemeConfig, themes.oneDark as PrismThemeConfig],
];

describe.each(pairs)('the %s themes as CSS variables', (_name, light, dark) => {
  const {theme, css} = prismThemesAsCss(light, dark);
  const original = {light, dark};
  const types = [...new Set([...light.styles, ...dark.styles].flatMap((entry) => entry.types))];
  const languages = [undefined, 'markup', 'javascript'];

  it.each(['light', 'dark'] as const)('gives every token type its %s colours back', (mode) => {
    const variables = variablesIn(css, mode);
    for (const language of languages) {
      for (const type of types) {
        expect(resolve(styleOf(theme, type, language), variables), `${type} (${language ?? 'any language'})`).toEqual(
          asStrings(styleOf(original[mode], type, language)),
        );
      }
    }
  });

  it.each(['light', 'dark'] as const)('gives the block its %s text and background', (mode) => {
    expect(resolve(theme.plain, variablesIn(css, mode))).toEqual(asStrings(original[mode].plain));
  });

  it('has no colour in its markup: every value is a CSS variable', () => {
    const values = [theme.plain, ...theme.styles.map((entry) => entry.style)].flatMap((style) => Object.values(style));
    expect(values.filter((value) => !/^var\(--hk-prism-[\w-]+\)$/.test(String(value)))).toEqual([]);
  });
});

describe('replacePrismThemesByCss', () => {
  it('puts one theme in both modes and returns the stylesheet', () => {
    const themeConfig = {prism: {theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['bash']}};
    const css = replacePrismThemesByCss(themeConfig);
    expect(css).toContain(`--hk-prism-plain-background-color: ${themes.github.plain.backgroundColor};`);
    expect(css).toContain(`--hk-prism-plain-background-color: ${themes.dracula.plain.backgroundColor};`);
    expect(themeConfig.prism.theme).toBe(themeConfig.prism.darkTheme);
    expect(themeConfig.prism.theme.plain.backgroundColor).toBe('var(--hk-prism-plain-background-color)');
    expect(themeConfig.prism.additionalLanguages).toEqual(['bash']);
  });

  it('returns the same stylesheet when it runs again, instead of reading its own variables', () => {
    const themeConfig = {prism: {theme: hoverkraftLight, darkTheme: hoverkraftDark}};
    const first = replacePrismThemesByCss(themeConfig);
    const replaced = themeConfig.prism.theme;
    expect(replacePrismThemesByCss(themeConfig)).toBe(first);
    expect(themeConfig.prism.theme).toBe(replaced);
  });

  it('leaves a site with one theme alone: its blocks look the same in both modes', () => {
    const themeConfig = {prism: {theme: themes.palenight}};
    expect(replacePrismThemesByCss(themeConfig)).toBeUndefined();
    expect(themeConfig.prism.theme).toBe(themes.palenight);
  });

  it('names the field of a value that is not CSS', () => {
    const broken = {plain: {color: 'red; background: url(x)'}, styles: []};
    expect(() => prismThemesAsCss(themes.github, broken)).toThrow(
      /themeConfig\.prism\.darkTheme\.plain\.color must be a CSS value/,
    );
  });

  it('names the field of a theme without styles', () => {
    expect(() => prismThemesAsCss({plain: {}}, themes.dracula)).toThrow(
      /themeConfig\.prism\.theme\.styles must be an array/,
    );
  });
});

describe('the theme plugin and the code colours', () => {
  it('loads the generated stylesheet after the brand ones, and serves one theme for both modes', async () => {
    const {default: themeHoverkraft} = await import('../../../src');
    const {DEFAULT_OPTIONS} = await import('../../../src/options');
    const {BRAND_STYLESHEETS} = await import('../../../src/server/site/packageFiles');
    const themeConfig = {prism: {theme: hoverkraftLight, darkTheme: hoverkraftDark}};
    const siteConfig = {baseUrl: '/', presets: [['classic', {}]], themes: [], themeConfig};
    const plugin = themeHoverkraft({siteDir: '/site', siteConfig} as never, {...DEFAULT_OPTIONS, search: false});
    const created: Record<string, string> = {};
    const createData = async (name: string, data: string) => {
      created[name] = data;
      return `/generated/${name}`;
    };
    await plugin.contentLoaded?.({content: undefined, actions: {createData, addRoute: () => undefined} as never});
    expect(created['prism-themes.css']).toContain(
      `--hk-prism-plain-background-color: ${hoverkraftDark.plain.backgroundColor};`,
    );
    const modules = plugin.getClientModules?.() ?? [];
    expect(modules.indexOf('/generated/prism-themes.css')).toBe(BRAND_STYLESHEETS.length);
    expect(themeConfig.prism.theme).toBe(themeConfig.prism.darkTheme);
    expect(themeConfig.prism.theme.plain.color).toBe('var(--hk-prism-plain-color)');
  });
});
