import clsx from 'clsx';
import type {ReactNode} from 'react';
import {assertOneOf, propError} from '../invalidProp';
import badgeTypes from './badgeTypes.module.css';
import styles from './styles.module.css';

export const BADGE_TYPES = ['note', 'tip', 'success', 'caution', 'danger', 'version'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export type BadgeProps = {
  /** The label: a word or two, such as "New", "Beta" or "v1.2". */
  children: ReactNode;
  /** What the label says about the thing it marks, which sets its colour. @defaultValue 'note' */
  type?: BadgeType;
  /** Extra class names for the label. */
  className?: string;
};

function isEmpty(node: ReactNode): boolean {
  return node === undefined || node === null || typeof node === 'boolean' || (typeof node === 'string' && !node.trim());
}

/**
 * A small inline status label. It is a plain `<span>` of text, so inside a heading it reads as
 * part of the heading; the colour repeats what the words say and never replaces them. Its type
 * is the `data-hk-badge` attribute, whose colours badgeTypes.module.css gives, as to the sidebar's badges.
 */
export default function Badge({children, type = 'note', className}: BadgeProps): ReactNode {
  if (isEmpty(children)) {
    throw propError('Badge', 'children is required: write the label between the tags, as <Badge>New</Badge>.');
  }
  assertOneOf('Badge', 'type', type, BADGE_TYPES);
  return (
    <span className={clsx(styles.badge, badgeTypes.typed, className)} data-hk-badge={type} data-hk-mdx="Badge">
      {children}
    </span>
  );
}
