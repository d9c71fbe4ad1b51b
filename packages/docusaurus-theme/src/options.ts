import type {OptionValidationContext, ThemeConfigValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {type HoverkraftThemeConfig, THEME_NAME, type ThemeConfig} from './shared/contract';

export type {HoverkraftThemeConfig, ThemeConfig};
export {THEME_NAME};

/** Options passed as `themes: [['@hoverkraft/docusaurus-theme', options]]`. */
export type PluginOptions = {
  /**
   * Stylesheets loaded after the brand stylesheet, so that their custom properties
   * override the brand tokens. Paths are resolved from the site directory.
   */
  customCss: string[];
  /**
   * Built-in full-text search: a Pagefind index written after the build, the navbar search
   * box and the `/search` page. `false` leaves search to another plugin. Unset, it is on unless
   * the site configures Algolia DocSearch (`themeConfig.algolia`), which then keeps its own.
   */
  search: boolean | undefined;
  /**
   * A 1200×630 social card drawn at build time for every doc, blog post and the home page,
   * used as their og:image and twitter:image. `false` keeps `themeConfig.image` everywhere.
   */
  socialCards: boolean;
  /**
   * Pages for assistants: a Markdown twin of every listed doc and blog post (its URL plus
   * `.md`), `llms.txt` and `llms-full.txt`, and a "Copy page" control on each doc and post.
   * `false` turns all of it off.
   */
  llms: boolean;
};

/** What a site may write: every field is optional and `customCss` also takes one path. */
export type Options = {
  customCss?: string | string[];
  search?: boolean;
  socialCards?: boolean;
  llms?: boolean;
};

export const DEFAULT_OPTIONS: PluginOptions = {
  customCss: [],
  search: undefined,
  socialCards: true,
  llms: true,
};

export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  hoverkraft: {
    footer: {tagline: undefined},
  },
};

// Joi reads {{...}} in messages as templates, so messages spell shapes out in words.
const knownKeys = (keys: string[]) => `Known options: ${keys.join(', ')}.`;

const unknownKeyMessage = (keys: string[]) => ({
  'object.unknown': `{{#label}} is not an option of ${THEME_NAME}. ${knownKeys(keys)}`,
});

export const OptionsSchema = Joi.object<PluginOptions>({
  customCss: Joi.alternatives()
    .try(
      Joi.array().items(Joi.string().min(1)),
      Joi.string()
        .min(1)
        .custom((value: string) => [value]),
    )
    .default(DEFAULT_OPTIONS.customCss)
    .messages({
      'alternatives.types': '{{#label}} must be a path to a CSS file, or an array of such paths.',
      'string.empty': '{{#label}} must not be empty: give the path to a CSS file.',
    }),
  search: Joi.boolean().messages({
    'boolean.base': '{{#label}} must be true or false (false turns the built-in search off).',
  }),
  socialCards: Joi.boolean().default(DEFAULT_OPTIONS.socialCards).messages({
    'boolean.base': '{{#label}} must be true or false (false turns the generated social cards off).',
  }),
  llms: Joi.boolean().default(DEFAULT_OPTIONS.llms).messages({
    'boolean.base':
      '{{#label}} must be true or false (false turns off the Markdown twins, llms.txt and the "Copy page" control).',
  }),
}).messages(unknownKeyMessage(['customCss', 'search', 'socialCards', 'llms']));

const FooterConfigSchema = Joi.object({
  tagline: Joi.alternatives().try(Joi.string(), Joi.boolean().valid(false)).messages({
    'alternatives.types': '{{#label}} must be a string, or false to hide the footer brand row.',
    'any.only': '{{#label}} must be a string, or false to hide the footer brand row.',
  }),
})
  .default(DEFAULT_THEME_CONFIG.hoverkraft.footer)
  .messages({
    'object.base': '{{#label}} must be an object with an optional "tagline" string.',
    ...unknownKeyMessage(['tagline']),
  });

export const ThemeConfigSchema = Joi.object({
  hoverkraft: Joi.object({
    footer: FooterConfigSchema,
  })
    .default(DEFAULT_THEME_CONFIG.hoverkraft)
    .messages({
      'object.base': '{{#label}} must be an object with an optional "footer" object.',
      ...unknownKeyMessage(['footer']),
    }),
})
  // The rest of themeConfig belongs to theme-classic and other plugins, which validate it.
  .unknown();

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options ?? {});
}

export function validateThemeConfig({validate, themeConfig}: ThemeConfigValidationContext<ThemeConfig>): ThemeConfig {
  return validate(ThemeConfigSchema, themeConfig);
}
