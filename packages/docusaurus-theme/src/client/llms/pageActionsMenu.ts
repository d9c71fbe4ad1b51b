/**
 * The page-actions menu's items and behaviour (WAI-ARIA menu button pattern), loaded with the
 * copying code on first use: the component renders the button and an empty, hidden `role="menu"`,
 * and this fills it with the items on first opening, opens it, moves focus through its items
 * with the arrow keys, Home, End and their first letter, and closes it on Escape, Tab, a choice
 * or a click elsewhere, giving focus back to the button when the reader stays on the page.
 */

import {translate} from '@docusaurus/Translate';
import {newTabNoteText} from '../../components/newTabNote';
import type {PageAction} from '../../shared/contract';

/** Which item takes focus when the menu opens: ArrowUp opens on the last one, all else on the first. */
export type MenuFocus = 'first' | 'last';

/** What the menu holds, from the component: built on first opening, so pages ship none of it. */
export type PageActionsMenu = {
  /** The actions, in order. */
  actions: PageAction[];
  /** The twin's path, and its full address for the assistants' prompt. */
  twin: string;
  twinUrl: string;
  /** The class of each item (the component's CSS module). */
  itemClass: string;
  /** Copies the page and announces it, as the Copy page button does. */
  copy: () => void;
};

/** Where each assistant opens with a prompt: its address, to which the encoded prompt is appended. */
const ASSISTANT_URLS = {
  chatgpt: 'https://chatgpt.com/?hints=search&q=',
  claude: 'https://claude.ai/new?q=',
} as const;

const LABELS: Record<PageAction, () => string> = {
  copy: () =>
    translate({
      id: 'theme.hoverkraft.copyPage.button',
      message: 'Copy page',
      description: 'The button that copies the page as Markdown',
    }),
  view: () =>
    translate({
      id: 'theme.hoverkraft.copyPage.view',
      message: 'View as Markdown',
      description: "The link to the page's Markdown twin",
    }),
  chatgpt: () =>
    translate({
      id: 'theme.hoverkraft.pageActions.chatgpt',
      message: 'Open in ChatGPT',
      description: 'The page-actions menu item that opens ChatGPT with a prompt about the page',
    }),
  claude: () =>
    translate({
      id: 'theme.hoverkraft.pageActions.claude',
      message: 'Open in Claude',
      description: 'The page-actions menu item that opens Claude with a prompt about the page',
    }),
};

/** The address an assistant opens at, with a prompt that names the page's twin. */
function assistantUrl(assistant: keyof typeof ASSISTANT_URLS, twinUrl: string): string {
  const prompt = translate(
    {
      id: 'theme.hoverkraft.pageActions.prompt',
      message: 'Read {url} so I can ask questions about it.',
      description: "The prompt an assistant opens with; {url} is the address of the page's Markdown",
    },
    {url: twinUrl},
  );
  return `${ASSISTANT_URLS[assistant]}${encodeURIComponent(prompt)}`;
}

/** Fills the empty menu with its items: a button for copying, links for the others. */
function buildMenu(menu: HTMLElement, {actions, twin, twinUrl, itemClass, copy}: PageActionsMenu): void {
  for (const action of actions) {
    const item = document.createElement(action === 'copy' ? 'button' : 'a');
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
    item.className = itemClass;
    item.textContent = LABELS[action]();
    if (item instanceof HTMLButtonElement) {
      item.type = 'button';
      item.addEventListener('click', copy);
    } else if (action === 'view') {
      item.href = twin;
    } else {
      item.href = assistantUrl(action as keyof typeof ASSISTANT_URLS, twinUrl);
      item.target = '_blank';
      item.rel = 'noopener noreferrer';
      const note = document.createElement('span');
      note.className = 'hk-visually-hidden';
      note.textContent = ` ${newTabNoteText()}`;
      item.append(note);
    }
    menu.append(item);
  }
}

const ITEM = '[role="menuitem"]';

/** The close function of each open menu, by its button: opening an open menu closes it. */
const openMenus = new WeakMap<HTMLElement, (returnFocus: boolean) => void>();

function itemsOf(menu: HTMLElement): HTMLElement[] {
  // Array.from, not a spread: Babel's default targets compile `[...nodeList]` to `[].concat(nodeList)`.
  return Array.from(menu.querySelectorAll<HTMLElement>(ITEM));
}

/** The menu a button controls, found by its `aria-controls`. */
function menuOf(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

/** Whether a key press is a printable character, the first letter of an item to move to. */
const isCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * Opens the menu `button` controls with focus on its first or last item, or closes it when it is
 * open already (a second click on the button). The first opening fills it with `content`.
 */
export function togglePageActionsMenu(button: HTMLElement, focus: MenuFocus, content: PageActionsMenu): void {
  const close = openMenus.get(button);
  if (close) {
    close(true);
    return;
  }
  const menu = menuOf(button);
  if (menu && !menu.firstElementChild) {
    buildMenu(menu, content);
  }
  const items = menu ? itemsOf(menu) : [];
  if (!menu || items.length === 0) {
    return;
  }
  const focusItem = (index: number) => {
    items[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = items.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current - 1);
        break;
      case 'Home':
      case 'PageUp':
        focusItem(0);
        break;
      case 'End':
      case 'PageDown':
        focusItem(items.length - 1);
        break;
      case 'Escape':
        closeMenu(true);
        break;
      case 'Tab':
        // Focus moves on from the button, as the pattern asks; the menu just closes.
        closeMenu(false);
        return;
      default: {
        if (!isCharacter(event)) {
          return;
        }
        const letter = event.key.toLocaleLowerCase();
        const order = items.slice(current + 1).concat(items.slice(0, current + 1));
        const match = order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter));
        match?.focus();
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  // A choice closes the menu once its own handler has run (copying, or a link followed or
  // opened in a new tab); focus goes back to the button unless the page is being left.
  const onClick = (event: MouseEvent) => {
    const item = (event.target as Element).closest(ITEM);
    if (item) {
      const leaves = item instanceof HTMLAnchorElement && item.target !== '_blank';
      setTimeout(() => closeMenu(!leaves));
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!menu.contains(target) && !button.contains(target)) {
      closeMenu(false);
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.contains(next) && !button.contains(next)) {
      closeMenu(false);
    }
  };

  function closeMenu(returnFocus: boolean): void {
    openMenus.delete(button);
    menu?.removeEventListener('keydown', onKeyDown);
    menu?.removeEventListener('click', onClick);
    menu?.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown, true);
    if (menu) {
      menu.hidden = true;
    }
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) {
      button.focus();
    }
  }

  openMenus.set(button, closeMenu);
  menu.addEventListener('keydown', onKeyDown);
  menu.addEventListener('click', onClick);
  menu.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown, true);
  menu.hidden = false;
  button.setAttribute('aria-expanded', 'true');
  focusItem(focus === 'first' ? 0 : items.length - 1);
}
