/**
 * What makes a zoomable image or diagram open the dialog: loaded after hydration, by
 * `useZoomTrigger`, on pages that have one, so that a page without any ships none of it.
 */
import {translate} from '@docusaurus/Translate';
import {ZOOM_OPT_OUT_ATTRIBUTE} from '../../shared/contract';
import type {ZoomKind} from './useZoomTrigger';

/**
 * Why an element stays out of zoom, or `undefined` when it zooms. A link's image opens the link;
 * the nearest `data-zoom` on the element or around it decides, and any value but "true" opts out;
 * a diagram with links in it keeps them reachable rather than becoming one button.
 */
export function zoomSkipReason(element: Element): 'link' | 'opted-out' | undefined {
  if (element.closest('a') || element.querySelector('a')) {
    return 'link';
  }
  const marked = element.closest(`[${ZOOM_OPT_OUT_ATTRIBUTE}]`);
  return marked && marked.getAttribute(ZOOM_OPT_OUT_ATTRIBUTE) !== 'true' ? 'opted-out' : undefined;
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
  const alt = element.getAttribute('alt')?.trim();
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
 * `zoomSkipReason` keeps it out; a diagram becomes one once its SVG is drawn. The dialog's code is
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
  const enable = () => {
    if ((kind === 'diagram' && !element.querySelector('svg')) || zoomSkipReason(element)) {
      return false;
    }
    attributes = triggerAttributes(element, kind);
    for (const [name, value] of Object.entries(attributes)) {
      element.setAttribute(name, value);
    }
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKey);
    element.addEventListener('keyup', onKey);
    return true;
  };
  // theme-mermaid draws the SVG after the page has loaded: wait for it.
  let observer: MutationObserver | undefined;
  if (!enable() && kind === 'diagram') {
    observer = new MutationObserver(() => enable() && observer?.disconnect());
    observer.observe(element, {childList: true, subtree: true});
  }
  return () => {
    observer?.disconnect();
    for (const name of Object.keys(attributes)) {
      element.removeAttribute(name);
    }
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKey);
    element.removeEventListener('keyup', onKey);
  };
}
