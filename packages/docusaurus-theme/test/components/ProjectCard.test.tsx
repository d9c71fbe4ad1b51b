import {render, screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {ProjectCardProps} from '../../src/components';
import {Button, ProjectCard} from '../../src/components';

describe('ProjectCard', () => {
  it('is an article titled by an h3 that links to an internal route', () => {
    render(<ProjectCard title="Docs theme" to="/docs/getting-started" description="The theme." />);
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', {level: 3, name: 'Docs theme'});
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/docusaurus-theme/docs/getting-started');
    expect(screen.getByText('The theme.')).toBeInTheDocument();
  });

  it.each([
    ['a mailto: link', 'mailto:team@hoverkraft.example'],
    ['a file of this site', '/docusaurus-theme/files/report.pdf'],
  ])('opens a title link to %s in place', (_, href) => {
    render(<ProjectCard title="Contact" href={href} />);
    const link = screen.getByRole('link', {name: 'Contact'});
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens an external title link in a new tab', () => {
    render(<ProjectCard title="Repo" href="https://github.com/hoverkraft-tech" />);
    const link = screen.getByRole('link', {name: /^Repo\s*\(opens in a new tab\)$/});
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a plain title without a link', () => {
    render(<ProjectCard title="Internal tool" />);
    expect(screen.getByRole('heading', {name: 'Internal tool'})).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lists tags, shows meta and actions, and applies the accent', () => {
    render(
      <ProjectCard
        title="Theme"
        meta="TypeScript · MIT"
        tags={['docusaurus', 'theme']}
        actions={<Button href="https://www.npmjs.com">npm</Button>}
        accent="secondary"
        headingLevel={2}
      />,
    );
    const tags = screen.getByRole('list', {name: 'Tags'});
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['docusaurus', 'theme']);
    expect(screen.getByText('TypeScript · MIT')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /^npm\s*\(opens in a new tab\)$/})).toBeInTheDocument();
    expect(screen.getByRole('article').className).toContain('secondary');
    expect(screen.getByRole('heading', {level: 2})).toBeInTheDocument();
  });

  it('refuses both to and href for the title link', () => {
    const props = {title: 'X', to: '/docs', href: 'https://example.com'} as unknown as ProjectCardProps;
    expect(() => render(<ProjectCard {...props} />)).toThrow('<ProjectCard>: pass either "to"');
  });

  it('refuses an empty title', () => {
    expect(() => render(<ProjectCard title="  " />)).toThrow('<ProjectCard>: title must be a non-empty string');
  });

  it('refuses tags that are not a list', () => {
    const props = {title: 'X', tags: 'docs'} as unknown as ProjectCardProps;
    expect(() => render(<ProjectCard {...props} />)).toThrow(
      '<ProjectCard>: tags must be an array of strings or elements, such as ["TypeScript", "CLI"], got "docs".',
    );
  });

  it('accepts an element as the title and elements as tags', () => {
    render(
      <ProjectCard
        title={<em>Theme</em>}
        href="https://example.com"
        tags={[
          <abbr key="ts" title="TypeScript">
            TS
          </abbr>,
          'docs',
        ]}
      />,
    );
    expect(screen.getByRole('heading', {level: 3})).toHaveTextContent('Theme');
    const tags = within(screen.getByRole('list', {name: 'Tags'})).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['TS', 'docs']);
  });

  it('shows a decorative icon beside the title and sets the card id', () => {
    render(<ProjectCard title="Theme" icon={<svg data-testid="icon" />} id="theme" />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('article')).toHaveAttribute('id', 'theme');
  });

  it('passes target and rel to the title link', () => {
    render(<ProjectCard title="Repo" href="https://example.com" target="_self" rel="external" />);
    const link = screen.getByRole('link', {name: 'Repo'});
    expect(link).toHaveAttribute('target', '_self');
    expect(link).toHaveAttribute('rel', 'external');
  });

  it('renders action objects as outline Buttons', () => {
    render(<ProjectCard title="Repo" actions={[{label: 'Docs', to: '/docs'}]} />);
    expect(screen.getByRole('link', {name: 'Docs'}).className).toContain('outline');
  });

  it('refuses a missing title, naming the shape it expects', () => {
    const props = {title: undefined} as unknown as ProjectCardProps;
    expect(() => render(<ProjectCard {...props} />)).toThrow(
      '<ProjectCard>: title must be a non-empty string or element, got undefined.',
    );
  });
});
