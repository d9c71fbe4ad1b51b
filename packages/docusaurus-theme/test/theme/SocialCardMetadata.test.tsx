import {render} from '@testing-library/react';
import type {ReactNode} from 'react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import BlogPostPageMetadata from '../../src/theme/BlogPostPage/Metadata';
import DocItemMetadata from '../../src/theme/DocItem/Metadata';
import SocialCardMetadata from '../../src/theme/SocialCardMetadata';
import {BASE_URL, mockSite} from '../mocks/site';

// The wrappers render the real SocialCardMetadata, not the shared stand-in.
vi.mock('@theme/SocialCardMetadata', () => import('../../src/theme/SocialCardMetadata'));

// Docusaurus's Head, reduced to its children, counting each one rendered.
const heads = vi.hoisted(() => ({rendered: 0}));
vi.mock('@docusaurus/Head', () => ({
  default: ({children}: {children: ReactNode}) => {
    heads.rendered += 1;
    return children;
  },
}));

const content = vi.hoisted(() => ({
  doc: {
    metadata: {permalink: ''} as {permalink: string; unlisted?: boolean},
    frontMatter: {} as {image?: string},
    assets: {} as {image?: string},
  },
  post: {
    metadata: {permalink: '', frontMatter: {}} as {
      permalink: string;
      unlisted?: boolean;
      frontMatter: {image?: string};
    },
    assets: {} as {image?: string},
  },
}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useDoc: () => content.doc}));
vi.mock('@docusaurus/plugin-content-blog/client', () => ({useBlogPost: () => content.post}));

const PLUGIN = '@hoverkraft/docusaurus-theme';
const CARDS_ON = {search: true, socialCards: true, homeSocialCard: true};

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

function at(pathname: string, globalData: object = CARDS_ON) {
  mockSite.globalData = {[PLUGIN]: globalData};
  mockSite.location = {pathname, search: '', hash: ''};
}

describe('@theme/SocialCardMetadata', () => {
  it("points og:image and twitter:image at the given page's card, with its size", () => {
    at(`${BASE_URL}docs/intro`);
    render(<SocialCardMetadata permalink={`${BASE_URL}docs/intro`} />);
    const card = `https://site.example.com${BASE_URL}social-cards/docs/intro.png`;
    expect(metaContent('meta[property="og:image"]')).toBe(card);
    expect(metaContent('meta[name="twitter:image"]')).toBe(card);
    expect(metaContent('meta[property="og:image:width"]')).toBe('1200');
    expect(metaContent('meta[property="og:image:height"]')).toBe('630');
  });

  it('in the layout, announces the home card on the home page, with or without its trailing slash', () => {
    for (const pathname of [BASE_URL, BASE_URL.replace(/\/$/, '')]) {
      at(pathname);
      const {unmount} = render(<SocialCardMetadata />);
      expect(metaContent('meta[property="og:image"]'), pathname).toBe(
        `https://site.example.com${BASE_URL}social-cards/index.png`,
      );
      unmount();
    }
  });

  it('in the layout, leaves every other page to its own metadata or the site-wide image', () => {
    at(`${BASE_URL}blog/tags`);
    render(<SocialCardMetadata />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('announces no home card when the home page has none (it sets its own image)', () => {
    at(BASE_URL, {...CARDS_ON, homeSocialCard: false});
    render(<SocialCardMetadata />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it("leaves a page the cards' fonts cannot draw to the site-wide image, with or without its trailing slash", () => {
    const withoutCard = {...CARDS_ON, pagesWithoutSocialCard: [`${BASE_URL}docs/ja`, `${BASE_URL}docs/ar/`]};
    for (const page of [`${BASE_URL}docs/ja`, `${BASE_URL}docs/ja/`, `${BASE_URL}docs/ar`]) {
      at(page, withoutCard);
      const {unmount} = render(<SocialCardMetadata permalink={page} />);
      expect(document.head.querySelector('meta[property="og:image"]'), page).toBeNull();
      unmount();
    }
    // Every other page keeps its card.
    at(`${BASE_URL}docs/intro`, withoutCard);
    render(<SocialCardMetadata permalink={`${BASE_URL}docs/intro`} />);
    expect(metaContent('meta[property="og:image"]')).toBe(
      `https://site.example.com${BASE_URL}social-cards/docs/intro.png`,
    );
  });

  it("announces no home card when the home page's text is one the cards' fonts cannot draw", () => {
    at(BASE_URL, {...CARDS_ON, pagesWithoutSocialCard: [BASE_URL]});
    render(<SocialCardMetadata />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('announces nothing with social cards off', () => {
    at(`${BASE_URL}docs/intro`, {search: true, socialCards: false, homeSocialCard: false});
    render(<SocialCardMetadata permalink={`${BASE_URL}docs/intro`} />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });
});

describe('the head tags a doc or a post adds', () => {
  const alternate = () => document.head.querySelector('link[rel="alternate"][type="text/markdown"]');
  beforeEach(() => {
    // The twins' addresses follow the site's router (useMarkdownTwinPath).
    mockSite.siteConfig = {
      ...mockSite.siteConfig,
      future: {experimental_router: 'browser'},
    } as typeof mockSite.siteConfig;
  });

  // react-helmet-async goes over every <Head> of a page each time one renders: the theme adds one.
  it.each([
    ['with its card', {}],
    ['without a card (its own image)', {image: '/img/own.png'}],
  ])("are the card's and the Markdown twin's link, in one <Head>, %s", (_, frontMatter) => {
    at(`${BASE_URL}docs/guide`, {...CARDS_ON, llms: true});
    content.doc = {metadata: {permalink: `${BASE_URL}docs/guide`, unlisted: false}, frontMatter, assets: {}};
    heads.rendered = 0;
    const {unmount} = render(<DocItemMetadata />);
    expect(heads.rendered).toBe(1);
    expect(alternate()?.getAttribute('href')).toBe(`${BASE_URL}docs/guide.md`);
    expect(document.head.querySelector('meta[property="og:image"]') === null).toBe('image' in frontMatter);
    unmount();
    content.post = {metadata: {permalink: `${BASE_URL}blog/hello`, unlisted: false, frontMatter}, assets: {}};
    heads.rendered = 0;
    render(<BlogPostPageMetadata />);
    expect(heads.rendered).toBe(1);
    expect(alternate()?.getAttribute('href')).toBe(`${BASE_URL}blog/hello.md`);
  });

  it('are none on an unlisted doc that sets its own image', () => {
    at(`${BASE_URL}docs/draft`, {...CARDS_ON, llms: true});
    content.doc = {
      metadata: {permalink: `${BASE_URL}docs/draft`, unlisted: true},
      frontMatter: {image: '/img/own.png'},
      assets: {},
    };
    heads.rendered = 0;
    render(<DocItemMetadata />);
    expect(heads.rendered).toBe(0);
    expect(alternate()).toBeNull();
  });
});

describe('@theme/DocItem/Metadata', () => {
  it("keeps theme-classic's metadata and adds the doc's card, from its permalink", () => {
    at(`${BASE_URL}docs/guide/`);
    content.doc = {metadata: {permalink: `${BASE_URL}docs/guide/`}, frontMatter: {}, assets: {}};
    render(<DocItemMetadata />);
    expect(metaContent('meta[name="theme-classic"]')).toBe('DocItem/Metadata');
    expect(metaContent('meta[property="og:image"]')).toBe(
      `https://site.example.com${BASE_URL}social-cards/docs/guide.png`,
    );
  });

  it('adds no card to a doc whose front matter sets its own image', () => {
    at(`${BASE_URL}docs/guide`);
    content.doc = {metadata: {permalink: `${BASE_URL}docs/guide`}, frontMatter: {image: '/img/own.png'}, assets: {}};
    render(<DocItemMetadata />);
    expect(metaContent('meta[name="theme-classic"]')).toBe('DocItem/Metadata');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });
});

describe('@theme/BlogPostPage/Metadata', () => {
  it("keeps theme-classic's metadata and adds the post's card, from its permalink", () => {
    at(`${BASE_URL}blog/hello`);
    content.post = {metadata: {permalink: `${BASE_URL}blog/hello`, frontMatter: {}}, assets: {}};
    render(<BlogPostPageMetadata />);
    expect(metaContent('meta[name="theme-classic"]')).toBe('BlogPostPage/Metadata');
    expect(metaContent('meta[property="og:image"]')).toBe(
      `https://site.example.com${BASE_URL}social-cards/blog/hello.png`,
    );
  });

  it('adds no card to a post whose front matter sets its own image', () => {
    at(`${BASE_URL}blog/hello`);
    content.post = {
      metadata: {permalink: `${BASE_URL}blog/hello`, frontMatter: {}},
      assets: {image: '/assets/own.png'},
    };
    render(<BlogPostPageMetadata />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });
});
