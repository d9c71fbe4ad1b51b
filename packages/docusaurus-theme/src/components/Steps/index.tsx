import clsx from 'clsx';
import {Children, isValidElement, type ReactNode} from 'react';
import {propError} from '../invalidProp';
import styles from './styles.module.css';

export type StepsProps = {
  /** The procedure: one Markdown ordered list (`1. …`), one item per step. */
  children: ReactNode;
  /** Extra class names for the wrapper. */
  className?: string;
};

/** The element children, with the whitespace MDX leaves between blocks dropped. */
function elementChildren(children: ReactNode) {
  return Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
}

/**
 * A numbered procedure. The steps are an ordinary Markdown ordered list, so the page reads the
 * same without the theme, in the Markdown twin and in search; the numbers and the line that joins
 * them are CSS on that list.
 */
export default function Steps({children, className}: StepsProps): ReactNode {
  const nodes = elementChildren(children);
  const list = nodes[0];
  if (nodes.length !== 1 || !isValidElement(list) || list.type !== 'ol') {
    throw propError(
      'Steps',
      'children must be one Markdown ordered list, one item per step ("1. Install the theme" on its own line, with a blank line after <Steps>).',
    );
  }
  return (
    <div className={clsx(styles.steps, className)} data-hk-mdx="Steps">
      {list}
    </div>
  );
}
