import {act, render} from '@testing-library/react';
import {type ReactNode, useEffect} from 'react';
import {createRoot, hydrateRoot} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {tokenised} from '../mocks/theme/CodeBlock/Content';
import {serverHtml} from './serverHtml';

/** What the mocked modules give: Docusaurus's isBrowser, and theme-common's code block context. */
const state = vi.hoisted(() => ({
  isBrowser: false,
  hasContextHook: true,
  codeBlockRef: {current: null} as {current: HTMLPreElement | null},
  metadata: {code: '', language: 'js', lineNumbersStart: undefined, lineClassNames: {}} as {
    code: string;
    language: string;
    lineNumbersStart: number | undefined;
    lineClassNames: Record<number, string[]>;
  },
}));

vi.mock('@docusaurus/useIsBrowser', () => ({default: () => state.isBrowser}));
vi.mock('@docusaurus/theme-common/internal', () => ({
  get useCodeBlockContext() {
    return state.hasContextHook
      ? () => ({metadata: state.metadata, wordWrap: {codeBlockRef: state.codeBlockRef}})
      : undefined;
  },
}));

/** The component, loaded afresh: it reads whether theme-common has the hook when it loads. */
async function loadContent(): Promise<(props: {className?: string}) => ReactNode> {
  vi.resetModules();
  const module = await import('../../src/theme/CodeBlock/Content');
  return module.default;
}

/**
 * The server's HTML of one block: rendered as Docusaurus renders a page (a stream written once
 * every lazy component has loaded), where there is no document.
 */
async function serverLines(): Promise<string> {
  const Content = await loadContent();
  return serverHtml(<Content className="language-js" />);
}

async function tokensArrive(container: HTMLElement): Promise<void> {
  await vi.waitFor(() => expect(container.querySelector('.token.keyword')?.textContent).toBe('const'));
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
  state.metadata = {code: 'const answer = 42;', language: 'js', lineNumbersStart: undefined, lineClassNames: {}};
  tokenised.count = 0;
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('@theme/CodeBlock/Content', () => {
  it('renders the tokens on the server', async () => {
    const html = await serverLines();
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(tokenised.count).toBe(1);
  });

  it('keeps the server lines when the page hydrates: no tokenising, and the word-wrap ref on the same <pre>', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverLines();
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

  it("shows the server's lines again, without Prism, in a block remounted after hydration (theme-classic's Tabs remount their panels)", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverLines();
    document.body.append(container);
    tokenised.count = 0;
    const Content = await loadContent();
    const root = await act(async () => hydrateRoot(container, <Content key="server" className="language-js" />));
    state.isBrowser = true;
    // What Tabs does once the browser takes over: a new key, so its panels mount again.
    await act(async () => root.render(<Content key="browser" className="language-js" />));
    const remountedPre = container.querySelector('pre');
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(tokenised.count).toBe(0);
    expect(state.codeBlockRef.current).toBe(remountedPre);
    // Another block, with other code, has no server lines to show: it is highlighted as usual.
    state.metadata = {...state.metadata, code: 'const other = 1;'};
    await act(async () => root.render(<Content key="other" className="language-js" />));
    expect(container.querySelector('.token.keyword')).toBeNull();
    expect(container.querySelector('pre')?.textContent).toBe('const other = 1;');
    await tokensArrive(container);
    expect(tokenised.count).toBe(1);
  });

  it("renders a hydrated block's new lines when its code changes, and keeps rendering them when the code changes back", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverLines();
    document.body.append(container);
    tokenised.count = 0;
    const Content = await loadContent();
    const root = await act(async () => hydrateRoot(container, <Content className="language-js" />));
    state.isBrowser = true;
    // The same block, not remounted, given other code (a live editor's, say): the server's lines are not its lines.
    state.metadata = {...state.metadata, code: 'let other = 1;'};
    await act(async () => root.render(<Content className="language-js" />));
    expect(container.querySelector('pre')?.textContent).toBe('let other = 1;');
    expect(container.querySelector('.token.keyword')).toBeNull();
    await tokensArrive(container);
    expect(tokenised.count).toBe(1);
    // Back to the server's code: the block renders it, and does not fall back to the lines it let go.
    state.metadata = {...state.metadata, code: 'const answer = 42;'};
    await act(async () => root.render(<Content className="language-js" />));
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
    expect(tokenised.count).toBe(2);
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });

  it('shows a block mounted by a client-side navigation as plain text at once, then its tokens when the highlighter arrives', async () => {
    state.isBrowser = true;
    const Content = await loadContent();
    const {container} = render(<Content className="language-js" />);
    const plainPre = container.querySelector('pre');
    expect(plainPre?.className).toContain('prism-code language-js');
    expect(plainPre?.textContent).toBe('const answer = 42;');
    expect(container.querySelector('.token-line .token.plain')?.textContent).toBe('const answer = 42;');
    expect(container.querySelector('.token.keyword')).toBeNull();
    expect(tokenised.count).toBe(0);
    expect(state.codeBlockRef.current).toBe(plainPre);
    await tokensArrive(container);
    expect(tokenised.count).toBe(1);
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });

  it('renders the tokens at once in a block mounted after the highlighter has arrived', async () => {
    state.isBrowser = true;
    const Content = await loadContent();
    const first = render(<Content />);
    await tokensArrive(first.container);
    const {container} = render(<Content />);
    expect(container.querySelector('.token.keyword')?.textContent).toBe('const');
  });

  it("gives Prism the site's languages before the highlighter tokenises", async () => {
    state.isBrowser = true;
    const Content = await loadContent();
    const {Prism} = await import('prism-react-renderer');
    // The stand-in of @theme/prism-include-languages that this load of the component uses.
    const {default: includeLanguages} = await import('../mocks/theme/prism-include-languages');
    const {container} = render(<Content />);
    expect(includeLanguages).not.toHaveBeenCalled();
    await tokensArrive(container);
    expect(includeLanguages).toHaveBeenCalledTimes(1);
    expect(includeLanguages.mock.calls[0]?.[0]).toBe(Prism);
  });

  it('keeps the line numbers, the highlighted lines and the empty lines in the plain text', async () => {
    state.isBrowser = true;
    state.metadata = {
      code: 'first\n\nthird',
      language: 'Text',
      lineNumbersStart: 4,
      lineClassNames: {2: ['theme-code-block-highlighted-line']},
    };
    const Content = await loadContent();
    const {container} = render(<Content />);
    const code = container.querySelector('code') as HTMLElement;
    expect(container.querySelector('pre')?.className).toContain('language-text');
    expect(code.style.counterReset).toBe('line-count 3');
    const lines = Array.from(container.querySelectorAll('.token-line'));
    expect(lines.map((line) => line.textContent)).toEqual(['first', '', 'third']);
    expect(lines.map((line) => line.querySelector('.codeLineNumber') !== null)).toEqual([true, true, true]);
    expect(lines[2]?.classList.contains('theme-code-block-highlighted-line')).toBe(true);
    // An empty line keeps its height, as prism-react-renderer's empty token does.
    expect((lines[1] as HTMLElement).querySelector<HTMLElement>('.token')?.style.display).toBe('inline-block');
    expect((lines[0] as HTMLElement).style.color).toBe('var(--hk-prism-plain-color)');
  });

  it('renders the tokens when there is no server markup (hash-router build), after the plain text', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const Content = await loadContent();
    await act(async () => {
      createRoot(container).render(<Content />);
    });
    expect(container.querySelector('pre')?.textContent).toBe('const answer = 42;');
    await tokensArrive(container);
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });

  it('hydrates as stock Docusaurus does where theme-common has no useCodeBlockContext', async () => {
    state.hasContextHook = false;
    const container = document.createElement('div');
    container.innerHTML = await serverLines();
    document.body.append(container);
    tokenised.count = 0;
    const Content = await loadContent();
    await act(async () => {
      hydrateRoot(container, <Content />);
    });
    await tokensArrive(container);
    // Hydration waits for the highlighter (keeping the server's lines), then tokenises.
    await vi.waitFor(() => expect(tokenised.count).toBeGreaterThan(0));
  });

  it('renders the tokens when React discards mismatched server HTML and renders in the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<div><p>a</p>${await serverLines()}</div>`;
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
    await tokensArrive(container);
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
    await tokensArrive(container);
    expect(state.codeBlockRef.current).toBe(container.querySelector('pre'));
  });
});
