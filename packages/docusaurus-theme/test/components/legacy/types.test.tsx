import type {ReactNode} from 'react';
import {describe, expectTypeOf, it} from 'vitest';
import type {
  ButtonAction,
  ButtonProps,
  Feature,
  FeatureGridProps,
  HeroProps,
  HoverkraftAction,
  HoverkraftActionSize,
  HoverkraftActionVariant,
  HoverkraftButtonProps,
  HoverkraftFeatureItem,
  HoverkraftFeatureListProps,
  HoverkraftHeroProps,
  HoverkraftProjectCardProps,
  ProjectCardProps,
} from '../../../src/components';
import {ProjectCard} from '../../../src/components';

// These checks run in `tsc -p packages/docusaurus-theme/tsconfig.json`: a 0.x site's code must
// keep compiling, and the 0.x types must fit the 1.0 props they are mapped onto.
describe('the 0.x types', () => {
  it('keep the 0.x unions', () => {
    expectTypeOf<HoverkraftActionVariant>().toEqualTypeOf<'primary' | 'secondary' | 'outline'>();
    expectTypeOf<HoverkraftActionSize>().toEqualTypeOf<'md' | 'lg'>();
    expectTypeOf<HoverkraftHeroProps['tone']>().toEqualTypeOf<'midnight' | 'daylight' | undefined>();
    expectTypeOf<HoverkraftHeroProps['align']>().toEqualTypeOf<'left' | 'center' | undefined>();
  });

  it('let an action have exactly one of to and href', () => {
    const internal: HoverkraftAction = {label: 'Docs', to: '/docs'};
    const external: HoverkraftAction = {label: 'GitHub', href: 'https://github.com', target: '_blank'};
    // @ts-expect-error: a 0.x action is a link, to a route or to a URL.
    const neither: HoverkraftAction = {label: 'Nothing'};
    // @ts-expect-error: not both.
    const both: HoverkraftAction = {label: 'Both', to: '/a', href: 'https://b'};
    // @ts-expect-error: 'sm' is a 1.0 size only.
    const small: HoverkraftAction = {label: 'Small', to: '/a', size: 'sm'};
    expectTypeOf([internal, external, neither, both, small]).toBeArray();
  });

  it('need label on a button, and accept children too', () => {
    const withChildren: HoverkraftButtonProps = {label: 'L', children: 'C', to: '/'};
    // @ts-expect-error: label is required in 0.x.
    const withoutLabel: HoverkraftButtonProps = {children: 'C', to: '/'};
    expectTypeOf([withChildren, withoutLabel]).toBeArray();
  });

  it('fit the 1.0 props they are mapped onto', () => {
    expectTypeOf<HoverkraftAction>().toMatchTypeOf<ButtonAction>();
    expectTypeOf<HoverkraftAction[]>().toMatchTypeOf<NonNullable<HeroProps['actions']>>();
    expectTypeOf<HoverkraftAction[]>().toMatchTypeOf<NonNullable<ProjectCardProps['actions']>>();
    expectTypeOf<HoverkraftFeatureItem>().toMatchTypeOf<Feature>();
    expectTypeOf<NonNullable<HoverkraftFeatureListProps['minColumnWidth']>>().toMatchTypeOf<
      NonNullable<FeatureGridProps['minColumnWidth']>
    >();
    expectTypeOf<NonNullable<HoverkraftProjectCardProps['tags']>>().toMatchTypeOf<
      NonNullable<ProjectCardProps['tags']>
    >();
    expectTypeOf<NonNullable<HoverkraftButtonProps['target']>>().toMatchTypeOf<NonNullable<ButtonProps['target']>>();
  });
});

describe('the 1.0 card title', () => {
  it('is a string in ProjectCardProps, so a list of cards can use it as a key', () => {
    const cards: ProjectCardProps[] = [{title: 'A'}, {title: 'B', href: 'https://example.com'}];
    expectTypeOf(cards.map((card) => <ProjectCard key={card.title} {...card} />)).toBeArray();
    // @ts-expect-error: ProjectCardProps without a type argument keeps the title a string.
    const element: ProjectCardProps = {title: <em>A</em>};
    expectTypeOf(element).toBeObject();
  });

  it('may be an element when rendered, as in 0.x', () => {
    const withElement: ProjectCardProps<ReactNode> = {title: <em>A</em>};
    expectTypeOf(<ProjectCard title={<em>A</em>} />).not.toBeNever();
    expectTypeOf<HoverkraftProjectCardProps['title']>().toEqualTypeOf<NonNullable<typeof withElement>['title']>();
  });
});
