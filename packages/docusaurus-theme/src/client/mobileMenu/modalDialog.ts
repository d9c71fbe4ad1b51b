/**
 * Modal-dialog behaviour for theme-classic's mobile menu, which has none (facebook/docusaurus#9457).
 * theme-classic keeps the menu's open state in a context it does not export, so this follows
 * the state the way a reader sees it: the navbar's `navbar-sidebar--show` class.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

/** The navbar class theme-classic sets while the mobile menu is open. */
const OPEN_CLASS = 'navbar-sidebar--show';

/** Elements that stay out of `inert`: the backdrop closes the menu when tapped. */
const KEEP_LIVE = '.navbar-sidebar__backdrop';

function isShown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({visibilityProperty: true});
  }
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** What Tab can reach inside the dialog, in order: not in the hidden (inert) panel, not hidden. */
function tabbableIn(container: HTMLElement): HTMLElement[] {
  // Array.from, not a spread: Babel's default targets compile `[...nodeList]` to `[].concat(nodeList)`.
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element),
  );
}

/** Makes every element outside `dialog` inert, up to <body>; returns what it changed. */
function inertOutside(dialog: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = dialog; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (
        sibling !== node &&
        sibling instanceof HTMLElement &&
        !sibling.inert &&
        !sibling.matches(KEEP_LIVE) &&
        !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(sibling.tagName)
      ) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return changed;
}

/**
 * Focuses an element once there is one that can take focus: the menu fades in from
 * `visibility: hidden`, so for a frame or two nothing in it is focusable.
 */
function focusWhenShown(target: () => HTMLElement | undefined, framesLeft = 30): void {
  const element = target();
  element?.focus();
  if ((!element || document.activeElement !== element) && framesLeft > 0) {
    requestAnimationFrame(() => focusWhenShown(target, framesLeft - 1));
  }
}

/**
 * While the menu is open: focus moves in, Tab and Shift+Tab cycle inside it, Escape closes it,
 * everything else on the page is inert, and on close focus returns to the menu button. Returns
 * the function that undoes it all.
 */
export function makeMobileMenuModal(dialog: HTMLElement, label: string): () => void {
  const navbar = dialog.parentElement?.closest<HTMLElement>('.navbar');
  if (!navbar) {
    return () => undefined;
  }
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', label);

  let open = false;
  let madeInert: HTMLElement[] = [];
  const menuButton = () => navbar.querySelector<HTMLElement>('.navbar__toggle') ?? undefined;
  // The panel shown: the main menu, or the secondary one (a docs sidebar); the other is inert.
  const firstInShownPanel = () => {
    const panel = Array.from(dialog.querySelectorAll<HTMLElement>('.navbar-sidebar__item')).find((item) => !item.inert);
    return (panel && tabbableIn(panel)[0]) ?? tabbableIn(dialog)[0];
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      // The close button, or the backdrop for a header swizzled without one: both toggle the menu.
      (
        dialog.querySelector<HTMLElement>('.navbar-sidebar__close') ?? navbar?.querySelector<HTMLElement>(KEEP_LIVE)
      )?.click();
      return;
    }
    if (event.key !== 'Tab') {
      return;
    }
    const reachable = tabbableIn(dialog);
    const first = reachable[0];
    const last = reachable[reachable.length - 1];
    const index = reachable.indexOf(document.activeElement as HTMLElement);
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && index <= 0) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (index === -1 || index === reachable.length - 1)) {
      event.preventDefault();
      first.focus();
    }
  }

  function release(returnFocus: boolean) {
    for (const element of madeInert) {
      element.inert = false;
    }
    madeInert = [];
    document.removeEventListener('keydown', onKeyDown, true);
    const active = document.activeElement;
    // A link in the menu may have moved focus on with the page: only focus left behind returns.
    if (returnFocus && (!active || active === document.body || dialog.contains(active))) {
      menuButton()?.focus();
    }
  }

  function sync() {
    const nowOpen = navbar?.classList.contains(OPEN_CLASS) ?? false;
    if (nowOpen === open) {
      return;
    }
    open = nowOpen;
    if (open) {
      madeInert = inertOutside(dialog);
      document.addEventListener('keydown', onKeyDown, true);
      focusWhenShown(firstInShownPanel);
    } else {
      release(true);
    }
  }

  // Switching panels (the back button, say) makes the focused panel inert: follow into the other.
  function followPanel() {
    const active = document.activeElement;
    if (open && (!active || active === document.body || (active as HTMLElement).closest?.('[inert]'))) {
      focusWhenShown(firstInShownPanel);
    }
  }

  const openObserver = new MutationObserver(sync);
  openObserver.observe(navbar, {attributes: true, attributeFilter: ['class']});
  const panelObserver = new MutationObserver(followPanel);
  panelObserver.observe(dialog, {attributes: true, attributeFilter: ['inert'], subtree: true});
  sync();

  return () => {
    openObserver.disconnect();
    panelObserver.disconnect();
    if (open) {
      release(false);
    }
  };
}
