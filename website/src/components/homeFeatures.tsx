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

export const FEATURES: Feature[] = [
  {
    icon: <Icon path="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />,
    title: 'Light and dark, both branded',
    description:
      'Brand colours live in CSS custom properties that drive Infima, so every stock and swizzled component follows the brand in both colour modes.',
  },
  {
    icon: <Icon path="M4 6h16M4 12h16M4 18h10" />,
    title: 'One line to adopt',
    description:
      'Add the theme next to preset-classic. Your docs, blog, navbar, footer and theme-classic options keep working as before.',
  },
  {
    icon: <Icon path="M12 2v4M12 18v4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M2 12h4M18 12h4" />,
    title: 'Accessible by default',
    description:
      'Text and background pairs meet WCAG AA contrast, focus is always visible, reduced motion is respected and new-tab links announce themselves.',
  },
  {
    icon: <Icon path="M13 2 3 14h9l-1 8 10-12h-9l1-8z" />,
    title: 'Fast',
    description: 'A system font stack, no third-party requests and a few kilobytes of CSS on top of stock Docusaurus.',
  },
  {
    icon: <Icon path="M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z" />,
    title: 'Landing-page components',
    description:
      'Hero, FeatureGrid, ProjectCard, Button and Logo, typed, documented and usable in MDX and live code blocks.',
  },
  {
    icon: (
      <Icon path="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z" />
    ),
    title: 'Prints cleanly',
    description:
      'A print stylesheet drops the navbar, sidebars, table of contents and footer, and prints the address of every link.',
  },
];
