import {vi} from 'vitest';

/** theme-common's keyboard-navigation hook; tests check that the Layout calls it. */
export const useKeyboardNavigation = vi.fn();
