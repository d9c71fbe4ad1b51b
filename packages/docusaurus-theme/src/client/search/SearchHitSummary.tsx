import {Fragment, type ReactNode, useMemo} from 'react';
import {type ExcerptPart, excerptParts} from './excerpt';
import styles from './styles.module.css';
import type {SearchHit, SearchHitSection} from './useSearch';

function ExcerptRun({part}: {part: ExcerptPart}): ReactNode {
  const text = part.code ? <code className={styles.code}>{part.text}</code> : part.text;
  return part.highlighted ? <mark>{text}</mark> : text;
}

/** The excerpt of a result, with the words that matched highlighted and code shown as code. */
export function Excerpt({html}: {html: string}): ReactNode {
  const parts = useMemo(() => excerptParts(html), [html]);
  return parts.map((part, index) => (
    // Parts never move, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      <ExcerptRun part={part} />
    </Fragment>
  ));
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

/** One of the sections listed under a result: its heading and its excerpt. */
export function SearchSectionSummary({section}: {section: SearchHitSection}): ReactNode {
  return (
    <>
      <span className={styles.sectionHeading}>{section.heading}</span>
      <span className={styles.sectionExcerpt}>
        <Excerpt html={section.excerpt} />
      </span>
    </>
  );
}
