import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** The highlighter chunk, as one function that stands for theme-classic's content. */
vi.mock('../../../src/client/codeBlocks/highlighter', () => ({default: () => null}));

async function freshModule() {
  vi.resetModules();
  return import('../../../src/client/codeBlocks/loadHighlighter');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 1));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadHighlighterWhenIdle', () => {
  it("leaves the highlighter out of the page's load until the reader's first activity", async () => {
    const {loadHighlighterWhenIdle, loadedHighlighter} = await freshModule();
    loadHighlighterWhenIdle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadedHighlighter()).toBeUndefined();

    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(10);
    await vi.waitFor(() => expect(loadedHighlighter()).toBeDefined());
  });

  it('gives every block that asks the same load', async () => {
    const {loadHighlighter} = await freshModule();
    const first = loadHighlighter();
    expect(loadHighlighter()).toBe(first);
    expect(await first).toBeTypeOf('function');
  });
});
