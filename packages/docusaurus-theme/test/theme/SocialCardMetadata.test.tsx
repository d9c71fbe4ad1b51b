import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import SocialCardMetadata, {cardForPath} from '../../src/theme/SocialCardMetadata';
import {mockSite} from '../mocks/site';

const CARD = 'https://example.com/docusaurus-theme/social-cards/docs/intro.png';
const cards = {'/docusaurus-theme/docs/intro': CARD, '/docusaurus-theme/': 'https://example.com/home.png'};

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('@theme/SocialCardMetadata', () => {
  it("points og:image and twitter:image at the page's own card, with its size", () => {
    mockSite.globalData = {'@hoverkraft/docusaurus-theme': {search: true, socialCards: cards}};
    mockSite.location = {pathname: '/docusaurus-theme/docs/intro', search: '', hash: ''};
    render(<SocialCardMetadata />);
    expect(metaContent('meta[property="og:image"]')).toBe(CARD);
    expect(metaContent('meta[name="twitter:image"]')).toBe(CARD);
    expect(metaContent('meta[property="og:image:width"]')).toBe('1200');
    expect(metaContent('meta[property="og:image:height"]')).toBe('630');
  });

  it('leaves pages without a card to the site-wide image', () => {
    mockSite.globalData = {'@hoverkraft/docusaurus-theme': {search: true, socialCards: cards}};
    mockSite.location = {pathname: '/docusaurus-theme/blog/tags', search: '', hash: ''};
    render(<SocialCardMetadata />);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('finds the card whatever the trailing slash or encoding of the path', () => {
    expect(cardForPath(cards, '/docusaurus-theme/docs/intro/')).toBe(CARD);
    expect(cardForPath({'/docs/caf%C3%A9': CARD}, '/docs/café')).toBe(CARD);
    expect(cardForPath(cards, '/docusaurus-theme/')).toBe('https://example.com/home.png');
    expect(cardForPath(cards, '/docusaurus-theme/docs')).toBeUndefined();
  });
});
