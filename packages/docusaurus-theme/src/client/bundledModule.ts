// webpack's and Rspack's module registry and loader: the server bundle holds every module, the
// browser's holds a module once the chunk that brings it has arrived.
declare const __webpack_modules__: Record<string | number, unknown> | undefined;
declare const __webpack_require__: ((id: string | number) => unknown) | undefined;

/**
 * The exports of a module that the bundle already holds (once its chunk has arrived, on the
 * server too), without loading anything; `undefined` while it does not, and
 * outside a bundler (unit tests), where the caller falls back to `import()`.
 *
 * What react-loadable does for Docusaurus's routes: a component whose chunk is in the page can
 * render at once, as the server rendered it, with no Suspense boundary, which React 19.2's
 * server renderer would write out of line with an inline script that a Content-Security-Policy
 * refuses.
 *
 * `moduleId` must call `require.resolveWeak` with a literal path, written at the call site: the
 * bundler replaces that call with the module's id (without adding the module to the chunk), and
 * resolves the path relative to the file that holds it. Outside a bundler there is no `require`,
 * and the call throws.
 */
export function moduleInBundle<Exports>(moduleId: () => string | number): Exports | undefined {
  try {
    const id = moduleId();
    if (
      typeof __webpack_modules__ !== 'object' ||
      !__webpack_modules__ ||
      !(id in __webpack_modules__) ||
      typeof __webpack_require__ !== 'function'
    ) {
      return undefined;
    }
    return __webpack_require__(id) as Exports;
  } catch {
    // No bundler, or the module threw while it was evaluated: the caller loads it with import(),
    // which reports such an error where it can be handled.
    return undefined;
  }
}
