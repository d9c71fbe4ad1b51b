import {Fragment, type HTMLAttributes, type ReactNode} from 'react';
import {SearchHitSummary} from './SearchHitSummary';
import type {SearchHit} from './useSearch';

export type SearchResultListProps = HTMLAttributes<HTMLElement> & {
  /** The results, best first; with none, the list is not rendered. */
  hits: readonly SearchHit[];
  /** The list element: the search box's listbox is a `<div>`, the search page's list an `<ol>`. */
  as: 'div' | 'ol';
  /** The element of each result's title. @defaultValue 'span' */
  titleAs?: 'span' | 'h2';
  /** Wraps one result's summary: an option of the box's listbox, a link in an item of the page's list. */
  renderResult: (hit: SearchHit, index: number, summary: ReactNode) => ReactNode;
};

/**
 * The results of a search, one summary each, shared by the search box and the search page. The
 * list element's other props (role, id, class) go on the list as they are.
 */
export function SearchResultList({
  hits,
  as: List,
  titleAs,
  renderResult,
  ...listAttributes
}: SearchResultListProps): ReactNode {
  if (hits.length === 0) {
    return null;
  }
  return (
    <List {...listAttributes}>
      {hits.map((hit, index) => (
        <Fragment key={hit.id}>{renderResult(hit, index, <SearchHitSummary hit={hit} titleAs={titleAs} />)}</Fragment>
      ))}
    </List>
  );
}
