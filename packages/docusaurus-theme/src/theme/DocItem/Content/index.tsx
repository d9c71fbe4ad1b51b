import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@theme/CopyPage';
import type {Props} from '@theme/DocItem/Content';
import DocItemContent from '@theme-init/DocItem/Content';
import type {ReactNode} from 'react';

/** theme-classic's doc content, with the "Copy page" control above its title on listed docs. */
export default function DocItemContentWithCopyPage(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {!metadata.unlisted && <CopyPage permalink={metadata.permalink} />}
      <DocItemContent {...props} />
    </>
  );
}
