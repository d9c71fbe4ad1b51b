import clsx from 'clsx';
import type {CSSProperties, ReactNode} from 'react';
import {MARK_CORNER_RADIUS, MARK_CRAFT, MARK_SIZE, MARK_WAVE} from '../../shared/brand';
import {assertOneOf, propError} from '../invalidProp';
import styles from './styles.module.css';

export const LOGO_VARIANTS = ['full', 'mark'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

/** The brand name, shown as the wordmark and used as the default accessible name. */
export const BRAND_NAME = 'Hoverkraft';

export type LogoProps = {
  /** 'full' shows the mark and the wordmark; 'mark' shows the mark alone. @defaultValue 'full' */
  variant?: LogoVariant;
  /** Height of the mark in pixels; the wordmark scales with it. @defaultValue 32 */
  height?: number;
  /** Accessible name of the mark when shown alone; "" marks it as decorative. @defaultValue 'Hoverkraft' */
  title?: string;
  /** Extra class names for the wrapper. */
  className?: string;
};

/** The mark (shared/brand.ts). Colours are brand tokens, so it follows the colour mode. */
function Mark({label}: {label: string | undefined}): ReactNode {
  const a11y = label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true};
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-label when labelled, hidden otherwise
    <svg className={styles.mark} viewBox={`0 0 ${MARK_SIZE} ${MARK_SIZE}`} focusable="false" {...a11y}>
      <rect width={MARK_SIZE} height={MARK_SIZE} rx={MARK_CORNER_RADIUS} className={styles.markBackground} />
      <path
        d={MARK_CRAFT.d}
        className={styles.markForeground}
        strokeWidth={MARK_CRAFT.strokeWidth}
        strokeLinecap="round"
        fill="none"
      />
      <path
        d={MARK_WAVE.d}
        className={styles.markWave}
        strokeWidth={MARK_WAVE.strokeWidth}
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** The Hoverkraft logo. It follows the colour mode through CSS tokens, with no flash on load. */
export default function Logo({variant = 'full', height = 32, title = BRAND_NAME, className}: LogoProps): ReactNode {
  assertOneOf('Logo', 'variant', variant, LOGO_VARIANTS);
  if (!(Number.isFinite(height) && height > 0)) {
    throw propError('Logo', `height must be a positive number of pixels, got ${JSON.stringify(height)}.`);
  }
  const style = {'--hk-logo-height': `${height}px`} as CSSProperties;

  if (variant === 'mark') {
    return (
      <span className={clsx(styles.logo, className)} style={style}>
        <Mark label={title || undefined} />
      </span>
    );
  }
  return (
    <span className={clsx(styles.logo, className)} style={style}>
      <Mark label={undefined} />
      <span className={styles.wordmark}>{BRAND_NAME}</span>
    </span>
  );
}
