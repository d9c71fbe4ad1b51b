/**
 * Code blocks in the reader's colour mode from the first paint.
 *
 * theme-classic writes the Prism theme of the current colour mode into every code block as
 * inline styles. The server knows no colour mode, so it writes the light theme, and a dark-mode
 * reader sees light blocks until React has hydrated the page (forever with JavaScript off:
 * facebook/docusaurus#11566). Here, at build time, the site's two themes become one theme whose
 * every colour is a CSS custom property, and a stylesheet gives those properties the light
 * theme's values on `:root` and the dark theme's under `[data-theme='dark']`. The markup is then
 * the same in both modes: the browser picks the colours, before and after hydration.
 */

/** A CSS value in a Prism theme, as React writes it into a `style` attribute. */
type StyleValue = string | number;

/** The style of a token type (or of `plain`), with React's camelCase property names. */
export type PrismStyle = Record<string, StyleValue | undefined>;

/** A prism-react-renderer theme, as `themeConfig.prism.theme` and `darkTheme` hold it. */
export interface PrismThemeConfig {
  plain: PrismStyle;
  styles: Array<{types: string[]; languages?: string[]; style: PrismStyle}>;
}

/** The CSS custom properties all generated names start with. */
export const PRISM_VARIABLE_PREFIX = '--hk-prism';

/** Properties React writes without a unit when given a number. */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order']);

/** Themes this module made, so that running the build step again leaves them alone. */
const generated = new WeakMap<PrismThemeConfig, string>();

function kebabCase(property: string): string {
  return property.replace(/^(Webkit|Moz|ms)(?=[A-Z])/, '-$1').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A custom property name from parts that may hold any character a Prism type or language may. */
function variableName(...parts: string[]): string {
  return [PRISM_VARIABLE_PREFIX, ...parts.map((part) => part.replace(/[^a-zA-Z0-9_-]/g, '_'))].join('-');
}

function cssValue(property: string, value: StyleValue, field: string): string {
  if (typeof value === 'number') {
    return UNITLESS.has(property) ? String(value) : `${value}px`;
  }
  if (typeof value !== 'string' || /[;{}<>\n]/.test(value)) {
    throw new Error(`${field} must be a CSS value such as "#1d2026" or "italic", but it is ${JSON.stringify(value)}.`);
  }
  return value;
}

function assertTheme(theme: unknown, field: string): asserts theme is PrismThemeConfig {
  const candidate = theme as Partial<PrismThemeConfig> | undefined;
  if (typeof candidate?.plain !== 'object' || candidate.plain === null || Array.isArray(candidate.plain)) {
    throw new Error(`${field}.plain must be an object of CSS properties, such as {color: '#1d2026'}.`);
  }
  if (!Array.isArray(candidate.styles)) {
    throw new Error(`${field}.styles must be an array of {types, style} entries.`);
  }
  candidate.styles.forEach((entry, index) => {
    if (!Array.isArray(entry?.types) || typeof entry.style !== 'object' || entry.style === null) {
      throw new Error(`${field}.styles[${index}] must be {types: string[], style: {...}}.`);
    }
  });
}

/**
 * The style of each token type for one language (or for none), merged as prism-react-renderer
 * merges them: entries in order, later properties over earlier ones, entries restricted to
 * other languages skipped.
 */
function tokenStyles(theme: PrismThemeConfig, language: string | undefined): Map<string, PrismStyle> {
  const styles = new Map<string, PrismStyle>();
  for (const {types, languages, style} of theme.styles) {
    if (languages && (language === undefined || !languages.includes(language))) {
      continue;
    }
    for (const type of types) {
      styles.set(type, {...styles.get(type), ...style});
    }
  }
  return styles;
}

type Mode = 'light' | 'dark';

/** The properties each variable stands for, and its value in each mode (`initial`: not set). */
class Declarations {
  readonly values: Record<Mode, Map<string, string>> = {light: new Map(), dark: new Map()};

  /** Declares one variable per property either mode sets, and returns the style using them. */
  add(parts: string[], styles: Record<Mode, PrismStyle | undefined>, field: Record<Mode, string>): PrismStyle {
    const properties = new Set([...Object.keys(styles.light ?? {}), ...Object.keys(styles.dark ?? {})]);
    const style: PrismStyle = {};
    for (const property of properties) {
      const name = variableName(...parts, kebabCase(property));
      for (const mode of ['light', 'dark'] as const) {
        const value = styles[mode]?.[property];
        // Both modes declare every variable: a light value must not show through in dark mode.
        this.values[mode].set(
          name,
          value === undefined ? 'initial' : cssValue(property, value, `${field[mode]}.${property}`),
        );
      }
      style[property] = `var(${name})`;
    }
    return style;
  }

  css(): string {
    const block = (selector: string, values: Map<string, string>) =>
      `${selector} {\n${[...values].map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
    return block(':root', this.values.light) + block("[data-theme='dark']", this.values.dark);
  }
}

function sameStyle(a: PrismStyle | undefined, b: PrismStyle | undefined): boolean {
  return JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
}

/**
 * One theme for both colour modes, whose values are `var(--hk-prism-...)`, and the stylesheet
 * that sets those variables from the light and the dark theme. A type one mode styles and the
 * other does not keeps the text colour in the other mode, as it would with that theme alone.
 */
export function prismThemesAsCss(
  light: unknown,
  dark: unknown,
  field = 'themeConfig.prism',
): {theme: PrismThemeConfig; css: string} {
  const fields = {light: `${field}.theme`, dark: `${field}.darkTheme`};
  assertTheme(light, fields.light);
  assertTheme(dark, fields.dark);
  const declarations = new Declarations();

  const plain = declarations.add(
    ['plain'],
    {light: light.plain, dark: dark.plain},
    {
      light: `${fields.light}.plain`,
      dark: `${fields.dark}.plain`,
    },
  );

  const styles: PrismThemeConfig['styles'] = [];
  const base = {light: tokenStyles(light, undefined), dark: tokenStyles(dark, undefined)};
  const addTypes = (
    modeStyles: Record<Mode, Map<string, PrismStyle>>,
    types: Iterable<string>,
    language: string | undefined,
  ) => {
    for (const type of types) {
      const parts = language === undefined ? ['token', type] : ['lang', language, 'token', type];
      const typeField = (mode: Mode) => `${fields[mode]}.styles (type "${type}")`;
      const style = declarations.add(
        parts,
        {light: modeStyles.light.get(type), dark: modeStyles.dark.get(type)},
        {light: typeField('light'), dark: typeField('dark')},
      );
      styles.push({types: [type], ...(language === undefined ? {} : {languages: [language]}), style});
    }
  };
  addTypes(base, new Set([...base.light.keys(), ...base.dark.keys()]), undefined);

  // Entries restricted to some languages become variables of their own, for those languages.
  const languages = new Set(
    [...light.styles, ...dark.styles].flatMap((entry) => entry.languages ?? []).map((name) => name.toLowerCase()),
  );
  for (const language of [...languages].sort()) {
    const forLanguage = {light: tokenStyles(light, language), dark: tokenStyles(dark, language)};
    const changed = new Set(
      [...forLanguage.light.keys(), ...forLanguage.dark.keys()].filter(
        (type) =>
          !(['light', 'dark'] as const).every((mode) => sameStyle(forLanguage[mode].get(type), base[mode].get(type))),
      ),
    );
    addTypes(forLanguage, changed, language);
  }

  const theme: PrismThemeConfig = {plain, styles};
  const css = `/* ${PRISM_VARIABLE_PREFIX}-*: the code colours of themeConfig.prism.theme (light) and darkTheme (dark). */\n${declarations.css()}`;
  generated.set(theme, css);
  return {theme, css};
}

/**
 * Puts the one theme for both modes into `themeConfig.prism` (as `theme` and `darkTheme`) and
 * returns the stylesheet to load with it. A site with no dark theme has nothing to do: its code
 * blocks look the same in both modes, so the markup already is.
 */
export function replacePrismThemesByCss(
  themeConfig: {prism?: {theme?: unknown; darkTheme?: unknown}} | undefined,
): string | undefined {
  const prism = themeConfig?.prism;
  if (!themeConfig || !prism?.darkTheme || !prism.theme) {
    return undefined;
  }
  const already = generated.get(prism.theme as PrismThemeConfig);
  if (already !== undefined) {
    return already;
  }
  const {theme, css} = prismThemesAsCss(prism.theme, prism.darkTheme);
  themeConfig.prism = {...prism, theme, darkTheme: theme};
  return css;
}
