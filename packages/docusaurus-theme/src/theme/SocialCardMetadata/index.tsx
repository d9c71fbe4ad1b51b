import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {SOCIAL_CARD_SIZE, useHoverkraftData} from '@hoverkraft/docusaurus-theme/client';
import type {ReactNode} from 'react';

/** A route path without a trailing slash (the home page keeps its own). */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The card URL the plugin published for a route path, whatever its trailing slash. */
export function cardForPath(cards: Record<string, string>, pathname: string): string | undefined {
  const wanted = withoutTrailingSlash(decodeURI(pathname));
  const match = Object.keys(cards).find((permalink) => withoutTrailingSlash(decodeURI(permalink)) === wanted);
  return match ? cards[match] : undefined;
}

/**
 * Points og:image and twitter:image at the page's own social card, drawn at build time, for
 * every doc, blog post and the home page. Other pages keep `themeConfig.image`; so does a page
 * whose front matter sets an `image` (its own metadata is rendered deeper and wins).
 */
export default function SocialCardMetadata(): ReactNode {
  const {socialCards} = useHoverkraftData();
  const {pathname} = useLocation();
  const card = cardForPath(socialCards, pathname);
  if (!card) {
    return null;
  }
  return (
    <Head>
      <meta property="og:image" content={card} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta name="twitter:image" content={card} />
    </Head>
  );
}
