import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './SearchScopes.module.css';
import type {AvailableScopes, SearchScope} from './scopes';

/** A filter value as readers read it: the default instances' kinds are translated, other names kept. */
function scopeName(value: string): string {
  switch (value) {
    case 'Documentation':
      return translate({
        id: 'theme.hoverkraft.search.scopeDocs',
        message: 'Docs',
        description: 'The search filter that keeps only the documentation',
      });
    case 'Blog':
      return translate({
        id: 'theme.hoverkraft.search.scopeBlog',
        message: 'Blog',
        description: 'The search filter that keeps only blog posts',
      });
    default:
      return value;
  }
}

function ChoiceGroup({
  label,
  allLabel,
  values,
  chosen,
  onChoose,
  name = (value) => value,
}: {
  label: string;
  allLabel: string;
  values: string[];
  chosen: string | undefined;
  onChoose: (value: string | undefined) => void;
  name?: (value: string) => string;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend className="hk-visually-hidden">{label}</legend>
      {[undefined, ...values].map((value) => (
        <button
          key={value ?? ''}
          type="button"
          className={clsx(styles.choice, value === chosen && styles.chosen)}
          aria-pressed={value === chosen}
          onClick={() => onChoose(value)}
        >
          {value === undefined ? allLabel : name(value)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The filters of a search, in the dialog and on the search page: the parts of the site (docs,
 * blog, other instances) and the docs versions, each a row of toggle buttons, shown only where
 * the index holds more than one value.
 */
export function SearchScopes({
  available,
  value,
  onChange,
}: {
  available: AvailableScopes;
  value: SearchScope;
  onChange: (scope: SearchScope) => void;
}): ReactNode {
  const groups = [
    {
      filter: 'scope' as const,
      label: translate({
        id: 'theme.hoverkraft.search.scopeLabel',
        message: 'Search in',
        description: 'The accessible name of the search filters for the parts of the site (docs, blog)',
      }),
      allLabel: translate({
        id: 'theme.hoverkraft.search.allScopes',
        message: 'Everything',
        description: 'The search filter that keeps every part of the site',
      }),
      name: scopeName,
    },
    {
      filter: 'version' as const,
      label: translate({
        id: 'theme.hoverkraft.search.versionLabel',
        message: 'Version',
        description: 'The accessible name of the search filters for the docs versions',
      }),
      allLabel: translate({
        id: 'theme.hoverkraft.search.allVersions',
        message: 'All versions',
        description: 'The search filter that keeps the docs of every version',
      }),
      name: undefined,
    },
  ].filter(({filter}) => available[filter].length > 1);
  if (groups.length === 0) {
    return null;
  }
  return (
    <div className={styles.scopes}>
      {groups.map(({filter, label, allLabel, name}) => (
        <ChoiceGroup
          key={filter}
          label={label}
          allLabel={allLabel}
          values={available[filter]}
          chosen={value[filter]}
          name={name}
          onChoose={(chosen) => onChange({...value, [filter]: chosen})}
        />
      ))}
    </div>
  );
}
