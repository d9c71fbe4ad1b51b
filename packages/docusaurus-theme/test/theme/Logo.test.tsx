import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import NavbarLogo from '../../src/theme/Logo';
import {mockSite} from '../mocks/site';

describe('@theme/Logo', () => {
  it('shows the Hoverkraft mark and the navbar title, linking home, when the site has no logo', () => {
    render(<NavbarLogo className="navbar__brand" imageClassName="navbar__logo" titleClassName="navbar__title" />);
    const link = screen.getByRole('link', {name: 'Test Site'});
    expect(link).toHaveAttribute('href', '/docusaurus-theme/');
    expect(link).toHaveClass('navbar__brand');
    expect(link.querySelector('.navbar__logo svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Test Site')).toHaveClass('navbar__title');
  });

  it('names the link with the site title through the mark when there is no navbar title', () => {
    mockSite.themeConfig = {navbar: {title: undefined, logo: undefined}};
    render(<NavbarLogo />);
    expect(screen.getByRole('img', {name: 'Test Site'})).toBeInTheDocument();
  });

  it("renders theme-classic's logo when the site configures navbar.logo", () => {
    mockSite.themeConfig = {navbar: {title: 'Site', logo: {src: 'img/logo.svg', alt: 'Site logo'}}};
    render(<NavbarLogo imageClassName="navbar__logo" />);
    expect(screen.getByTestId('classic-logo')).toHaveAttribute('data-image-class', 'navbar__logo');
  });
});
