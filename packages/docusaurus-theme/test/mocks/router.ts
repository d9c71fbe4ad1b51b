import {vi} from 'vitest';
import {mockSite} from './site';

type To = string | {pathname?: string; search?: string; hash?: string};

function navigate(to: To): void {
  const next = typeof to === 'string' ? new URL(to, 'http://localhost') : to;
  mockSite.location = {
    pathname: next.pathname ?? mockSite.location.pathname,
    search: next.search ?? '',
    hash: next.hash ?? '',
  };
}

/** The history the mocked router hands out; tests read its calls. */
export const mockHistory = {
  push: vi.fn(navigate),
  replace: vi.fn(navigate),
};

export function useLocation() {
  return mockSite.location;
}

export function useHistory() {
  return mockHistory;
}

/** react-router's own matcher: nothing to mock, and the theme's lookups are checked against it. */
export {matchPath} from 'react-router';
