import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import {SEARCH_PAGE_PATH} from '../../shared/contract';
import {useSearchStatusMessage} from './messages';
import {searchForQuery, useOpenPage} from './navigation';
import {SearchIcon} from './SearchIcon';
import styles from './SearchPanel.module.css';
import {SearchResultList, searchResultLinks} from './SearchResultList';
import {SearchScopes} from './SearchScopes';
import {NO_SCOPES, type SearchScope, useCurrentDocsVersion} from './scopes';
import {useSearch} from './useSearch';

/** How many results the box lists; the search page lists them all. */
export const RESULTS_IN_BOX = 8;

export interface SearchPanelProps {
  /** Whether the dialog is shown; it stays mounted while closed, keeping the last query. */
  open: boolean;
  /** Called when the reader closes the dialog or leaves for a result. */
  onClose: () => void;
}

/**
 * The navbar box's modal dialog, holding a combobox. Results appear as the reader types;
 * arrows move through them, Enter opens one, Escape closes. The SearchBar loads this module
 * (and the Pagefind index) the first time a reader opens the box, so no page ships it up front.
 */
export default function SearchPanel({open, onClose}: SearchPanelProps): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The docs version being read is searched by default; a choice the reader makes stays.
  const currentVersion = useCurrentDocsVersion();
  const [chosenScope, setChosenScope] = useState<SearchScope>();
  const state = useSearch(query, {
    enabled: open,
    limit: RESULTS_IN_BOX,
    scope: chosenScope,
    defaultVersion: currentVersion,
  });
  const scope = state.scope ?? {};
  const {hits} = state;
  // Every link of the results: each page and the sections listed under it, in reading order.
  const links = useMemo(() => searchResultLinks(hits), [hits]);
  // The selected link belongs to one list of results; a new list starts on its first.
  const [selection, setSelection] = useState<{hits: typeof hits; index: number}>();
  const active = selection?.hits === hits ? selection.index : links.length > 0 ? 0 : -1;
  const setActive = (index: number) => setSelection({hits, index});
  const openPage = useOpenPage();
  const searchPageUrl = useBaseUrl(`/${SEARCH_PAGE_PATH}`);
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const message = useSearchStatusMessage(state, query);
  const allResultsUrl = `${searchPageUrl}${searchForQuery(query.trim(), scope)}`;
  const fieldLabel = translate({
    id: 'theme.hoverkraft.search.fieldLabel',
    message: 'Search the docs and blog',
    description: 'The label and placeholder of the search field',
  });

  // The control that had focus when the dialog opened: the navbar button, or wherever the
  // reader pressed Ctrl+K. Closing gives focus back to it, unless a result took the reader away.
  const openerRef = useRef<Element | null>(null);
  // Set when a result is opened: focus then goes to the page the reader opened (useOpenPage).
  const leavingRef = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      return;
    }
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected && !leavingRef.current) {
        opener.focus();
      }
      leavingRef.current = false;
    }
  }, [open]);

  useEffect(() => {
    if (active >= 0) {
      document.getElementById(`${id}-result-${active}`)?.scrollIntoView?.({block: 'nearest'});
    }
  }, [active, id]);

  const go = useCallback(
    (url: string) => {
      leavingRef.current = true;
      onClose();
      openPage(url);
    },
    [openPage, onClose],
  );

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (links.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + links.length) % links.length);
      }
    } else if (event.key === 'Escape') {
      // A search field would only clear itself on the first Escape: close at once instead.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const link = links[active];
      if (link) {
        go(link.url);
      } else if (query.trim()) {
        go(allResultsUrl);
      }
    }
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop lands on the dialog itself, outside its panel.
    if (event.target === event.currentTarget) {
      onClose();
    }
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={translate({
        id: 'theme.hoverkraft.search.dialogLabel',
        message: 'Search the site',
        description: 'The accessible name of the search dialog',
      })}
      onClose={onClose}
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
              aria-label={fieldLabel}
              aria-autocomplete="list"
              aria-expanded={hits.length > 0}
              aria-controls={hits.length > 0 ? listboxId : undefined}
              aria-activedescendant={active >= 0 && links[active] ? optionId(active) : undefined}
              placeholder={fieldLabel}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onInputKeyDown}
            />
            <button type="button" className={styles.close} onClick={onClose}>
              {translate({
                id: 'theme.hoverkraft.search.close',
                message: 'Close',
                description: 'The button that closes the search dialog',
              })}
            </button>
          </div>
          <div className={styles.scopes}>
            <SearchScopes available={state.available ?? NO_SCOPES} value={scope} onChange={setChosenScope} />
          </div>
          <p role="status" className={styles.status}>
            {message}
          </p>
          <SearchResultList
            hits={hits}
            as="div"
            role="listbox"
            id={listboxId}
            aria-label={translate({
              id: 'theme.hoverkraft.search.resultsLabel',
              message: 'Results',
              description: 'The accessible name of the list of results in the search dialog',
            })}
            className={styles.results}
            renderResult={(hit, index, summary, sections) => (
              // A page and its sections: a group of options named after the page. A listbox's
              // groups are ARIA groups; a fieldset would make a form group of it.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div role="group" aria-label={hit.title} className={styles.group}>
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys. */}
                <div
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={styles.result}
                  onClick={() => go(hit.url)}
                  onMouseMove={() => setActive(index)}
                >
                  {summary}
                </div>
                {sections}
              </div>
            )}
            renderSection={(section, index, summary) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys.
              <div
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`${styles.result} ${styles.section}`}
                onClick={() => go(section.url)}
                onMouseMove={() => setActive(index)}
              >
                {summary}
              </div>
            )}
          />
          {query.trim() && state.status !== 'unavailable' && (
            <Link className={styles.allResults} to={allResultsUrl} onClick={onClose}>
              {translate(
                {
                  id: 'theme.hoverkraft.search.seeAllResults',
                  message: 'See all results for “{query}”',
                  description: 'The link from the search dialog to the full results page',
                },
                {query: query.trim()},
              )}
            </Link>
          )}
          <p className={styles.help}>
            {translate({
              id: 'theme.hoverkraft.search.keyboardHelp',
              message: '↑ ↓ to move, Enter to open, Esc to close',
              description: 'How to use the search dialog from the keyboard',
            })}
          </p>
        </div>
      )}
    </dialog>
  );
}
