import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useMarkdownTwinPath} from '@hoverkraft/docusaurus-theme/client';
import SocialCardMetadata from '@theme/SocialCardMetadata';
import InitDocItemMetadata from '@theme-init/DocItem/Metadata';
import type {ReactNode} from 'react';

/**
 * theme-classic's doc metadata, plus the doc's social card (og:image names the card drawn for
 * this doc's route path; a doc whose front matter sets `image` keeps that image and gets no card)
 * and, on a listed doc, a `rel="alternate"` link to its Markdown twin for agents that read HTML.
 */
export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const ownImage = assets.image ?? frontMatter.image;
  const twin = useMarkdownTwinPath(metadata.permalink);
  const twinLink = twin && !metadata.unlisted ? <link rel="alternate" type="text/markdown" href={twin} /> : null;
  return (
    <>
      <InitDocItemMetadata />
      {ownImage ? (
        twinLink && <Head>{twinLink}</Head>
      ) : (
        <SocialCardMetadata permalink={metadata.permalink}>{twinLink}</SocialCardMetadata>
      )}
    </>
  );
}
