import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {THEME_NAME} from '../../src/shared/contract';
import NotFoundContent from '../../src/theme/NotFound/Content';
import NotFoundPage from '../../src/theme/NotFound/Page';
import {mockSite} from '../mocks/site';

/** The docs plugin's global data for one instance: a latest version whose main doc is `intro`. */
const docsData = (mainDocPath: string) => ({
  versions: [
    {isLast: false, mainDocId: 'intro', docs: [{id: 'intro', path: '/docusaurus-theme/docs/next/intro'}]},
    {
      isLast: true,
      mainDocId: 'intro',
      docs: [
        {id: 'intro', path: mainDocPath},
        {id: 'other', path: '/x'},
      ],
    },
  ],
});

describe('@theme/NotFound/Content', () => {
  it('loads the page in a chunk of its own, so that doc pages do not carry it', async () => {
    render(<NotFoundContent />);
    expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent('Page Not Found');
  });

  it('gives the reader a way on instead of asking them to contact the site owner', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Page Not Found');
    expect(document.body).not.toHaveTextContent(/contact the owner/i);
    const start = screen.getByRole('navigation', {name: 'Pages to start from'});
    expect(start).toContainElement(screen.getByRole('link', {name: 'Home page'}));
  });

  it("links to the latest version's main doc when the site has docs", () => {
    mockSite.globalData = {'docusaurus-plugin-content-docs': docsData('/docusaurus-theme/docs/intro')};
    render(<NotFoundPage />);
    expect(screen.getByRole('link', {name: 'Documentation'})).toHaveAttribute('href', '/docusaurus-theme/docs/intro');
  });

  it('offers no docs link on a site without docs, nor a second home link when the docs are the home page', () => {
    render(<NotFoundPage />);
    expect(screen.queryByRole('link', {name: 'Documentation'})).toBeNull();
    mockSite.globalData = {'docusaurus-plugin-content-docs': docsData('/docusaurus-theme/')};
    render(<NotFoundPage />);
    expect(screen.queryByRole('link', {name: 'Documentation'})).toBeNull();
  });

  it('has a search form that opens the search page with the query, which works without JavaScript', () => {
    mockSite.globalData = {[THEME_NAME]: {search: true}};
    render(<NotFoundPage />);
    const field = screen.getByRole('searchbox', {name: 'Search the docs and blog'});
    const form = field.closest('form');
    expect(form).toHaveAttribute('action', '/docusaurus-theme/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(field).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', {name: 'Search'})).toHaveAttribute('type', 'submit');
  });

  it("offers Algolia's search page on a site that uses it, and no search where there is none", () => {
    render(<NotFoundPage />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    mockSite.themeConfig = {...mockSite.themeConfig, algolia: {appId: 'A', apiKey: 'k', indexName: 'i'}};
    render(<NotFoundPage />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
  });
});
