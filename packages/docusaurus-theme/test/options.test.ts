import {Joi, normalizePluginOptions, normalizeThemeConfig} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {
  DEFAULT_THEME_CONFIG,
  listingKnownKeys,
  OptionsSchema,
  type PluginOptions,
  ThemeConfigSchema,
  validateOptions,
  validateThemeConfig,
} from '../src/options';

// Docusaurus calls validateOptions and validateThemeConfig with these same helpers.
function options(input: unknown): PluginOptions {
  return validateOptions({
    options: input as never,
    validate: (schema, value) => normalizePluginOptions(schema as never, value as never) as unknown as PluginOptions,
  });
}

function themeConfig(input: Record<string, unknown>) {
  return validateThemeConfig({
    themeConfig: input as never,
    validate: (schema, value) => normalizeThemeConfig(schema, value),
  });
}

describe('theme options', () => {
  it('defaults to no extra stylesheets', () => {
    expect(options(undefined)).toMatchObject({customCss: []});
  });

  it('accepts one customCss path and normalises it to a list', () => {
    expect(options({customCss: './src/css/brand.css'})).toMatchObject({customCss: ['./src/css/brand.css']});
  });

  it('accepts a list of customCss paths', () => {
    expect(options({customCss: ['a.css', 'b.css']})).toMatchObject({customCss: ['a.css', 'b.css']});
  });

  it('rejects a customCss of the wrong type, naming the field and the expected shape', () => {
    expect(() => options({customCss: 42})).toThrow(
      '"customCss" must be a path to a CSS file, or an array of such paths.',
    );
  });

  it('rejects an empty customCss path', () => {
    expect(() => options({customCss: ''})).toThrow('"customCss" must not be empty: give the path to a CSS file.');
  });

  it('rejects a non-string entry in the customCss list, naming its index', () => {
    expect(() => options({customCss: ['ok.css', 3]})).toThrow('"customCss[1]" must be a string');
  });

  it('rejects an unknown option and lists the known ones', () => {
    expect(() => options({primaryColor: '#000'})).toThrow(
      '"primaryColor" is not an option of @hoverkraft/docusaurus-theme. Known options: customCss, search, socialCards, llms, pageActions, zoom.',
    );
  });

  it('lists, for an unknown option, the keys the schema has: a key added to the schema is in the message', () => {
    const unknownOptionMessage = (schema: Joi.ObjectSchema) =>
      listingKnownKeys(schema).validate({primaryColor: '#000'}).error?.message;
    expect(unknownOptionMessage((OptionsSchema as Joi.ObjectSchema).keys({colors: Joi.object()}))).toBe(
      '"primaryColor" is not an option of @hoverkraft/docusaurus-theme. Known options: customCss, search, socialCards, llms, pageActions, zoom, colors.',
    );
    expect(unknownOptionMessage(Joi.object({footer: Joi.object()}))).toBe(
      '"primaryColor" is not an option of @hoverkraft/docusaurus-theme. Known options: footer.',
    );
  });

  it('turns social cards on by default, and leaves search to be decided by the site (on unless it uses Algolia)', () => {
    expect(options(undefined)).toMatchObject({socialCards: {fonts: []}});
    expect(options(undefined).search).toBeUndefined();
  });

  it('accepts false to turn search or social cards off', () => {
    expect(options({search: false})).toMatchObject({search: false, socialCards: {fonts: []}});
    expect(options({socialCards: false})).toMatchObject({socialCards: false});
  });

  it('rejects a search option that is not a boolean, naming the field', () => {
    expect(() => options({search: {provider: 'algolia'}})).toThrow(
      '"search" must be true or false (false turns the built-in search off).',
    );
  });

  it('turns the pages for assistants (Markdown twins, llms.txt, Copy page) on by default', () => {
    expect(options(undefined)).toMatchObject({llms: true});
  });

  it('accepts false to turn the pages for assistants off, leaving the other features on', () => {
    expect(options({llms: false})).toMatchObject({llms: false, socialCards: {fonts: []}});
  });

  it('rejects an llms option that is not a boolean, naming the field', () => {
    expect(() => options({llms: 'yes'})).toThrow(
      '"llms" must be true or false (false turns off the Markdown twins, llms.txt and the "Copy page" control).',
    );
  });

  it('shows every page action by default, in the order copy, view, ChatGPT, Claude, and zooms images', () => {
    expect(options(undefined)).toMatchObject({pageActions: ['copy', 'view', 'chatgpt', 'claude'], zoom: true});
    expect(options({pageActions: true})).toMatchObject({pageActions: ['copy', 'view', 'chatgpt', 'claude']});
  });

  it('takes a list of page actions in the order given, or false for the single Copy button', () => {
    expect(options({pageActions: ['claude', 'copy']})).toMatchObject({pageActions: ['claude', 'copy']});
    expect(options({pageActions: false})).toMatchObject({pageActions: false});
  });

  it('rejects an unknown, repeated or missing page action, naming the field and the actions it knows', () => {
    expect(() => options({pageActions: ['copy', 'gemini']})).toThrow(
      '"pageActions[1]" must be one of "copy", "view", "chatgpt", "claude".',
    );
    expect(() => options({pageActions: ['copy', 'copy']})).toThrow(
      '"pageActions[1]" lists "copy" twice: each page action appears once.',
    );
    expect(() => options({pageActions: []})).toThrow('"pageActions" must list at least one page action');
    expect(() => options({pageActions: 'all'})).toThrow(
      '"pageActions" must be true, false (false keeps the single "Copy page" button) or a list of page actions: "copy", "view", "chatgpt", "claude".',
    );
  });

  it('rejects page actions on a site whose llms option is off, saying why', () => {
    expect(() => options({llms: false, pageActions: ['copy']})).toThrow(
      '"pageActions" needs "llms": the page actions copy and open the Markdown twins, which "llms: false" turns off.',
    );
    expect(options({llms: false})).toMatchObject({llms: false, pageActions: false});
    expect(options({llms: false, pageActions: false})).toMatchObject({pageActions: false});
  });

  it('rejects a zoom option that is not a boolean, naming the field', () => {
    expect(() => options({zoom: 'off'})).toThrow(
      '"zoom" must be true or false (false turns off image and diagram zoom).',
    );
    expect(options({zoom: false})).toMatchObject({zoom: false});
  });

  it('rejects a socialCards option that is neither a boolean nor an object, naming the field and what it takes', () => {
    for (const value of ['yes please', 1, null, ['fonts.woff']]) {
      expect(() => options({socialCards: value}), JSON.stringify(value)).toThrow(
        '"socialCards" must be true, false (false turns the generated social cards off), or an object with a "fonts" list and "home" (true or false).',
      );
    }
  });

  it('takes true, or an object with fonts, for social cards drawn with the fonts listed after the theme’s own', () => {
    expect(options({socialCards: true})).toMatchObject({socialCards: {fonts: []}});
    expect(options({socialCards: {}})).toMatchObject({socialCards: {fonts: []}});
    const fonts = [
      './fonts/NotoSansArabic-Regular.ttf',
      'static/fonts/Heebo.WOFF2',
      'a.otf',
      'b.woff',
      '@fontsource/noto-sans-jp',
    ];
    expect(options({socialCards: {fonts}})).toMatchObject({socialCards: {fonts}});
  });

  it('rejects a social card font that is neither a font file nor an @fontsource package, naming its index', () => {
    for (const font of ['fonts/collection.ttc', 'fonts/NotoSans', 'noto-sans-jp', '@fontsource-variable/inter']) {
      expect(() => options({socialCards: {fonts: ['ok.woff', font]}}), font).toThrow(
        '"socialCards.fonts[1]" must be a font file (.woff, .woff2, .ttf or .otf, relative to the site directory) or an @fontsource package name, such as @fontsource/noto-sans-arabic.',
      );
    }
    expect(() => options({socialCards: {fonts: [42]}})).toThrow(
      '"socialCards.fonts[0]" must be a string: a font file or an @fontsource package name.',
    );
    expect(() => options({socialCards: {fonts: ['']}})).toThrow(
      '"socialCards.fonts[0]" must not be empty: give a font file or an @fontsource package name.',
    );
  });

  it('rejects social card fonts that are not a list, and an unknown key beside them', () => {
    expect(() => options({socialCards: {fonts: 'a.woff'}})).toThrow(
      '"socialCards.fonts" must be a list of font files or @fontsource package names.',
    );
    expect(() => options({socialCards: {font: ['a.woff']}})).toThrow(
      '"socialCards.font" is not an option of @hoverkraft/docusaurus-theme. Known options: fonts, home.',
    );
  });

  it('gives the home page a card unless socialCards.home is false, which keeps themeConfig.image there', () => {
    expect(options({socialCards: true})).toMatchObject({socialCards: {home: true}});
    expect(options({socialCards: {fonts: ['a.woff']}})).toMatchObject({socialCards: {fonts: ['a.woff'], home: true}});
    expect(options({socialCards: {home: false}})).toMatchObject({socialCards: {fonts: [], home: false}});
    for (const value of ['no', 0, null]) {
      expect(() => options({socialCards: {home: value}}), JSON.stringify(value)).toThrow(
        '"socialCards.home" must be true or false (false keeps themeConfig.image on the home page instead of a generated card).',
      );
    }
  });

  it('keeps the schema strict about unknown keys', () => {
    expect(OptionsSchema.describe().flags).not.toMatchObject({unknown: true});
  });
});

describe('themeConfig.hoverkraft', () => {
  it('defaults the footer tagline to the site tagline (undefined)', () => {
    expect(themeConfig({})).toMatchObject(DEFAULT_THEME_CONFIG);
  });

  it('leaves the rest of themeConfig to theme-classic and other plugins', () => {
    const result = themeConfig({navbar: {title: 'Site'}, someOtherPlugin: {enabled: true}});
    expect(result).toMatchObject({navbar: {title: 'Site'}, someOtherPlugin: {enabled: true}});
  });

  it('accepts a tagline string and false', () => {
    expect(themeConfig({hoverkraft: {footer: {tagline: 'Hi'}}}).hoverkraft.footer.tagline).toBe('Hi');
    expect(themeConfig({hoverkraft: {footer: {tagline: false}}}).hoverkraft.footer.tagline).toBe(false);
  });

  it('rejects tagline: true, saying what is expected', () => {
    expect(() => themeConfig({hoverkraft: {footer: {tagline: true}}})).toThrow(
      '"hoverkraft.footer.tagline" must be a string, or false to hide the footer brand row.',
    );
  });

  it('rejects a tagline number', () => {
    expect(() => themeConfig({hoverkraft: {footer: {tagline: 7}}})).toThrow(
      '"hoverkraft.footer.tagline" must be a string, or false to hide the footer brand row.',
    );
  });

  it('rejects a footer that is not an object', () => {
    expect(() => themeConfig({hoverkraft: {footer: 'dark'}})).toThrow(
      '"hoverkraft.footer" must be an object with an optional "tagline" string.',
    );
  });

  it('rejects hoverkraft that is not an object', () => {
    expect(() => themeConfig({hoverkraft: true})).toThrow(
      '"hoverkraft" must be an object with an optional "footer" object.',
    );
  });

  it('rejects an unknown key under hoverkraft and lists the known ones', () => {
    expect(() => themeConfig({hoverkraft: {colors: {}}})).toThrow(
      '"hoverkraft.colors" is not an option of @hoverkraft/docusaurus-theme. Known options: footer.',
    );
  });

  it('rejects an unknown key under hoverkraft.footer', () => {
    expect(() => themeConfig({hoverkraft: {footer: {logo: 'x'}}})).toThrow(
      '"hoverkraft.footer.logo" is not an option of @hoverkraft/docusaurus-theme. Known options: tagline.',
    );
  });

  it('describes the hoverkraft key in the schema', () => {
    expect(Object.keys(ThemeConfigSchema.describe().keys ?? {})).toEqual(['hoverkraft']);
  });
});
