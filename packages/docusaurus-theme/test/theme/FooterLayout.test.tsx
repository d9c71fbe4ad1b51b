import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import FooterLayout from '../../src/theme/Footer/Layout';
import {mockSite} from '../mocks/site';

const parts = {
  links: <nav data-testid="links" />,
  logo: <img alt="Footer logo" src="/logo.svg" />,
  copyright: <p>Copyright © 2025 Hoverkraft</p>,
};

describe('@theme/Footer/Layout', () => {
  it('keeps theme-classic footer markup: dark style, links, logo and copyright', () => {
    const {container} = render(<FooterLayout style="dark" {...parts} />);
    const footer = container.querySelector('footer');
    expect(footer).toHaveClass('footer', 'footer--dark', 'theme-layout-footer');
    expect(screen.getByTestId('links')).toBeInTheDocument();
    expect(screen.getByRole('img', {name: 'Footer logo'})).toBeInTheDocument();
    expect(screen.getByText('Copyright © 2025 Hoverkraft')).toBeInTheDocument();
  });

  it('renders the light style without the dark class', () => {
    const {container} = render(<FooterLayout style="light" {...parts} />);
    expect(container.querySelector('footer')).not.toHaveClass('footer--dark');
  });

  it('shows the brand row with the site tagline by default', () => {
    render(<FooterLayout style="dark" {...parts} />);
    expect(screen.getByText('Hoverkraft')).toBeInTheDocument();
    expect(screen.getByText('A tagline from the site config')).toBeInTheDocument();
  });

  it('uses hoverkraft.footer.tagline over the site tagline', () => {
    mockSite.themeConfig = {...mockSite.themeConfig, hoverkraft: {footer: {tagline: 'Built by the platform team'}}};
    render(<FooterLayout style="dark" {...parts} />);
    expect(screen.getByText('Built by the platform team')).toBeInTheDocument();
    expect(screen.queryByText('A tagline from the site config')).toBeNull();
  });

  it('hides the brand row when the tagline is false', () => {
    mockSite.themeConfig = {...mockSite.themeConfig, hoverkraft: {footer: {tagline: false}}};
    render(<FooterLayout style="dark" {...parts} />);
    expect(screen.queryByText('Hoverkraft')).toBeNull();
  });

  it('omits the bottom row when there is neither logo nor copyright', () => {
    const {container} = render(
      <FooterLayout style="dark" links={parts.links} logo={undefined} copyright={undefined} />,
    );
    expect(container.querySelector('.footer__bottom')).toBeNull();
  });
});
