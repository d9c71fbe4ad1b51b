import includeLanguages from '@theme-init/prism-include-languages';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {PRISM_WHEN_LANGUAGES_DEFINED} from '../../src/shared/contract';
import prismIncludeLanguages from '../../src/theme/prism-include-languages';

type PrismObject = Parameters<typeof prismIncludeLanguages>[0];
const spy = vi.mocked(includeLanguages);

beforeEach(() => spy.mockClear());

describe('prism-include-languages', () => {
  it("queues theme-classic's loader until the lazy grammars are defined", () => {
    const queued: (() => void)[] = [];
    const prism = {[PRISM_WHEN_LANGUAGES_DEFINED]: (callback: () => void) => queued.push(callback)};
    prismIncludeLanguages(prism as unknown as PrismObject);
    expect(spy).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    queued[0]?.();
    expect(spy).toHaveBeenCalledWith(prism);
  });

  it('runs it at once on a Prism the build step left as it was (another version)', () => {
    const prism = {languages: {}};
    prismIncludeLanguages(prism as unknown as PrismObject);
    expect(spy).toHaveBeenCalledWith(prism);
  });
});
