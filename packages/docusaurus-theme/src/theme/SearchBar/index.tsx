import {translate} from '@docusaurus/Translate';
import {SearchIcon} from '@hoverkraft/docusaurus-theme/client';
import {lazy, type ReactNode, Suspense, useCallback, useEffect, useState} from 'react';
import styles from './styles.module.css';

/** The shortcut that opens the box from anywhere: Ctrl+K, or ⌘K on a Mac. */
export function isSearchShortcut(event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

function useShortcutLabel(): string {
  const [label, setLabel] = useState('Ctrl K');
  // Read after hydration, so that the server's HTML and the first render agree.
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)) {
      setLabel('⌘ K');
    }
  }, []);
  return label;
}

/** The dialog's code, fetched when a reader is about to open the box (a hover or a focus will do). */
const loadSearchPanel = () => import('@hoverkraft/docusaurus-theme/client/search-panel');
const SearchPanel = lazy(loadSearchPanel);

/**
 * The navbar search box: a button that opens a modal dialog (also on Ctrl/⌘+K). Every page
 * ships only the button; the dialog, and the Pagefind index behind it, load the first time the
 * reader opens it, and the dialog stays mounted afterwards so that it keeps the last query.
 * This component is in the theme only while the theme's `search` option is on: with it off,
 * `@theme/SearchBar` is whatever the themes below provide (Algolia's, or none).
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const shortcut = useShortcutLabel();

  const toggle = useCallback((next: boolean | ((wasOpen: boolean) => boolean)) => {
    setOpened(true);
    setOpen(next);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        toggle((wasOpen) => !wasOpen);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return (
    <>
      <button
        type="button"
        // Hidden until hydration by global.css: before it, the button could not open anything.
        className={`${styles.trigger} hk-needs-javascript`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => toggle(true)}
        onPointerEnter={loadSearchPanel}
        onFocus={loadSearchPanel}
      >
        <SearchIcon className={styles.icon} />
        <span className={styles.triggerLabel}>
          {translate({
            id: 'theme.hoverkraft.search.button',
            message: 'Search',
            description: 'The navbar button that opens the search dialog',
          })}
        </span>
        {/* The shortcut is announced through aria-keyshortcuts, not as part of the name. */}
        <span className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SearchPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
