// The @theme/* modules this theme adds; those it overrides are declared by theme-classic.

declare module '@theme/SearchPage' {
  import type {ReactNode} from 'react';

  export default function SearchPage(): ReactNode;
}

declare module '@theme/SocialCardMetadata' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The route path of the page whose card to announce; without it, the home page's card on the home page. */
    readonly permalink?: string;
    /** Other head tags, in the same `<Head>`, card or not. */
    readonly children?: ReactNode;
  }
  export default function SocialCardMetadata(props: Props): ReactNode;
}

declare module '@theme/MDXComponents/Table' {
  import type {ComponentProps, ReactNode} from 'react';

  export type Props = ComponentProps<'table'>;
  export default function MDXTable(props: Props): ReactNode;
}

declare module '@theme/NotFound/Page' {
  import type {Props} from '@theme/NotFound/Content';
  import type {ReactNode} from 'react';

  export type {Props};
  /** The designed not-found page: a search field and the pages to start from. */
  export default function NotFoundPage(props: Props): ReactNode;
}

declare module '@theme/CopyPage' {
  import type {ReactNode} from 'react';

  export type Props = {
    /** The page's route path, base URL included, as the site links to it. */
    permalink: string;
  };
  export default function CopyPage(props: Props): ReactNode;
}
