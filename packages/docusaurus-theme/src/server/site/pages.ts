import type {AllContent, LoadContext} from '@docusaurus/types';

/** A built page the theme indexes for search or draws a social card for. */
export type SitePage = {
  kind: 'doc' | 'blogPost' | 'home' | 'page';
  /** The route path, base URL included, as the site links to it. */
  permalink: string;
  /** The title drawn on the card. */
  title: string;
  /**
   * The part of the site the page belongs to ("Documentation · Components", "Blog"): shown
   * above the title on its card and beside it in search results. Empty for standalone pages.
   */
  section: string;
  /** Listed pages go into the search index; unlisted ones are only reachable by their link. */
  listed: boolean;
  /** Pages whose front matter sets their own `image` keep it and get no card. */
  ownImage: boolean;
  /** The page's meta description, listed beside it in llms.txt; empty when it has none. */
  description?: string;
  /** For a doc, the label of the deepest sidebar category that holds it. */
  category?: string;
  /**
   * For a doc in a sidebar, its position there, counted through the nested categories; the
   * versions of a docs instance follow one another (the current one first, as Docusaurus lists them).
   */
  sidebarIndex?: number;
  /** For a doc of an instance with several versions, the label of its version ("Next", "1.0"). */
  version?: string;
  /**
   * For a doc or a post, the part of the site search can be narrowed to: "Documentation" or
   * "Blog" for the default instances, another instance's id ("community", "changelog").
   */
  scope?: string;
  /** For a blog post, its date (ISO 8601), as its front matter or file name gives it. */
  date?: string;
};

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};
type LoadedDoc = {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  unlisted?: boolean;
  frontMatter?: {image?: string};
};
type DocsContent = {
  loadedVersions?: {label?: string; docs?: LoadedDoc[]; sidebars?: Record<string, SidebarItem[]>}[];
};
type BlogContent = {
  blogPosts?: {
    metadata: {
      title: string;
      date?: string | Date;
      description?: string;
      permalink: string;
      unlisted?: boolean;
      frontMatter?: {image?: string};
    };
  }[];
};
type PageContent = {
  permalink: string;
  unlisted?: boolean;
  frontMatter?: {title?: string; description?: string; image?: string};
};

/** The section of docs that no sidebar category holds. */
export const DOCS_SECTION = 'Documentation';
export const BLOG_SECTION = 'Blog';

/**
 * The loaded content of every instance of a plugin. A plugin may be absent, have several
 * instances, or load nothing: the pages plugin's content is `null` when `src/pages` is missing.
 */
function pluginInstances<T>(allContent: AllContent, pluginName: string): T[] {
  return pluginInstancesById<T>(allContent, pluginName).map(([, content]) => content);
}

/** The same, each with its plugin id ('default' for the one a site configures without an id). */
function pluginInstancesById<T>(allContent: AllContent, pluginName: string): [id: string, content: T][] {
  return Object.entries(allContent[pluginName] ?? {}).filter((entry): entry is [string, T] => entry[1] != null);
}

/** What search calls an instance: its kind's name for the default one, its id for the others. */
const instanceScope = (id: string, defaultName: string) => (id === 'default' ? defaultName : id);

type SidebarEntry = {docId: string; category: string | undefined};

/**
 * The docs of a sidebar in reading order, each with the label of the deepest category that
 * holds it (so a card can say "Components"). A category's own doc (its link) comes first.
 */
function sidebarEntries(items: SidebarItem[], category?: string): SidebarEntry[] {
  return items.flatMap((item): SidebarEntry[] => {
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' && item.link.id ? [{docId: item.link.id, category: item.label}] : [];
      return [...link, ...sidebarEntries(item.items ?? [], item.label)];
    }
    return (item.type === 'doc' || item.type === 'ref') && item.id ? [{docId: item.id, category}] : [];
  });
}

/** "Documentation", with the version when the instance has several ("Documentation 1.0"), and the category. */
function docSection(version: string | undefined, category: string | undefined): string {
  const docs = version ? `${DOCS_SECTION} ${version}` : DOCS_SECTION;
  return category ? `${docs} · ${category}` : docs;
}

function docPages(allContent: AllContent): SitePage[] {
  return pluginInstancesById<DocsContent>(allContent, 'docusaurus-plugin-content-docs').flatMap(([id, content]) => {
    const scope = instanceScope(id, DOCS_SECTION);
    const versions = content.loadedVersions ?? [];
    let versionStart = 0;
    return versions.flatMap((loaded) => {
      const version = versions.length > 1 ? loaded.label : undefined;
      const entries = Object.values(loaded.sidebars ?? {}).flatMap((items) => sidebarEntries(items));
      const start = versionStart;
      versionStart += entries.length;
      return (loaded.docs ?? []).map((doc) => {
        const sidebarIndex = entries.findIndex((entry) => entry.docId === doc.id);
        const category = entries[sidebarIndex]?.category;
        return {
          kind: 'doc' as const,
          permalink: doc.permalink,
          title: doc.title,
          section: docSection(version, category),
          listed: !doc.unlisted,
          ownImage: Boolean(doc.frontMatter?.image),
          description: doc.description ?? '',
          category,
          sidebarIndex: sidebarIndex === -1 ? undefined : start + sidebarIndex,
          version,
          scope,
        };
      });
    });
  });
}

function blogPages(allContent: AllContent): SitePage[] {
  return pluginInstancesById<BlogContent>(allContent, 'docusaurus-plugin-content-blog').flatMap(([id, content]) =>
    (content.blogPosts ?? []).map(({metadata}) => ({
      scope: instanceScope(id, BLOG_SECTION),
      kind: 'blogPost' as const,
      permalink: metadata.permalink,
      title: metadata.title,
      section: BLOG_SECTION,
      listed: !metadata.unlisted,
      ownImage: Boolean(metadata.frontMatter?.image),
      description: metadata.description ?? '',
      date: metadata.date === undefined ? undefined : new Date(metadata.date).toISOString(),
    })),
  );
}

function standalonePages(allContent: AllContent, siteConfig: LoadContext['siteConfig']): SitePage[] {
  return pluginInstances<PageContent[]>(allContent, 'docusaurus-plugin-content-pages').flatMap((pages) =>
    (Array.isArray(pages) ? pages : []).map((page) => {
      const isHome = page.permalink === siteConfig.baseUrl;
      return {
        kind: isHome ? ('home' as const) : ('page' as const),
        permalink: page.permalink,
        // The home page's title is the site's own; other pages name themselves in front matter.
        title: isHome ? siteConfig.title : (page.frontMatter?.title ?? siteConfig.title),
        section: '',
        listed: !page.unlisted,
        ownImage: Boolean(page.frontMatter?.image),
        description: page.frontMatter?.description ?? '',
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
