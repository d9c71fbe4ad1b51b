import type {ReactNode} from 'react';

/** A magnifying glass, decorative: the control it sits in carries the name. */
export function SearchIcon({className}: {className?: string}): ReactNode {
  return (
    <svg className={className} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
