// @vitest-environment node
import {mkdirSync, mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import themeHoverkraft from '../../../src';
import {DEFAULT_OPTIONS} from '../../../src/options';
import {sidebarBadgeProblems, sidebarBadgesFeature} from '../../../src/server/sidebarBadges/feature';

const docs = (instances: Record<string, unknown>) =>
  ({'docusaurus-plugin-content-docs': instances}) as unknown as AllContent;

const sidebars = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  loadedVersions: [{versionName: 'current', docs: [], sidebars: {docs: items}, ...extra}],
});

describe('the build-time check of sidebar badges', () => {
  it('accepts badges the sidebar can draw, on links, docs and categories at any depth', () => {
    const content = docs({
      default: sidebars([
        {type: 'doc', id: 'intro', customProps: {badge: 'New'}},
        {
          type: 'category',
          label: 'Components',
          customProps: {badge: {text: 'New', type: 'tip'}},
          items: [{type: 'link', label: 'GitHub', href: 'https://github.com', customProps: {badge: {text: 'v1'}}}],
        },
      ]),
    });
    expect(sidebarBadgeProblems(content)).toEqual([]);
  });

  it('has nothing to check without a docs plugin, or with an instance that loaded nothing', () => {
    expect(sidebarBadgeProblems({} as AllContent)).toEqual([]);
    expect(sidebarBadgeProblems(docs({default: null}))).toEqual([]);
    expect(sidebarBadgeProblems(docs({default: {}}))).toEqual([]);
    expect(sidebarBadgeProblems(docs({default: {loadedVersions: [{}]}}))).toEqual([]);
  });

  it('names the sidebar, the item (through its categories) and the field of a badge it cannot draw', () => {
    const content = docs({
      default: sidebars([
        {
          type: 'category',
          label: 'Guides',
          items: [
            {
              type: 'doc',
              id: 'guides/install',
              label: 'Installation',
              customProps: {badge: {text: 'New', type: 'new'}},
            },
          ],
        },
      ]),
    });
    expect(sidebarBadgeProblems(content)).toEqual([
      'Sidebar "docs", item "Guides" > "Installation": customProps.badge.type must be one of "note", "tip", "success", "caution", "danger", "version", got "new".',
    ]);
  });

  it("names the doc and its file when the badge is in the doc's front matter", () => {
    const content = docs({
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            sidebars: {},
            docs: [{id: 'search', source: '@site/docs/search.md', frontMatter: {sidebar_custom_props: {badge: ''}}}],
          },
        ],
      },
    });
    expect(sidebarBadgeProblems(content)).toEqual([
      'Doc "search" (docs/search.md): sidebar_custom_props.badge must not be empty: write the label, as badge: "New".',
    ]);
  });

  it('says which docs instance and which version the item is in, when the site has several', () => {
    const bad = [{type: 'link', label: 'Changelog', href: '/changelog', customProps: {badge: 3}}];
    const content = docs({
      default: {
        loadedVersions: [
          {versionName: 'current', sidebars: {docs: []}},
          {versionName: '1.0', sidebars: {docs: bad}},
        ],
      },
      community: sidebars(bad),
    });
    expect(sidebarBadgeProblems(content)).toEqual([
      'Sidebar "docs", version "1.0", item "Changelog": customProps.badge must be the label (a string, as "New") or an object {text, type}, got 3.',
      'Sidebar "docs", docs instance "community", item "Changelog": customProps.badge must be the label (a string, as "New") or an object {text, type}, got 3.',
    ]);
  });

  it('stops the build with every problem listed and the shape a badge takes', async () => {
    const content = docs({
      default: sidebars([
        {type: 'doc', id: 'a', customProps: {badge: {text: 'New', variant: 'tip'}}},
        {type: 'doc', id: 'b', customProps: {badge: {text: 'Old', type: 'warning'}}},
      ]),
    });
    const check = sidebarBadgesFeature().allContentLoaded?.({
      pages: [],
      actions: {} as PluginContentLoadedActions,
      allContent: content,
    });
    await expect(check).rejects.toThrow(
      [
        '[@hoverkraft/docusaurus-theme] Sidebar badges: 2 items ask for a badge the sidebar cannot draw.',
        '- Sidebar "docs", item "a": customProps.badge has the unknown key "variant": a badge takes only "text" (the label) and "type" (one of "note", "tip", "success", "caution", "danger", "version").',
        '- Sidebar "docs", item "b": customProps.badge.type must be one of "note", "tip", "success", "caution", "danger", "version", got "warning".',
        `A badge is the label (customProps: {badge: 'New'}) or {text, type}, with type one of "note", "tip", "success", "caution", "danger", "version".`,
      ].join('\n'),
    );
  });

  it('lets the build go on when every badge is right', async () => {
    const content = docs({default: sidebars([{type: 'doc', id: 'a', customProps: {badge: 'New'}}])});
    await expect(
      sidebarBadgesFeature().allContentLoaded?.({
        pages: [],
        actions: {} as PluginContentLoadedActions,
        allContent: content,
      }),
    ).resolves.toBeUndefined();
  });
});

describe('the theme plugin', () => {
  it('runs the check once all content has loaded, before it tells the browser anything', async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-sidebar-badges-'));
    mkdirSync(path.join(siteDir, 'node_modules'));
    const siteConfig = {
      title: 'Site',
      url: 'https://example.com',
      baseUrl: '/',
      presets: [['classic', {}]],
      themes: [],
    };
    const plugin = themeHoverkraft({siteDir, siteConfig} as unknown as LoadContext, DEFAULT_OPTIONS);
    const setGlobalData = vi.fn();
    const content = docs({
      default: sidebars([{type: 'doc', id: 'intro', customProps: {badge: {text: 'New', type: 'new'}}}]),
    });
    await expect(
      plugin.allContentLoaded?.({
        allContent: content,
        actions: {setGlobalData} as unknown as PluginContentLoadedActions,
      }),
    ).rejects.toThrow('Sidebar "docs", item "intro": customProps.badge.type must be one of');
    expect(setGlobalData).not.toHaveBeenCalled();
  });
});
