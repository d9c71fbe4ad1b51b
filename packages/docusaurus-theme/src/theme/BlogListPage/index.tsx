import {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import SearchMetadata from '@theme/SearchMetadata';
import clsx from 'clsx';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The blog index. theme-classic's list page has no h1, so screen-reader users land on a page
 * without a title heading; this one opens with the blog's title and description, then lists
 * the posts with theme-classic's own parts.
 *
 * Why a fork and not a wrapper: the heading belongs inside theme-classic's BlogLayout, before the
 * posts, and a wrapper can only add markup around the whole page. test/upstreamForks.test.ts
 * fails when theme-classic's BlogListPage changes, so that an upgrade is reviewed.
 */
export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogTitle, blogDescription, permalink, page} = metadata;
  const title = permalink === '/' ? siteTitle : blogTitle;
  const heading =
    page > 1
      ? translate(
          {
            id: 'theme.hoverkraft.blog.listPageHeading',
            message: '{title}, page {page}',
            description: 'The heading of the second and later pages of the blog index',
          },
          {title, page},
        )
      : title;

  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <h1 className={styles.title}>{heading}</h1>
          {blogDescription && <p className={styles.description}>{blogDescription}</p>}
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
