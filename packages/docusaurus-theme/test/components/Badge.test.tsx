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
    expect(badge.className).toContain('note');
    expect(screen.getByRole('heading')).toHaveTextContent('Search New');
  });

  it('takes each status type as a class', () => {
    for (const type of ['tip', 'success', 'caution', 'danger', 'version'] as const) {
      const {unmount} = render(<Badge type={type}>{type}</Badge>);
      expect(screen.getByText(type).className).toContain(type);
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
