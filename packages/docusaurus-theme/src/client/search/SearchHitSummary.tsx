import {Fragment, type ReactNode, useMemo} from 'react';
import {excerptParts} from './excerpt';
import styles from './styles.module.css';
import type {SearchHit} from './useSearch';

/** The excerpt of a result, with the words that matched highlighted. */
export function Excerpt({html}: {html: string}): ReactNode {
  const parts = useMemo(() => excerptParts(html), [html]);
  return parts.map((part, index) =>
    // Parts never move, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    part.highlighted ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}

/** A result's page title, where on the site and in the page it is, and the excerpt. */
export function SearchHitSummary({hit, titleAs: Title = 'span'}: {hit: SearchHit; titleAs?: 'span' | 'h2'}): ReactNode {
  const where = [hit.section, hit.heading].filter(Boolean).join(' › ');
  return (
    <>
      <Title className={styles.title}>{hit.title}</Title>
      {where && <span className={styles.where}>{where}</span>}
      <span className={styles.excerpt}>
        <Excerpt html={hit.excerpt} />
      </span>
    </>
  );
}
