import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@theme/CopyPage';
import BlogPostItemHeader from '@theme-init/BlogPostItem/Header';
import type {ReactNode} from 'react';
import './styles.css';

/** theme-classic's post header, followed by the "Copy page" control on a listed post's own page. */
export default function BlogPostItemHeaderWithCopyPage(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <BlogPostItemHeader />
      {isBlogPostPage && !metadata.unlisted && <CopyPage permalink={metadata.permalink} />}
    </>
  );
}
