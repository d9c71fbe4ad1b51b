import {Fragment, type HTMLAttributes, type ReactNode} from 'react';
import {SearchHitSummary, SearchSectionSummary} from './SearchHitSummary';
import type {SearchHit, SearchHitSection} from './useSearch';

/** A place a result list links to: a result's page at its best section, or one of its other sections. */
export type SearchResultLink = {url: string; hit: SearchHit; section?: SearchHitSection};

/**
 * Every link of a list of results, in reading order: each result, then the sections listed
 * under it. The index of a link here is the `index` that SearchResultList's render functions
 * receive, so that the search box's arrow keys move through all of them.
 */
export function searchResultLinks(hits: readonly SearchHit[]): SearchResultLink[] {
  return hits.flatMap((hit) => [
    {url: hit.url, hit},
    ...hit.sections.map((section) => ({url: section.url, hit, section})),
  ]);
}

export type SearchResultListProps = HTMLAttributes<HTMLElement> & {
  /** The results, best first; with none, the list is not rendered. */
  hits: readonly SearchHit[];
  /** The list element: the search box's listbox is a `<div>`, the search page's list an `<ol>`. */
  as: 'div' | 'ol';
  /** The element of each result's title. @defaultValue 'span' */
  titleAs?: 'span' | 'h2';
  /**
   * Wraps one result: its summary, and the sections listed under it (rendered by
   * `renderSection`, to be placed in the result's element). `index` is the result's place in
   * `searchResultLinks`.
   */
  renderResult: (hit: SearchHit, index: number, summary: ReactNode, sections: ReactNode[]) => ReactNode;
  /** Wraps one section listed under a result; without it, results list no sections. */
  renderSection?: (section: SearchHitSection, index: number, summary: ReactNode, hit: SearchHit) => ReactNode;
};

/**
 * The results of a search, one per page, each with the page's best sections under it, shared
 * by the search box and the search page. The list element's other props (role, id, class) go
 * on the list as they are.
 */
export function SearchResultList({
  hits,
  as: List,
  titleAs,
  renderResult,
  renderSection,
  ...listAttributes
}: SearchResultListProps): ReactNode {
  if (hits.length === 0) {
    return null;
  }
  let index = 0;
  return (
    <List {...listAttributes}>
      {hits.map((hit) => {
        const hitIndex = index++;
        const sections = renderSection
          ? hit.sections.map((section) => (
              <Fragment key={section.url}>
                {renderSection(section, index++, <SearchSectionSummary section={section} />, hit)}
              </Fragment>
            ))
          : [];
        if (!renderSection) {
          index += hit.sections.length;
        }
        return (
          <Fragment key={hit.id}>
            {renderResult(hit, hitIndex, <SearchHitSummary hit={hit} titleAs={titleAs} />, sections)}
          </Fragment>
        );
      })}
    </List>
  );
}
