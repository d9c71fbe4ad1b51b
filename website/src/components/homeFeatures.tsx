import type {Feature} from '@hoverkraft/docusaurus-theme/components';
import type {ReactNode} from 'react';

/** A 24px line icon drawn with the current text colour. */
function Icon({path}: {path: string}): ReactNode {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** Six cards: they fill every row at one, two or three columns. */
export const FEATURES: Feature[] = [
  {
    icon: <Icon path="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />,
    title: 'Light and dark, both branded',
    description:
      'Brand colours live in CSS custom properties that drive Infima, so every stock and swizzled component follows the brand in both colour modes, and your own primary colour when you set one.',
  },
  {
    icon: <Icon path="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5.2-5.2" />,
    title: 'Search, built in',
    description:
      'A search box and a search page in the brand, over an index written when the site is built, one for each locale: no service to sign up for.',
  },
  {
    icon: <Icon path="M3 5h18v14H3zM3 15l5-5 5 5 3-3 5 5M15 9h.01" />,
    title: 'Social cards for every page',
    description:
      'Each doc, post and the home page gets a branded preview image, drawn at build time, so a shared link looks like your documentation before anyone opens it.',
  },
  {
    icon: <Icon path="M6 2h9l5 5v15H6zM14 2v6h6M9 13h6M9 17h6" />,
    title: 'Pages for assistants',
    description:
      'Every page has a Markdown twin and a place in llms.txt, and its page actions copy it or open it in ChatGPT or Claude in one step.',
  },
  {
    icon: <Icon path="M12 2v4M12 18v4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M2 12h4M18 12h4" />,
    title: 'Accessible by default',
    description:
      'AA contrast in both modes, a visible focus ring everywhere, a mobile menu that is a real dialog, reduced motion respected and every page walked by keyboard in the tests.',
  },
  {
    icon: <Icon path="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />,
    title: 'Fast on a phone',
    description:
      'A system font stack, no third-party requests, code highlighted once at build time and the live editor only on the pages that use it.',
  },
];
