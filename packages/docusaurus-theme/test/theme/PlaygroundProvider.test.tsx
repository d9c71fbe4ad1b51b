import {fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import PlaygroundProvider, {DEFAULT_TRANSFORM_CODE, firstCallWhenIdle} from '../../src/theme/Playground/Provider';
import {received} from '../mocks/theme/Playground/Provider';

/** The idle callbacks queued so far; `idle()` runs them, as the browser would once the page is idle. */
let queued: Array<() => void> = [];
const idle = () => {
  const callbacks = queued;
  queued = [];
  for (const callback of callbacks) {
    callback();
  }
};

beforeEach(() => {
  queued = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => queued.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('@theme/Playground/Provider', () => {
  it("hands theme-live-codeblock's provider a transform that waits for an idle moment the first time", async () => {
    render(
      <PlaygroundProvider code="<Button>Go</Button>">
        <span>editor</span>
      </PlaygroundProvider>,
    );
    expect(screen.getByTestId('playground')).toHaveTextContent('editor');
    expect(received.code).toBe('<Button>Go</Button>');
    const first = received.transformCode?.('<Button>Go</Button>') as Promise<string>;
    let result: string | undefined;
    void first.then((value) => {
      result = value;
    });
    await Promise.resolve();
    expect(result, 'nothing runs before the page is idle').toBeUndefined();
    idle();
    expect(await first).toBe(DEFAULT_TRANSFORM_CODE('<Button>Go</Button>'));
    // An edit runs at once.
    expect(received.transformCode?.('<Button>Stop</Button>')).toBe('<Button>Stop</Button>;');
  });

  it('transforms the newest code when an edit came while the first run waited', async () => {
    const transform = firstCallWhenIdle((code) => code.toUpperCase());
    const first = transform('<a/>') as Promise<string>;
    expect(transform('<b/>')).toBe('<B/>');
    idle();
    expect(await first).toBe('<B/>');
  });

  it("reports the transform's error through the promise, as react-live expects", async () => {
    const transform = firstCallWhenIdle(() => {
      throw new SyntaxError('Unexpected token');
    });
    const first = transform('<a') as Promise<string>;
    idle();
    await expect(first).rejects.toThrow('Unexpected token');
  });

  it('waits for a timer where the browser has no requestIdleCallback', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const first = firstCallWhenIdle((code) => code)('x') as Promise<string>;
      vi.runAllTimers();
      expect(await first).toBe('x');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets Tab leave a live editor while a playground is on the page, and leaves other keys to it', () => {
    const {unmount} = render(
      <PlaygroundProvider code="<Button>Go</Button>">
        <pre contentEditable suppressContentEditableWarning>
          code
        </pre>
      </PlaygroundProvider>,
    );
    const editor = screen.getByText('code');
    // jsdom does not implement isContentEditable.
    Object.defineProperty(editor, 'isContentEditable', {value: true});
    const seen: string[] = [];
    editor.addEventListener('keydown', (event) => seen.push(event.key));
    fireEvent.keyDown(editor, {key: 'Tab'});
    fireEvent.keyDown(editor, {key: 'Enter'});
    expect(seen, "Tab should not reach the editor's own listener").toEqual(['Enter']);
    unmount();
  });
});
