import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import type {LogoProps} from '../../src/components';
import {BRAND_NAME, Logo} from '../../src/components';

describe('Logo', () => {
  it('shows the mark and the wordmark, with the mark hidden as decoration', () => {
    const {container} = render(<Logo />);
    expect(screen.getByText(BRAND_NAME)).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names the mark when it stands alone', () => {
    render(<Logo variant="mark" />);
    expect(screen.getByRole('img', {name: 'Hoverkraft'})).toBeInTheDocument();
  });

  it('takes a custom accessible name, and "" makes it decorative', () => {
    const {rerender, container} = render(<Logo variant="mark" title="Acme docs" />);
    expect(screen.getByRole('img', {name: 'Acme docs'})).toBeInTheDocument();
    rerender(<Logo variant="mark" title="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws its colours from brand tokens so it follows the colour mode', () => {
    const {container} = render(<Logo height={48} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.getPropertyValue('--hk-logo-height')).toBe('48px');
    expect(container.querySelector('rect')?.getAttribute('class')).toContain('markBackground');
    expect(container.querySelector('svg [fill^="#"], svg [stroke^="#"]')).toBeNull();
  });

  it('refuses a height that is not a positive number', () => {
    const props = {height: '32px'} as unknown as LogoProps;
    expect(() => render(<Logo {...props} />)).toThrow(
      '<Logo>: height must be a positive number of pixels, got "32px".',
    );
  });
});
