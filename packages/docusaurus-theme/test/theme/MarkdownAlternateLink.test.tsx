import {render} from '@testing-library/react';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import BlogPostPageMetadata from '../../src/theme/BlogPostPage/Metadata';
import DocItemMetadata from '../../src/theme/DocItem/Metadata';
import {BASE_URL, mockSite} from '../mocks/site';

const content = vi.hoisted(() => ({
  doc: {metadata: {permalink: '', unlisted: false}, frontMatter: {}, assets: {}},
  post: {metadata: {permalink: '', unlisted: false, frontMatter: {}}, assets: {}},
}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({useDoc: () => content.doc}));
vi.mock('@docusaurus/plugin-content-blog/client', () => ({useBlogPost: () => content.post}));

beforeEach(() => {
  mockSite.globalData = {'@hoverkraft/docusaurus-theme': {search: true, llms: true}};
  mockSite.siteConfig = {
    ...mockSite.siteConfig,
    future: {experimental_router: 'browser'},
  } as typeof mockSite.siteConfig;
});

const alternate = () =>
  document.head.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href');

describe('the Markdown alternate link of a doc or a post (rel=alternate, for agents that read HTML)', () => {
  it.each([
    ['docs/intro', 'docs/intro.md'],
    ['docs/my page (draft)/', 'docs/my%20page%20%28draft%29.md'],
    ['docs/設定', 'docs/%E8%A8%AD%E5%AE%9A.md'],
  ])("of the doc at %s is its twin's address as llms.txt writes it: %s", (permalink, twin) => {
    content.doc = {metadata: {permalink: `${BASE_URL}${permalink}`, unlisted: false}, frontMatter: {}, assets: {}};
    render(<DocItemMetadata />);
    expect(alternate()).toBe(`${BASE_URL}${twin}`);
  });

  it("of a post with spaces and accents in its address is its twin's address, percent-encoded", () => {
    content.post = {metadata: {permalink: `${BASE_URL}blog/été 2025`, unlisted: false, frontMatter: {}}, assets: {}};
    render(<BlogPostPageMetadata />);
    expect(alternate()).toBe(`${BASE_URL}blog/%C3%A9t%C3%A9%202025.md`);
  });
});
