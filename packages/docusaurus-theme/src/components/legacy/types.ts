import type {CSSProperties, ReactNode} from 'react';

/** The 0.x button variants; 1.0's `ButtonVariant` has the same three. */
export type HoverkraftActionVariant = 'primary' | 'secondary' | 'outline';
/** The 0.x button sizes; 1.0's `ButtonSize` adds 'sm'. */
export type HoverkraftActionSize = 'md' | 'lg';
type HoverkraftLinkTarget = '_blank' | '_self' | '_parent' | '_top';

type HoverkraftActionFields = {
  /** The visible label. */
  label: ReactNode;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** Visual weight. */
  variant?: HoverkraftActionVariant;
  /** Padding and font size. */
  size?: HoverkraftActionSize;
  /** Where the link opens. */
  target?: HoverkraftLinkTarget;
  /** The link's `rel`. */
  rel?: string;
  /** The accessible name. */
  ariaLabel?: string;
  /** The element's `id`. */
  id?: string;
};

/** A route of this site, or an external URL: exactly one of the two. */
type HoverkraftLink = {to: string; href?: never} | {href: string; to?: never};

/** A 0.x call to action as data; 1.0's `ButtonAction` accepts it as it is. */
export type HoverkraftAction = HoverkraftActionFields & HoverkraftLink;

/** @deprecated Use `ButtonProps` with `Button`. */
export type HoverkraftButtonProps = HoverkraftActionFields &
  HoverkraftLink & {
    /** Shown instead of `label` when given. */
    children?: ReactNode;
    /** Extra class names for the link. */
    className?: string;
  };

/** @deprecated Use `HeroProps` with `Hero`. */
export type HoverkraftHeroProps = {
  /** A short label above the title. */
  eyebrow?: string;
  /** The heading. */
  title: ReactNode;
  /** The supporting paragraph. */
  description?: ReactNode;
  /** Text after the title in the brand highlight; 1.0's `highlight`. */
  brandedText?: ReactNode;
  /** An image URL shown beside the text; 1.0's `image.src`. */
  supportingVisual?: string;
  /** The image's text alternative; 1.0's `image.alt`. */
  supportingVisualAlt?: string;
  /** Calls to action. */
  actions?: HoverkraftAction[];
  /** 'left' is 1.0's 'start'. */
  align?: 'left' | 'center';
  /** 'midnight' is 1.0's 'dark', 'daylight' its 'light'. */
  tone?: 'midnight' | 'daylight';
  /** The section's `id`. */
  id?: string;
  /** Extra class names for the section. */
  className?: string;
};

/** @deprecated Use the `highlight` prop of `Hero`. */
export type HoverkraftBrandHighlightProps = {
  /** The highlighted text. */
  children: ReactNode;
  /** Extra class names for the span. */
  className?: string;
};

/** @deprecated Use `Feature` with `FeatureGrid`. */
export type HoverkraftFeatureItem = {
  /** The item's `id`. */
  id?: string;
  /** A decorative icon. */
  icon?: ReactNode;
  /** A short label above the title. */
  eyebrow?: ReactNode;
  /** The feature's name. */
  title: ReactNode;
  /** One or two sentences about it. */
  description: ReactNode;
};

/** @deprecated Use `FeatureGridProps` with `FeatureGrid`. */
export type HoverkraftFeatureListProps = {
  /** The features, in reading order. */
  features: HoverkraftFeatureItem[];
  /** Alignment of each feature's content. */
  align?: 'start' | 'center';
  /** The narrowest a column may get, in pixels. */
  minColumnWidth?: number;
  /** Extra class names for the list. */
  className?: string;
  /** Inline styles for the list. */
  style?: CSSProperties;
};

/** @deprecated Use `ProjectCardProps` with `ProjectCard`. */
export type HoverkraftProjectCardProps = {
  /** The card's `id`. */
  id?: string;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
  /** The project's name. */
  title: ReactNode;
  /** An external URL for the title; 1.0's `href`. */
  titleHref?: string;
  /** A route of this site for the title; 1.0's `to`. */
  titleTo?: string;
  /** Where the title link opens; 1.0's `target`. */
  titleTarget?: HoverkraftLinkTarget;
  /** The title link's `rel`; 1.0's `rel`. */
  titleRel?: string;
  /** A short line under the title. */
  meta?: ReactNode;
  /** What the project does. */
  description: ReactNode;
  /** Keywords shown as tags. */
  tags?: ReactNode[];
  /** Calls to action. */
  actions?: HoverkraftAction[];
  /** The colour of the card's top edge. */
  accent?: 'primary' | 'neutral';
  /** Extra class names for the card. */
  className?: string;
};
