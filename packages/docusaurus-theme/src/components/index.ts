/** The public components of @hoverkraft/docusaurus-theme, imported from "@hoverkraft/docusaurus-theme/components". */

// The writing components, for docs and posts (also in their MDX scope, without an import).
export type {BadgeProps, BadgeType} from './Badge';
export {default as Badge} from './Badge';
export type {ButtonProps, ButtonSize, ButtonVariant, LinkTarget} from './Button';
export {default as Button} from './Button';
export type {ButtonAction} from './Button/actions';
export type {CardGridProps, LinkCardProps} from './CardGrid';
export {default as CardGrid, LinkCard} from './CardGrid';
export type {CardGridTocItem} from './CardGrid/toc';
export {cardGridToc} from './CardGrid/toc';
export type {Feature, FeatureGridAlign, FeatureGridProps} from './FeatureGrid';
export {default as FeatureGrid} from './FeatureGrid';
export type {FileTreeProps} from './FileTree';
export {default as FileTree} from './FileTree';
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
export type {PackageManager, PackageManagerTabsProps} from './PackageManagerTabs';
export {default as PackageManagerTabs} from './PackageManagerTabs';
export type {ProjectCardAccent, ProjectCardProps} from './ProjectCard';
export {default as ProjectCard} from './ProjectCard';
export type {StepsProps} from './Steps';
export {default as Steps} from './Steps';
