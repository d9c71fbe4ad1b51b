import {useEffect, useState} from 'react';

/**
 * A chunk a code block loads only when it needs it: the one the bundle has already (`loadedNow`),
 * or, once the block has wanted it, the one `load` brought. `failed` when the load was refused:
 * the block then does without, and asks no more.
 */
export function useLazyChunk<Chunk>(
  wanted: boolean,
  loadedNow: () => Chunk | undefined,
  load: () => Promise<Chunk>,
): {chunk: Chunk | undefined; failed: boolean} {
  const [arrived, setArrived] = useState<Chunk | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const chunk = arrived ?? loadedNow();
  useEffect(() => {
    if (!wanted || chunk !== undefined || failed) {
      return;
    }
    let mounted = true;
    load().then(
      (loaded) => {
        if (mounted) {
          setArrived(() => loaded);
        }
      },
      () => {
        if (mounted) {
          setFailed(true);
        }
      },
    );
    return () => {
      mounted = false;
    };
  }, [wanted, chunk, failed, load]);
  return {chunk, failed};
}
