import {act, render} from '@testing-library/react';
import {type ReactNode, useEffect} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {tokenised} from '../mocks/theme/CodeBlock/Content';

/** What the mocked modules give: Docusaurus's isBrowser, and theme-common's code block context. */
const state = vi.hoisted(() => ({
  isBrowser: false,
  hasContextHook: true,
  codeBlockRef: {current: null} as {current: HTMLPreElement | null},
}));

vi.mock('@docusaurus/useIsBrowser', () => ({default: () => state.isBrowser}));
vi.mock('@docusaurus/theme-common/internal', () => ({
  get useCodeBlockContext() {
    return state.hasContextHook ? () => ({wordWrap: {codeBlockRef: state.codeBlockRef}}) : undefined;
  },
}));

/** The component, loaded afresh: it reads whether theme-common has the hook when it loads. */
async function loadContent(): Promise<(props: {className?: string}) => ReactNode> {
  vi.resetModules();
  const module = await import('../../src/theme/CodeBlock/Content');
  return module.default;
}

/** The server's HTML of one block: rendered as the server renders it, where there is no document. */
async function serverHtml(): Promise<string> {
  const Content = await loadContent();
  const documentDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'document');
  Object.defineProperty(globalThis, 'document', {value: undefined, configurable: true});
  try {
    return renderToString(<Content className="language-js" />);
  } finally {
    Object.defineProperty(globalThis, 'document', documentDescriptor as PropertyDescriptor);
  }
}

/**
 * The code block as theme-classic's CodeBlock renders it: theme-common's word-wrap effect reads
 * the ref's `scrollWidth` with no null check, after the content has committed.
 */
function withWordWrap(Content: (props: {className?: string}) => ReactNode): () => ReactNode {
  return function CodeBlock() {
    useEffect(() => {
      const {scrollWidth} = state.codeBlockRef.current as HTMLPreElement;
      void scrollWidth;
    }, []);
    return <Content className="language-js" />;
  };
}

/** A page whose text before the block differs between server and browser, as `typeof window` does. */
function MismatchedPage({Block}: {Block: () => ReactNode}): ReactNode {
  return (
    <div>
      <p>{typeof document === 'undefined' ? 'a' : 'b'}</p>
      <Block />
    </div>
  );
}

beforeEach(() => {
  state.isBrowser = false;
  state.hasContextHook = true;
  state.codeBlockRef = {current: null};
  tokenised.count = 0;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('@theme/CodeBlock/Content', () => {
  it('renders the tokens on the server', async () => {
    const html = await serverHtml();
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(tokenised.count).toBe(1);
  });

  it('keeps the server lines when the page hydrates: no tokenising, and the word-wrap ref on the same <pre>', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const serverPre = container.querySelector('pre');
    tokenised.count = 0;
    const Content = await loadContent();
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Content className="language-js" />, {onRecoverableError: (error) => errors.push(error)}),
    );
    expect(tokenised.count).toBe(0);
    expect(errors).toEqual([]);
    expect(container.querySelector('pre')).toBe(serverPre);
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(state.codeBlockRef.current).toBe(serverPre);
    // Docusaurus renders the page again once it has hydrated (isBrowser turns true): the lines stay.
    state.isBrowser = true;
    await act(async () => root.render(<Content className="language-js" />));
    expect(container.querySelector('pre')).toBe(serverPre);
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(tokenised.count).toBe(0);
  });

  it('renders the tokens of a block mounted by a client-side navigation', async () => {
    state.isBrowser = true;
    const Content = await loadContent();
    const {container} = render(<Content />);
    expect(tokenised.count).toBe(1);
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });

  it('renders the tokens before the first paint when there is no server markup (hash-router build)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const Content = await loadContent();
    await act(async () => {
      createRoot(container).render(<Content />);
    });
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });

  it('hydrates as stock Docusaurus does where theme-common has no useCodeBlockContext', async () => {
    state.hasContextHook = false;
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    tokenised.count = 0;
    const Content = await loadContent();
    await act(async () => {
      hydrateRoot(container, <Content />);
    });
    expect(tokenised.count).toBe(1);
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
  });

  it('renders the tokens when React discards mismatched server HTML and renders in the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<div><p>a</p>${await serverHtml()}</div>`;
    document.body.append(container);
    const Content = await loadContent();
    const Block = withWordWrap(Content);
    const recovered: unknown[] = [];
    const uncaught: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <MismatchedPage Block={Block} />, {
        onRecoverableError: (error) => recovered.push(error),
        onUncaughtError: (error) => uncaught.push(error),
      });
    });
    // React reports the mismatch (#418 in production) and renders the page in the browser, as stock does.
    expect(recovered.length).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    expect(container.querySelector('p')?.textContent).toBe('b');
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });

  it('renders the tokens, and the word-wrap ref is set, when the page is rendered in the browser without server HTML', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const Content = await loadContent();
    const Block = withWordWrap(Content);
    const uncaught: unknown[] = [];
    await act(async () => {
      createRoot(container, {onUncaughtError: (error) => uncaught.push(error)}).render(
        <MismatchedPage Block={Block} />,
      );
    });
    expect(uncaught).toEqual([]);
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });
});
