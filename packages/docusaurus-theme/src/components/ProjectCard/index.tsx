import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {isValidElement, type ReactNode} from 'react';
import {type ButtonAction, renderActions} from '../Button/actions';
import {LINK_TARGETS, type LinkTarget} from '../Button/index';
import {NewTabNote, useLinkBehaviour} from '../links';
import {assertNode, assertOneOf, assertSingleLink, assertString, propError} from '../propError';
import styles from './styles.module.css';

export const PROJECT_CARD_ACCENTS = ['primary', 'secondary', 'neutral'] as const;
export const PROJECT_CARD_HEADING_LEVELS = [2, 3, 4] as const;
export type ProjectCardAccent = (typeof PROJECT_CARD_ACCENTS)[number];

/**
 * `Title` is `string` by default, so that a list of cards typed `ProjectCardProps[]` can use the
 * title as a React key; the component itself also takes an element, as 0.x did.
 */
export type ProjectCardProps<Title extends ReactNode = string> = {
  /** The project's name, rendered as the card heading. */
  title: Title;
  /** A route of this site that the title links to. */
  to?: string;
  /** A URL outside the router that the title links to; an http(s) URL of another site opens in a new tab unless `target` says otherwise. */
  href?: string;
  /** Where the title link opens: '_blank' is the default for an `href` to another site, the current tab otherwise. */
  target?: LinkTarget;
  /** The title link's `rel`; without it, a link that opens in a new tab gets 'noopener noreferrer'. */
  rel?: string;
  /** A decorative icon beside the title, hidden from assistive technology. */
  icon?: ReactNode;
  /** A short line under the title, such as the language, stars or last update. */
  meta?: ReactNode;
  /** What the project does. */
  description?: ReactNode;
  /** Keywords shown as a list of tags. */
  tags?: ReactNode[];
  /** Buttons or links at the bottom of the card, or a list of action objects rendered as outline Buttons. */
  actions?: ReactNode | ButtonAction[];
  /** The colour of the card's top edge. @defaultValue 'primary' */
  accent?: ProjectCardAccent;
  /** The heading level of the title. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  /** The card's `id`, for in-page links. */
  id?: string;
  /** Extra class names for the card. */
  className?: string;
};

type TitleLinkProps = Pick<ProjectCardProps<ReactNode>, 'title' | 'to' | 'href' | 'target' | 'rel'>;

function TitleLink({title, to, href, target, rel}: TitleLinkProps): ReactNode {
  const link = useLinkBehaviour({href, target, rel});
  if (to !== undefined) {
    return (
      <Link className={styles.titleLink} to={to} target={link.target} rel={link.rel}>
        {title}
        {link.opensNewTab && <NewTabNote />}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a className={styles.titleLink} href={href} target={link.target} rel={link.rel}>
        {title}
        {link.opensNewTab && <NewTabNote />}
      </a>
    );
  }
  return title;
}

function isEmpty(node: ReactNode): boolean {
  return (
    node === undefined || node === null || typeof node === 'boolean' || (typeof node === 'string' && node.trim() === '')
  );
}

function tagKey(tag: ReactNode, index: number): string | number {
  if (typeof tag === 'string' || typeof tag === 'number') {
    return `${tag}`;
  }
  return isValidElement(tag) && tag.key !== null ? tag.key : index;
}

/** A card that presents one project: icon, title link, meta, description, tags and actions. */
export default function ProjectCard({
  title,
  to,
  href,
  target,
  rel,
  icon,
  meta,
  description,
  tags,
  actions,
  accent = 'primary',
  headingLevel = 3,
  id,
  className,
}: ProjectCardProps<ReactNode>): ReactNode {
  if (isEmpty(title)) {
    throw propError('ProjectCard', `title must be a non-empty string or element, got ${JSON.stringify(title)}.`);
  }
  assertNode('ProjectCard', 'title', title);
  assertNode('ProjectCard', 'description', description);
  assertNode('ProjectCard', 'meta', meta);
  assertNode('ProjectCard', 'icon', icon);
  assertString('ProjectCard', 'to', to);
  assertString('ProjectCard', 'href', href);
  assertString('ProjectCard', 'id', id);
  assertSingleLink('ProjectCard', to, href);
  assertOneOf('ProjectCard', 'accent', accent, PROJECT_CARD_ACCENTS);
  assertOneOf('ProjectCard', 'headingLevel', headingLevel, PROJECT_CARD_HEADING_LEVELS);
  if (target !== undefined) {
    assertOneOf('ProjectCard', 'target', target, LINK_TARGETS);
  }
  if (tags !== undefined && !Array.isArray(tags)) {
    throw propError(
      'ProjectCard',
      `tags must be an array of strings or elements, such as ["TypeScript", "CLI"], got ${JSON.stringify(tags)}.`,
    );
  }
  tags?.forEach((tag, index) => {
    assertNode('ProjectCard', `tags[${index}]`, tag);
  });
  const Heading = `h${headingLevel}` as const;
  const shownTags = tags?.filter((tag) => !isEmpty(tag)) ?? [];
  const hasActions = Array.isArray(actions) ? actions.length > 0 : Boolean(actions);

  return (
    <article className={clsx(styles.card, styles[accent], className)} id={id}>
      <div className={styles.header}>
        {!isEmpty(icon) && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <Heading className={styles.title}>
          <TitleLink title={title} to={to} href={href} target={target} rel={rel} />
        </Heading>
      </div>
      {meta && <p className={styles.meta}>{meta}</p>}
      {description && <p className={styles.description}>{description}</p>}
      {shownTags.length > 0 && (
        <ul
          className={styles.tags}
          aria-label={translate({
            id: 'theme.hoverkraft.projectCard.tags',
            message: 'Tags',
            description: 'The accessible name of the list of tags on a project card',
          })}
        >
          {shownTags.map((tag, index) => (
            <li key={tagKey(tag, index)} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      {hasActions && (
        <div className={styles.actions}>{renderActions('ProjectCard', actions, {variant: 'outline'})}</div>
      )}
    </article>
  );
}
