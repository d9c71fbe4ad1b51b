import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import OriginalSearchBar from '@theme-original/SearchBar';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import {searchStatusMessage} from '../../search/messages';
import {SEARCH_PAGE_ROUTE, useHoverkraftData} from '../../search/pluginData';
import {SearchHitSummary} from '../../search/SearchHitSummary';
import {SearchIcon} from '../../search/SearchIcon';
import {useSearch} from '../../search/useSearch';
import styles from './styles.module.css';

/** How many results the box lists; the search page lists them all. */
export const RESULTS_IN_BOX = 8;

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

/**
 * The navbar search box: a button that opens a modal dialog (also on Ctrl/⌘+K) holding a
 * combobox. Results appear as the reader types; arrows move through them, Enter opens one,
 * Escape closes. The Pagefind index is loaded the first time the dialog opens.
 */
function SearchDialog(): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const state = useSearch(query, {enabled: open, limit: RESULTS_IN_BOX});
  const {hits} = state;
  // The selected result belongs to one list of results; a new list starts on its first.
  const [selection, setSelection] = useState<{hits: typeof hits; index: number}>();
  const active = selection?.hits === hits ? selection.index : hits.length > 0 ? 0 : -1;
  const setActive = (index: number) => setSelection({hits, index});
  const history = useHistory();
  const searchPageUrl = useBaseUrl(SEARCH_PAGE_ROUTE);
  const shortcut = useShortcutLabel();
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const message = searchStatusMessage(state, query);
  const allResultsUrl = `${searchPageUrl}?q=${encodeURIComponent(query.trim())}`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setOpen((wasOpen) => !wasOpen);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (active >= 0) {
      document.getElementById(`${id}-result-${active}`)?.scrollIntoView?.({block: 'nearest'});
    }
  }, [active, id]);

  const go = useCallback(
    (url: string) => {
      setOpen(false);
      history.push(url);
    },
    [history],
  );

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + hits.length) % hits.length);
      }
    } else if (event.key === 'Escape') {
      // A search field would only clear itself on the first Escape: close at once instead.
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) {
        go(hit.url);
      } else if (query.trim()) {
        go(allResultsUrl);
      }
    }
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop lands on the dialog itself, outside its panel.
    if (event.target === event.currentTarget) {
      setOpen(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <SearchIcon className={styles.icon} />
        <span className={styles.triggerLabel}>Search</span>
        {/* The shortcut is announced through aria-keyshortcuts, not as part of the name. */}
        <span className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively. */}
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-label="Search the site"
        onClose={() => setOpen(false)}
        onClick={onDialogClick}
      >
        {open && (
          <div className={styles.panel}>
            <div className={styles.field}>
              <SearchIcon className={styles.icon} />
              <input
                ref={inputRef}
                className={styles.input}
                type="search"
                role="combobox"
                aria-label="Search the docs and blog"
                aria-autocomplete="list"
                aria-expanded={hits.length > 0}
                aria-controls={hits.length > 0 ? listboxId : undefined}
                aria-activedescendant={active >= 0 && hits[active] ? optionId(active) : undefined}
                placeholder="Search the docs and blog"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onInputKeyDown}
              />
              <button type="button" className={styles.close} onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
            <p role="status" className={styles.status}>
              {message}
            </p>
            {hits.length > 0 && (
              <div role="listbox" id={listboxId} aria-label="Results" className={styles.results}>
                {hits.map((hit, index) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys.
                  <div
                    key={hit.id}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={styles.result}
                    onClick={() => go(hit.url)}
                    onMouseMove={() => setActive(index)}
                  >
                    <SearchHitSummary hit={hit} />
                  </div>
                ))}
              </div>
            )}
            {query.trim() && state.status !== 'unavailable' && (
              <Link className={styles.allResults} to={allResultsUrl} onClick={() => setOpen(false)}>
                See all results for “{query.trim()}”
              </Link>
            )}
            <p className={styles.help}>
              <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
            </p>
          </div>
        )}
      </dialog>
    </>
  );
}

/**
 * The navbar's search box, shown for a navbar item of type `search`. With the theme's `search`
 * option off, the search bar of the theme below (Algolia's, say) is shown instead.
 */
export default function SearchBar(): ReactNode {
  const {search} = useHoverkraftData();
  return search ? <SearchDialog /> : <OriginalSearchBar />;
}
