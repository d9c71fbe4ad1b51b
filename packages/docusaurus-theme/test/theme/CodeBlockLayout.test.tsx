import {act, render} from '@testing-library/react';
import type {ReactNode} from 'react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** theme-common's code block context, and whether the notation chunk has been asked for. */
const state = vi.hoisted(() => ({chunkLoads: 0, release: () => {}}));

vi.mock('@docusaurus/theme-common/internal', async () => {
  const {createContext, createElement, useContext} = await import('react');
  type Value = {metadata: {code: string; lineClassNames: Record<number, string[] | undefined>}; wordWrap: unknown};
  const Context = createContext<Value | undefined>(undefined);
  return {
    useCodeBlockContext: () => useContext(Context) as Value,
    CodeBlockContextProvider: ({children, ...value}: Value & {children: ReactNode}) =>
      createElement(Context.Provider, {value}, children),
  };
});

// The notation chunk, counted and held back until a test releases it.
vi.mock('../../src/client/codeBlocks/codeNotationChunk', async (importOriginal) => {
  state.chunkLoads += 1;
  await new Promise<void>((resolve) => {
    state.release = resolve;
  });
  return importOriginal();
});

async function renderBlock(code: string) {
  vi.resetModules();
  const {default: Layout} = await import('../../src/theme/CodeBlock/Layout');
  const {CodeBlockContextProvider} = (await import('@docusaurus/theme-common/internal')) as unknown as {
    CodeBlockContextProvider: (props: {metadata: unknown; wordWrap: unknown; children: ReactNode}) => ReactNode;
  };
  return render(
    <CodeBlockContextProvider metadata={{code, lineClassNames: {}}} wordWrap={{}}>
      <Layout className="language-js" />
    </CodeBlockContextProvider>,
  );
}

beforeEach(() => {
  state.chunkLoads = 0;
});

afterEach(() => {
  state.release();
});

describe('@theme/CodeBlock/Layout', () => {
  it('renders a block without markers as theme-classic does, and never asks for the notation chunk', async () => {
    const {container} = await renderBlock('const a = 1; // a comment');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.theme-code-block')?.className).toBe('theme-code-block language-js');
    expect(container.textContent).toBe('const a = 1; // a comment');
    expect(state.chunkLoads).toBe(0);
  });

  it('keeps a block with markers unseen in its box until the notation chunk arrives, then marks its lines', async () => {
    const {container} = await renderBlock('const a = 1; // [!code ++]\nconst b = 2; // [!code focus]');
    const block = () => container.querySelector('.theme-code-block') as HTMLElement;
    expect(block().classList.contains('pending'), 'unseen while the chunk is on its way').toBe(true);
    expect(block().querySelectorAll('.token-line')).toHaveLength(2);
    await vi.waitFor(() => expect(state.chunkLoads).toBe(1));

    await act(async () => {
      state.release();
    });
    await vi.waitFor(() => expect(block().classList.contains('pending')).toBe(false));
    expect(block().classList.contains('withNotation')).toBe(true);
    expect(block().classList.contains('withFocus')).toBe(true);
    expect(block().textContent).toBe('const a = 1;const b = 2;');
    expect(block().querySelector('.hk-code-line--added')?.textContent).toBe('const a = 1;');
  });
});
