import {fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {loadPagefind, loadSearchVocabulary} from '../../src/client/search/pagefind';
import SearchPage, {queryFromSearch} from '../../src/theme/SearchPage';
import {fakePagefind} from '../client/search/fakePagefind';
import {mockHistory} from '../mocks/router';
import {mockSite} from '../mocks/site';

vi.mock('../../src/client/search/pagefind', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/client/search/pagefind')>()),
  loadPagefind: vi.fn(),
  loadSearchVocabulary: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(loadPagefind).mockReset().mockResolvedValue(fakePagefind());
  vi.mocked(loadSearchVocabulary).mockReset().mockResolvedValue(['footer', 'tokens']);
  mockHistory.replace.mockClear();
});

describe('@theme/SearchPage', () => {
  it('reads the query from ?q= and lists the results as links', async () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=dark', hash: ''};
    render(<SearchPage />);
    expect(screen.getByRole('searchbox', {name: 'Search the docs and blog'})).toHaveValue('dark');
    const footer = await screen.findByRole('link', {name: /^Footer/});
    expect(footer).toHaveAttribute('href', '/docusaurus-theme/docs/components/footer#dark-band');
    expect(screen.getByRole('heading', {level: 2, name: 'Configuration'})).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it("lists a page's best sections under its result, each a link to its heading, and counts the page once", async () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=colours', hash: ''};
    render(<SearchPage />);
    const sections = await screen.findByRole('list', {name: 'More in Brand colours'});
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/docusaurus-theme/docs/brand-colours#dark-mode',
      '/docusaurus-theme/docs/brand-colours#tokens',
    ]);
    expect(links[1]?.querySelector('code')).toHaveTextContent('--ifm-color-primary');
    expect(screen.getByRole('link', {name: /^Brand colours/})).toHaveAttribute(
      'href',
      '/docusaurus-theme/docs/brand-colours#primary',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('before a query, says what to type, links the pages the navbar leads to, and names the parts searched', async () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '', hash: ''};
    mockSite.themeConfig = {
      navbar: {
        items: [
          {type: 'docSidebar', sidebarId: 'docs', label: 'Documentation'},
          {to: '/docusaurus-theme/blog', label: 'Blog'},
          {href: 'https://github.com/example/repo', label: 'GitHub'},
          {type: 'search'},
        ],
      },
    };
    mockSite.globalData = {
      'docusaurus-plugin-content-docs': {
        versions: [{isLast: true, docs: [], sidebars: {docs: {link: {path: '/docusaurus-theme/docs/intro'}}}}],
      },
    };
    vi.mocked(loadPagefind).mockResolvedValue({
      ...fakePagefind(),
      filters: vi.fn(async () => ({scope: {Blog: 1, Documentation: 4}})),
    });
    render(<SearchPage />);
    const start = screen.getByRole('region', {name: 'What are you looking for?'});
    const pages = within(start).getByRole('navigation', {name: 'Start from'});
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Documentation', '/docusaurus-theme/docs/intro'],
      ['Blog', '/docusaurus-theme/blog'],
    ]);
    expect(await within(start).findByText(/^Results come from Documentation, Blog;/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'dark'}});
    expect(screen.queryByRole('region', {name: 'What are you looking for?'})).not.toBeInTheDocument();
  });

  it('keeps the query in the URL as the reader types, so the page can be linked to', () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '', hash: ''};
    render(<SearchPage />);
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'dark mode'}});
    expect(mockHistory.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({pathname: '/docusaurus-theme/search', search: '?q=dark%20mode'}),
    );
  });

  it('says so when nothing matches', async () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=zzzz', hash: ''};
    render(<SearchPage />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No results for “zzzz”. Check the spelling, or try fewer or shorter words.',
      ),
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows nothing, rather than pages Pagefind reached through a short prefix of a word the site lacks', async () => {
    // Pagefind retries "terraform" as "ter...", and answers with pages that say "terminal".
    const fallbackPage = {
      url: '/docusaurus-theme/docs/examples',
      content: 'Examples. The terminal prints the output.',
      excerpt: 'The <mark>terminal</mark> prints',
      meta: {title: 'Examples'},
      sub_results: [],
    };
    vi.mocked(loadPagefind).mockResolvedValue({
      ...fakePagefind(),
      debouncedSearch: vi.fn(async () => ({results: [{id: 'examples', data: async () => fallbackPage}]})),
    });
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=terraform', hash: ''};
    render(<SearchPage />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “terraform”.'));
    expect(screen.queryByRole('link', {name: /Examples/})).toBeNull();
  });

  it('answers a misspelt word with the pages of the closest word of the site, and says which word', async () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=fotter', hash: ''};
    render(<SearchPage />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result for “footer”'));
    expect(screen.getByRole('link', {name: /^Footer/})).toBeInTheDocument();
  });

  it('narrows the search to a part of the site, kept in the URL, where the index has several', async () => {
    const pagefind = {
      ...fakePagefind(),
      filters: vi.fn(async () => ({scope: {Documentation: 12, Blog: 3}, version: {}})),
    };
    vi.mocked(loadPagefind).mockResolvedValue(pagefind);
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=dark', hash: ''};
    const {rerender} = render(<SearchPage />);
    const group = await screen.findByRole('group', {name: 'Search in'});
    // One version in the index: no version filter to offer.
    expect(screen.queryByRole('group', {name: 'Version'})).toBeNull();
    expect(within(group).getByRole('button', {name: 'Everything'})).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(group).getByRole('button', {name: 'Blog'}));
    expect(mockHistory.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({pathname: '/docusaurus-theme/search', search: '?q=dark&scope=Blog'}),
    );
    rerender(<SearchPage />);
    await waitFor(() =>
      expect(pagefind.debouncedSearch).toHaveBeenLastCalledWith('dark', {filters: {scope: 'Blog'}}, expect.any(Number)),
    );
    expect(within(group).getByRole('button', {name: 'Blog'})).toHaveAttribute('aria-pressed', 'true');
  });

  it('decodes the query of a shared link', () => {
    expect(queryFromSearch('?q=dark+mode')).toBe('dark mode');
    expect(queryFromSearch('?q=%C3%A9t%C3%A9')).toBe('été');
    expect(queryFromSearch('')).toBe('');
  });
});
