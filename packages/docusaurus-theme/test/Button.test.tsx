import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import type {ButtonProps} from '../src/components';
import {Button} from '../src/components';

describe('Button', () => {
  it('renders an internal route as a router link with the base URL', () => {
    render(<Button to="/docs/getting-started">Get started</Button>);
    const link = screen.getByRole('link', {name: 'Get started'});
    expect(link).toHaveAttribute('href', '/docusaurus-theme/docs/getting-started');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an external href in a new tab without leaking the opener, and says so', () => {
    render(<Button href="https://github.com/hoverkraft-tech">GitHub</Button>);
    const link = screen.getByRole('link', {name: /^GitHub\s*\(opens in a new tab\)$/});
    expect(link).toHaveAttribute('href', 'https://github.com/hoverkraft-tech');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a real button of type "button" when there is no link, and calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Copy</Button>);
    const button = screen.getByRole('button', {name: 'Copy'});
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('passes the type through to a form button', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', {name: 'Send'})).toHaveAttribute('type', 'submit');
  });

  it.each([
    ['primary', 'md'],
    ['secondary', 'sm'],
    ['outline', 'lg'],
  ] as const)('applies the %s variant and %s size classes', (variant, size) => {
    render(
      <Button to="/blog" variant={variant} size={size} className="extra">
        Blog
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Blog'});
    expect(link.className).toContain(variant);
    expect(link.className).toContain(size);
    expect(link).toHaveClass('extra');
  });

  it('refuses both to and href, naming both props', () => {
    const props = {to: '/docs', href: 'https://example.com', children: 'Both'} as unknown as ButtonProps;
    expect(() => render(<Button {...props} />)).toThrow(
      '<Button>: pass either "to" (a page of this site, e.g. "/docs/intro") or "href" (an external URL), not both.',
    );
  });

  it('refuses an unknown variant and lists the allowed ones', () => {
    const props = {variant: 'danger', children: 'x'} as unknown as ButtonProps;
    expect(() => render(<Button {...props} />)).toThrow(
      '<Button>: variant must be one of "primary", "secondary", "outline", got "danger".',
    );
  });

  it('refuses an unknown size', () => {
    const props = {size: 'xl', children: 'x'} as unknown as ButtonProps;
    expect(() => render(<Button {...props} />)).toThrow('<Button>: size must be one of "sm", "md", "lg", got "xl".');
  });
});
