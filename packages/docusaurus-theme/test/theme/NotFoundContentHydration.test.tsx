import {act, screen} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {afterEach, describe, expect, it} from 'vitest';
import {ChangesAfterHydration, chunk, loadContent, ReadsTheContext, serverPage} from './notFoundHydration';

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
