import {useEffect, useState} from 'react';

/**
 * A chunk a component loads only when it needs it: the one the bundle has already (`loadedNow`),
 * or, once the component has wanted it, the one `load` brought. `failed` when the load was
 * refused, with the load's `error`: a code block then does without, and asks no more.
 */
export function useLazyChunk<Chunk>(
  wanted: boolean,
  loadedNow: () => Chunk | undefined,
  load: () => Promise<Chunk>,
): {chunk: Chunk | undefined; failed: boolean; error?: unknown} {
  const [arrived, setArrived] = useState<Chunk | undefined>(undefined);
  const [failure, setFailure] = useState<{error: unknown}>();
  const failed = failure !== undefined;
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
      (error: unknown) => {
        if (mounted) {
          setFailure({error});
        }
      },
    );
    return () => {
      mounted = false;
    };
  }, [wanted, chunk, failed, load]);
  return {chunk, failed, error: failure?.error};
}
