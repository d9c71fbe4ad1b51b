import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import type {ButtonProps} from '../../src/components';
import {Button} from '../../src/components';

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

  it.each([
    ['a mailto: link', 'mailto:team@hoverkraft.example'],
    ['a tel: link', 'tel:+33100000000'],
    ['a file of this site', '/docusaurus-theme/files/brand-kit.zip'],
    ['a relative file', 'files/brand-kit.zip'],
    ['an absolute URL of this site', 'https://site.example.com/docusaurus-theme/files/brand-kit.zip'],
  ])('opens %s in place, not in a new tab', (_, href) => {
    render(<Button href={href}>Download</Button>);
    const link = screen.getByRole('link', {name: 'Download'});
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens a protocol-relative URL of another site in a new tab', () => {
    render(<Button href="//cdn.example.org/kit.zip">Kit</Button>);
    expect(screen.getByRole('link', {name: /^Kit/})).toHaveAttribute('target', '_blank');
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

  it('shows an icon before the label, hidden from assistive technology', () => {
    render(
      <Button to="/docs" icon={<svg data-testid="icon" />}>
        Docs
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Docs'});
    const icon = screen.getByTestId('icon').parentElement;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(link.firstElementChild).toBe(icon);
  });

  it('keeps an external link in the current tab when target is "_self", without the new-tab note', () => {
    render(
      <Button href="https://example.com" target="_self">
        Example
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Example'});
    expect(link).toHaveAttribute('target', '_self');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens an internal route in a new tab when asked, and says so', () => {
    render(
      <Button to="/docs" target="_blank">
        Docs
      </Button>,
    );
    const link = screen.getByRole('link', {name: /^Docs\s*\(opens in a new tab\)$/});
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the given rel, id and accessible name', () => {
    render(
      <Button href="https://example.com" rel="me" id="cta" ariaLabel="Visit the example site">
        Visit
      </Button>,
    );
    const link = screen.getByRole('link', {name: 'Visit the example site'});
    expect(link).toHaveAttribute('rel', 'me');
    expect(link).toHaveAttribute('id', 'cta');
  });

  it('refuses an unknown target', () => {
    const props = {href: 'https://example.com', target: 'new', children: 'x'} as unknown as ButtonProps;
    expect(() => render(<Button {...props} />)).toThrow(
      '<Button>: target must be one of "_blank", "_self", "_parent", "_top", got "new".',
    );
  });
});
