import {act, screen} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {ChangesAfterHydration, chunk, loadContent, ReadsTheContext, serverPage} from './notFoundHydration';

afterEach(() => {
  document.body.innerHTML = '';
  chunk.arrive();
});

describe("@theme/NotFound/Content while the page hydrates, with a site's own NotFound/Page", () => {
  it("keeps a site's own page, whatever its root element, and swaps it once without doubling it", async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverPage('site');
    document.body.append(container);
    const serverHeading = container.querySelector('h1');

    chunk.holdBack();
    const NotFoundContent = await loadContent('site');
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
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);

    await act(async () => chunk.arrive());
    await vi.waitFor(() => expect(container.querySelector('h1')).not.toBe(serverHeading));
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByText('Our docs moved in March.')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
