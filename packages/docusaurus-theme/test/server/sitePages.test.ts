import type {AllContent, LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {collectSitePages, pagesWithCards} from '../../src/server/sitePages';

const siteConfig = {title: 'Site', tagline: 'The tagline', baseUrl: '/base/'} as LoadContext['siteConfig'];

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          docs: [
            {id: 'intro', title: 'Intro', permalink: '/base/docs/intro'},
            {id: 'components/hero', title: 'Hero', permalink: '/base/docs/components/hero'},
            {id: 'secret', title: 'Secret', permalink: '/base/docs/secret', unlisted: true},
            {id: 'own', title: 'Own', permalink: '/base/docs/own', frontMatter: {image: 'img/own.png'}},
          ],
          sidebars: {
            main: [
              {type: 'doc', id: 'intro'},
              {type: 'category', label: 'Components', items: [{type: 'doc', id: 'components/hero'}]},
            ],
          },
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {blogPosts: [{metadata: {title: 'Hello', permalink: '/base/blog/hello'}}]},
  },
  'docusaurus-plugin-content-pages': {
    default: [
      {type: 'jsx', permalink: '/base/'},
      {type: 'mdx', permalink: '/base/about', frontMatter: {title: 'About us'}},
    ],
  },
} as unknown as AllContent;

describe('the pages the theme indexes and draws cards for', () => {
  const pages = collectSitePages(allContent, siteConfig);

  it('reads every doc, blog post and page from the content plugins', () => {
    expect(pages.map((page) => [page.kind, page.permalink, page.title])).toEqual([
      ['doc', '/base/docs/intro', 'Intro'],
      ['doc', '/base/docs/components/hero', 'Hero'],
      ['doc', '/base/docs/secret', 'Secret'],
      ['doc', '/base/docs/own', 'Own'],
      ['blogPost', '/base/blog/hello', 'Hello'],
      ['home', '/base/', 'Site'],
      ['page', '/base/about', 'About us'],
    ]);
  });

  it("names a doc's section after its sidebar category", () => {
    expect(pages.find((page) => page.title === 'Hero')?.section).toBe('Documentation · Components');
    expect(pages.find((page) => page.title === 'Intro')?.section).toBe('Documentation');
    expect(pages.find((page) => page.title === 'Hello')?.section).toBe('Blog');
    expect(pages.find((page) => page.kind === 'home')?.section).toBe('The tagline');
  });

  it("keeps each page's description, and each doc's category and place in the sidebar", () => {
    const pagesWithSidebar = collectSitePages(
      {
        'docusaurus-plugin-content-docs': {
          default: {
            loadedVersions: [
              {
                docs: [
                  {id: 'stray', title: 'Stray', permalink: '/base/docs/stray'},
                  {id: 'guides/index', title: 'Guides', permalink: '/base/docs/guides', description: 'All guides.'},
                  {id: 'guides/deep', title: 'Deep', permalink: '/base/docs/guides/deep'},
                  {id: 'intro', title: 'Intro', permalink: '/base/docs/intro'},
                ],
                sidebars: {
                  main: [
                    {type: 'doc', id: 'intro'},
                    {
                      type: 'category',
                      label: 'Guides',
                      link: {type: 'doc', id: 'guides/index'},
                      items: [{type: 'category', label: 'Advanced', items: [{type: 'doc', id: 'guides/deep'}]}],
                    },
                  ],
                },
              },
            ],
          },
        },
        'docusaurus-plugin-content-blog': {
          default: {blogPosts: [{metadata: {title: 'Hello', permalink: '/base/blog/hello', description: 'A post.'}}]},
        },
      } as unknown as AllContent,
      siteConfig,
    );
    expect(
      pagesWithSidebar.map(({title, description, category, sidebarIndex}) => ({
        title,
        description,
        category,
        sidebarIndex,
      })),
    ).toEqual([
      {title: 'Stray', description: '', category: undefined, sidebarIndex: undefined},
      {title: 'Guides', description: 'All guides.', category: 'Guides', sidebarIndex: 1},
      {title: 'Deep', description: '', category: 'Advanced', sidebarIndex: 2},
      {title: 'Intro', description: '', category: undefined, sidebarIndex: 0},
      {title: 'Hello', description: 'A post.', category: undefined, sidebarIndex: undefined},
    ]);
  });

  it('marks unlisted docs so that search leaves them out', () => {
    expect(pages.filter((page) => !page.listed).map((page) => page.title)).toEqual(['Secret']);
  });

  it('draws cards for docs, blog posts and the home page, not for other pages or pages with their own image', () => {
    expect(pagesWithCards(pages).map((page) => page.permalink)).toEqual([
      '/base/docs/intro',
      '/base/docs/components/hero',
      '/base/docs/secret',
      '/base/blog/hello',
      '/base/',
    ]);
  });

  it('finds nothing in a site without content plugins', () => {
    expect(collectSitePages({} as AllContent, siteConfig)).toEqual([]);
  });
});
