import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/BlogTagsListPage';
import InitBlogTagsListPage from '@theme-init/BlogTagsListPage';
import type {ReactNode} from 'react';

export type {Props};

/**
 * theme-classic's list of blog tags, which sets a title but no meta description: search engines
 * then make up a snippet, and Lighthouse's SEO audit fails. This adds one.
 */
export default function BlogTagsListPage(props: Props): ReactNode {
  return (
    <>
      <InitBlogTagsListPage {...props} />
      <PageMetadata
        description={translate({
          id: 'theme.hoverkraft.blog.tagsListDescription',
          message: 'Every tag of the blog, each with the posts that carry it.',
          description: 'The meta description of the blog tags list page',
        })}
      />
    </>
  );
}
