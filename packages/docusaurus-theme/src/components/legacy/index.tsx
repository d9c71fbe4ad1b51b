/**
 * The 0.x component names, kept so that sites written for 0.x build unchanged. Each one maps its
 * props onto the 1.0 component that does the same job and renders that: one implementation of
 * each look. The types live in ./types.ts; the upgrade guide is website/docs/migration.md.
 */
import type {ReactNode} from 'react';
import type {ButtonAction} from '../Button/actions';
import Button from '../Button/index';
import FeatureGrid from '../FeatureGrid/index';
import Hero, {BrandHighlight} from '../Hero/index';
import ProjectCard from '../ProjectCard/index';
import {assertOneOf, propError} from '../propError';
import {noteDeprecated} from './deprecation';
import type {
  HoverkraftAction,
  HoverkraftBrandHighlightProps,
  HoverkraftButtonProps,
  HoverkraftFeatureListProps,
  HoverkraftHeroProps,
  HoverkraftProjectCardProps,
} from './types';

const ACTION_VARIANTS = ['primary', 'secondary', 'outline'] as const;
const ACTION_SIZES = ['md', 'lg'] as const;

/** 0.x opened an `href` in the current tab unless `target` said otherwise; 1.0 opens a new one. */
function sameTabUnlessTold<T extends {href?: string; target?: string}>(link: T): T {
  return link.href !== undefined && link.target === undefined ? {...link, target: '_self'} : link;
}

function checkLink(component: string, to: string | undefined, href: string | undefined, names = ['to', 'href']) {
  const [toName, hrefName] = names;
  if ((to === undefined) === (href === undefined)) {
    throw propError(
      component,
      `pass exactly one of "${toName}" (a page of this site, e.g. "/docs/intro") or "${hrefName}" (an external URL), got ${toName}=${JSON.stringify(to)} and ${hrefName}=${JSON.stringify(href)}.`,
    );
  }
}

function toButtonActions(component: string, actions: HoverkraftAction[] | undefined): ButtonAction[] | undefined {
  if (actions === undefined) {
    return undefined;
  }
  if (!Array.isArray(actions)) {
    throw propError(
      component,
      `actions must be an array of {label, to | href, variant?, size?, icon?, target?, rel?, ariaLabel?, id?}, got ${typeof actions}.`,
    );
  }
  return actions.map((action, index) => {
    checkLink(component, action?.to, action?.href, [`actions[${index}].to`, `actions[${index}].href`]);
    if (action.size !== undefined) {
      assertOneOf(component, `actions[${index}].size`, action.size, ACTION_SIZES);
    }
    return sameTabUnlessTold(action);
  });
}

/** @deprecated The 0.x name of `Button`. */
export function HoverkraftButton({
  label,
  children,
  to,
  href,
  target,
  size,
  variant,
  ...rest
}: HoverkraftButtonProps): ReactNode {
  noteDeprecated('HoverkraftButton', 'Button');
  checkLink('HoverkraftButton', to, href);
  if (size !== undefined) {
    assertOneOf('HoverkraftButton', 'size', size, ACTION_SIZES);
  }
  if (variant !== undefined) {
    assertOneOf('HoverkraftButton', 'variant', variant, ACTION_VARIANTS);
  }
  const link = sameTabUnlessTold({to, href, target});
  return (
    <Button {...rest} {...link} size={size} variant={variant}>
      {children ?? label}
    </Button>
  );
}

/** @deprecated Pass the text to the `highlight` prop of `Hero`. */
export function HoverkraftBrandHighlight({children, className}: HoverkraftBrandHighlightProps): ReactNode {
  noteDeprecated('HoverkraftBrandHighlight', 'the highlight prop of Hero');
  if (children === undefined || children === null || (typeof children === 'string' && children.trim() === '')) {
    return null;
  }
  return <BrandHighlight className={className}>{children}</BrandHighlight>;
}

/** @deprecated The 0.x name of `Hero`. */
export function HoverkraftHero({
  brandedText,
  supportingVisual,
  supportingVisualAlt = '',
  actions,
  align = 'left',
  tone = 'midnight',
  ...rest
}: HoverkraftHeroProps): ReactNode {
  noteDeprecated('HoverkraftHero', 'Hero');
  assertOneOf('HoverkraftHero', 'align', align, ['left', 'center']);
  assertOneOf('HoverkraftHero', 'tone', tone, ['midnight', 'daylight']);
  if (supportingVisual !== undefined && typeof supportingVisual !== 'string') {
    throw propError(
      'HoverkraftHero',
      `supportingVisual must be an image URL such as "/img/hero.svg", got ${JSON.stringify(supportingVisual)}.`,
    );
  }
  const image = supportingVisual?.trim() ? {src: supportingVisual, alt: supportingVisualAlt} : undefined;
  return (
    <Hero
      {...rest}
      highlight={brandedText}
      image={image}
      actions={toButtonActions('HoverkraftHero', actions)}
      align={align === 'left' ? 'start' : 'center'}
      tone={tone === 'midnight' ? 'dark' : 'light'}
    />
  );
}

/** @deprecated The 0.x name of `FeatureGrid`. */
export function HoverkraftFeatureList({minColumnWidth, align, ...rest}: HoverkraftFeatureListProps): ReactNode {
  noteDeprecated('HoverkraftFeatureList', 'FeatureGrid');
  if (align !== undefined) {
    assertOneOf('HoverkraftFeatureList', 'align', align, ['start', 'center']);
  }
  if (minColumnWidth !== undefined && !(typeof minColumnWidth === 'number' && minColumnWidth > 0)) {
    throw propError(
      'HoverkraftFeatureList',
      `minColumnWidth must be a number of pixels, such as 260, got ${JSON.stringify(minColumnWidth)}.`,
    );
  }
  return <FeatureGrid {...rest} align={align} minColumnWidth={minColumnWidth} />;
}

/** @deprecated The 0.x name of `ProjectCard`. */
export function HoverkraftProjectCard({
  titleHref,
  titleTo,
  titleTarget,
  titleRel,
  accent,
  actions,
  ...rest
}: HoverkraftProjectCardProps): ReactNode {
  noteDeprecated('HoverkraftProjectCard', 'ProjectCard');
  if (titleHref !== undefined && titleTo !== undefined) {
    checkLink('HoverkraftProjectCard', titleTo, titleHref, ['titleTo', 'titleHref']);
  }
  if (accent !== undefined) {
    assertOneOf('HoverkraftProjectCard', 'accent', accent, ['primary', 'neutral']);
  }
  return (
    <ProjectCard
      {...rest}
      to={titleTo}
      href={titleHref}
      target={titleTarget}
      rel={titleRel}
      accent={accent}
      actions={toButtonActions('HoverkraftProjectCard', actions)}
    />
  );
}
