import {useLocation} from '@docusaurus/router';
import {narrowedDocRoute} from '@hoverkraft/docusaurus-theme/client/internal';
import type {Props} from '@theme/DocRoot';
import DocRoot from '@theme-init/DocRoot';
import type {ReactNode} from 'react';

export type {Props};

/**
 * theme-classic's doc root. When the build renders the pages, it is given only the doc at the
 * location instead of every doc of the version, which it would try one by one on every page
 * (client/docs/docRoute.ts says why); the browser gives it the route as it is.
 */
export default function DocRootOfOneDoc(props: Props): ReactNode {
  const {pathname} = useLocation();
  return <DocRoot {...props} route={narrowedDocRoute(props.route, pathname)} />;
}
