import {Children, isValidElement, type ReactNode} from 'react';

/** theme-classic's Tabs, reduced to what a test reads: the group id, a tab per item, every panel shown. */
export default function Tabs({children, groupId}: {children: ReactNode; groupId?: string}): ReactNode {
  const items = Children.toArray(children).filter(isValidElement) as {props: {value: string; label?: string}}[];
  return (
    <div data-group-id={groupId}>
      <div role="tablist">
        {items.map((item) => (
          <button type="button" role="tab" key={item.props.value}>
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
