import {type ComponentProps, type ReactNode, type RefObject, useEffect, useRef, useState} from 'react';

export type Props = ComponentProps<'table'>;

/** Whether the element is narrower than its content, so that it scrolls sideways. */
function useScrollsHorizontally(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A Markdown table. Infima lets a wide table scroll inside its own box; a keyboard user can
 * only scroll it once it takes focus, so a table that scrolls joins the tab order (and only
 * then, so narrow tables add no tab stop).
 */
export default function MDXTable(props: Props): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrolls = useScrollsHorizontally(ref);
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : props.tabIndex} />;
}
