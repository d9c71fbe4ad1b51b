import {translate} from '@docusaurus/Translate';

/**
 * The words that tell a reader a link opens a new tab: "(opens in a new tab)". A module of its
 * own, so that the page-actions menu's lazily loaded code (client/llms/pageActionsMenu.ts) takes
 * the one message and nothing else of links.tsx.
 */
export function newTabNoteText(): string {
  return translate({
    id: 'theme.hoverkraft.link.opensInNewTab',
    message: '(opens in a new tab)',
    description: 'Visually hidden text after a link that opens in a new tab',
  });
}
