import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {assertOneOf, assertSingleLink, propError} from '../propError';
import styles from './styles.module.css';

export const PROJECT_CARD_ACCENTS = ['primary', 'secondary', 'neutral'] as const;
export const PROJECT_CARD_HEADING_LEVELS = [2, 3, 4] as const;
export type ProjectCardAccent = (typeof PROJECT_CARD_ACCENTS)[number];

export type ProjectCardProps = {
  /** The project's name, rendered as the card heading. */
  title: string;
  /** A route of this site that the title links to. */
  to?: string;
  /** An external URL that the title links to; opens in a new tab. */
  href?: string;
  /** A short line above the description, such as the language or licence. */
  meta?: ReactNode;
  /** What the project does. */
  description?: ReactNode;
  /** Keywords shown as a list of tags. */
  tags?: string[];
  /** Buttons or links at the bottom of the card. */
  actions?: ReactNode;
  /** The colour of the card's top edge. @defaultValue 'primary' */
  accent?: ProjectCardAccent;
  /** The heading level of the title. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the card. */
  className?: string;
};

function TitleLink({title, to, href}: Pick<ProjectCardProps, 'title' | 'to' | 'href'>): ReactNode {
  if (to !== undefined) {
    return (
      <Link className={styles.titleLink} to={to}>
        {title}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a className={styles.titleLink} href={href} target="_blank" rel="noopener noreferrer">
        {title}
        <span className="hk-visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return title;
}

/** A card that presents one project: title link, meta, description, tags and actions. */
export default function ProjectCard({
  title,
  to,
  href,
  meta,
  description,
  tags,
  actions,
  accent = 'primary',
  headingLevel = 3,
  className,
}: ProjectCardProps): ReactNode {
  if (typeof title !== 'string' || title.trim() === '') {
    throw propError('ProjectCard', `title must be a non-empty string, got ${JSON.stringify(title)}.`);
  }
  assertSingleLink('ProjectCard', to, href);
  assertOneOf('ProjectCard', 'accent', accent, PROJECT_CARD_ACCENTS);
  assertOneOf('ProjectCard', 'headingLevel', headingLevel, PROJECT_CARD_HEADING_LEVELS);
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'))) {
    throw propError('ProjectCard', `tags must be an array of strings, got ${JSON.stringify(tags)}.`);
  }
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={clsx(styles.card, styles[accent], className)}>
      <Heading className={styles.title}>
        <TitleLink title={title} to={to} href={href} />
      </Heading>
      {meta && <p className={styles.meta}>{meta}</p>}
      {description && <p className={styles.description}>{description}</p>}
      {tags && tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
