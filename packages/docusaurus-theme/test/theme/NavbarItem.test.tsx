import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import DocNavbarItem from '../../src/theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '../../src/theme/NavbarItem/DocSidebarNavbarItem';
import {mockSite} from '../mocks/site';

const DOCS = 1000;

const paths = vi.hoisted(() => ({matched: 0}));

vi.mock('@docusaurus/router', async (original) => {
  const router = await original<typeof import('../mocks/router')>();
  return {
    ...router,
    matchPath: (...args: Parameters<typeof router.matchPath>) => {
      paths.matched++;
      return router.matchPath(...args);
    },
  };
});

const current: GlobalVersion = {
  name: 'current',
  label: 'Next',
  isLast: true,
  path: '/docs',
  mainDocId: 'page-0',
  docs: [
    ...Array.from({length: DOCS}, (_, index) => ({id: `page-${index}`, path: `/docs/page-${index}`, sidebar: 'guide'})),
    {id: 'api', path: '/docs/api', sidebar: 'reference'},
    {id: 'hidden', path: '/docs/hidden', unlisted: true},
  ],
  draftIds: [],
  sidebars: {
    guide: {link: {label: 'Guide', path: '/docs/page-0'}},
    reference: {link: {label: 'API', path: '/docs/api'}},
  },
};

vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActiveVersion: () => (mockSite.location.pathname.startsWith('/docs') ? current : undefined),
  useDocsPreferredVersion: () => ({preferredVersion: null}),
  useLatestVersion: () => current,
}));

const at = (pathname: string) => {
  mockSite.location = {pathname, search: '', hash: ''};
};

describe('@theme/NavbarItem/DocSidebarNavbarItem', () => {
  beforeEach(() => {
    paths.matched = 0;
  });

  it("links to the sidebar's first doc, active on each of its docs, found among a thousand without trying each", () => {
    at('/docs/page-999');
    render(<DocSidebarNavbarItem type="docSidebar" sidebarId="guide" />);
    expect(screen.getByRole('link', {name: 'Guide'})).toHaveAttribute('href', '/docs/page-0');
    expect(screen.getByRole('link', {name: 'Guide'})).toHaveAttribute('aria-current', 'page');
    expect(paths.matched).toBe(0);
  });

  it('is not active on a doc of another sidebar, nor off the docs', () => {
    at('/docs/api');
    const {unmount} = render(<DocSidebarNavbarItem type="docSidebar" sidebarId="guide" label="Guides" />);
    expect(screen.getByRole('link', {name: 'Guides'})).not.toHaveAttribute('aria-current');
    unmount();
    at('/blog');
    render(<DocSidebarNavbarItem type="docSidebar" sidebarId="guide" />);
    expect(screen.getByRole('link', {name: 'Guide'})).not.toHaveAttribute('aria-current');
  });
});

describe('@theme/NavbarItem/DocNavbarItem', () => {
  beforeEach(() => {
    paths.matched = 0;
  });

  it('links to its doc, active on the docs of its sidebar, found without trying each doc', () => {
    at('/docs/page-500/');
    render(<DocNavbarItem type="doc" docId="page-3" label="Start" />);
    expect(screen.getByRole('link', {name: 'Start'})).toHaveAttribute('href', '/docs/page-3');
    expect(screen.getByRole('link', {name: 'Start'})).toHaveAttribute('aria-current', 'page');
    expect(paths.matched).toBe(0);
  });

  it("is labelled with the doc's id when given no label, and not active on another sidebar's doc", () => {
    at('/docs/api');
    render(<DocNavbarItem type="doc" docId="page-3" />);
    expect(screen.getByRole('link', {name: 'page-3'})).not.toHaveAttribute('aria-current');
  });

  it('shows an unlisted doc only on its own page', () => {
    at('/docs/page-1');
    const {container, unmount} = render(<DocNavbarItem type="doc" docId="hidden" label="Hidden" />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    at('/docs/hidden');
    render(<DocNavbarItem type="doc" docId="hidden" label="Hidden" />);
    expect(screen.getByRole('link', {name: 'Hidden'})).toHaveAttribute('aria-current', 'page');
  });
});

describe("the navbar's doc items in the browser's bundle", () => {
  beforeEach(() => {
    vi.stubEnv('HOVERKRAFT_BUNDLE', 'client');
    paths.matched = 0;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("are theme-classic's, so that the copies and their lookup stay out of it", () => {
    at('/docs/page-999');
    render(
      <>
        <DocSidebarNavbarItem type="docSidebar" sidebarId="guide" />
        <DocNavbarItem type="doc" docId="page-3" />
      </>,
    );
    expect(screen.getByText("theme-classic's DocSidebarNavbarItem")).toBeInTheDocument();
    expect(screen.getByText("theme-classic's DocNavbarItem")).toBeInTheDocument();
  });
});
