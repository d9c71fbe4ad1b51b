import {act, screen} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';
import {chunk, hydrateWithChunkHeld} from './notFoundHydration';

afterEach(() => {
  document.body.innerHTML = '';
  chunk.arrive();
});

describe('@theme/NotFound/Content while the page hydrates', () => {
  it("keeps the server's page, without an error, when a context above changes before the page's chunk arrives", async () => {
    const {container, serverHeading, errors} = await hydrateWithChunkHeld('theme');
    expect(serverHeading).toHaveTextContent('Page Not Found');
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
