/**
 * The contract between the theme's Node plugin and its browser code. Both sides import these
 * values from here, so that they cannot drift apart. No React and no Node APIs in src/shared/:
 * it is compiled once, as ES modules, and the CommonJS plugin requires it as it is.
 */

/** The package name: the plugin's name, the key of its global data, and the prefix of its messages. */
export const THEME_NAME = '@hoverkraft/docusaurus-theme';

/** The full search results page, relative to the site's base URL: `/search?q=...`. */
export const SEARCH_PAGE_PATH = 'search';

/**
 * The class of the search page's root element: the build links the search page's stylesheet
 * from the pages that have it (server/mdxChunks/stylesheets.ts).
 */
export const SEARCH_PAGE_CLASS = 'hk-search-page';

/** The size, in pixels, that social cards are drawn at and announced with in og:image:width/height. */
export const SOCIAL_CARD_SIZE = {width: 1200, height: 630} as const;

/**
 * The property through which theme/prism-include-languages queues the site's additional Prism
 * languages for right after prism-react-renderer's own grammars, once the build step of
 * server/codeBlocks/prismLazyLanguages.ts has made those lazy.
 */
export const PRISM_WHEN_LANGUAGES_DEFINED = '__hoverkraftWhenLanguagesDefined';

/**
 * The class of the hidden copy of a Mermaid diagram's source that theme/MDXComponents puts
 * beside the diagram: theme-mermaid draws the diagram in the browser, so the built page holds
 * no trace of it otherwise, and the twin keeps it as a ```mermaid fence.
 */
export const MERMAID_SOURCE_CLASS = 'hk-mermaid-source';

/**
 * The items of a doc's or post's page-actions menu, in their default order: copy the page's
 * Markdown, open its Markdown twin, and open ChatGPT or Claude with a prompt that names the twin.
 */
export const PAGE_ACTIONS = ['copy', 'view', 'chatgpt', 'claude'] as const;

export type PageAction = (typeof PAGE_ACTIONS)[number];

/**
 * The attribute that keeps an image or a Mermaid diagram out of zoom: on the image, the diagram's
 * wrapper or any element around them, with any value but "true" (`<img data-zoom="false">`).
 */
export const ZOOM_OPT_OUT_ATTRIBUTE = 'data-zoom';

/** What the theme's plugin publishes to the browser with `setGlobalData`. */
export type HoverkraftGlobalData = {
  /** Whether the built-in search is on: the search box and `/search` page use it. */
  search: boolean;
  /**
   * Whether social cards are on: each doc and blog post without an `image` of its own then points
   * og:image at the card its route path names (see `cardUrlForPermalink`).
   */
  socialCards: boolean;
  /** Whether the home page has a card: cards are on and the home page sets no `image` of its own. */
  homeSocialCard: boolean;
  /**
   * The permalinks of pages that would have a card but keep `themeConfig.image`: their card
   * would show characters no card font has. Absent when there are none, as there usually are.
   */
  pagesWithoutSocialCard?: string[];
  /** Whether docs and blog posts have Markdown twins: the "Copy page" control shows only then. */
  llms: boolean;
  /**
   * The items of the page-actions menu on docs and posts, in order, or `false` for the single
   * "Copy page" button (with its "View as Markdown" link). Shown only when `llms` is on.
   */
  pageActions: PageAction[] | false;
  /** Whether images and Mermaid diagrams in docs and posts open in a zoomable dialog. */
  zoom: boolean;
};

/** The theme's own additions to `themeConfig`, under the `hoverkraft` key. */
export type HoverkraftThemeConfig = {
  footer: {
    /**
     * The line shown beside the brand mark at the top of the footer. Defaults to the
     * site's tagline; `false` hides the brand row.
     */
    tagline: string | false | undefined;
  };
};

export type ThemeConfig = {
  hoverkraft: HoverkraftThemeConfig;
};

/**
 * The expression the plugin's bundler configuration replaces with which bundle it builds,
 * "server" (the one that renders the pages at build time) or "client" (the browser's), so that
 * code only the build's page rendering needs drops out of the browser's bundle. Browser code
 * writes the expression itself, `process.env.HOVERKRAFT_BUNDLE === 'client'`, for the bundler to
 * find; outside a Docusaurus build (tests) it is undefined.
 */
export const BUNDLE_KIND_EXPRESSION = 'process.env.HOVERKRAFT_BUNDLE';
