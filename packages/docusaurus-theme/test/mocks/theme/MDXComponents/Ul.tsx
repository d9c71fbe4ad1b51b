import type {ComponentProps, ReactNode} from 'react';

/** theme-classic's MDX bulleted list, which adds only a class for nested contains-task-list lists. */
export default function MDXUl(props: ComponentProps<'ul'>): ReactNode {
  return <ul {...props} />;
}
