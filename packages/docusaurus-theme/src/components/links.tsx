import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReactNode} from 'react';
import {newTabNoteText} from './newTabNote';

/**
 * Whether an `href` leads to another site over http(s). Only those open in a new tab by
 * default: `mailto:` and `tel:` links, relative paths and files of this site open in place.
 */
export function isExternalUrl(href: string, siteUrl: string): boolean {
  if (!/^(https?:)?\/\//i.test(href.trim())) {
    return false;
  }
  try {
    return new URL(href, siteUrl).origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}

/** How a component's link opens: its `target` and `rel`, and whether it opens a new tab. */
export type LinkBehaviour = {target: string | undefined; rel: string | undefined; opensNewTab: boolean};

/**
 * The `target` and `rel` of a link given as `to` (a route of this site) or `href`. An explicit
 * `target` wins; otherwise an external http(s) `href` opens in a new tab, and nothing else does.
 * A link that opens a new tab gets rel="noopener noreferrer" unless `rel` is given.
 */
export function useLinkBehaviour({href, target, rel}: {href?: string; target?: string; rel?: string}): LinkBehaviour {
  const {siteConfig} = useDocusaurusContext();
  const resolved = target ?? (href !== undefined && isExternalUrl(href, siteConfig.url) ? '_blank' : undefined);
  const opensNewTab = resolved === '_blank';
  return {target: resolved, rel: rel ?? (opensNewTab ? 'noopener noreferrer' : undefined), opensNewTab};
}

/** Tells screen-reader users, and nobody else, that a link opens a new tab. */
export function NewTabNote(): ReactNode {
  return <span className="hk-visually-hidden"> {newTabNoteText()}</span>;
}
