import {act, screen} from '@testing-library/react';
import {createContext, type ReactNode, useContext, useEffect, useState} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {serverHtml} from './serverHtml';

/** When the browser's chunk of `@theme/NotFound/Page` arrives: the test decides. */
const chunk = (() => {
  let arrive = () => {};
  const state = {
    arrived: Promise.resolve(),
    holdBack() {
      state.arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
    },
    arrive: () => arrive(),
  };
  return state;
})();

type Content = (props: {className?: string}) => ReactNode;

async function loadContent(): Promise<Content> {
  // A fresh module graph each time: the server's render and the browser's do not share modules.
  vi.resetModules();
  // Registered again for each graph, so that the import reads the hold of the moment.
  vi.doMock('@theme/NotFound/Page', async () => {
    await chunk.arrived;
    return import('../../src/theme/NotFound/Page');
  });
  return (await import('../../src/theme/NotFound/Content')).default;
}

/** Some context a provider above the page changes in its first effect, as providers do after hydration. */
const Changed = createContext(false);

function ChangesAfterHydration({children}: {children: ReactNode}): ReactNode {
  const [changed, setChanged] = useState(false);
  useEffect(() => setChanged(true), []);
  return <Changed.Provider value={changed}>{children}</Changed.Provider>;
}

function ReadsTheContext(): ReactNode {
  return <span hidden>{String(useContext(Changed))}</span>;
}

/** The page as the server renders it: every module is in the server's bundle, and the render waits for all. */
async function serverPage(): Promise<string> {
  const NotFoundContent = await loadContent();
  return serverHtml(
    <ChangesAfterHydration>
      <ReadsTheContext />
      <NotFoundContent />
    </ChangesAfterHydration>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  chunk.arrive();
});

describe('@theme/NotFound/Content while the page hydrates', () => {
  it("keeps the server's page, without an error, when a context above changes before the page's chunk arrives", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverPage();
    document.body.append(container);
    const serverHeading = container.querySelector('h1');
    expect(serverHeading).toHaveTextContent('Page Not Found');

    chunk.holdBack();
    const NotFoundContent = await loadContent();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <ChangesAfterHydration>
          <ReadsTheContext />
          <NotFoundContent />
        </ChangesAfterHydration>,
        {onRecoverableError: (error) => errors.push(error)},
      );
    });
    // The provider's effect has run, and the chunk is still on its way.
    expect(container.querySelector('span')).toHaveTextContent('true');
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);

    await act(async () => chunk.arrive());
    expect(await screen.findByRole('heading', {level: 1, name: 'Page Not Found'})).toBeInTheDocument();
    expect(screen.getByRole('navigation', {name: 'Pages to start from'})).toBeInTheDocument();
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
