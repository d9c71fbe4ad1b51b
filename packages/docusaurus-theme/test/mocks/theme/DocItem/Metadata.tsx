/** theme-classic's doc metadata, reduced to a marker that the wrapper rendered it. */
export default function DocItemMetadata() {
  return <meta name="theme-classic" content="DocItem/Metadata" />;
}
