// What the not-found page's hydration tests share. Each scenario has a file of its own: Vitest
// keeps a mocked module's first instance for the rest of a file, whatever it is mocked with later.

import {act} from '@testing-library/react';
import {createContext, type ReactNode, useContext, useEffect, useState} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {vi} from 'vitest';
import {serverHtml} from './serverHtml';

/** When the browser's chunk of `@theme/NotFound/Page` arrives: the test decides. */
export const chunk = (() => {
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

/** A site's own NotFound/Page (ejected, or wrapped with a banner): its root is not the theme's `<main>`. */
function SitesOwnPage(): ReactNode {
  return (
    <>
      <p>Our docs moved in March.</p>
      <div>
        <h1>Page Not Found</h1>
      </div>
    </>
  );
}

async function loadContent(page: 'theme' | 'site' = 'theme'): Promise<Content> {
  // A fresh module graph each time: the server's render and the browser's do not share modules.
  vi.resetModules();
  // Registered again for each graph, so that the import reads the hold of the moment.
  vi.doMock('@theme/NotFound/Page', async () => {
    await chunk.arrived;
    return page === 'theme' ? import('../../src/theme/NotFound/Page') : {default: SitesOwnPage};
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
async function serverPage(page: 'theme' | 'site' = 'theme'): Promise<string> {
  const NotFoundContent = await loadContent(page);
  return serverHtml(
    <ChangesAfterHydration>
      <ReadsTheContext />
      <NotFoundContent />
    </ChangesAfterHydration>,
  );
}

/**
 * The page of `page` rendered on the server, then hydrated in a fresh module graph while its chunk
 * is held back (`chunk.arrive()` lets it in), under a provider that changes context in its first
 * effect. Returns the container and the recoverable errors React reports, as they come.
 */
export async function hydrateWithChunkHeld(
  page: 'theme' | 'site',
): Promise<{container: HTMLElement; serverHeading: Element | null; errors: unknown[]}> {
  const container = document.createElement('div');
  container.innerHTML = await serverPage(page);
  document.body.append(container);
  const serverHeading = container.querySelector('h1');
  chunk.holdBack();
  const NotFoundContent = await loadContent(page);
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
  return {container, serverHeading, errors};
}
