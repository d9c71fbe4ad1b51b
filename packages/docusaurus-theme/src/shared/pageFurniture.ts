/**
 * Classes of the parts of a built doc or blog page that are its furniture, not its content:
 * heading anchors, the mobile table of contents, breadcrumbs, the version badge and banner, the
 * doc footer and its edit link, the previous/next links. What a page's text is read for leaves
 * them out: the Markdown twins and Copy page (htmlToMarkdown.ts) and the search index's
 * documents (server/search/pageText.ts), each adding parts of its own.
 */
export const PAGE_FURNITURE_CLASSES: readonly string[] = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-footer',
  'theme-edit-this-page',
  'pagination-nav',
];
