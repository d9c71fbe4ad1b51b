import {fireEvent, render, screen} from '@testing-library/react';
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
