import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {renderHook} from '@testing-library/react';
import {matchPath} from 'react-router';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {docAt, useActiveDoc, useNavbarDoc, useNavbarSidebar} from '../../../src/client/docs/activeDoc';
import {mockSite} from '../../mocks/site';

const docs = vi.hoisted(() => ({
  active: undefined as GlobalVersion | undefined,
  preferred: null as GlobalVersion | null,
  latest: undefined as unknown as GlobalVersion,
}));

vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActiveVersion: () => docs.active,
  useDocsPreferredVersion: () => ({preferredVersion: docs.preferred}),
  useLatestVersion: () => docs.latest,
}));

const version = (name: string, paths: string[], extra: Partial<GlobalVersion> = {}): GlobalVersion => ({
  name,
  label: name,
  isLast: false,
  path: `/${name}`,
  mainDocId: 'intro',
  docs: paths.map((path) => ({id: path.split('/').pop() || 'index', path, sidebar: 'guide'})),
  draftIds: [],
  sidebars: {guide: {link: {label: 'Guide', path: paths[0] ?? '/'}}},
  ...extra,
});

/** The doc the docs plugin's `useActiveDocContext` finds: the first whose path matchPath matches exactly. */
const expectedDoc = (versionAt: GlobalVersion, pathname: string) =>
  versionAt.docs.find((doc) => matchPath(pathname, {path: doc.path, exact: true, strict: false}) !== null);

const at = (pathname: string) => {
  mockSite.location = {pathname, search: '', hash: ''};
};

describe('docAt', () => {
  const current = version('current', ['/docs/Intro', '/docs/guides/', '/docs/', '/docs/café', '/docs/v1.2']);

  it.each([
    '/docs/intro',
    '/docs/INTRO/',
    '/docs/guides',
    '/docs/guides/',
    '/docs',
    '/docs/',
    '/docs//',
    '/docs/café',
    '/docs/v1.2',
    '/docs/v1x2',
    '/docs/missing',
  ])('finds at "%s" the doc the docs plugin finds', (pathname) => {
    expect(docAt(current, pathname)).toBe(expectedDoc(current, pathname));
  });

  it('finds no doc outside any version', () => {
    expect(docAt(undefined, '/docs/intro')).toBeUndefined();
  });
});

describe("the navbar's doc hooks", () => {
  const current = version('current', ['/docs/intro', '/docs/setup']);
  const older = version('1.0', ['/docs/1.0/intro', '/docs/1.0/legacy'], {
    draftIds: ['draft'],
    sidebars: {guide: {link: {label: 'Guide', path: '/docs/1.0/intro'}}, legacy: {}},
  });

  beforeEach(() => {
    docs.active = current;
    docs.preferred = null;
    docs.latest = current;
  });

  it('find the doc at the location without trying each doc with matchPath', () => {
    at('/docs/setup/');
    expect(renderHook(() => useActiveDoc()).result.current).toBe(current.docs[1]);
  });

  it("look in the location's version first, then the reader's chosen one, then the latest", () => {
    docs.active = undefined;
    docs.preferred = older;
    at('/blog');
    expect(renderHook(() => useNavbarSidebar('guide')).result.current).toBe(older.sidebars?.guide);
    expect(renderHook(() => useNavbarDoc('legacy')).result.current).toBe(older.docs[1]);
    expect(renderHook(() => useNavbarDoc('intro')).result.current).toBe(older.docs[0]);
  });

  it('give no doc for a draft, whose item a production build leaves out', () => {
    docs.preferred = older;
    expect(renderHook(() => useNavbarDoc('draft')).result.current).toBeNull();
  });

  it('name the option, the versions and what there is when a sidebar or doc is not found', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNavbarSidebar('api'))).toThrow(
      'A navbar item links to the sidebar "api" (its sidebarId), which no docs version "current" has. The sidebars are: "guide".',
    );
    expect(() => renderHook(() => useNavbarDoc('missing'))).toThrow(
      'A navbar item links to the doc "missing" (its docId), which no docs version "current" has. The doc ids are: "intro", "setup".',
    );
  });
});
