import {useEffect} from 'react';

/**
 * Lets Tab leave a live code editor. react-live's editor (a contenteditable `<pre>`, from
 * `@docusaurus/theme-live-codeblock`) takes Tab to indent, so a keyboard reader who tabs into it
 * cannot tab out: a keyboard trap (WCAG 2.1.2). Stopping the key on its way down keeps it from
 * the editor's listener, and the browser moves focus as it does everywhere else.
 */
export function useTabLeavesCodeEditors(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target;
      if (event.key === 'Tab' && target instanceof HTMLElement && target.isContentEditable && target.matches('pre')) {
        event.stopPropagation();
      }
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
