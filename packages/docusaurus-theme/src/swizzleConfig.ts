import type {SwizzleConfig} from '@docusaurus/types';

/**
 * What `docusaurus swizzle @hoverkraft/docusaurus-theme` may do with each component.
 * Wrapping adds markup around ours and is always safe; ejecting copies our source, which
 * then stops receiving fixes, so only the small presentational parts are safe to eject. A component
 * that imports "@hoverkraft/docusaurus-theme/client/internal" is never safe to eject: that entry is
 * outside semver, so any release may break the copy (test/packageEntries.test.ts checks this).
 * `swizzle --list` also offers each folder on the way to a component, for ejecting it whole;
 * the keys are sorted, so that a component is found at once.
 */
export function getSwizzleConfig(): SwizzleConfig {
  return {
    components: {
      BlogListPage: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: 'The blog index: an h1 with the blog title and description, then the posts.',
      },
      BlogPostItem: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects BlogPostItem/Header and BlogPostItem/Footer/ReadMoreLink. The post item itself is theme-classic's.",
      },
      'BlogPostItem/Footer': {
        actions: {eject: 'safe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects ReadMoreLink. The footer itself is theme-classic's.",
      },
      'BlogPostItem/Footer/ReadMoreLink': {
        actions: {eject: 'safe', wrap: 'safe'},
        description:
          'The "Read more" link under a post excerpt, with the post title in its text for assistive technology.',
      },
      'BlogPostItem/Header': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: "theme-classic's post header, followed by the CopyPage control on the post's own page.",
      },
      BlogPostPage: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects BlogPostPage/Metadata. The post page itself is theme-classic's.",
      },
      'BlogPostPage/Metadata': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's blog post metadata, plus og:image and twitter:image naming the post's social card.",
      },
      BlogTagsListPage: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: "theme-classic's list of blog tags, with a meta description.",
      },
      CodeBlock: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's code block without its remount after hydration (the markup no longer depends on the colour mode); live blocks go to @theme/LiveCodeBlock.",
      },
      'CodeBlock/Content': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's highlighted lines, kept from the server's HTML when the page hydrates instead of tokenised again.",
      },
      'CodeBlock/Layout': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's code block layout, after the notation comments (`// [!code ++]`...) are read: the lines and Copy see the code without them.",
      },
      'CodeBlock/Line': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: "theme-classic's code line, with the sign and the words that announce an added or removed line.",
      },
      ColorModeToggle: {
        actions: {eject: 'safe', wrap: 'safe'},
        description: "theme-classic's colour-mode toggle, kept out of sight until the page has hydrated.",
      },
      CopyPage: {
        actions: {eject: 'safe', wrap: 'safe'},
        description: '"Copy page" and "View as Markdown": copies the page\'s Markdown twin to the clipboard.',
      },
      DocRoot: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's doc root; when the build renders the pages, it is given only the doc at the location instead of trying every doc of the version.",
      },
      DocItem: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects DocItem/Content and DocItem/Metadata. The doc item itself is theme-classic's.",
      },
      'DocItem/Content': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: "theme-classic's doc content, with the CopyPage control above the title.",
      },
      'DocItem/Metadata': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: "theme-classic's doc metadata, plus og:image and twitter:image naming the doc's social card.",
      },
      DocSidebarItem: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects DocSidebarItem/Category and DocSidebarItem/Link. The sidebar item itself is theme-classic's.",
      },
      'DocSidebarItem/Category': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's sidebar category, with the badge of its customProps.badge after the label and in the link's name.",
      },
      'DocSidebarItem/Link': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's sidebar link, with the badge of its customProps.badge after the label and in the link's name.",
      },
      Footer: {
        actions: {eject: 'safe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects Footer/Layout. The footer itself is theme-classic's.",
      },
      'Footer/Layout': {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'The footer shell: brand row, link columns or row, logo and copyright.',
      },
      Layout: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: 'The page shell of every page, with the brand wrapper class.',
      },
      Logo: {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'The navbar logo: the site logo if configured, otherwise the Hoverkraft mark.',
      },
      MDXComponents: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-classic's Markdown elements, with the accessible list items and tables and the zoomable images below, and Mermaid diagrams that zoom.",
      },
      'MDXComponents/Img': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          'A Markdown image that opens enlarged in the zoom dialog on a click, Enter or Space (not in a link or under data-zoom="false").',
      },
      'MDXComponents/Li': {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'A Markdown list item; a task-list item labels its checkbox with its text.',
      },
      'MDXComponents/Table': {
        actions: {eject: 'safe', wrap: 'safe'},
        description: 'A Markdown table that joins the tab order when it scrolls sideways.',
      },
      Navbar: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects Navbar/MobileSidebar/Layout. The navbar itself is theme-classic's.",
      },
      'Navbar/MobileSidebar': {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects Navbar/MobileSidebar/Layout. The mobile menu itself is theme-classic's.",
      },
      'Navbar/MobileSidebar/Layout': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          'The mobile menu as a modal dialog: named, focus kept inside while open, Escape to close, the page behind inert.',
      },
      NavbarItem: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects NavbarItem/DocNavbarItem and NavbarItem/DocSidebarNavbarItem. The navbar item itself is theme-classic's.",
      },
      'NavbarItem/DocNavbarItem': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          'The navbar item of type "doc": theme-classic\'s in the browser; the build renders a copy that finds the doc at the location in one step instead of trying every doc of the version.',
      },
      'NavbarItem/DocSidebarNavbarItem': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          'The navbar item of type "docSidebar": theme-classic\'s in the browser; the build renders a copy that finds the doc at the location in one step instead of trying every doc of the version.',
      },
      NotFound: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects NotFound/Content and NotFound/Page. The page around them is theme-classic's.",
      },
      'NotFound/Content': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          'The "page not found" content: loads NotFound/Page in a chunk of its own, so that the doc pages, whose layout renders this component for an unknown route, do not carry it, and keeps the server\'s page while the browser hydrates 404.html and that chunk is on its way. Customise NotFound/Page instead.',
      },
      'NotFound/Page': {
        actions: {eject: 'safe', wrap: 'safe'},
        description:
          'The designed "page not found" page: a search field that opens the search page (a plain form) and links to the home page and the docs.',
      },
      Playground: {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "A folder, not a component: ejecting it ejects Playground/Provider. The rest of the playground is theme-live-codeblock's.",
      },
      'Playground/Provider': {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "theme-live-codeblock's playground provider, whose first run of each example waits for an idle moment after the page has loaded.",
      },
      SearchBar: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: 'The navbar search box: a button and a dialog searching the Pagefind index as you type.',
      },
      SearchPage: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description: 'The full search results page at /search?q=.',
      },
      SocialCardMetadata: {
        actions: {eject: 'unsafe', wrap: 'safe'},
        description:
          "The og:image and twitter:image tags naming a page's generated social card, from its route path; the home page's in the layout.",
      },
      'prism-include-languages': {
        actions: {eject: 'unsafe', wrap: 'forbidden'},
        description:
          "Not a component: theme-classic's loader of themeConfig.prism.additionalLanguages, run when prism-react-renderer first defines its grammars (on first use, once the theme's build step has made them lazy).",
      },
    },
  };
}
