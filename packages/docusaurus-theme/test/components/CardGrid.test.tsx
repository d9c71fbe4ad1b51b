import {render, screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {CardGridProps, LinkCardProps} from '../../src/components';
import {CardGrid, cardGridToc, LinkCard} from '../../src/components';
import {collected} from '../mocks/useBrokenLinks';

describe('LinkCard', () => {
  it('is one link, named by its title, with the description as text beside it', () => {
    render(<LinkCard title="Installation" to="/docs/installation" description="Add the theme." icon="📦" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Installation');
    expect(screen.getByRole('heading', {level: 3})).toContainElement(links[0] as HTMLElement);
    expect(screen.getByText('Add the theme.')).toBeInTheDocument();
    expect(screen.getByText('📦')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens another site in a new tab and says so', () => {
    render(<LinkCard title="Docusaurus" href="https://docusaurus.io/" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('needs exactly one link and a title', () => {
    expect(() => render(<LinkCard title="Nowhere" />)).toThrow('<LinkCard>: "Nowhere" needs a link');
    expect(() => render(<LinkCard title="Both" to="/a" href="https://b.example" />)).toThrow(
      '<LinkCard>: pass either "to"',
    );
    const props = {title: '', to: '/a'} as LinkCardProps;
    expect(() => render(<LinkCard {...props} />)).toThrow('<LinkCard>: title must be a non-empty string');
  });
});

describe('CardGrid', () => {
  it('lists its LinkCard children, one list item each', () => {
    render(
      <CardGrid>
        <LinkCard title="One" to="/one" />
        <LinkCard title="Two" to="/two" />
      </CardGrid>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['One', 'Two']);
  });

  it('builds the cards from items, with headings at the given level and ids from their titles', () => {
    render(
      <CardGrid
        headingLevel={2}
        items={[
          {title: 'Hero banner', to: '/hero'},
          {title: 'Feature grid', to: '/grid', id: 'grid'},
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading', {level: 2});
    expect(headings.map((heading) => heading.id)).toEqual(['hero-banner', 'grid']);
    // Reported to the build's broken-anchor check, which links from the table of contents reach.
    expect(collected.anchors).toEqual(expect.arrayContaining(['hero-banner', 'grid']));
  });

  it('refuses both forms at once, items that are not objects and an empty grid', () => {
    expect(() =>
      render(
        <CardGrid items={[{title: 'A', to: '/a'}]}>
          <LinkCard title="B" to="/b" />
        </CardGrid>,
      ),
    ).toThrow('<CardGrid>: give the cards either as items or as <LinkCard> children, not both.');
    const props = {items: ['A']} as unknown as CardGridProps;
    expect(() => render(<CardGrid {...props} />)).toThrow('<CardGrid>: items[0] must be an object');
    expect(() => render(<CardGrid items={[]} />)).toThrow('<CardGrid>: has no cards');
  });
});

describe('cardGridToc', () => {
  it("gives one table-of-contents entry per card, with the id and level of the card's heading", () => {
    const items = [
      {title: 'Hero banner', to: '/hero'},
      {title: 'Tom & <Jerry>', to: '/tj', id: 'tj'},
    ];
    expect(cardGridToc(items, 4)).toEqual([
      {value: 'Hero banner', id: 'hero-banner', level: 4},
      {value: 'Tom &amp; &lt;Jerry&gt;', id: 'tj', level: 4},
    ]);
    render(<CardGrid items={items} headingLevel={4} />);
    expect(screen.getAllByRole('heading', {level: 4}).map((heading) => heading.id)).toEqual(['hero-banner', 'tj']);
  });
});
