import {act, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {chunk, hydrateWithChunkHeld} from './notFoundHydration';

afterEach(() => {
  document.body.innerHTML = '';
  chunk.arrive();
});

describe("@theme/NotFound/Content while the page hydrates, with a site's own NotFound/Page", () => {
  it("keeps a site's own page, whatever its root element, and swaps it once without doubling it", async () => {
    const {container, serverHeading, errors} = await hydrateWithChunkHeld('site');
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);

    await act(async () => chunk.arrive());
    await vi.waitFor(() => expect(container.querySelector('h1')).not.toBe(serverHeading));
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(screen.getByText('Our docs moved in March.')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
