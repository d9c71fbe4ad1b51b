import {afterEach, describe, expect, it, vi} from 'vitest';

/** The bundle's registry, as moduleInBundle reads it: empty unless a test fills it. */
const bundle = vi.hoisted(() => {
  const state = {holds: false, read: vi.fn((): unknown => (state.holds ? {default: () => null} : undefined))};
  return state;
});
vi.mock('../../../src/client/bundledModule', () => ({moduleInBundle: () => bundle.read()}));

async function freshModule() {
  vi.resetModules();
  return import('../../../src/client/codeBlocks/loadCodeNotation');
}

afterEach(() => {
  bundle.holds = false;
  bundle.read.mockClear();
  vi.doUnmock('../../../src/client/codeBlocks/codeNotationChunk');
});

describe('mayHoldCodeNotation', () => {
  it('passes code with a marker or an escaped one, and nothing else', async () => {
    const {mayHoldCodeNotation} = await freshModule();
    expect(mayHoldCodeNotation('a(); // [!code ++]')).toBe(true);
    expect(mayHoldCodeNotation('a(); // [\\!code ++]')).toBe(true);
    expect(mayHoldCodeNotation('a(); // [!code]')).toBe(false);
    expect(mayHoldCodeNotation('const a = [1];')).toBe(false);
  });
});

describe('loadCodeNotation', () => {
  it('gives every block that asks the same load, and the chunk at once afterwards', async () => {
    const {loadCodeNotation, loadedCodeNotation} = await freshModule();
    expect(loadedCodeNotation()).toBeUndefined();
    const first = loadCodeNotation();
    expect(loadCodeNotation()).toBe(first);
    const chunk = await first;
    expect(chunk.applyCodeNotation).toBeTypeOf('function');
    expect(loadedCodeNotation()).toBe(chunk);
  });

  it('stops reading the bundle once the chunk is asked for, as the highlighter does', async () => {
    const {loadCodeNotation, loadedCodeNotation} = await freshModule();
    const load = loadCodeNotation();
    bundle.holds = true;
    expect(loadedCodeNotation()).toBeUndefined();
    expect(bundle.read, 'the module is not evaluated while its load is under way').not.toHaveBeenCalled();
    expect(await load).toBe(loadedCodeNotation());
  });

  it('remembers a failed load until the next call tries again', async () => {
    vi.doMock('../../../src/client/codeBlocks/codeNotationChunk', () => {
      throw new Error('offline');
    });
    const {codeNotationFailed, loadCodeNotation} = await freshModule();
    await expect(loadCodeNotation()).rejects.toThrow();
    expect(codeNotationFailed()).toBe(true);
    vi.doUnmock('../../../src/client/codeBlocks/codeNotationChunk');
    const retry = loadCodeNotation();
    expect(codeNotationFailed()).toBe(false);
    await retry.catch(() => undefined);
  });
});
