import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {HeroProps} from '../../src/components';
import {Button, Hero} from '../../src/components';

const image = {src: '/img/hero.svg', alt: 'A page built with the theme', width: 480, height: 320};

describe('Hero', () => {
  it('renders the title as the page h1 with the highlighted brand text', () => {
    render(<Hero title="Docs that look like" highlight="Hoverkraft" />);
    const heading = screen.getByRole('heading', {level: 1});
    expect(heading).toHaveTextContent('Docs that look like Hoverkraft');
    expect(screen.getByText('Hoverkraft').className).toContain('highlight');
  });

  it('uses an h2 when headingLevel is 2', () => {
    render(<Hero title="Inside a doc" headingLevel={2} />);
    expect(screen.getByRole('heading', {level: 2, name: 'Inside a doc'})).toBeInTheDocument();
    expect(screen.queryByRole('heading', {level: 1})).toBeNull();
  });

  it('shows the eyebrow, description and actions', () => {
    render(
      <Hero
        title="Title"
        eyebrow="New in 1.0"
        description="What the theme does."
        actions={<Button to="/docs/getting-started">Start</Button>}
      />,
    );
    expect(screen.getByText('New in 1.0')).toBeInTheDocument();
    expect(screen.getByText('What the theme does.')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Start'})).toHaveAttribute('href', '/docusaurus-theme/docs/getting-started');
  });

  it('loads its image eagerly with dimensions and alt text, prefixed with the base URL', () => {
    render(<Hero title="Title" image={image} />);
    const img = screen.getByRole('img', {name: 'A page built with the theme'});
    expect(img).toHaveAttribute('src', '/docusaurus-theme/img/hero.svg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('accepts alt="" for a decorative image', () => {
    const {container} = render(<Hero title="Title" image={{...image, alt: ''}} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('exposes tone and alignment', () => {
    const {container} = render(<Hero title="Title" tone="dark" align="start" className="mine" />);
    const section = container.querySelector('section');
    expect(section).toHaveAttribute('data-tone', 'dark');
    expect(section?.className).toContain('start');
    expect(section).toHaveClass('mine');
  });

  it('refuses an image without alt text and explains what to write', () => {
    const props = {title: 'T', image: {src: '/a.png', width: 1, height: 1}} as unknown as HeroProps;
    expect(() => render(<Hero {...props} />)).toThrow(
      '<Hero>: image.alt is required: describe the image for readers who cannot see it, or pass alt="" if it is decorative.',
    );
  });

  it('refuses an image without a size, since it would shift the page', () => {
    const props = {title: 'T', image: {src: '/a.png', alt: 'a', height: 10}} as unknown as HeroProps;
    expect(() => render(<Hero {...props} />)).toThrow("<Hero>: image.width must be the image's intrinsic width");
  });

  it('refuses an unknown tone', () => {
    const props = {title: 'T', tone: 'blue'} as unknown as HeroProps;
    expect(() => render(<Hero {...props} />)).toThrow('<Hero>: tone must be one of "light", "dark", got "blue".');
  });

  it('renders a list of action objects as large Buttons, primary unless told otherwise', () => {
    render(
      <Hero
        title="Title"
        actions={[
          {label: 'Start', to: '/docs/intro'},
          {label: 'GitHub', href: 'https://github.com/hoverkraft-tech', variant: 'outline', size: 'md', id: 'gh'},
        ]}
      />,
    );
    const start = screen.getByRole('link', {name: 'Start'});
    expect(start).toHaveAttribute('href', '/docusaurus-theme/docs/intro');
    expect(start.className).toContain('primary');
    expect(start.className).toContain('lg');
    const github = screen.getByRole('link', {name: /^GitHub\s*\(opens in a new tab\)$/});
    expect(github.className).toContain('outline');
    expect(github.className).toContain('md');
    expect(github).toHaveAttribute('id', 'gh');
  });

  it('renders no actions row for an empty list', () => {
    const {container} = render(<Hero title="Title" actions={[]} />);
    expect(container.querySelector('[class*="actions"]')).toBeNull();
  });

  it('refuses a list that mixes elements and action objects, naming the expected shape', () => {
    const actions = [<Button key="a">A</Button>, {label: 'B', to: '/b'}] as unknown as HeroProps['actions'];
    expect(() => render(<Hero title="T" actions={actions} />)).toThrow(
      '<Hero>: actions must be React nodes (such as <Button>s) or a list of action objects {label, to | href, variant?, size?, icon?, target?, rel?, ariaLabel?, id?}; item 0 is a React element mixed with action objects.',
    );
  });

  it('refuses an action object without a label', () => {
    const actions = [{to: '/b'}] as unknown as HeroProps['actions'];
    expect(() => render(<Hero title="T" actions={actions} />)).toThrow(
      'item 0 is an object without "label": {"to":"/b"}.',
    );
  });

  it('shows an image of unknown size when neither width nor height is given', () => {
    render(<Hero title="Title" id="top" image={{src: '/img/hero.svg', alt: 'An illustration'}} />);
    const img = screen.getByRole('img', {name: 'An illustration'});
    expect(img).not.toHaveAttribute('width');
    expect(img).not.toHaveAttribute('height');
    expect(img.closest('section')).toHaveAttribute('id', 'top');
  });
});
