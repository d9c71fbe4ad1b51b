import {render, screen} from '@testing-library/react';
import type {ReactElement} from 'react';
import {describe, expect, it, vi} from 'vitest';
import type {HoverkraftButtonProps, HoverkraftHeroProps, HoverkraftProjectCardProps} from '../../../src/components';
import {
  Button,
  FeatureGrid,
  Hero,
  HoverkraftBrandHighlight,
  HoverkraftButton,
  HoverkraftFeatureList,
  HoverkraftHero,
  HoverkraftProjectCard,
  ProjectCard,
} from '../../../src/components';

// The adapters note their deprecation on the console in development; these tests look at markup.
vi.spyOn(console, 'warn').mockImplementation(() => undefined);

/** The markup an element renders, on its own. */
function markup(element: ReactElement): string {
  const {container, unmount} = render(element);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('each 0.x name renders what its 1.0 component renders with the mapped props', () => {
  it('HoverkraftButton is Button, with label as children', () => {
    expect(markup(<HoverkraftButton to="/docs" label="Docs" variant="secondary" size="lg" icon="→" id="b" />)).toBe(
      markup(
        <Button to="/docs" variant="secondary" size="lg" icon="→" id="b">
          Docs
        </Button>,
      ),
    );
  });

  it('HoverkraftButton shows children instead of label when both are given', () => {
    expect(
      markup(
        <HoverkraftButton to="/docs" label="Label">
          Children
        </HoverkraftButton>,
      ),
    ).toBe(markup(<Button to="/docs">Children</Button>));
  });

  it('HoverkraftButton keeps an href in the current tab unless target says otherwise, as 0.x did', () => {
    expect(markup(<HoverkraftButton href="https://example.com" label="Site" />)).toBe(
      markup(
        <Button href="https://example.com" target="_self">
          Site
        </Button>,
      ),
    );
    expect(markup(<HoverkraftButton href="https://example.com" label="Site" target="_blank" ariaLabel="Site" />)).toBe(
      markup(
        <Button href="https://example.com" target="_blank" ariaLabel="Site">
          Site
        </Button>,
      ),
    );
  });

  it('HoverkraftBrandHighlight is the Hero highlight', () => {
    const legacy = render(
      <HoverkraftHero
        title={
          <>
            Welcome to <HoverkraftBrandHighlight>Acme</HoverkraftBrandHighlight>
          </>
        }
      />,
    );
    const legacySpan = legacy.getByText('Acme').outerHTML;
    legacy.unmount();
    render(<Hero title="Welcome to" highlight="Acme" />);
    expect(legacySpan).toBe(screen.getByText('Acme').outerHTML);
    expect(legacySpan).toMatch(/^<span class="highlight">Acme<\/span>$/);
  });

  it('HoverkraftBrandHighlight renders nothing for empty text', () => {
    expect(markup(<HoverkraftBrandHighlight> </HoverkraftBrandHighlight>)).toBe('');
  });

  it('HoverkraftHero is Hero, with its 0.x defaults: start-aligned, dark band', () => {
    expect(markup(<HoverkraftHero title="Title" />)).toBe(markup(<Hero title="Title" align="start" tone="dark" />));
  });

  it('HoverkraftHero maps tone, align, brandedText, supportingVisual and actions', () => {
    const legacy: HoverkraftHeroProps = {
      eyebrow: 'Open source',
      title: 'Welcome to',
      brandedText: 'Acme',
      description: 'Tools.',
      supportingVisual: '/img/visual.svg',
      supportingVisualAlt: 'A dashboard',
      actions: [
        {label: 'Docs', to: '/docs'},
        {label: 'GitHub', href: 'https://github.com', target: '_blank', variant: 'outline'},
        {label: 'Blog', href: 'https://blog.example.com'},
      ],
      align: 'center',
      tone: 'daylight',
      id: 'hero',
      className: 'mine',
    };
    expect(markup(<HoverkraftHero {...legacy} />)).toBe(
      markup(
        <Hero
          eyebrow="Open source"
          title="Welcome to"
          highlight="Acme"
          description="Tools."
          image={{src: '/img/visual.svg', alt: 'A dashboard'}}
          actions={[
            {label: 'Docs', to: '/docs'},
            {label: 'GitHub', href: 'https://github.com', target: '_blank', variant: 'outline'},
            {label: 'Blog', href: 'https://blog.example.com', target: '_self'},
          ]}
          align="center"
          tone="light"
          id="hero"
          className="mine"
        />,
      ),
    );
  });

  it('HoverkraftHero gives the supporting visual an empty alt when none is given, as 0.x did', () => {
    const {container} = render(<HoverkraftHero title="T" supportingVisual="/img/v.svg" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('HoverkraftFeatureList is FeatureGrid, with the width in pixels', () => {
    const features = [
      {id: 'a', icon: '🐳', eyebrow: 'New', title: 'A', description: 'First.'},
      {title: 'B', description: 'Second.'},
    ];
    expect(
      markup(
        <HoverkraftFeatureList
          features={features}
          align="center"
          minColumnWidth={220}
          className="x"
          style={{margin: 0}}
        />,
      ),
    ).toBe(
      markup(
        <FeatureGrid features={features} align="center" minColumnWidth="220px" className="x" style={{margin: 0}} />,
      ),
    );
  });

  it('HoverkraftProjectCard is ProjectCard, with the title link props renamed', () => {
    const legacy: HoverkraftProjectCardProps = {
      id: 'p',
      icon: '📦',
      title: 'compose-action',
      titleHref: 'https://github.com/hoverkraft-tech/compose-action',
      titleRel: 'noopener',
      meta: 'TypeScript • ⭐ 210',
      description: 'Runs Compose.',
      tags: ['Docker', 'CI'],
      actions: [{label: 'Docs', to: '/docs'}],
      accent: 'neutral',
      className: 'c',
    };
    expect(markup(<HoverkraftProjectCard {...legacy} />)).toBe(
      markup(
        <ProjectCard
          id="p"
          icon="📦"
          title="compose-action"
          href="https://github.com/hoverkraft-tech/compose-action"
          rel="noopener"
          meta="TypeScript • ⭐ 210"
          description="Runs Compose."
          tags={['Docker', 'CI']}
          actions={[{label: 'Docs', to: '/docs'}]}
          accent="neutral"
          className="c"
        />,
      ),
    );
  });

  it('HoverkraftProjectCard links an internal title with titleTo and titleTarget', () => {
    render(<HoverkraftProjectCard title="Docs" description="d" titleTo="/docs" titleTarget="_blank" />);
    const link = screen.getByRole('link', {name: /^Docs\s*\(opens in a new tab\)$/});
    expect(link).toHaveAttribute('href', '/docusaurus-theme/docs');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('the 0.x names refuse bad props with a message that names the 0.x component', () => {
  it('a button with neither to nor href', () => {
    const props = {label: 'x'} as unknown as HoverkraftButtonProps;
    expect(() => render(<HoverkraftButton {...props} />)).toThrow(
      '<HoverkraftButton>: pass exactly one of "to" (a page of this site, e.g. "/docs/intro") or "href" (an external URL), got to=undefined and href=undefined.',
    );
  });

  it('a button with both to and href', () => {
    const props = {label: 'x', to: '/a', href: 'https://b'} as unknown as HoverkraftButtonProps;
    expect(() => render(<HoverkraftButton {...props} />)).toThrow('<HoverkraftButton>: pass exactly one of "to"');
  });

  it('a button size that 0.x did not have', () => {
    const props = {label: 'x', to: '/a', size: 'sm'} as unknown as HoverkraftButtonProps;
    expect(() => render(<HoverkraftButton {...props} />)).toThrow(
      '<HoverkraftButton>: size must be one of "md", "lg", got "sm".',
    );
  });

  it('a 1.0 tone passed to the 0.x hero', () => {
    const props = {title: 'T', tone: 'dark'} as unknown as HoverkraftHeroProps;
    expect(() => render(<HoverkraftHero {...props} />)).toThrow(
      '<HoverkraftHero>: tone must be one of "midnight", "daylight", got "dark".',
    );
  });

  it('a 1.0 alignment passed to the 0.x hero', () => {
    const props = {title: 'T', align: 'start'} as unknown as HoverkraftHeroProps;
    expect(() => render(<HoverkraftHero {...props} />)).toThrow(
      '<HoverkraftHero>: align must be one of "left", "center", got "start".',
    );
  });

  it('a hero action without a link', () => {
    const props = {title: 'T', actions: [{label: 'x'}]} as unknown as HoverkraftHeroProps;
    expect(() => render(<HoverkraftHero {...props} />)).toThrow(
      '<HoverkraftHero>: pass exactly one of "actions[0].to" (a page of this site, e.g. "/docs/intro") or "actions[0].href" (an external URL)',
    );
  });

  it('hero actions that are not a list', () => {
    const props = {title: 'T', actions: {label: 'x', to: '/'}} as unknown as HoverkraftHeroProps;
    expect(() => render(<HoverkraftHero {...props} />)).toThrow(
      '<HoverkraftHero>: actions must be an array of {label, to | href, variant?, size?, icon?, target?, rel?, ariaLabel?, id?}, got object.',
    );
  });

  it('a column width given as a CSS string to the 0.x feature list', () => {
    const props = {features: [], minColumnWidth: '16rem'} as unknown as Parameters<typeof HoverkraftFeatureList>[0];
    expect(() => render(<HoverkraftFeatureList {...props} />)).toThrow(
      '<HoverkraftFeatureList>: minColumnWidth must be a number of pixels, such as 260, got "16rem".',
    );
  });

  it('a card with both titleTo and titleHref', () => {
    const props = {title: 'T', description: 'd', titleTo: '/a', titleHref: 'https://b'};
    expect(() => render(<HoverkraftProjectCard {...props} />)).toThrow(
      '<HoverkraftProjectCard>: pass exactly one of "titleTo" (a page of this site, e.g. "/docs/intro") or "titleHref" (an external URL), got titleTo="/a" and titleHref="https://b".',
    );
  });

  it('the 1.0 secondary accent on the 0.x card', () => {
    const props = {title: 'T', description: 'd', accent: 'secondary'} as unknown as HoverkraftProjectCardProps;
    expect(() => render(<HoverkraftProjectCard {...props} />)).toThrow(
      '<HoverkraftProjectCard>: accent must be one of "primary", "neutral", got "secondary".',
    );
  });
});
