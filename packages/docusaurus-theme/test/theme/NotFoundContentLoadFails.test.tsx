import {render, screen} from '@testing-library/react';
import {Component, type ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';

/** Stands for the layout's error boundary, which shows the error with its "Try again". */
class Boundary extends Component<{children: ReactNode}, {error?: Error}> {
  override state: {error?: Error} = {};
  static getDerivedStateFromError(error: Error) {
    return {error};
  }
  override render() {
    // Vitest wraps an error thrown while importing a mocked module: the load's own is its cause.
    const error = this.state.error;
    const cause = error?.cause instanceof Error ? error.cause : error;
    return cause ? <p role="alert">{cause.message}</p> : this.props.children;
  }
}

describe('@theme/NotFound/Content when its chunk cannot load', () => {
  it("throws the load's error to the nearest error boundary, rather than stay blank", async () => {
    // The page's chunk fails to load: a deploy removed it, or the network dropped.
    vi.doMock('@theme/NotFound/Page', () => {
      throw new Error('Loading chunk 404 failed');
    });
    const {default: NotFoundContent} = await import('../../src/theme/NotFound/Content');
    // React logs what a boundary catches; the test reads the boundary instead.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <NotFoundContent />
        </Boundary>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 404 failed');
      expect(screen.queryByRole('heading', {level: 1})).toBeNull();
    } finally {
      logged.mockRestore();
    }
  });
});
