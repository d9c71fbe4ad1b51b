import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useMarkdownTwinPath} from '@hoverkraft/docusaurus-theme/client';
import SocialCardMetadata from '@theme/SocialCardMetadata';
import InitBlogPostPageMetadata from '@theme-init/BlogPostPage/Metadata';
import type {ReactNode} from 'react';

/**
 * theme-classic's blog post metadata, plus the post's social card (og:image names the card drawn
 * for this post's route path; a post whose front matter sets `image` keeps it and gets no card)
 * and, on a listed post, a `rel="alternate"` link to its Markdown twin for agents that read HTML.
 */
export default function BlogPostPageMetadata(): ReactNode {
  const {metadata, assets} = useBlogPost();
  const ownImage = assets.image ?? metadata.frontMatter.image;
  const twin = useMarkdownTwinPath(metadata.permalink);
  const twinLink = twin && !metadata.unlisted ? <link rel="alternate" type="text/markdown" href={twin} /> : null;
  return (
    <>
      <InitBlogPostPageMetadata />
      {ownImage ? (
        twinLink && <Head>{twinLink}</Head>
      ) : (
        <SocialCardMetadata permalink={metadata.permalink}>{twinLink}</SocialCardMetadata>
      )}
    </>
  );
}
