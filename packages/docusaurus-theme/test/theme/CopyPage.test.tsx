import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {markdownTwinPath} from '../../src/shared/routes';
import CopyPage from '../../src/theme/CopyPage';
import {BASE_URL, mockSite} from '../mocks/site';

const PLUGIN = '@hoverkraft/docusaurus-theme';
const TWIN = '# Intro\n\nBody.\n';
const REFUSED = 'Could not copy: your browser refused access to the clipboard. Open the Markdown instead.';

function withRouter(router: 'browser' | 'hash') {
  mockSite.siteConfig = {...mockSite.siteConfig, future: {experimental_router: router}} as typeof mockSite.siteConfig;
}

const writeText = vi.fn<(text: string) => Promise<void>>();
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  mockSite.globalData = {[PLUGIN]: {search: true, socialCards: {}, llms: true}};
  withRouter('browser');
  writeText.mockReset().mockResolvedValue(undefined);
  fetchMock.mockReset().mockResolvedValue(new Response(TWIN, {status: 200}));
  vi.stubGlobal('fetch', fetchMock);
  Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button', {name: 'Copy page'});

describe('@theme/CopyPage', () => {
  it('shows Copy page and a link to the twin, out of the search index', () => {
    const {container} = render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    expect(button()).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `${BASE_URL}docs/intro.md`);
    expect(container.firstElementChild).toHaveAttribute('data-pagefind-ignore', 'all');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it.each([`${BASE_URL}docs/intro`, `${BASE_URL}docs/guide/`, BASE_URL, `${BASE_URL}blog/2025/10/01/hello`])(
    'links %s to the path the build writes its twin at',
    (permalink) => {
      render(<CopyPage permalink={permalink} />);
      expect(screen.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
        'href',
        markdownTwinPath(permalink, BASE_URL),
      );
    },
  );

  it('links a page whose address has spaces, parentheses or non-Latin letters to its twin percent-encoded, as llms.txt does', async () => {
    render(<CopyPage permalink={`${BASE_URL}docs/my page (draft)/設定`} />);
    const twin = `${BASE_URL}docs/my%20page%20%28draft%29/%E8%A8%AD%E5%AE%9A.md`;
    expect(screen.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', twin);
    fireEvent.click(button());
    await screen.findByText('Copied');
    expect(fetchMock).toHaveBeenCalledWith(twin);
  });

  it('renders nothing when the llms option is off, or outside a site that loads the theme', () => {
    mockSite.globalData = {[PLUGIN]: {search: true, socialCards: {}, llms: false}};
    const {container, rerender} = render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    expect(container).toBeEmptyDOMElement();
    mockSite.globalData = {};
    rerender(<CopyPage permalink={`${BASE_URL}docs/other`} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('copies the fetched twin and says "Copied"', async () => {
    render(<CopyPage permalink={`${BASE_URL}docs/intro/`} />);
    fireEvent.click(button());
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
    expect(fetchMock).toHaveBeenCalledWith(`${BASE_URL}docs/intro.md`);
    expect(writeText).toHaveBeenCalledWith(TWIN);
  });

  it('says so when the browser refuses the clipboard, keeping the link', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    fireEvent.click(button());
    expect(await screen.findByText(REFUSED)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', {name: 'View as Markdown'})).toBeInTheDocument();
  });

  it('says so when the twin cannot be loaded, and copies nothing', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', {status: 404}));
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    fireEvent.click(button());
    await screen.findByText('Could not copy: the Markdown of this page could not be loaded.');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('with the hash router, links to no twin and makes the Markdown from the rendered article', async () => {
    withRouter('hash');
    render(
      <article>
        <CopyPage permalink="/docs/intro" />
        <div className="theme-doc-markdown markdown">
          <h1>Intro</h1>
          <p>
            Read the <a href="#/docs/next">next page</a>.
          </p>
        </div>
      </article>,
    );
    expect(screen.queryByRole('link', {name: 'View as Markdown'})).toBeNull();
    fireEvent.click(button());
    await screen.findByText('Copied');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(`# Intro\n\nRead the [next page](${window.location.origin}/#/docs/next).\n`);
  });
});

const ALL_ACTIONS = ['copy', 'view', 'chatgpt', 'claude'];
const TWIN_URL = `https://site.example.com${BASE_URL}docs/intro.md`;

function withPageActions(pageActions: string[] | false) {
  mockSite.globalData = {[PLUGIN]: {search: true, socialCards: {}, llms: true, pageActions}};
}

const menuButton = () => screen.getByRole('button', {name: 'More page actions'});
const menu = () => screen.getByRole('menu', {hidden: true});
const items = () => screen.getAllByRole('menuitem', {hidden: true});

async function openMenuWith(key?: string) {
  if (key) {
    fireEvent.keyDown(menuButton(), {key});
  } else {
    fireEvent.click(menuButton());
  }
  await waitFor(() => expect(menu()).toBeVisible());
}

describe('@theme/CopyPage as a page-actions menu', () => {
  it('is a split button: Copy page, and a menu button with the actions in the order listed', async () => {
    withPageActions(ALL_ACTIONS);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    expect(button()).toHaveAttribute('type', 'button');
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', menu().id);
    expect(menu()).not.toBeVisible();
    expect(menu()).toHaveAttribute('aria-labelledby', menuButton().id);
    // The page ships an empty menu: its items come with the menu's code, on first opening.
    expect(menu()).toBeEmptyDOMElement();
    await openMenuWith();
    expect(items().map((item) => item.textContent)).toEqual([
      'Copy page',
      'View as Markdown',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    for (const item of items()) {
      expect(item).toHaveAttribute('tabindex', '-1');
    }
  });

  it('opens once for what the reader does while its code loads: an arrow key after the click does not close it', async () => {
    withPageActions(ALL_ACTIONS);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    fireEvent.click(menuButton());
    fireEvent.keyDown(menuButton(), {key: 'ArrowDown'});
    await waitFor(() => expect(menu()).toBeVisible());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(menu()).toBeVisible();
    expect(items()[0]).toHaveFocus();
    // Once loaded, a click closes it as before.
    fireEvent.click(menuButton());
    await waitFor(() => expect(menu()).not.toBeVisible());
  });

  it('opens each assistant in a new tab with a prompt that names the twin by its full address', async () => {
    withPageActions(['chatgpt', 'claude']);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    fireEvent.click(screen.getByRole('button', {name: 'Page actions'}));
    await waitFor(() => expect(menu()).toBeVisible());
    const prompt = encodeURIComponent(`Read ${TWIN_URL} so I can ask questions about it.`);
    const [chatgpt, claude] = items();
    expect(chatgpt).toHaveAttribute('href', `https://chatgpt.com/?hints=search&q=${prompt}`);
    expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
    for (const link of [chatgpt, claude]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('names the twin of a page with a space in its address percent-encoded, in the menu and the prompt', async () => {
    withPageActions(['copy', 'view', 'claude']);
    render(<CopyPage permalink={`${BASE_URL}docs/my page`} />);
    fireEvent.click(menuButton());
    await waitFor(() => expect(menu()).toBeVisible());
    const [, view, claude] = items();
    expect(view).toHaveAttribute('href', `${BASE_URL}docs/my%20page.md`);
    const prompt = `Read https://site.example.com${BASE_URL}docs/my%20page.md so I can ask questions about it.`;
    expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
  });

  it('lists the actions in the order the site gives, with a labelled menu button when Copy page is not one', async () => {
    withPageActions(['claude', 'view']);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    expect(screen.queryByRole('button', {name: 'Copy page'})).toBeNull();
    expect(screen.getByRole('button', {name: 'Page actions'})).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(screen.getByRole('button', {name: 'Page actions'}));
    await waitFor(() => expect(menu()).toBeVisible());
    expect(items().map((item) => item.textContent)).toEqual([
      'Open in Claude (opens in a new tab)',
      'View as Markdown',
    ]);
  });

  it('is the single Copy button when Copy page is the only action, or the only one a hash-router build can do', () => {
    withPageActions(['copy']);
    const {unmount} = render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    expect(button()).toBeInTheDocument();
    expect(screen.queryByRole('menu', {hidden: true})).toBeNull();
    unmount();
    withPageActions(ALL_ACTIONS);
    withRouter('hash');
    render(<CopyPage permalink="/docs/intro" />);
    expect(button()).toBeInTheDocument();
    expect(screen.queryByRole('menu', {hidden: true})).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens on a click with focus on the first item, moves with the arrow keys, Home, End and letters, and wraps', async () => {
    withPageActions(ALL_ACTIONS);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    await openMenuWith();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const [copy, view, chatgpt, claude] = items();
    expect(copy).toHaveFocus();
    fireEvent.keyDown(copy as HTMLElement, {key: 'ArrowDown'});
    expect(view).toHaveFocus();
    fireEvent.keyDown(view as HTMLElement, {key: 'End'});
    expect(claude).toHaveFocus();
    fireEvent.keyDown(claude as HTMLElement, {key: 'ArrowDown'});
    expect(copy).toHaveFocus();
    fireEvent.keyDown(copy as HTMLElement, {key: 'ArrowUp'});
    expect(claude).toHaveFocus();
    fireEvent.keyDown(claude as HTMLElement, {key: 'Home'});
    expect(copy).toHaveFocus();
    fireEvent.keyDown(copy as HTMLElement, {key: 'o'});
    expect(chatgpt).toHaveFocus();
    fireEvent.keyDown(chatgpt as HTMLElement, {key: 'o'});
    expect(claude).toHaveFocus();
  });

  it('opens on ArrowUp with focus on the last item, and on ArrowDown on the first', async () => {
    withPageActions(ALL_ACTIONS);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    await openMenuWith('ArrowUp');
    expect(items().at(-1)).toHaveFocus();
    fireEvent.keyDown(items().at(-1) as HTMLElement, {key: 'Escape'});
    await openMenuWith('ArrowDown');
    expect(items()[0]).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    withPageActions(ALL_ACTIONS);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    await openMenuWith();
    fireEvent.keyDown(items()[1] as HTMLElement, {key: 'Escape'});
    expect(menu()).not.toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Tab without holding focus, on a second click of its button, and on a press outside', async () => {
    withPageActions(ALL_ACTIONS);
    render(
      <>
        <CopyPage permalink={`${BASE_URL}docs/intro`} />
        <p>Outside</p>
      </>,
    );
    await openMenuWith();
    fireEvent.keyDown(items()[0] as HTMLElement, {key: 'Tab'});
    expect(menu()).not.toBeVisible();
    await openMenuWith();
    fireEvent.click(menuButton());
    await waitFor(() => expect(menu()).not.toBeVisible());
    expect(menuButton()).toHaveFocus();
    await openMenuWith();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(menu()).not.toBeVisible();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('copies from the menu, closes it, gives focus back and says "Copied"', async () => {
    withPageActions(ALL_ACTIONS);
    render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    await openMenuWith();
    await act(async () => {
      fireEvent.click(items()[0] as HTMLElement);
    });
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith(TWIN);
    await waitFor(() => expect(menu()).not.toBeVisible());
    expect(menuButton()).toHaveFocus();
  });

  it('puts the link to the twin in a <noscript>, for readers without JavaScript', () => {
    withPageActions(ALL_ACTIONS);
    const {container} = render(<CopyPage permalink={`${BASE_URL}docs/intro`} />);
    expect(container.querySelector('noscript')).not.toBeNull();
    expect(container.querySelector('[data-hk-page-actions-controls]')).toContainElement(menuButton());
  });
});
