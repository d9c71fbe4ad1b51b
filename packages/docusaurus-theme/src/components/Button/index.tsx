import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {MouseEventHandler, ReactNode} from 'react';
import {NewTabNote, useLinkBehaviour} from '../links';
import {assertNode, assertOneOf, assertSingleLink, assertString} from '../propError';
import styles from './styles.module.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export const LINK_TARGETS = ['_blank', '_self', '_parent', '_top'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type LinkTarget = (typeof LINK_TARGETS)[number];

export type ButtonProps = {
  /** The visible label. */
  children: ReactNode;
  /** Visual weight: primary for the main action, secondary for the brand accent, outline for the rest. @defaultValue 'primary' */
  variant?: ButtonVariant;
  /** Padding and font size. @defaultValue 'md' */
  size?: ButtonSize;
  /** A decorative icon before the label, hidden from assistive technology. */
  icon?: ReactNode;
  /** A route of this site; rendered through Docusaurus Link, so it gets the base URL and prefetching. */
  to?: string;
  /** A URL outside the router; an http(s) URL of another site opens in a new tab with rel="noopener noreferrer" unless `target` says otherwise. */
  href?: string;
  /** Where a link opens: '_blank' is the default for an `href` to another site, the current tab otherwise. */
  target?: LinkTarget;
  /** The link's `rel`; without it, a link that opens in a new tab gets 'noopener noreferrer'. */
  rel?: string;
  /** The accessible name, when the visible label alone does not say enough. */
  ariaLabel?: string;
  /** The element's `id`, for anchors and analytics. */
  id?: string;
  /** Click handler; without `to` or `href` the component renders a `<button>`. */
  onClick?: MouseEventHandler<HTMLElement>;
  /** The `type` of the rendered `<button>` when there is no link. @defaultValue 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Extra class names for the element. */
  className?: string;
};

/** A call to action in the brand style, as a link or as a button. */
export default function Button({
  children,
  variant = 'primary',
  size = 'md',
  icon,
  to,
  href,
  target,
  rel,
  ariaLabel,
  id,
  onClick,
  type = 'button',
  className,
}: ButtonProps): ReactNode {
  assertNode('Button', 'children', children);
  assertNode('Button', 'icon', icon);
  assertString('Button', 'to', to);
  assertString('Button', 'href', href);
  assertString('Button', 'id', id);
  assertSingleLink('Button', to, href);
  assertOneOf('Button', 'variant', variant, BUTTON_VARIANTS);
  assertOneOf('Button', 'size', size, BUTTON_SIZES);
  if (target !== undefined) {
    assertOneOf('Button', 'target', target, LINK_TARGETS);
  }
  const link = useLinkBehaviour({href, target, rel});
  const classes = clsx(styles.button, styles[variant], styles[size], className);
  const isLink = to !== undefined || href !== undefined;
  const content = (
    <>
      {icon !== undefined && icon !== null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
      {isLink && link.opensNewTab && <NewTabNote />}
    </>
  );
  // The attributes that a Link and an <a> share, after their `to` or `href`.
  const linkAttributes = {id, target: link.target, rel: link.rel, 'aria-label': ariaLabel, onClick};

  if (to !== undefined) {
    return (
      <Link className={classes} to={to} {...linkAttributes}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a className={classes} href={href} {...linkAttributes}>
        {content}
      </a>
    );
  }
  return (
    <button className={classes} type={type} id={id} aria-label={ariaLabel} onClick={onClick}>
      {content}
    </button>
  );
}
