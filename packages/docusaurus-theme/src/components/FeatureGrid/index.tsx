import clsx from 'clsx';
import type {CSSProperties, ReactNode} from 'react';
import {assertNode, assertOneOf, assertString, describeValue, propError} from '../propError';
import styles from './styles.module.css';

export const FEATURE_GRID_ALIGNS = ['start', 'center'] as const;
export const FEATURE_HEADING_LEVELS = [2, 3, 4] as const;
export type FeatureGridAlign = (typeof FEATURE_GRID_ALIGNS)[number];

/** One cell of a FeatureGrid. */
export type Feature = {
  /** The feature's name, rendered as a heading. */
  title: ReactNode;
  /** One or two sentences about it. */
  description: ReactNode;
  /** A decorative icon, hidden from assistive technology. */
  icon?: ReactNode;
  /** A short label above the title, in small uppercase accent text. */
  eyebrow?: ReactNode;
  /** The item's `id`, for in-page links; also its React key. */
  id?: string;
};

export type FeatureGridProps = {
  /** The features, in reading order. */
  features: Feature[];
  /** Alignment of each feature's content. @defaultValue 'start' */
  align?: FeatureGridAlign;
  /** The narrowest a column may get before the grid wraps: a CSS length, or a number of pixels. @defaultValue '16rem' */
  minColumnWidth?: string | number;
  /** The heading level of each feature title. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the list. */
  className?: string;
  /** Inline styles for the list. */
  style?: CSSProperties;
};

const CSS_LENGTH = /^(0|\d*\.?\d+(px|rem|em|ch|vw|%))$/;

/** A responsive grid of product features with icon, title and description. */
export default function FeatureGrid({
  features,
  align = 'start',
  minColumnWidth = '16rem',
  headingLevel = 3,
  className,
  style,
}: FeatureGridProps): ReactNode {
  if (!Array.isArray(features)) {
    throw propError(
      'FeatureGrid',
      `features must be an array of { title, description, icon?, eyebrow?, id? }, got ${typeof features}.`,
    );
  }
  features.forEach((feature, index) => {
    const item = `features[${index}]`;
    if (feature === null || typeof feature !== 'object' || Array.isArray(feature)) {
      throw propError(
        'FeatureGrid',
        `${item} must be an object { title, description, icon?, eyebrow?, id? }, got ${describeValue(feature)}.`,
      );
    }
    assertNode('FeatureGrid', `${item}.title`, feature.title, {required: true});
    assertNode('FeatureGrid', `${item}.description`, feature.description);
    assertNode('FeatureGrid', `${item}.icon`, feature.icon);
    assertNode('FeatureGrid', `${item}.eyebrow`, feature.eyebrow);
    assertString('FeatureGrid', `${item}.id`, feature.id);
  });
  assertOneOf('FeatureGrid', 'align', align, FEATURE_GRID_ALIGNS);
  assertOneOf('FeatureGrid', 'headingLevel', headingLevel, FEATURE_HEADING_LEVELS);
  const columnWidth = typeof minColumnWidth === 'number' ? `${minColumnWidth}px` : minColumnWidth;
  if (typeof columnWidth !== 'string' || !CSS_LENGTH.test(columnWidth)) {
    throw propError(
      'FeatureGrid',
      `minColumnWidth must be a CSS length such as "16rem" or "240px", or a number of pixels, got ${JSON.stringify(minColumnWidth)}.`,
    );
  }
  const Heading = `h${headingLevel}` as const;
  const gridStyle = {...style, '--hk-feature-min-width': columnWidth} as CSSProperties;

  return (
    <ul className={clsx(styles.grid, styles[align], className)} style={gridStyle}>
      {features.map((feature, index) => (
        // The order is fixed by the author; an id, when given, is the better key.
        <li key={feature.id ?? index} id={feature.id} className={styles.feature}>
          {feature.eyebrow && <p className={styles.eyebrow}>{feature.eyebrow}</p>}
          {feature.icon && (
            <span className={styles.icon} aria-hidden="true">
              {feature.icon}
            </span>
          )}
          <Heading className={styles.title}>{feature.title}</Heading>
          <p className={styles.description}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
