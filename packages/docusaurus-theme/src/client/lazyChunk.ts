import {moduleInBundle} from './bundledModule';

/** A chunk of the browser's bundle that loads only when asked for, and that the bundle may hold already. */
export type LazyChunk<Value> = {
  /**
   * Loads the chunk once. A failed load (the network, a new deployment) is remembered (`failed`)
   * and forgotten by the next call, which tries again.
   */
  load(): Promise<Value>;
  /**
   * The chunk's value if the bundle holds it (once it has arrived, on the server from the start),
   * without loading anything. Once `load` has asked for it, only that load tells that it has
   * arrived: the chunk's file can come before the chunks it needs, and the bundler, asked for the
   * module then, would keep it half evaluated for good, to fail every later render.
   */
  loaded(): Value | undefined;
  /** Whether a load was asked for and has not failed. */
  requested(): boolean;
  /** Whether the last load failed. */
  failed(): boolean;
};

/**
 * A `LazyChunk` from its `import()` and its `require.resolveWeak()`, each written at the call site
 * with a literal path (the bundler needs it there: bundledModule.ts), and what of the module's
 * exports is its value. On the server, it starts loading at once.
 */
export function lazyChunk<Exports, Value>({
  importChunk,
  moduleId,
  value,
}: {
  importChunk: () => Promise<Exports>;
  moduleId: () => string | number;
  value: (exports: Exports) => Value;
}): LazyChunk<Value> {
  let loaded: Value | undefined;
  let loading: Promise<Value> | undefined;
  let failed = false;
  const chunk: LazyChunk<Value> = {
    load() {
      if (loading) {
        return loading;
      }
      failed = false;
      const request = importChunk().then(
        (exports): Value => {
          loaded = value(exports);
          return loaded;
        },
        (error: unknown): never => {
          loading = undefined;
          failed = true;
          throw error;
        },
      );
      loading = request;
      return request;
    },
    loaded() {
      if (!(loaded || loading)) {
        const exports = moduleInBundle<Exports>(moduleId);
        loaded = exports === undefined ? undefined : value(exports);
      }
      return loaded;
    },
    requested: () => loading !== undefined,
    failed: () => failed,
  };
  if (typeof window === 'undefined') {
    // The server bundle keeps each lazy chunk in a file of its own, read when `import()` asks
    // for it: a page rendered before that would suspend (a rendering thread's first pages did),
    // and the renders it holds up keep their trees alive long enough for V8 to allocate the same
    // kinds of objects in its old generation from then on, which slowed the garbage collection
    // of every later page (bench/measurements.md). A failure here is the first render's to
    // report: it loads the chunk again.
    chunk.load().catch(() => undefined);
  }
  return chunk;
}
