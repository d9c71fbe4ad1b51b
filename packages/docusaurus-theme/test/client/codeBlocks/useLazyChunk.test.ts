import {renderHook, waitFor} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {useLazyChunk} from '../../../src/client/codeBlocks/useLazyChunk';

describe('useLazyChunk', () => {
  it('gives the chunk the bundle has already, without loading it, wanted or not', () => {
    const load = vi.fn(async () => 'chunk');
    const {result} = renderHook(() => useLazyChunk(false, () => 'in the bundle', load));
    expect(result.current).toEqual({chunk: 'in the bundle', failed: false});
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing while the chunk is not wanted, and loads it once when it is', async () => {
    const load = vi.fn(async () => 'chunk');
    const {result, rerender} = renderHook(({wanted}) => useLazyChunk(wanted, () => undefined, load), {
      initialProps: {wanted: false},
    });
    expect(result.current.chunk).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    rerender({wanted: true});
    await waitFor(() => expect(result.current.chunk).toBe('chunk'));
    rerender({wanted: true});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says when the chunk failed to load, with the error, and does not ask again', async () => {
    const load = vi.fn(async () => {
      throw new Error('offline');
    });
    const {result, rerender} = renderHook(() => useLazyChunk(true, () => undefined, load));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.error).toEqual(new Error('offline'));
    rerender();
    expect(result.current.chunk).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
