import type {Props} from '@theme/MDXComponents/Li';
import InitLi from '@theme-init/MDXComponents/Li';
import type {ReactNode} from 'react';

export type {Props};

/** The class GitHub-flavoured Markdown gives a task-list item (`- [ ] text`). */
export const TASK_LIST_ITEM_CLASS = 'task-list-item';

/**
 * A Markdown list item. Task-list items render a bare checkbox followed by the task's text, so
 * the checkbox has no accessible name; wrapping the item's content in a label names it with
 * that text.
 */
export default function MDXLi(props: Props): ReactNode {
  if (!props.className?.split(' ').includes(TASK_LIST_ITEM_CLASS)) {
    return <InitLi {...props} />;
  }
  const {children, ...rest} = props;
  return (
    <InitLi {...rest}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the task's checkbox is the first of the children. */}
      <label>{children}</label>
    </InitLi>
  );
}
