import type {Props} from '@theme/CodeBlock/Content';
import type {ComponentType} from 'react';
import {lazyChunk} from '../lazyChunk';
import {whenIdle} from '../whenIdle';

/** theme-classic's code block content, with Prism ready: what the highlighter chunk exports. */
export type HighlightedContent = ComponentType<Props>;

// The bundler's function that names a module without adding it to the chunk (bundledModule.ts).
declare const require: {resolveWeak: (request: string) => string | number};

const highlighterChunk = lazyChunk({
  importChunk: () => import(/* webpackChunkName: "hoverkraft-highlighter" */ './highlighter'),
  moduleId: () => require.resolveWeak('./highlighter'),
  value: (module: {default: HighlightedContent}) => module.default,
});

/**
 * The highlighter chunk (highlighter.ts), loaded once: Prism, its grammars and the site's
 * languages. A failed load is forgotten, so a later call tries again; code blocks keep their
 * plain text meanwhile.
 */
export function loadHighlighter(): Promise<HighlightedContent> {
  return highlighterChunk.load();
}

/**
 * The highlighter if its chunk has arrived (on the server, from the start), so that a block rendered
 * then needs no plain-text step and no Suspense boundary: React 19.2's server renderer writes a
 * boundary's content out of line, with an inline script that a Content-Security-Policy refuses.
 * Once loadHighlighter() has asked for the chunk, only its load tells that it has arrived
 * (lazyChunk.ts says why).
 */
export function loadedHighlighter(): HighlightedContent | undefined {
  return highlighterChunk.loaded();
}

/**
 * Whether the reader asked to save data or is on a slow connection, where Docusaurus prefetches
 * nothing either: the highlighter then loads only when a block needs it.
 */
function savesData(): boolean {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

/** The reader's first signs of activity, one of which comes before any client-side navigation. */
const ACTIVITY_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

let waitingForActivity = false;

/**
 * Loads the highlighter at the first idle moment after the reader's first activity on the page
 * (a pointer over it, a key, a touch, a scroll), once per page view at most: called by pages
 * with code blocks, so that a block rendered later in the browser (a client-side navigation, a
 * tab) rarely waits for it, while the page's own load, up to its first interaction, carries none
 * of it.
 */
export function loadHighlighterWhenIdle(): void {
  if (waitingForActivity || highlighterChunk.requested() || typeof window === 'undefined' || savesData()) {
    return;
  }
  waitingForActivity = true;
  const onActivity = () => {
    for (const type of ACTIVITY_EVENTS) {
      window.removeEventListener(type, onActivity, true);
    }
    whenIdle(() => {
      loadHighlighter().catch(() => undefined);
    });
  };
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, onActivity, {capture: true, passive: true});
  }
}
