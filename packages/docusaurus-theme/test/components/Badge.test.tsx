import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {BadgeProps} from '../../src/components';
import {Badge} from '../../src/components';

describe('Badge', () => {
  it('is its words in a span, a note unless told otherwise', () => {
    render(
      <h2>
        Search <Badge>New</Badge>
      </h2>,
    );
    const badge = screen.getByText('New');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-hk-badge', 'note');
    expect(screen.getByRole('heading')).toHaveTextContent('Search New');
  });

  it("names its type in data-hk-badge, with the class of the types' colours that the sidebar shares", () => {
    for (const type of ['tip', 'success', 'caution', 'danger', 'version'] as const) {
      const {unmount} = render(<Badge type={type}>{type}</Badge>);
      expect(screen.getByText(type)).toHaveAttribute('data-hk-badge', type);
      expect(screen.getByText(type)).toHaveClass('badge', 'typed');
      unmount();
    }
  });

  it('refuses an unknown type and an empty label, naming the prop', () => {
    const props = {type: 'warning', children: 'x'} as unknown as BadgeProps;
    expect(() => render(<Badge {...props} />)).toThrow(
      '<Badge>: type must be one of "note", "tip", "success", "caution", "danger", "version", got "warning".',
    );
    expect(() => render(<Badge> </Badge>)).toThrow('<Badge>: children is required');
  });
});
