import {translate} from '@docusaurus/Translate';
import MDXLi from '@theme/MDXComponents/Li';
import MDXUl from '@theme/MDXComponents/Ul';
import clsx from 'clsx';
import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useState,
} from 'react';
import {propError} from '../invalidProp';
import styles from './styles.module.css';

export type FileTreeProps = {
  /** The tree: one Markdown bulleted list, nested for the content of each folder. */
  children: ReactNode;
  /** The tree's accessible name. @defaultValue 'File tree' (translated) */
  label?: string;
  /** Extra class names for the wrapper. */
  className?: string;
};

/** One entry of the tree, read from a list item. */
export type FileTreeEntry = {
  /** The entry's path of indexes from the root, such as "0.2.1": its key and focus id. */
  path: string;
  /** The file or folder name, as written (a trailing "/" included). */
  name: string;
  /** Whether the name was written in bold: the entry the page is about. */
  highlighted: boolean;
  /** What follows the name on its line. */
  comment: ReactNode[];
  /** The entries inside a folder; null for a file. */
  children: FileTreeEntry[] | null;
};

type ElementWithChildren = ReactElement<{children?: ReactNode}>;

function isElement(node: ReactNode): node is ElementWithChildren {
  return isValidElement(node);
}

function isList(node: ReactNode): node is ElementWithChildren {
  return isElement(node) && (node.type === 'ul' || node.type === MDXUl);
}

function isItem(node: ReactNode): node is ElementWithChildren {
  return isElement(node) && (node.type === 'li' || node.type === MDXLi);
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') {
    return String(node);
  }
  if (isElement(node)) {
    return Children.toArray(node.props.children).map(textOf).join('');
  }
  return '';
}

function withoutBlanks(children: ReactNode): ReactNode[] {
  return Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
}

/** Reads the entries of a Markdown list; `where` names it in errors. */
export function readEntries(list: ElementWithChildren, parentPath: string, where: string): FileTreeEntry[] {
  return withoutBlanks(list.props.children).map((item, index) => {
    const path = parentPath === '' ? String(index) : `${parentPath}.${index}`;
    if (!isItem(item)) {
      throw propError(
        'FileTree',
        `${where} holds something other than list items: write the tree as a Markdown list ("- src/").`,
      );
    }
    // A loose list wraps each item's text in a paragraph: read through it.
    const parts = withoutBlanks(item.props.children).flatMap((part) =>
      isElement(part) && part.type === 'p' ? withoutBlanks(part.props.children) : [part],
    );
    const nested = parts.filter(isList);
    const inline = parts.filter((part) => !isList(part));
    const [first, ...rest] = inline;
    let name = '';
    let highlighted = false;
    const comment: ReactNode[] = [];
    if (typeof first === 'string') {
      const match = /^\s*(\S+)\s*([\s\S]*)$/.exec(first);
      name = match?.[1] ?? '';
      if (match?.[2]) {
        comment.push(match[2]);
      }
    } else if (isElement(first)) {
      highlighted = first.type === 'strong';
      name = textOf(first).trim();
    }
    comment.push(...rest);
    if (name === '') {
      throw propError(
        'FileTree',
        `${where}, item ${index + 1} has no name: start each item with a file or folder name.`,
      );
    }
    if (nested.length > 1) {
      throw propError(
        'FileTree',
        `"${name}" has ${nested.length} lists inside it: put its content in one nested list.`,
      );
    }
    const children = nested[0]
      ? readEntries(nested[0], path, `the list inside "${name}"`)
      : name.endsWith('/')
        ? []
        : null;
    if (typeof comment[0] === 'string') {
      comment[0] = comment[0].replace(/^\s+/, '');
    }
    return {path, name, highlighted, comment: comment.filter((part) => part !== ''), children};
  });
}

function FolderIcon({open}: {open: boolean}): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M1.5 3.5h4l1.5 1.5h7v1.5H4L1.5 12.5z M4 6.5h11l-2.5 6H1.5z" fill="currentColor" />
      ) : (
        <path d="M1.5 3.5h4l1.5 1.5h7.5v7.5h-13z" fill="currentColor" />
      )}
    </svg>
  );
}

function FileIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}

/** The visible tree items, in document order: those inside a collapsed folder are skipped. */
function visibleItems(tree: HTMLElement): HTMLElement[] {
  return Array.from(tree.querySelectorAll<HTMLElement>('[role="treeitem"]')).filter(
    (item) => item.parentElement?.closest('[role="group"][hidden]') === null,
  );
}

type TreeState = {
  collapsed: ReadonlySet<string>;
  focused: string;
  toggle: (path: string) => void;
  focus: (path: string) => void;
  idPrefix: string;
};

function Entries({entries, level, state}: {entries: FileTreeEntry[]; level: number; state: TreeState}): ReactNode {
  return entries.map((entry, index) => {
    const folder = entry.children !== null;
    const open = folder && !state.collapsed.has(entry.path);
    const labelId = `${state.idPrefix}-${entry.path}`;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's own keydown handler gives every item its keys (WAI-ARIA tree pattern).
      <li
        key={entry.path}
        role="treeitem"
        aria-level={level}
        aria-setsize={entries.length}
        aria-posinset={index + 1}
        aria-expanded={folder ? open : undefined}
        aria-labelledby={labelId}
        aria-current={entry.highlighted ? 'true' : undefined}
        tabIndex={state.focused === entry.path ? 0 : -1}
        data-path={entry.path}
        className={clsx(styles.item, entry.highlighted && styles.highlighted)}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          state.focus(entry.path);
          if (folder) {
            state.toggle(entry.path);
          }
        }}
      >
        <span className={styles.row} id={labelId}>
          {folder ? <FolderIcon open={open} /> : <FileIcon />}
          <span className={styles.label}>
            <span className={folder ? styles.folderName : styles.fileName}>{entry.name}</span>
            {entry.comment.length > 0 && (
              <>
                {/* A space for the accessible name; the label's flex gap is the visible one. */}{' '}
                <span className={styles.comment}>{entry.comment}</span>
              </>
            )}
          </span>
        </span>
        {folder && entry.children && entry.children.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a tree's nested list is a group in the WAI-ARIA tree pattern.
          <ul role="group" className={styles.group} hidden={!open}>
            <Entries entries={entry.children} level={level + 1} state={state} />
          </ul>
        )}
      </li>
    );
  });
}

/**
 * A file tree written as a Markdown list: folders (a name ending in "/", or an item with a nested
 * list), files, a highlighted entry (**bold**) and comments (the text after a name). It is a
 * WAI-ARIA tree: one tab stop, arrow keys to move, open and close, Home and End, Enter or Space
 * to toggle a folder. Without JavaScript every folder is open and the tree reads as nested lists.
 */
export default function FileTree({children, label, className}: FileTreeProps): ReactNode {
  const nodes = withoutBlanks(children);
  const list = nodes[0];
  if (nodes.length !== 1 || !isList(list)) {
    throw propError(
      'FileTree',
      'children must be one Markdown bulleted list ("- src/" on its own line, with a blank line after <FileTree>), nested for the content of each folder.',
    );
  }
  if (label !== undefined && (typeof label !== 'string' || label.trim() === '')) {
    throw propError('FileTree', `label must be a non-empty string, got ${JSON.stringify(label)}.`);
  }
  const entries = readEntries(list, '', 'the list');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [focused, setFocused] = useState('0');
  const idPrefix = useId();
  const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');
  const state: TreeState = {
    collapsed,
    focused,
    idPrefix,
    focus: setFocused,
    toggle: (path) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(path)) {
          next.add(path);
        }
        return next;
      }),
  };

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const tree = event.currentTarget;
    const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    if (!current) {
      return;
    }
    const items = visibleItems(tree);
    const index = items.indexOf(current);
    const path = current.dataset.path ?? '';
    const expanded = current.getAttribute('aria-expanded');
    let target: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = items[index + 1];
        break;
      case 'ArrowUp':
        target = items[index - 1];
        break;
      case 'Home':
        target = items[0];
        break;
      case 'End':
        target = items[items.length - 1];
        break;
      case 'ArrowRight':
        if (expanded === 'false') {
          state.toggle(path);
        } else if (expanded === 'true') {
          target = items[index + 1]?.dataset.path?.startsWith(`${path}.`) ? items[index + 1] : undefined;
        }
        break;
      case 'ArrowLeft':
        if (expanded === 'true') {
          state.toggle(path);
        } else if (path.includes('.')) {
          target = items.find((item) => item.dataset.path === parentOf(path));
        }
        break;
      case 'Enter':
      case ' ':
        if (expanded !== null) {
          state.toggle(path);
        }
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target) {
      setFocused(target.dataset.path ?? '0');
      target.focus();
    }
  }

  return (
    <div className={clsx(styles.fileTree, className)} data-hk-mdx="FileTree">
      <ul
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA tree pattern is a list made a tree.
        role="tree"
        className={styles.tree}
        aria-label={
          label ??
          translate({
            id: 'theme.hoverkraft.fileTree.label',
            message: 'File tree',
            description: 'The accessible name of a file tree in a doc page',
          })
        }
        onKeyDown={onKeyDown}
      >
        <Entries entries={entries} level={1} state={state} />
      </ul>
    </div>
  );
}
