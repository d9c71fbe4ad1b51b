import {afterEach, describe, expect, it, vi} from 'vitest';
import {lazyChunk} from '../../src/client/lazyChunk';

const highlighterExports = {default: () => null};

/** A chunk whose module no bundle holds yet: only its `import()` brings it. */
function chunkOutsideTheBundle() {
  const importChunk = vi.fn(() => Promise.resolve(highlighterExports));
  const chunk = lazyChunk({
    importChunk,
    moduleId: () => 4001,
    value: (module: typeof highlighterExports) => module.default,
  });
  return {chunk, importChunk};
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazyChunk', () => {
  it('on the server, loads the chunk as soon as it is made, so that no page waits for it', async () => {
    vi.stubGlobal('window', undefined);
    const {chunk, importChunk} = chunkOutsideTheBundle();
    expect(importChunk).toHaveBeenCalledOnce();
    expect(chunk.requested()).toBe(true);
    await chunk.load();
    expect(chunk.loaded()).toBe(highlighterExports.default);
    // The render that asks for it gets the same load.
    expect(importChunk).toHaveBeenCalledOnce();
  });

  it('on the server, lets a render load the chunk again after the first load failed', async () => {
    vi.stubGlobal('window', undefined);
    const importChunk = vi
      .fn<() => Promise<typeof highlighterExports>>()
      .mockRejectedValueOnce(new Error('chunk file unreadable'))
      .mockResolvedValue(highlighterExports);
    const chunk = lazyChunk({importChunk, moduleId: () => 4001, value: (module) => module.default});
    await vi.waitFor(() => expect(chunk.failed()).toBe(true));
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe(highlighterExports.default);
    expect(importChunk).toHaveBeenCalledTimes(2);
  });

  it('in the browser, loads nothing until the chunk is asked for', async () => {
    const {chunk, importChunk} = chunkOutsideTheBundle();
    expect(importChunk).not.toHaveBeenCalled();
    expect(chunk.requested()).toBe(false);
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe(highlighterExports.default);
    expect(importChunk).toHaveBeenCalledOnce();
  });
});
