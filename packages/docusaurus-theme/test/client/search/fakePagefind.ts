import {vi} from 'vitest';
import type {Pagefind, PagefindResultData} from '../../../src/client/search/pagefind';

/** A small index: each page lists the words that find it. */
const PAGES: {words: string[]; data: PagefindResultData}[] = [
  {
    words: ['dark', 'footer'],
    data: {
      url: '/docusaurus-theme/docs/components/footer',
      excerpt: 'the <mark>footer</mark>',
      meta: {title: 'Footer', section: 'Documentation · Components'},
      sub_results: [
        {
          title: 'Dark band',
          url: '/docusaurus-theme/docs/components/footer#dark-band',
          excerpt: 'a <mark>dark</mark> band',
          locations: [3],
        },
      ],
    },
  },
  {
    words: ['dark', 'tokens'],
    data: {
      url: '/docusaurus-theme/docs/configuration',
      excerpt: 'brand <mark>tokens</mark>',
      meta: {title: 'Configuration', section: 'Documentation'},
      sub_results: [
        {
          title: 'Configuration',
          url: '/docusaurus-theme/docs/configuration',
          excerpt: 'in <mark>dark</mark> mode',
          locations: [8],
        },
      ],
    },
  },
  {
    words: ['brand', 'colours'],
    data: {
      url: '/docusaurus-theme/docs/brand-colours',
      excerpt: 'the <mark>colours</mark>',
      meta: {title: 'Brand colours', section: 'Documentation'},
      sub_results: [
        {
          title: 'Brand colours',
          url: '/docusaurus-theme/docs/brand-colours',
          excerpt: 'the <mark>colours</mark>',
          locations: [1],
        },
        {
          title: 'Primary',
          url: '/docusaurus-theme/docs/brand-colours#primary',
          excerpt: 'the primary <mark>colours</mark>',
          locations: [10, 12, 14],
        },
        {
          title: 'Tokens',
          url: '/docusaurus-theme/docs/brand-colours#tokens',
          excerpt: 'set --ifm-color-primary\u034f for the <mark>colours</mark>',
          locations: [20],
        },
        {
          title: 'Dark mode',
          url: '/docusaurus-theme/docs/brand-colours#dark-mode',
          excerpt: '<mark>colours</mark> in dark mode',
          locations: [30, 31],
        },
      ],
    },
  },
];

/** The pages that list every word of `term`, as Pagefind's results. */
function search(term: string) {
  const words = term.toLowerCase().split(/\s+/);
  return {
    results: PAGES.filter((page) => words.every((word) => page.words.includes(word))).map((page) => ({
      id: page.data.url,
      data: async () => page.data,
    })),
  };
}

/** A stand-in for the Pagefind module the browser loads from the build. */
export function fakePagefind(): Pagefind {
  return {
    options: vi.fn(async () => undefined),
    init: vi.fn(async () => undefined),
    debouncedSearch: vi.fn(async (term: string) => search(term)),
    search: vi.fn(async (term: string) => search(term)),
  };
}

/** jsdom has no modal dialogs: enough of one for the search box to open and close. */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  if (!('open' in proto)) {
    Object.defineProperty(proto, 'open', {
      get(this: HTMLDialogElement) {
        return this.hasAttribute('open');
      },
      configurable: true,
    });
  }
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
