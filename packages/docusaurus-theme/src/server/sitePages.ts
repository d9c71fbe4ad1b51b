import type {AllContent, LoadContext} from '@docusaurus/types';

/** A built page the theme indexes for search or draws a social card for. */
export type SitePage = {
  kind: 'doc' | 'blogPost' | 'home' | 'page';
  /** The route path, base URL included, as the site links to it. */
  permalink: string;
  /** The title drawn on the card. */
  title: string;
  /** The part of the site the page belongs to, drawn above the title ("Documentation", "Blog"). */
  section: string;
  /** Listed pages go into the search index; unlisted ones are only reachable by their link. */
  listed: boolean;
  /** Pages whose front matter sets their own `image` keep it and get no card. */
  ownImage: boolean;
};

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};
type LoadedDoc = {
  id: string;
  title: string;
  permalink: string;
  unlisted?: boolean;
  frontMatter?: {image?: string};
};
type DocsContent = {loadedVersions?: {docs: LoadedDoc[]; sidebars?: Record<string, SidebarItem[]>}[]};
type BlogContent = {
  blogPosts?: {metadata: {title: string; permalink: string; unlisted?: boolean; frontMatter?: {image?: string}}}[];
};
type PageContent = {permalink: string; unlisted?: boolean; frontMatter?: {title?: string; image?: string}};

/** The section of docs that no sidebar category holds. */
export const DOCS_SECTION = 'Documentation';
export const BLOG_SECTION = 'Blog';

function pluginInstances<T>(allContent: AllContent, pluginName: string): T[] {
  return Object.values(allContent[pluginName] ?? {}) as T[];
}

/** The label of the deepest sidebar category that holds a doc, so a card can say "Components". */
function categoryOf(docId: string, items: SidebarItem[], parent?: string): string | undefined {
  for (const item of items) {
    if (item.type === 'category') {
      const found = categoryOf(docId, item.items ?? [], item.label);
      if (found) {
        return found;
      }
    } else if ((item.type === 'doc' || item.type === 'ref') && item.id === docId && parent) {
      return parent;
    }
  }
  return undefined;
}

function docPages(allContent: AllContent): SitePage[] {
  return pluginInstances<DocsContent>(allContent, 'docusaurus-plugin-content-docs').flatMap((content) =>
    (content.loadedVersions ?? []).flatMap((version) => {
      const sidebars = Object.values(version.sidebars ?? {});
      return version.docs.map((doc) => {
        const category = sidebars.map((items) => categoryOf(doc.id, items)).find(Boolean);
        return {
          kind: 'doc' as const,
          permalink: doc.permalink,
          title: doc.title,
          section: category ? `${DOCS_SECTION} · ${category}` : DOCS_SECTION,
          listed: !doc.unlisted,
          ownImage: Boolean(doc.frontMatter?.image),
        };
      });
    }),
  );
}

function blogPages(allContent: AllContent): SitePage[] {
  return pluginInstances<BlogContent>(allContent, 'docusaurus-plugin-content-blog').flatMap((content) =>
    (content.blogPosts ?? []).map(({metadata}) => ({
      kind: 'blogPost' as const,
      permalink: metadata.permalink,
      title: metadata.title,
      section: BLOG_SECTION,
      listed: !metadata.unlisted,
      ownImage: Boolean(metadata.frontMatter?.image),
    })),
  );
}

function standalonePages(allContent: AllContent, siteConfig: LoadContext['siteConfig']): SitePage[] {
  return pluginInstances<PageContent[]>(allContent, 'docusaurus-plugin-content-pages').flatMap((pages) =>
    pages.map((page) => {
      const isHome = page.permalink === siteConfig.baseUrl;
      return {
        kind: isHome ? ('home' as const) : ('page' as const),
        permalink: page.permalink,
        // The home page's title is the site's own; other pages name themselves in front matter.
        title: isHome ? siteConfig.title : (page.frontMatter?.title ?? siteConfig.title),
        section: isHome ? (siteConfig.tagline ?? '') : '',
        listed: !page.unlisted,
        ownImage: Boolean(page.frontMatter?.image),
      };
    }),
  );
}

/**
 * Every doc, blog post and standalone page of the site, read from the content plugins' loaded
 * content. List, tag, archive and 404 pages are left out: they only repeat what these hold.
 */
export function collectSitePages(allContent: AllContent, siteConfig: LoadContext['siteConfig']): SitePage[] {
  return [...docPages(allContent), ...blogPages(allContent), ...standalonePages(allContent, siteConfig)];
}

/** The pages that get a social card: every doc, every blog post and the home page. */
export function pagesWithCards(pages: SitePage[]): SitePage[] {
  return pages.filter((page) => page.kind !== 'page' && !page.ownImage);
}
