import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import type {ReactNode} from 'react';

export type {Props};

/**
 * The "Read more" link under a post excerpt. theme-classic names it for screen readers with an
 * aria-label, but its text alone says nothing out of context (Lighthouse's link-text audit and
 * readers who list links by text see only "Read more"): the post's title follows in the link
 * text, visually hidden.
 */
export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>
        {translate({
          id: 'theme.blog.post.readMore',
          message: 'Read more',
          description: 'The label used in blog post item excerpts to link to full blog posts',
        })}
      </b>
      <span className="hk-visually-hidden">
        {' '}
        {translate(
          {
            id: 'theme.hoverkraft.blog.readMoreTitle',
            message: 'about {title}',
            description: 'Visually hidden text after "Read more", naming the post the link leads to',
          },
          {title: blogPostTitle},
        )}
      </span>
    </Link>
  );
}
