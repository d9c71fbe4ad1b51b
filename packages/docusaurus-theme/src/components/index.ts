/** The public components of @hoverkraft/docusaurus-theme, imported from "@hoverkraft/docusaurus-theme/components". */

export type {ButtonProps, ButtonSize, ButtonVariant, LinkTarget} from './Button';
export {default as Button} from './Button';
export type {ButtonAction} from './Button/actions';
export type {Feature, FeatureGridAlign, FeatureGridProps} from './FeatureGrid';
export {default as FeatureGrid} from './FeatureGrid';
export type {HeroAlign, HeroImage, HeroProps, HeroTone} from './Hero';
export {default as Hero} from './Hero';
export type {LogoProps, LogoVariant} from './Logo';
export {BRAND_NAME, default as Logo} from './Logo';
// The 0.x names, as thin adapters over the components above (see legacy/index.tsx).
export {
  HoverkraftBrandHighlight,
  HoverkraftButton,
  HoverkraftFeatureList,
  HoverkraftHero,
  HoverkraftProjectCard,
} from './legacy';
export type {
  HoverkraftAction,
  HoverkraftActionSize,
  HoverkraftActionVariant,
  HoverkraftBrandHighlightProps,
  HoverkraftButtonProps,
  HoverkraftFeatureItem,
  HoverkraftFeatureListProps,
  HoverkraftHeroProps,
  HoverkraftProjectCardProps,
} from './legacy/types';
export type {ProjectCardAccent, ProjectCardProps} from './ProjectCard';
export {default as ProjectCard} from './ProjectCard';
