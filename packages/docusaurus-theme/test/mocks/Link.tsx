import type {AnchorHTMLAttributes, ReactNode} from 'react';
import {BASE_URL} from './site';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string};

/** Docusaurus Link, reduced to what the tests observe: base URL on routes, data-router marker. */
export default function Link({to, href, children, ...rest}: Props): ReactNode {
  const target = to ?? href ?? '';
  const resolved = target.startsWith('/') && !target.startsWith(BASE_URL) ? `${BASE_URL}${target.slice(1)}` : target;
  return (
    <a href={resolved} data-router-link="" {...rest}>
      {children}
    </a>
  );
}
