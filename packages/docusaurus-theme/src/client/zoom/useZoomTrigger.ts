import {type RefObject, useEffect} from 'react';
import {useHoverkraftData} from '../globalData';

/** What a trigger enlarges: an `<img>`, or the element around a Mermaid diagram's SVG. */
export type ZoomKind = 'image' | 'diagram';

/**
 * Makes the element `ref` holds open enlarged in the zoom dialog on a click, Enter or Space,
 * unless the theme's `zoom` option is off, it is in a link or under `data-zoom="false"`, or it is
 * an image left plain by default: a badge, in a line of text, or drawn small (trigger.ts). The
 * server's HTML keeps a plain image, so with JavaScript off nothing changes and hydration finds
 * what the server sent: the element becomes a button after hydration, once the trigger's code
 * (client/zoom/trigger.ts) has loaded. Every page ships only this hook; the trigger's code loads
 * on pages with something to zoom, and the dialog's on the first activation.
 */
export function useZoomTrigger(ref: RefObject<HTMLElement | null>, kind: ZoomKind): void {
  const {zoom} = useHoverkraftData();
  useEffect(() => {
    const element = ref.current;
    if (!zoom || !element) {
      return undefined;
    }
    let detach: (() => void) | undefined;
    let mounted = true;
    void import('./trigger').then(({attachZoomTrigger}) => {
      if (mounted) {
        detach = attachZoomTrigger(element, kind);
      }
    });
    return () => {
      mounted = false;
      detach?.();
    };
  }, [ref, kind, zoom]);
}
