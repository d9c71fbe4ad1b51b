import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

type PageContent = (() => ReactNode) & {metadata?: unknown; frontMatter?: unknown; toc?: unknown};

/** What theme-classic's MDXPage receives, captured to look at the content it is handed. */
const handed: {content?: PageContent; props?: Record<string, unknown>} = {};

// theme-classic's MDXPage, reduced to what matters here: it renders the content it is given
// inside its <article>, and reads the page's metadata from that same content.
vi.mock('@theme-original/MDXPage', () => ({
  default: (props: {content: PageContent} & Record<string, unknown>) => {
    handed.content = props.content;
    handed.props = props;
    return createElement('article', null, createElement(props.content));
  },
}));

const {default: MDXPage} = await import('../src/theme/MDXPage');

/** The body of a compiled Markdown page. */
function ReleaseNotes(): ReactNode {
  return createElement('h2', null, 'Release 1.0');
}

/** A compiled Markdown page as the MDX loader makes it: a component with its data as properties. */
function markdownPage(): PageContent {
  // A copy per page, as each compiled page is a component of its own.
  return Object.assign((() => ReleaseNotes()) as () => ReactNode, {
    metadata: {title: 'Changelog', permalink: '/changelog', source: '@site/src/pages/changelog.mdx'},
    frontMatter: {title: 'Changelog', description: 'Every release'},
    toc: [{value: 'Release 1.0', id: 'release-10', level: 2}],
    assets: {},
  });
}

describe('MDXPage, as this site wraps it', () => {
  it('renders a Markdown page inside a markdown block, so the page gets the prose styles of a doc', () => {
    const html = renderToStaticMarkup(createElement(MDXPage, {content: markdownPage()} as never));
    expect(html, 'the page content should sit in <div class="markdown"> inside the article').toBe(
      '<article><div class="markdown"><h2>Release 1.0</h2></div></article>',
    );
  });

  it("keeps the page's metadata, front matter and table of contents on the content it hands on", () => {
    const content = markdownPage();
    renderToStaticMarkup(createElement(MDXPage, {content, extra: 'kept'} as never));
    expect(handed.content?.metadata).toBe(content.metadata);
    expect(handed.content?.frontMatter).toBe(content.frontMatter);
    expect(handed.content?.toc).toBe(content.toc);
    expect(handed.props?.extra, "the page's other props should reach theme-classic's MDXPage").toBe('kept');
  });
});
