import type {Props} from '@theme/MDXPage';
import OriginalMDXPage from '@theme-original/MDXPage';
import {type ReactNode, useMemo} from 'react';

type Content = Props['content'];

/**
 * theme-classic renders a Markdown page's content in a bare <article>, without the `markdown`
 * class that gives a doc its type scale and its underlined links: a page in src/pages would read
 * differently from a doc. The page's content is handed on inside a `markdown` div, with its
 * metadata, table of contents and front matter kept, so the page itself stays theme-classic's.
 */
function inMarkdownBlock(Content: Content): Content {
  const Wrapped = () => (
    <div className="markdown">
      <Content />
    </div>
  );
  return Object.assign(Wrapped, Content);
}

export default function MDXPage(props: Props): ReactNode {
  const content = useMemo(() => inMarkdownBlock(props.content), [props.content]);
  return <OriginalMDXPage {...props} content={content} />;
}
