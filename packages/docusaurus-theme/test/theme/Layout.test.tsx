import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import Layout, {LAYOUT_CLASS} from '../../src/theme/Layout';

describe('@theme/Layout', () => {
  it("composes theme-classic's parts in order inside the layout provider", () => {
    render(<Layout>content</Layout>);
    const provider = screen.getByTestId('LayoutProvider');
    const order = [...provider.querySelectorAll('[data-testid], #__docusaurus_skipToContent_fallback')].map(
      (element) => element.getAttribute('data-testid') ?? element.id,
    );
    expect(order).toEqual([
      'SkipToContent',
      'AnnouncementBar',
      'Navbar',
      '__docusaurus_skipToContent_fallback',
      'Footer',
    ]);
  });

  it('marks the main wrapper, the skip-link target, with the brand class and the page class', () => {
    render(<Layout wrapperClassName="page-class">content</Layout>);
    const main = screen.getByText('content');
    expect(main.id).toBe('__docusaurus_skipToContent_fallback');
    expect(main).toHaveClass('main-wrapper', LAYOUT_CLASS, 'page-class');
  });

  it('leaves out the footer with noFooter', () => {
    render(<Layout noFooter>content</Layout>);
    expect(screen.queryByTestId('Footer')).toBeNull();
  });

  it("leaves the body's keyboard class where theme-classic's SiteMetadata put it, whatever the reader does", () => {
    document.body.classList.add('navigation-with-keyboard');
    render(<Layout>content</Layout>);
    fireEvent.mouseDown(document);
    fireEvent.keyDown(document, {key: 'Tab'});
    fireEvent.mouseDown(document);
    expect(document.body).toHaveClass('navigation-with-keyboard');
  });
});
