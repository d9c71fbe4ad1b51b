import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {MouseEventHandler, ReactNode} from 'react';
import {assertOneOf, assertSingleLink} from '../propError';
import styles from './styles.module.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export type ButtonProps = {
  /** The visible label. */
  children: ReactNode;
  /** Visual weight: primary for the main action, secondary for the brand accent, outline for the rest. @defaultValue 'primary' */
  variant?: ButtonVariant;
  /** Padding and font size. @defaultValue 'md' */
  size?: ButtonSize;
  /** A route of this site; rendered through Docusaurus Link, so it gets the base URL and prefetching. */
  to?: string;
  /** An external URL; opens in a new tab with rel="noopener noreferrer". */
  href?: string;
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
  to,
  href,
  onClick,
  type = 'button',
  className,
}: ButtonProps): ReactNode {
  assertSingleLink('Button', to, href);
  assertOneOf('Button', 'variant', variant, BUTTON_VARIANTS);
  assertOneOf('Button', 'size', size, BUTTON_SIZES);
  const classes = clsx(styles.button, styles[variant], styles[size], className);

  if (to !== undefined) {
    return (
      <Link className={classes} to={to} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a className={classes} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <span className="hk-visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button className={classes} type={type} onClick={onClick}>
      {children}
    </button>
  );
}
