import {useZoomTrigger} from '@hoverkraft/docusaurus-theme/client';
import type {Props} from '@theme/MDXComponents/Img';
import clsx from 'clsx';
import {type ReactNode, useRef} from 'react';
import styles from './styles.module.css';

export type {Props};

/**
 * A Markdown image (`![alt](src)`), as theme-classic draws it, that opens enlarged in the zoom
 * dialog on a click, Enter or Space (see `useZoomTrigger`): not in a link, not under
 * `data-zoom="false"`, not a badge, an image in a line of text or a small one (unless under
 * `data-zoom="true"`), and not with the theme's `zoom` option off. An `<img>` written as JSX in
 * MDX is not a Markdown image and stays as written.
 *
 * Why a fork and not a wrapper: the zoom needs the <img> element, and theme-classic's Img passes
 * no ref to it on React 18 (a function component gets a `ref` prop only from React 19). The
 * markup is theme-classic's: lazy loading, async decoding, and a class that keeps the height auto.
 */
export default function MDXImg(props: Props): ReactNode {
  const ref = useRef<HTMLImageElement>(null);
  useZoomTrigger(ref, 'image');
  // biome-ignore lint/a11y/useAltText: the alt text comes with the Markdown image's props.
  return <img decoding="async" loading="lazy" {...props} ref={ref} className={clsx(props.className, styles.img)} />;
}
