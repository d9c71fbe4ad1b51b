import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMetadata from '@theme/SocialCardMetadata';
import InitBlogPostPageMetadata from '@theme-init/BlogPostPage/Metadata';
import type {ReactNode} from 'react';

/**
 * theme-classic's blog post metadata, plus the post's social card: og:image names the card drawn
 * for this post's route path. A post whose front matter sets `image` keeps it and gets no card.
 */
export default function BlogPostPageMetadata(): ReactNode {
  const {metadata, assets} = useBlogPost();
  const ownImage = assets.image ?? metadata.frontMatter.image;
  return (
    <>
      <InitBlogPostPageMetadata />
      {ownImage ? null : <SocialCardMetadata permalink={metadata.permalink} />}
    </>
  );
}
