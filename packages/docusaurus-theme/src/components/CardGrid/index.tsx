import clsx from 'clsx';
import {Children, type ReactNode} from 'react';
import {describeValue, propError} from '../propError';
import LinkCard, {type LinkCardProps} from './LinkCard';
import styles from './styles.module.css';
import {cardId} from './toc';

export type {LinkCardProps} from './LinkCard';
export type {CardGridTocItem} from './toc';
export {cardGridToc, cardId} from './toc';
export {LinkCard};

export type CardGridProps = {
  /** LinkCard elements, one per cell; or use `items`. */
  children?: ReactNode;
  /** The cards as data, each the props of a LinkCard; or use `children`. */
  items?: LinkCardProps[];
  /** The heading level of every card title given in `items`. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the list. */
  className?: string;
};

/**
 * Link cards in a responsive grid: as many columns as fit, one on a phone. A list, so a screen
 * reader announces how many cards there are.
 */
export default function CardGrid({children, items, headingLevel = 3, className}: CardGridProps): ReactNode {
  if (items !== undefined && children !== undefined) {
    throw propError('CardGrid', 'give the cards either as items or as <LinkCard> children, not both.');
  }
  if (items !== undefined && !Array.isArray(items)) {
    throw propError(
      'CardGrid',
      `items must be an array of { title, to or href, description?, icon? }, got ${describeValue(items)}.`,
    );
  }
  items?.forEach((item, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw propError(
        'CardGrid',
        `items[${index}] must be an object { title, to or href, description?, icon? }, got ${describeValue(item)}.`,
      );
    }
  });
  const cells = items
    ? items.map((item) => (
        <LinkCard
          key={item.id ?? item.title}
          headingLevel={headingLevel}
          id={item.id ?? cardId(String(item.title))}
          {...item}
        />
      ))
    : Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
  if (cells.length === 0) {
    throw propError('CardGrid', 'has no cards: pass items={[…]} or put <LinkCard> elements inside it.');
  }
  return (
    <ul className={clsx(styles.grid, className)} data-hk-mdx="CardGrid">
      {cells.map((cell, index) => (
        // The cards' order is fixed by the author.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className={styles.cell}>
          {cell}
        </li>
      ))}
    </ul>
  );
}
