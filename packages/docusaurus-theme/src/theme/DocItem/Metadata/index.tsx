import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMetadata from '@theme/SocialCardMetadata';
import InitDocItemMetadata from '@theme-init/DocItem/Metadata';
import type {ReactNode} from 'react';

/**
 * theme-classic's doc metadata, plus the doc's social card: og:image names the card drawn for
 * this doc's route path. A doc whose front matter sets `image` keeps that image and gets no card.
 */
export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <InitDocItemMetadata />
      {ownImage ? null : <SocialCardMetadata permalink={metadata.permalink} />}
    </>
  );
}
