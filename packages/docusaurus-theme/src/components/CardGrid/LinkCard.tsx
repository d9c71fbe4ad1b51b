import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {NewTabNote, useLinkBehaviour} from '../links';
import {assertNode, assertOneOf, assertSingleLink, assertString, propError} from '../propError';
import styles from './styles.module.css';

export const LINK_CARD_HEADING_LEVELS = [2, 3, 4] as const;

export type LinkCardProps = {
  /** The card's title: its heading, and the name of its one link. */
  title: string;
  /** A route of this site that the card links to. */
  to?: string;
  /** A URL outside the router that the card links to; another site's opens in a new tab. */
  href?: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** A decorative icon before the title, hidden from assistive technology. */
  icon?: ReactNode;
  /** The heading level of the title. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  /** The heading's `id`, for in-page links and the table of contents. */
  id?: string;
  /** Extra class names for the card. */
  className?: string;
};

/**
 * A card that is one link. The link is the title's own `<a>`, and a pseudo-element stretches it
 * over the card, so the whole card is clickable while the link's name stays the title alone and
 * the description is read as text after it.
 */
export default function LinkCard({
  title,
  to,
  href,
  description,
  icon,
  headingLevel = 3,
  id,
  className,
}: LinkCardProps): ReactNode {
  if (typeof title !== 'string' || title.trim() === '') {
    throw propError('LinkCard', `title must be a non-empty string, got ${JSON.stringify(title)}.`);
  }
  assertString('LinkCard', 'to', to);
  assertString('LinkCard', 'href', href);
  assertSingleLink('LinkCard', to, href);
  if (to === undefined && href === undefined) {
    throw propError('LinkCard', `"${title}" needs a link: give it to (a page of this site) or href (an external URL).`);
  }
  assertNode('LinkCard', 'description', description);
  assertNode('LinkCard', 'icon', icon);
  assertOneOf('LinkCard', 'headingLevel', headingLevel, LINK_CARD_HEADING_LEVELS);
  assertString('LinkCard', 'id', id);
  const link = useLinkBehaviour({href});
  // The build's broken-anchor check knows only the ids components report: a link to a card's
  // heading (the table of contents' entries from cardGridToc) would be reported as broken.
  useBrokenLinks().collectAnchor(id);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.card, className)} data-hk-mdx="LinkCard">
      {icon !== undefined && icon !== null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title} id={id}>
        {to !== undefined ? (
          <Link className={styles.link} to={to}>
            {title}
          </Link>
        ) : (
          <a className={styles.link} href={href} target={link.target} rel={link.rel}>
            {title}
            {link.opensNewTab && <NewTabNote />}
          </a>
        )}
      </Heading>
      {description !== undefined && description !== null && <div className={styles.description}>{description}</div>}
    </div>
  );
}
