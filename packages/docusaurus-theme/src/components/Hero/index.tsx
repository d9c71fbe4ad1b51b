import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import {type ButtonAction, renderActions} from '../Button/actions';
import {assertNode, assertOneOf, assertString, propError} from '../propError';
import styles from './styles.module.css';

export const HERO_ALIGNS = ['start', 'center'] as const;
export const HERO_TONES = ['light', 'dark'] as const;
export const HERO_HEADING_LEVELS = [1, 2] as const;
export type HeroAlign = (typeof HERO_ALIGNS)[number];
export type HeroTone = (typeof HERO_TONES)[number];

/** An illustration shown beside the hero text. */
export type HeroImage = {
  /** Image URL; site-relative paths get the base URL. */
  src: string;
  /** Text alternative; pass "" only when the image is purely decorative. */
  alt: string;
  /** Intrinsic width in pixels, reserved before the image loads; give it with `height`. */
  width?: number;
  /** Intrinsic height in pixels, reserved before the image loads; give it with `width`. */
  height?: number;
};

export type HeroProps = {
  /** The heading. */
  title: ReactNode;
  /** Brand text shown after the title in the accent colour. */
  highlight?: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  /** The supporting paragraph under the title. */
  description?: ReactNode;
  /** An illustration beside the text, loaded eagerly with its size reserved. */
  image?: HeroImage;
  /** Calls to action: Buttons, or a list of action objects rendered as large Buttons. */
  actions?: ReactNode | ButtonAction[];
  /** Alignment of the text block. @defaultValue 'center' */
  align?: HeroAlign;
  /** 'light' follows the colour mode; 'dark' is the brand's dark band in both modes. @defaultValue 'light' */
  tone?: HeroTone;
  /** The heading level of the title: 1 on a landing page, 2 inside a document. @defaultValue 1 */
  headingLevel?: 1 | 2;
  /** The section's `id`, for in-page links. */
  id?: string;
  /** Extra class names for the section. */
  className?: string;
};

function hasActions(actions: HeroProps['actions']): boolean {
  return Array.isArray(actions) ? actions.length > 0 : Boolean(actions);
}

function checkImage(image: HeroImage | undefined): void {
  if (image === undefined) {
    return;
  }
  assertString('Hero', 'image.src', image.src, {required: true});
  if (typeof image.alt !== 'string') {
    throw propError(
      'Hero',
      'image.alt is required: describe the image for readers who cannot see it, or pass alt="" if it is decorative.',
    );
  }
  if (image.width === undefined && image.height === undefined) {
    return;
  }
  for (const side of ['width', 'height'] as const) {
    const value = image[side];
    if (!(typeof value === 'number' && Number.isFinite(value) && value > 0)) {
      throw propError(
        'Hero',
        `image.${side} must be the image's intrinsic ${side} in pixels (a positive number), got ${JSON.stringify(value)}. Give width and height together: they reserve the space so the page does not shift.`,
      );
    }
  }
}

/** Text in the brand's accent colour: the Hero's `highlight`, and the 0.x brand highlight. */
export function BrandHighlight({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return <span className={clsx(styles.highlight, className)}>{children}</span>;
}

/** The opening section of a landing page: eyebrow, title, description, actions and image. */
export default function Hero({
  title,
  highlight,
  eyebrow,
  description,
  image,
  actions,
  align = 'center',
  tone = 'light',
  headingLevel = 1,
  id,
  className,
}: HeroProps): ReactNode {
  assertNode('Hero', 'title', title, {required: true});
  assertNode('Hero', 'highlight', highlight);
  assertNode('Hero', 'eyebrow', eyebrow);
  assertNode('Hero', 'description', description);
  assertString('Hero', 'id', id);
  assertOneOf('Hero', 'align', align, HERO_ALIGNS);
  assertOneOf('Hero', 'tone', tone, HERO_TONES);
  assertOneOf('Hero', 'headingLevel', headingLevel, HERO_HEADING_LEVELS);
  checkImage(image);
  const imageSrc = useBaseUrl(image?.src ?? '');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section
      className={clsx(styles.hero, styles[tone], styles[align], image && styles.withImage, className)}
      data-tone={tone}
      id={id}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading className={styles.title}>
            {title}
            {highlight && (
              <>
                {' '}
                <BrandHighlight>{highlight}</BrandHighlight>
              </>
            )}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
          {hasActions(actions) && <div className={styles.actions}>{renderActions('Hero', actions, {size: 'lg'})}</div>}
        </div>
        {image && (
          <img
            className={styles.image}
            src={imageSrc}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="eager"
            decoding="async"
          />
        )}
      </div>
    </section>
  );
}
