import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The pictures scripts/site/screenshots.mjs writes (`site-images`): one page of these docs built
 * with the theme and without it, at each viewport, in each colour mode, at two widths. The
 * sizes here are the script's viewports; website/test/homeScreenshots.test.ts checks that the
 * files exist with them.
 */
export const COMPARISON_SHOTS = {
  desktop: {width: 1280, height: 800, widths: [640, 1280]},
  phone: {width: 390, height: 844, widths: [390, 780]},
} as const;

type Site = 'stock' | 'themed';
type Mode = 'light' | 'dark';

/** Below this width each panel shows the phone picture: a desktop page at half a phone's width is unreadable. */
const PHONE_MEDIA = '(max-width: 640px)';
/**
 * How wide a panel is drawn: half of the home page's content column (72rem at most, 1rem of
 * padding each side) less half the gap between the panels (1.5rem, on a phone 0.75rem).
 */
const PANEL_SIZES = {
  desktop: '(max-width: 1184px) calc(50vw - 1.75rem), 564px',
  phone: 'calc(50vw - 1.375rem)',
};

const PANELS: {site: Site; caption: string; alt: (mode: Mode) => string}[] = [
  {
    site: 'stock',
    caption: 'Stock Docusaurus',
    alt: (mode) =>
      `The Installation page of these docs built with stock Docusaurus, in ${mode} mode: a navbar with the site name alone and no search box, links in the text coloured but not underlined, and the requirements table with its cells centred.`,
  },
  {
    site: 'themed',
    caption: 'With the Hoverkraft theme',
    alt: (mode) =>
      `The same page built with the Hoverkraft theme, in ${mode} mode: the Hoverkraft mark and a search box in the navbar, a Copy page menu above the title, underlined links in the text, and the requirements table aligned left.`,
  },
];

function Screenshot({site, mode, alt}: {site: Site; mode: Mode; alt: string}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const file = (device: keyof typeof COMPARISON_SHOTS, width: number) =>
    withBaseUrl(`/img/screenshots/compare-${site}-${device}-${mode}-${width}.webp`);
  const srcSet = (device: keyof typeof COMPARISON_SHOTS) =>
    COMPARISON_SHOTS[device].widths.map((width) => `${file(device, width)} ${width}w`).join(', ');
  const {desktop, phone} = COMPARISON_SHOTS;
  return (
    // Both modes' pictures are in the page and CSS shows the one of the current mode, as the
    // site's data-theme says (not the system's scheme); a hidden lazy image is never fetched.
    <picture className={mode === 'dark' ? styles.darkOnly : styles.lightOnly}>
      <source
        media={PHONE_MEDIA}
        srcSet={srcSet('phone')}
        sizes={PANEL_SIZES.phone}
        width={phone.width}
        height={phone.height}
      />
      <img
        className={styles.image}
        src={file('desktop', desktop.width)}
        srcSet={srcSet('desktop')}
        sizes={PANEL_SIZES.desktop}
        width={desktop.width}
        height={desktop.height}
        loading="lazy"
        decoding="async"
        alt={alt}
      />
    </picture>
  );
}

/** The same docs page built without the theme and with it, side by side, in the site's colour mode. */
export default function StockComparison(): ReactNode {
  return (
    <div className={styles.comparison}>
      {PANELS.map(({site, caption, alt}) => (
        <figure key={site} className={styles.panel}>
          <figcaption className={styles.caption}>{caption}</figcaption>
          <Screenshot site={site} mode="light" alt={alt('light')} />
          <Screenshot site={site} mode="dark" alt={alt('dark')} />
        </figure>
      ))}
    </div>
  );
}
