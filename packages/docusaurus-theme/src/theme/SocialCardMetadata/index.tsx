import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {cardUrlForPermalink, SOCIAL_CARD_SIZE, useHoverkraftData} from '@hoverkraft/docusaurus-theme/client';
import type {Props} from '@theme/SocialCardMetadata';
import type {ReactNode} from 'react';

export type {Props};

/** A route path without its trailing slashes, so `/base` and `/base/` compare equal. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

/**
 * Points og:image and twitter:image at a page's social card, drawn at build time. Doc and blog
 * post metadata render it with their own permalink (unless their front matter sets an `image`,
 * which they keep); the layout renders it without one, which announces the home page's card on
 * the home page and nothing elsewhere, so other pages keep `themeConfig.image`. The card's URL
 * comes from the route path alone: no list of cards is shipped to the browser, only the list of
 * pages whose text the cards' fonts cannot draw (usually none), which keep `themeConfig.image`.
 * `children`, other head tags, share its `<Head>`: each `<Head>` costs every render a pass over all.
 */
export default function SocialCardMetadata({permalink, children}: Props): ReactNode {
  const {socialCards, homeSocialCard, pagesWithoutSocialCard = []} = useHoverkraftData();
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const isHome = withoutTrailingSlash(pathname) === withoutTrailingSlash(siteConfig.baseUrl);
  const page = permalink ?? (homeSocialCard && isHome ? siteConfig.baseUrl : undefined);
  if (
    !socialCards ||
    page === undefined ||
    pagesWithoutSocialCard.some((without) => withoutTrailingSlash(without) === withoutTrailingSlash(page))
  ) {
    return children ? <Head>{children}</Head> : null;
  }
  const card = cardUrlForPermalink(page, siteConfig);
  return (
    <Head>
      <meta property="og:image" content={card} />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta name="twitter:image" content={card} />
      {children}
    </Head>
  );
}
