/** theme-classic's blog post metadata, reduced to a marker that the wrapper rendered it. */
export default function BlogPostPageMetadata() {
  return <meta name="theme-classic" content="BlogPostPage/Metadata" />;
}
