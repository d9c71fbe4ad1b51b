import {afterEach, describe, expect, it, vi} from 'vitest';
import {moduleInBundle} from '../../src/client/bundledModule';

const highlighterExports = {default: () => null};

/** A bundle's registry and loader, as webpack and Rspack give them to the code they bundle. */
function bundleHolding(modules: Record<string, unknown>): ReturnType<typeof vi.fn> {
  const load = vi.fn((id: string | number) => modules[id]);
  vi.stubGlobal('__webpack_modules__', modules);
  vi.stubGlobal('__webpack_require__', load);
  return load;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('moduleInBundle', () => {
  it("gives the exports of a module that the bundle holds, through the bundler's loader", () => {
    const load = bundleHolding({'4001': highlighterExports});
    expect(moduleInBundle(() => 4001)).toBe(highlighterExports);
    expect(load).toHaveBeenCalledWith(4001);
  });

  it("gives nothing, and loads nothing, while the module's chunk has not arrived", () => {
    const load = bundleHolding({'17': {}});
    expect(moduleInBundle(() => 4001)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('gives nothing outside a bundler, where require.resolveWeak does not exist', () => {
    const noRequire = () => {
      throw new ReferenceError('require is not defined');
    };
    expect(moduleInBundle(noRequire)).toBeUndefined();
    // Even with a registry in reach (another bundle's, say), nothing is read without an id.
    const load = bundleHolding({'4001': highlighterExports});
    expect(moduleInBundle(noRequire)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('gives nothing where there is no registry or no loader', () => {
    expect(moduleInBundle(() => 4001)).toBeUndefined();
    vi.stubGlobal('__webpack_modules__', null);
    vi.stubGlobal('__webpack_require__', () => highlighterExports);
    expect(moduleInBundle(() => 4001)).toBeUndefined();
    vi.stubGlobal('__webpack_modules__', {'4001': highlighterExports});
    vi.stubGlobal('__webpack_require__', undefined);
    expect(moduleInBundle(() => 4001)).toBeUndefined();
  });

  it('gives nothing when the module throws as it is evaluated, so that the caller loads it with import()', () => {
    bundleHolding({'4001': highlighterExports});
    vi.stubGlobal('__webpack_require__', () => {
      throw new Error('the module failed');
    });
    expect(moduleInBundle(() => 4001)).toBeUndefined();
  });
});
