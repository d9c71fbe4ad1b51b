import type {OptionValidationContext, ThemeConfigValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {
  type HoverkraftThemeConfig,
  PAGE_ACTIONS,
  type PageAction,
  THEME_NAME,
  type ThemeConfig,
} from './shared/contract';

export type {HoverkraftThemeConfig, PageAction, ThemeConfig};
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
   * the site configures Algolia DocSearch (`themeConfig.algolia`, or `themeConfig.docsearch` for
   * DocSearch v5's Docusaurus adapter), which then keeps its own.
   */
  search: boolean | undefined;
  /**
   * A 1200×630 social card drawn at build time for every doc, blog post and the home page,
   * used as their og:image and twitter:image, with the fonts to draw them with. `false` keeps
   * `themeConfig.image` everywhere.
   */
  socialCards: SocialCardsOptions | false;
  /**
   * Pages for assistants: a Markdown twin of every listed doc and blog post (its URL plus
   * `.md`), `llms.txt` and `llms-full.txt`, and a "Copy page" control on each doc and post.
   * `false` turns all of it off.
   */
  llms: boolean;
  /**
   * The page-actions menu beside each doc's and post's title, in order: `copy` (the page as
   * Markdown to the clipboard), `view` (its Markdown twin), `chatgpt` and `claude` (the assistant
   * opened with a prompt that names the twin). `false` keeps the single "Copy page" button and
   * its "View as Markdown" link. Needs `llms`.
   */
  pageActions: PageAction[] | false;
  /**
   * Zoom: a click, Enter or Space on an image in a doc or post, or on a Mermaid diagram, opens
   * it in a dialog where it can be zoomed and panned. Images inside links, and those marked
   * `data-zoom="false"` (on the image or around it), are left alone. `false` turns zoom off.
   */
  zoom: boolean;
};

/** The social cards' settings, once validated. */
export type SocialCardsOptions = {
  /**
   * Fonts for the scripts the theme's Inter lacks (Arabic, Hebrew, CJK, Thai, emoji...), after
   * Inter's Latin, Latin Extended, Vietnamese, Cyrillic and Greek: each a font file (.woff,
   * .woff2, .ttf or .otf) relative to the site directory, or the name of an installed
   * `@fontsource/*` package, whose WOFF files are loaded for every subset at the cards' weights
   * (400 and 800, or the nearest the package has). A character no font has keeps that page on
   * `themeConfig.image`, with a warning in the build log.
   */
  fonts: string[];
  /**
   * Whether the home page gets a card. `false` keeps the site's own `themeConfig.image` (a card
   * designed for the site, say) as the home page's og:image and twitter:image.
   */
  home: boolean;
};

/** What a site may write: every field is optional and `customCss` also takes one path. */
export type Options = {
  customCss?: string | string[];
  search?: boolean;
  /**
   * `true` (the default) draws social cards with the theme's fonts, `false` keeps
   * `themeConfig.image` everywhere, and an object draws them with more fonts (`fonts`, see
   * `SocialCardsOptions`).
   */
  socialCards?: boolean | {fonts?: string[]; home?: boolean};
  llms?: boolean;
  /** `true` (the default) shows every page action, a list shows those, `false` the single Copy button. */
  pageActions?: boolean | PageAction[];
  zoom?: boolean;
};

export const DEFAULT_OPTIONS: PluginOptions = {
  customCss: [],
  search: undefined,
  socialCards: {fonts: [], home: true},
  llms: true,
  pageActions: [...PAGE_ACTIONS],
  zoom: true,
};

export const DEFAULT_THEME_CONFIG: ThemeConfig = {
  hoverkraft: {
    footer: {tagline: undefined},
  },
};

// Joi reads {{...}} in messages as templates, so messages spell shapes out in words.
const knownKeys = (keys: string[]) => `Known options: ${keys.join(', ')}.`;

/**
 * The object schema with an error for a key it does not know that lists those it knows, read from
 * the schema itself: a key added to the schema is in the message.
 */
export function listingKnownKeys<Schema extends Joi.ObjectSchema>(schema: Schema): Schema {
  const keys = Object.keys(schema.describe().keys ?? {});
  return schema.messages({
    'object.unknown': `{{#label}} is not an option of ${THEME_NAME}. ${knownKeys(keys)}`,
  }) as Schema;
}

/** A font the cards may draw with: a font file's path, or a @fontsource package's name. */
const CARD_FONT = /^(?:@fontsource\/[a-z0-9][a-z0-9._-]*|.*\.(?:woff2?|ttf|otf))$/i;

const SOCIAL_CARDS_SHAPE =
  'true, false (false turns the generated social cards off), or an object with a "fonts" list and "home" (true or false)';

const SocialCardsSchema = Joi.alternatives()
  .try(
    Joi.boolean().custom((on: boolean) => (on ? {fonts: [], home: true} : false)),
    listingKnownKeys(
      Joi.object({
        fonts: Joi.array()
          .items(
            Joi.string().pattern(CARD_FONT).messages({
              'string.base': '{{#label}} must be a string: a font file or an @fontsource package name.',
              'string.empty': '{{#label}} must not be empty: give a font file or an @fontsource package name.',
              'string.pattern.base':
                '{{#label}} must be a font file (.woff, .woff2, .ttf or .otf, relative to the site directory) or an @fontsource package name, such as @fontsource/noto-sans-arabic.',
            }),
          )
          .default([])
          .messages({
            'array.base': '{{#label}} must be a list of font files or @fontsource package names.',
          }),
        home: Joi.boolean().default(true).messages({
          'boolean.base':
            '{{#label}} must be true or false (false keeps themeConfig.image on the home page instead of a generated card).',
        }),
      }),
    ),
  )
  .default(DEFAULT_OPTIONS.socialCards)
  .messages({
    'alternatives.types': `{{#label}} must be ${SOCIAL_CARDS_SHAPE}.`,
  });

/** The page actions as a message lists them: "copy", "view", ... */
const PAGE_ACTION_NAMES = PAGE_ACTIONS.map((action) => `"${action}"`).join(', ');

const PAGE_ACTIONS_SHAPE = `true, false (false keeps the single "Copy page" button) or a list of page actions: ${PAGE_ACTION_NAMES}`;

const PageActionsSchema = Joi.alternatives()
  .try(
    Joi.boolean().custom((on: boolean) => (on ? [...PAGE_ACTIONS] : false)),
    Joi.array()
      .items(
        Joi.string()
          .valid(...PAGE_ACTIONS)
          .messages({
            'any.only': `{{#label}} must be one of ${PAGE_ACTION_NAMES}.`,
            'string.base': `{{#label}} must be one of ${PAGE_ACTION_NAMES}.`,
          }),
      )
      .min(1)
      .unique()
      .messages({
        'array.min': '{{#label}} must list at least one page action, or be false for the single "Copy page" button.',
        'array.unique': '{{#label}} lists "{{#value}}" twice: each page action appears once.',
      }),
  )
  // Without twins there is nothing to act on: the default follows `llms`.
  .default((options: {llms?: unknown}) => (options.llms === false ? false : DEFAULT_OPTIONS.pageActions))
  .messages({
    'alternatives.types': `{{#label}} must be ${PAGE_ACTIONS_SHAPE}.`,
  });

export const OptionsSchema = listingKnownKeys(
  Joi.object<PluginOptions>({
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
    socialCards: SocialCardsSchema,
    llms: Joi.boolean().default(DEFAULT_OPTIONS.llms).messages({
      'boolean.base':
        '{{#label}} must be true or false (false turns off the Markdown twins, llms.txt and the "Copy page" control).',
    }),
    pageActions: PageActionsSchema,
    zoom: Joi.boolean().default(DEFAULT_OPTIONS.zoom).messages({
      'boolean.base': '{{#label}} must be true or false (false turns off image and diagram zoom).',
    }),
  })
    // The page actions copy and open the Markdown twins, which `llms: false` turns off.
    .custom((options: PluginOptions, helpers) => {
      const given = (helpers.original as Options | undefined)?.pageActions;
      return options.llms === false && given !== undefined && given !== false
        ? helpers.error('pageActions.llmsOff')
        : options;
    })
    .messages({
      'pageActions.llmsOff':
        '"pageActions" needs "llms": the page actions copy and open the Markdown twins, which "llms: false" turns off. Remove "pageActions" or set "llms" to true.',
    }),
);

const FooterConfigSchema = listingKnownKeys(
  Joi.object({
    tagline: Joi.alternatives().try(Joi.string(), Joi.boolean().valid(false)).messages({
      'alternatives.types': '{{#label}} must be a string, or false to hide the footer brand row.',
      'any.only': '{{#label}} must be a string, or false to hide the footer brand row.',
    }),
  })
    .default(DEFAULT_THEME_CONFIG.hoverkraft.footer)
    .messages({
      'object.base': '{{#label}} must be an object with an optional "tagline" string.',
    }),
);

export const ThemeConfigSchema = Joi.object({
  hoverkraft: listingKnownKeys(
    Joi.object({
      footer: FooterConfigSchema,
    }),
  )
    .default(DEFAULT_THEME_CONFIG.hoverkraft)
    .messages({
      'object.base': '{{#label}} must be an object with an optional "footer" object.',
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
