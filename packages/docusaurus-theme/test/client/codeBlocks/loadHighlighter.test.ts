import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** The bundle's registry, as moduleInBundle reads it: empty unless a test fills it. */
const bundle = vi.hoisted(() => {
  const state = {holds: false, read: vi.fn((): unknown => (state.holds ? {default: () => null} : undefined))};
  return state;
});
vi.mock('../../../src/client/bundledModule', () => ({moduleInBundle: () => bundle.read()}));

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
  bundle.holds = false;
  bundle.read.mockClear();
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
});

describe('loadedHighlighter', () => {
  it("takes the bundle's copy when the page's own chunks brought it", async () => {
    bundle.holds = true;
    const {loadedHighlighter} = await freshModule();
    expect(loadedHighlighter()).toBeTypeOf('function');
  });

  it("stops reading the bundle once the chunk is asked for: its file may arrive before Prism's", async () => {
    const {loadHighlighter, loadedHighlighter} = await freshModule();
    const load = loadHighlighter();
    // The bundler would evaluate the module without the chunks it needs, and keep it half done.
    bundle.holds = true;
    expect(loadedHighlighter()).toBeUndefined();
    expect(bundle.read, 'the module is not evaluated while its load is under way').not.toHaveBeenCalled();
    await load;
    expect(loadedHighlighter()).toBeTypeOf('function');
  });

  it('gives every block that asks the same load', async () => {
    const {loadHighlighter} = await freshModule();
    const first = loadHighlighter();
    expect(loadHighlighter()).toBe(first);
    expect(await first).toBeTypeOf('function');
  });
});
