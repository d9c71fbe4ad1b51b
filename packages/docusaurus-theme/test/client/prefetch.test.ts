import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

interface Docusaurus {
  prefetch: (path: string) => unknown;
  preload: (path: string) => unknown;
}
const win = window as unknown as {docusaurus?: Docusaurus};

async function freshModule() {
  vi.resetModules();
  return import('../../src/client/prefetch');
}

let core: {prefetch: ReturnType<typeof vi.fn>; preload: ReturnType<typeof vi.fn>};

beforeEach(() => {
  // jsdom has no requestIdleCallback: the module falls back to timers, which are faked here.
  vi.useFakeTimers();
  core = {prefetch: vi.fn(() => Promise.resolve()), preload: vi.fn(() => Promise.resolve())};
  win.docusaurus = Object.freeze({...core});
});

afterEach(() => {
  vi.useRealTimers();
  delete win.docusaurus;
});

describe('the idle route prefetch', () => {
  it("hands the links in view to core's prefetch one per idle callback, not in the observer's task", async () => {
    const {default: clientModule} = await freshModule();
    clientModule.onRouteDidUpdate?.({location: {} as never, previousLocation: null});
    const docusaurus = win.docusaurus as Docusaurus;
    expect(Object.isFrozen(docusaurus)).toBe(true);

    // What one IntersectionObserver task does when three links come into view.
    for (const path of ['/docs/intro', '/docs/install', '/blog']) {
      docusaurus.prefetch(path);
    }
    expect(core.prefetch, 'nothing in the calling task').not.toHaveBeenCalled();

    await vi.advanceTimersToNextTimerAsync();
    expect(core.prefetch.mock.calls).toEqual([['/docs/intro']]);
    await vi.advanceTimersToNextTimerAsync();
    expect(core.prefetch.mock.calls).toEqual([['/docs/intro'], ['/docs/install']]);
    await vi.runAllTimersAsync();
    expect(core.prefetch.mock.calls).toEqual([['/docs/intro'], ['/docs/install'], ['/blog']]);

    // A link that comes into view later starts the queue again.
    docusaurus.prefetch('/docs/later');
    await vi.runAllTimersAsync();
    expect(core.prefetch).toHaveBeenLastCalledWith('/docs/later');
  });

  it('preloads on hover through core at once', async () => {
    const {installPrefetch} = await freshModule();
    expect(installPrefetch()).toBe(true);
    (win.docusaurus as Docusaurus).preload('/blog');
    expect(core.preload).toHaveBeenCalledWith('/blog');
  });

  it('leaves window.docusaurus alone when core has not set it up, and installs once', async () => {
    delete win.docusaurus;
    const {installPrefetch} = await freshModule();
    expect(installPrefetch()).toBe(false);
    expect(win.docusaurus).toBeUndefined();

    win.docusaurus = Object.freeze({...core});
    expect(installPrefetch()).toBe(true);
    const installed = win.docusaurus;
    expect(installPrefetch()).toBe(false);
    expect(win.docusaurus).toBe(installed);
  });
});
