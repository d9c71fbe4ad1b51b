import {render, screen, within} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {FeatureGridProps} from '../../src/components';
import {FeatureGrid} from '../../src/components';

const features = [
  {title: 'Tokens', description: 'Brand colours as custom properties.', icon: <svg data-testid="icon" />},
  {title: 'Components', description: 'Hero, cards and buttons.'},
];

describe('FeatureGrid', () => {
  it('renders a list with one item per feature, titled with h3 by default', () => {
    render(<FeatureGrid features={features} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual(['Tokens', 'Components']);
    expect(screen.getByText('Brand colours as custom properties.')).toBeInTheDocument();
  });

  it('hides icons from assistive technology', () => {
    render(<FeatureGrid features={features} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the requested heading level', () => {
    render(<FeatureGrid features={features} headingLevel={2} />);
    expect(screen.getAllByRole('heading', {level: 2})).toHaveLength(2);
  });

  it('sets the minimum column width as a custom property', () => {
    render(<FeatureGrid features={features} minColumnWidth="240px" align="center" />);
    const list = screen.getByRole('list');
    expect(list.style.getPropertyValue('--hk-feature-min-width')).toBe('240px');
    expect(list.className).toContain('center');
  });

  it('refuses a minimum column width that is not a CSS length', () => {
    const props = {features, minColumnWidth: '200'} as FeatureGridProps;
    expect(() => render(<FeatureGrid {...props} />)).toThrow(
      '<FeatureGrid>: minColumnWidth must be a CSS length such as "16rem" or "240px", or a number of pixels, got "200".',
    );
  });

  it('refuses features that are not an array', () => {
    const props = {features: {title: 'x'}} as unknown as FeatureGridProps;
    expect(() => render(<FeatureGrid {...props} />)).toThrow('<FeatureGrid>: features must be an array');
  });

  it("shows each feature's eyebrow and gives the item its id", () => {
    render(<FeatureGrid features={[{id: 'tokens', eyebrow: 'New', title: 'Tokens', description: 'Colours.'}]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveAttribute('id', 'tokens');
    expect(within(item).getByText('New').className).toContain('eyebrow');
    expect(item.firstElementChild).toHaveTextContent('New');
  });

  it('reads a number as a column width in pixels and keeps the inline styles it is given', () => {
    render(<FeatureGrid features={features} minColumnWidth={260} style={{marginTop: '2rem'}} />);
    const list = screen.getByRole('list');
    expect(list.style.getPropertyValue('--hk-feature-min-width')).toBe('260px');
    expect(list.style.marginTop).toBe('2rem');
  });
});
