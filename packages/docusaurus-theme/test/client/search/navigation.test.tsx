import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {renderHook} from '@testing-library/react';
import {beforeEach, describe, expect, it} from 'vitest';
import {queryFromSearch, searchForQuery, useOpenPage, useQueryInUrl} from '../../../src/client/search/navigation';
import {mockHistory} from '../../mocks/router';
import {mockSite} from '../../mocks/site';

beforeEach(() => {
  mockHistory.push.mockClear();
  mockHistory.replace.mockClear();
});

describe('the search URL', () => {
  it('decodes the query of a shared link', () => {
    expect(queryFromSearch('?q=dark+mode')).toBe('dark mode');
    expect(queryFromSearch('?q=%C3%A9t%C3%A9')).toBe('été');
    expect(queryFromSearch('?lang=fr')).toBe('');
    expect(queryFromSearch('')).toBe('');
  });

  it('encodes a query so that reading it back gives the same words', () => {
    for (const query of ['dark mode', 'a&b=c', 'été', '#1 + 2?']) {
      expect(queryFromSearch(searchForQuery(query)), query).toBe(query);
    }
    expect(searchForQuery('')).toBe('');
  });
});

describe('useOpenPage', () => {
  it('opens a page as a link would: one new history entry for the URL as given', () => {
    const {result} = renderHook(() => useOpenPage());
    result.current('/docusaurus-theme/docs/components/footer#dark-band');
    expect(mockHistory.push).toHaveBeenCalledTimes(1);
    expect(mockHistory.push).toHaveBeenCalledWith('/docusaurus-theme/docs/components/footer#dark-band');
    expect(mockHistory.replace).not.toHaveBeenCalled();
  });
});

describe('useQueryInUrl', () => {
  it("reads the current URL's query", () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=dark+mode', hash: ''};
    const {result} = renderHook(() => useQueryInUrl());
    expect(result.current[0]).toBe('dark mode');
  });

  it('writes a query in place: same page and hash, the history entry replaced', () => {
    mockSite.location = {pathname: '/docusaurus-theme/search', search: '?q=dark', hash: '#results'};
    const {result} = renderHook(() => useQueryInUrl());
    result.current[1]('dark mode');
    expect(mockHistory.push).not.toHaveBeenCalled();
    expect(mockHistory.replace).toHaveBeenLastCalledWith(
      expect.objectContaining({pathname: '/docusaurus-theme/search', search: '?q=dark%20mode', hash: '#results'}),
    );
    result.current[1]('');
    expect(mockHistory.replace).toHaveBeenLastCalledWith(expect.objectContaining({search: ''}));
  });
});

describe('the search code and the router', () => {
  it('meet in client/search/navigation.ts only, so that a change of router is one file', () => {
    const srcDir = path.resolve(__dirname, '../../../src');
    const searchDirs = ['client/search', 'theme/SearchBar', 'theme/SearchPage'];
    const importing = searchDirs
      .flatMap((dir) =>
        readdirSync(path.join(srcDir, dir), {recursive: true, encoding: 'utf8'}).map((file) => `${dir}/${file}`),
      )
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /from\s+['"](@docusaurus\/router|react-router(-dom)?)['"]|\bwindow\.(history|location)\b/.test(
          readFileSync(path.join(srcDir, file), 'utf8'),
        ),
      );
    expect(importing.map((file) => file.split(path.sep).join('/'))).toEqual(['client/search/navigation.ts']);
  });
});
