/**
 * What makes a zoomable image or diagram open the dialog: loaded after hydration, by
 * `useZoomTrigger`, on pages that have one, so that a page without any ships none of it.
 */
import {translate} from '@docusaurus/Translate';
import {ZOOM_OPT_OUT_ATTRIBUTE} from '../../shared/contract';
import {authoredAlt} from './authoredAlt';
import {drawnSmall, inLineOfText, isBadgeUrl} from './plainImages';
import type {ZoomKind} from './useZoomTrigger';

/** Why an element stays out of zoom. */
export type ZoomSkipReason = 'link' | 'opted-out' | 'badge' | 'inline' | 'small';

/**
 * Why an element stays out of zoom, or `undefined` when it zooms. A link's image opens the link,
 * and a diagram with links in it keeps them reachable rather than becoming one button. Then the
 * nearest `data-zoom` on the element or around it decides: "true" zooms, any other value opts
 * out. Without one, an image stays plain when it is a status badge, sits in a line of text, or
 * is drawn small (plainImages.ts).
 */
export function zoomSkipReason(element: Element): ZoomSkipReason | undefined {
  if (element.closest('a') || element.querySelector('a')) {
    return 'link';
  }
  const marked = element.closest(`[${ZOOM_OPT_OUT_ATTRIBUTE}]`);
  if (marked) {
    return marked.getAttribute(ZOOM_OPT_OUT_ATTRIBUTE) === 'true' ? undefined : 'opted-out';
  }
  if (element instanceof HTMLImageElement) {
    if (isBadgeUrl(element.src)) {
      return 'badge';
    }
    if (inLineOfText(element)) {
      return 'inline';
    }
    if (drawnSmall(element)) {
      return 'small';
    }
  }
  return undefined;
}

/** The accessible name of a trigger: what pressing it does, then what it shows. */
function triggerLabel(element: Element, kind: ZoomKind): string {
  if (kind === 'diagram') {
    const title = element.querySelector('svg > title')?.textContent?.trim();
    return title
      ? translate(
          {
            id: 'theme.hoverkraft.zoom.enlargeNamedDiagram',
            message: 'Enlarge diagram: {title}',
            description: 'The name of a zoomable image or diagram',
          },
          {title},
        )
      : translate({
          id: 'theme.hoverkraft.zoom.enlargeDiagram',
          message: 'Enlarge diagram',
          description: 'The name of a zoomable image or diagram',
        });
  }
  const alt = authoredAlt(element.getAttribute('alt') ?? '').trim();
  return alt
    ? translate(
        {
          id: 'theme.hoverkraft.zoom.enlargeNamedImage',
          message: 'Enlarge image: {alt}',
          description: 'The name of a zoomable image or diagram',
        },
        {alt},
      )
    : translate({
        id: 'theme.hoverkraft.zoom.enlargeImage',
        message: 'Enlarge image',
        description: 'The name of a zoomable image or diagram',
      });
}

/** The attributes that make an element a button that opens the dialog, with their values. */
function triggerAttributes(element: Element, kind: ZoomKind): Record<string, string> {
  return {tabindex: '0', role: 'button', 'aria-haspopup': 'dialog', 'aria-label': triggerLabel(element, kind)};
}

/**
 * Makes `element` a button that opens the zoom dialog on a click, Enter or Space, unless
 * `zoomSkipReason` keeps it out; a diagram becomes one once its SVG is drawn, and an image is
 * judged again once it has loaded. The dialog's code is
 * a chunk of its own, loaded on the first activation. Returns the function that undoes it all.
 */
export function attachZoomTrigger(element: HTMLElement, kind: ZoomKind): () => void {
  const open = () => {
    void import('./dialog').then(({openZoomDialog}) => openZoomDialog(element));
  };
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    open();
  };
  // As a native button: Enter on the key going down, Space on its release, so that the release
  // does not land on the dialog's first button.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.type === (event.key === 'Enter' ? 'keydown' : 'keyup')) {
        open();
      }
    }
  };
  let attributes: Record<string, string> = {};
  const disable = () => {
    for (const name of Object.keys(attributes)) {
      element.removeAttribute(name);
    }
    attributes = {};
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('keyup', onKey);
  };
  const update = () => {
    if ((kind === 'diagram' && !element.querySelector('svg')) || zoomSkipReason(element)) {
      disable();
      return false;
    }
    if (Object.keys(attributes).length === 0) {
      attributes = triggerAttributes(element, kind);
      for (const [name, value] of Object.entries(attributes)) {
        element.setAttribute(name, value);
      }
      element.addEventListener('click', onClick);
      element.addEventListener('keydown', onKey);
      element.addEventListener('keyup', onKey);
    }
    return true;
  };
  // theme-mermaid draws the SVG after the page has loaded: wait for it.
  let observer: MutationObserver | undefined;
  if (!update() && kind === 'diagram') {
    observer = new MutationObserver(() => update() && observer?.disconnect());
    observer.observe(element, {childList: true, subtree: true});
  }
  // An image's drawn size is known once it has loaded (Markdown images load lazily): one that
  // turns out small is given back then.
  element.addEventListener('load', update);
  return () => {
    observer?.disconnect();
    element.removeEventListener('load', update);
    disable();
  };
}
