import type {AllContent, LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {collectSitePages} from '../../../src/server/site/pages';
import {cardCaption, pagesWithCards} from '../../../src/server/socialCards';

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
    expect(pages.find((page) => page.kind === 'home')?.section, 'the home page belongs to no section').toBe('');
  });

  it("gives the home page's card the site's tagline above its title, and other cards their section", () => {
    const home = pages.find((page) => page.kind === 'home');
    const hero = pages.find((page) => page.title === 'Hero');
    expect(home && cardCaption(home, siteConfig)).toBe('The tagline');
    expect(hero && cardCaption(hero, siteConfig)).toBe('Documentation · Components');
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

  it('takes a pages plugin that loaded nothing (a site without src/pages gives null)', () => {
    const content = {
      'docusaurus-plugin-content-pages': {default: null},
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{docs: [{id: 'a', title: 'A', permalink: '/base/a'}]}]},
      },
    } as unknown as AllContent;
    expect(collectSitePages(content, siteConfig).map((page) => page.permalink)).toEqual(['/base/a']);
  });

  it('takes content plugins that loaded nothing at all, or a version with no docs', () => {
    const content = {
      'docusaurus-plugin-content-docs': {default: undefined, empty: {}, noDocs: {loadedVersions: [{}]}},
      'docusaurus-plugin-content-blog': {default: null, empty: {}},
      'docusaurus-plugin-content-pages': {default: []},
    } as unknown as AllContent;
    expect(collectSitePages(content, siteConfig)).toEqual([]);
  });

  it('reads every instance of a content plugin: a second docs instance and a second blog', () => {
    const content = {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{docs: [{id: 'intro', title: 'Intro', permalink: '/base/docs/intro'}]}]},
        community: {loadedVersions: [{docs: [{id: 'help', title: 'Help', permalink: '/base/community/help'}]}]},
      },
      'docusaurus-plugin-content-blog': {
        default: {blogPosts: [{metadata: {title: 'Post', permalink: '/base/blog/post'}}]},
        changelog: {blogPosts: [{metadata: {title: 'Release', permalink: '/base/changelog/release'}}]},
      },
    } as unknown as AllContent;
    expect(collectSitePages(content, siteConfig).map((page) => page.permalink)).toEqual([
      '/base/docs/intro',
      '/base/community/help',
      '/base/blog/post',
      '/base/changelog/release',
    ]);
    // Search can be narrowed to each: the default instances by their kind, the others by their id.
    expect(collectSitePages(content, siteConfig).map((page) => page.scope)).toEqual([
      'Documentation',
      'community',
      'Blog',
      'changelog',
    ]);
  });

  it('labels the docs of an instance with several versions with their version, in their section too', () => {
    const version = (label: string, id: string) => ({
      label,
      docs: [{id, title: id, permalink: `/base/docs/${label}/${id}`}],
      sidebars: {tutorialSidebar: [{type: 'doc', id}]},
    });
    const content = {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [version('Next', 'intro'), version('1.0', 'intro')]},
        single: {loadedVersions: [version('Next', 'help')]},
      },
    } as unknown as AllContent;
    expect(
      collectSitePages(content, siteConfig).map(({section, version, sidebarIndex}) => [section, version, sidebarIndex]),
    ).toEqual([
      ['Documentation Next', 'Next', 0],
      ['Documentation 1.0', '1.0', 1],
      ['Documentation', undefined, 0],
    ]);
  });

  it("keeps a blog post's date, so that a feature can order or show posts by it", () => {
    const content = {
      'docusaurus-plugin-content-blog': {
        default: {blogPosts: [{metadata: {title: 'Post', permalink: '/base/blog/post', date: new Date('2025-10-01')}}]},
      },
    } as unknown as AllContent;
    expect(collectSitePages(content, siteConfig)[0]?.date).toBe('2025-10-01T00:00:00.000Z');
  });
});
