import {fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import {beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {loadPagefind, SearchIndexNotBuiltError} from '../../src/client/search/pagefind';
import SearchBar, {isSearchShortcut} from '../../src/theme/SearchBar';
import {fakePagefind, polyfillDialog} from '../client/search/fakePagefind';
import {mockHistory} from '../mocks/router';
import {mockSite} from '../mocks/site';

vi.mock('../../src/client/search/pagefind', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/client/search/pagefind')>()),
  loadPagefind: vi.fn(),
}));

const PLUGIN = '@hoverkraft/docusaurus-theme';

beforeAll(polyfillDialog);

beforeEach(() => {
  mockSite.globalData = {[PLUGIN]: {search: true, socialCards: {}}};
  vi.mocked(loadPagefind).mockReset().mockResolvedValue(fakePagefind());
  mockHistory.push.mockClear();
});

/** Opens the box; its dialog's code loads on first use, so wait for the dialog to open. */
async function openBox() {
  fireEvent.click(screen.getByRole('button', {name: 'Search'}));
  const dialog = await screen.findByRole('dialog', {name: 'Search the site'});
  await waitFor(() => expect(dialog).toHaveAttribute('open'));
  return dialog;
}

async function type(text: string) {
  const input = screen.getByRole('combobox', {name: 'Search the docs and blog'});
  fireEvent.change(input, {target: {value: text}});
  return input;
}

/** A site with two docs versions, Next and 1.0, whose reader is on a page of 1.0. */
function readVersionOne() {
  const docs = {
    versions: [
      {name: 'current', label: 'Next', path: '/docusaurus-theme/docs/next'},
      {name: '1.0', label: '1.0', path: '/docusaurus-theme/docs'},
    ],
  };
  mockSite.globalData = {[PLUGIN]: {search: true}, 'docusaurus-plugin-content-docs': docs};
  mockSite.location = {pathname: '/docusaurus-theme/docs/intro', search: '', hash: ''};
}

describe('@theme/SearchBar', () => {
  it('searches the docs version being read by default, and every version once the reader asks', async () => {
    readVersionOne();
    const pagefind = {...fakePagefind(), filters: vi.fn(async () => ({version: {'1.0': 4, Next: 5}}))};
    vi.mocked(loadPagefind).mockResolvedValue(pagefind);
    render(<SearchBar />);
    const dialog = await openBox();
    const versions = await within(dialog).findByRole('group', {name: 'Version'});
    await type('dark');
    await waitFor(() =>
      expect(pagefind.debouncedSearch).toHaveBeenLastCalledWith(
        'dark',
        {filters: {version: '1.0'}},
        expect.any(Number),
      ),
    );
    expect(within(versions).getByRole('button', {name: '1.0'})).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(versions).getByRole('button', {name: 'All versions'}));
    await waitFor(() => expect(pagefind.debouncedSearch).toHaveBeenLastCalledWith('dark', {}, expect.any(Number)));
  });

  it('searches only the version being read even when the index names its versions after the reader typed', async () => {
    readVersionOne();
    let nameVersions: (filters: Record<string, Record<string, number>>) => void = () => undefined;
    const filters = new Promise<Record<string, Record<string, number>>>((resolve) => {
      nameVersions = resolve;
    });
    const pagefind = {...fakePagefind(), filters: vi.fn(() => filters)};
    vi.mocked(loadPagefind).mockResolvedValue(pagefind);
    render(<SearchBar />);
    const dialog = await openBox();
    await waitFor(() => expect(pagefind.filters).toHaveBeenCalled());
    await type('dark');
    // Longer than the search's debounce: an unscoped search would have run and shown other versions' pages.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(dialog).queryAllByRole('option')).toEqual([]);
    nameVersions({version: {'1.0': 4, Next: 5}});
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(0));
    for (const [, options] of vi.mocked(pagefind.debouncedSearch).mock.calls) {
      expect(options, 'every search ran in the version being read').toEqual({filters: {version: '1.0'}});
    }
  });

  it('searches the whole site when the index cannot say which versions it holds', async () => {
    readVersionOne();
    const pagefind = {...fakePagefind(), filters: vi.fn(async () => Promise.reject(new Error('no filters')))};
    vi.mocked(loadPagefind).mockResolvedValue(pagefind);
    render(<SearchBar />);
    const dialog = await openBox();
    await type('dark');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(0));
    expect(pagefind.debouncedSearch).toHaveBeenLastCalledWith('dark', {}, expect.any(Number));
  });

  it('loads nothing until the reader opens the box', async () => {
    render(<SearchBar />);
    expect(loadPagefind).not.toHaveBeenCalled();
    await openBox();
    await waitFor(() => expect(loadPagefind).toHaveBeenCalledWith('/docusaurus-theme/'));
  });

  it('opens on click with the search field focused', async () => {
    render(<SearchBar />);
    const dialog = await openBox();
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
  });

  it.each([
    ['Ctrl+K', {ctrlKey: true}],
    ['⌘K', {metaKey: true}],
  ])('opens with %s from anywhere on the page, and closes with it', async (_name, modifiers) => {
    render(<SearchBar />);
    fireEvent.keyDown(document.body, {key: 'k', ...modifiers});
    const dialog = await screen.findByRole('dialog', {name: 'Search the site'});
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    fireEvent.keyDown(document.body, {key: 'k', ...modifiers});
    expect(dialog).not.toHaveAttribute('open');
  });

  it('ships only the button until the box is first opened', () => {
    render(<SearchBar />);
    expect(screen.getByRole('button', {name: 'Search'})).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog', {hidden: true})).toBeNull();
  });

  it('keeps the last query when the box is closed and opened again', async () => {
    render(<SearchBar />);
    const dialog = await openBox();
    await type('footer');
    fireEvent.click(within(dialog).getByRole('button', {name: 'Close'}));
    expect(dialog).not.toHaveAttribute('open');
    fireEvent.click(screen.getByRole('button', {name: 'Search'}));
    await waitFor(() => expect(dialog).toHaveAttribute('open'));
    expect(within(dialog).getByRole('combobox')).toHaveValue('footer');
  });

  it('knows the shortcut from other key presses', () => {
    expect(isSearchShortcut({key: 'K', ctrlKey: true, metaKey: false, altKey: false})).toBe(true);
    expect(isSearchShortcut({key: 'k', ctrlKey: false, metaKey: false, altKey: false})).toBe(false);
    expect(isSearchShortcut({key: 'k', ctrlKey: true, metaKey: false, altKey: true})).toBe(false);
  });

  it('shows results as the reader types: title, section and excerpt with the match highlighted', async () => {
    render(<SearchBar />);
    await openBox();
    await type('footer');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Footer');
    expect(option).toHaveTextContent('Documentation · Components › Dark band');
    expect(option.querySelector('mark')).toHaveTextContent('dark');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');
  });

  it('moves through results with the arrows, wrapping at both ends', async () => {
    render(<SearchBar />);
    await openBox();
    const input = await type('dark');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, {key: 'ArrowUp'});
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the selected result with Enter and closes', async () => {
    render(<SearchBar />);
    const dialog = await openBox();
    const input = await type('dark');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    fireEvent.keyDown(input, {key: 'Enter'});
    expect(mockHistory.push).toHaveBeenCalledWith('/docusaurus-theme/docs/configuration');
    expect(dialog).not.toHaveAttribute('open');
  });

  it("groups a page's best sections under it, and the arrows and Enter reach each of them", async () => {
    render(<SearchBar />);
    await openBox();
    const input = await type('colours');
    const group = await screen.findByRole('group', {name: 'Brand colours'});
    const options = within(group).getAllByRole('option');
    // The page at its best section, then its next best ones; never its top a second time.
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Documentation › Primary'),
      expect.stringContaining('Dark mode'),
      expect.stringContaining('Tokens'),
    ]);
    expect(options[2]?.querySelector('code')).toHaveTextContent('--ifm-color-primary');
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    fireEvent.keyDown(input, {key: 'ArrowDown'});
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, {key: 'ArrowUp'});
    fireEvent.keyDown(input, {key: 'Enter'});
    expect(mockHistory.push).toHaveBeenCalledWith('/docusaurus-theme/docs/brand-colours#tokens');
  });

  it('opens a result on click', async () => {
    render(<SearchBar />);
    await openBox();
    await type('footer');
    fireEvent.click(await screen.findByRole('option'));
    expect(mockHistory.push).toHaveBeenCalledWith('/docusaurus-theme/docs/components/footer#dark-band');
  });

  it('closes with the first Escape, even with text in the field', async () => {
    render(<SearchBar />);
    const dialog = await openBox();
    const input = await type('footer');
    fireEvent.keyDown(input, {key: 'Escape'});
    expect(dialog).not.toHaveAttribute('open');
  });

  it('says so when nothing matches', async () => {
    render(<SearchBar />);
    await openBox();
    await type('zzzz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'No results for “zzzz”. Check the spelling, or try fewer or shorter words.',
      ),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends Enter without a result to the full results page, and links to it', async () => {
    render(<SearchBar />);
    await openBox();
    const input = await type('zzzz');
    await screen.findByText('No results for “zzzz”. Check the spelling, or try fewer or shorter words.');
    expect(screen.getByRole('link', {name: 'See all results for “zzzz”'})).toHaveAttribute(
      'href',
      '/docusaurus-theme/search?q=zzzz',
    );
    fireEvent.keyDown(input, {key: 'Enter'});
    expect(mockHistory.push).toHaveBeenCalledWith('/docusaurus-theme/search?q=zzzz');
  });

  it('says search works in production builds when there is no index (development)', async () => {
    vi.mocked(loadPagefind).mockRejectedValue(new SearchIndexNotBuiltError());
    render(<SearchBar />);
    await openBox();
    await type('footer');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Search works in production builds/));
  });

  it('says the index could not be loaded when it fails to download', async () => {
    vi.mocked(loadPagefind).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    render(<SearchBar />);
    await openBox();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Search is unavailable/));
  });
});
