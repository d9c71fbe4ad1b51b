// @vitest-environment node
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import themeHoverkraft from '../../../src';
import {DEFAULT_OPTIONS} from '../../../src/options';
import {docusaurusCoreVersion, PREFETCH_FIX_VERSIONS, usesIdlePrefetch} from '../../../src/server/prefetch/coreVersion';
import {PREFETCH_CLIENT_MODULE} from '../../../src/server/site/packageFiles';

const sites: string[] = [];
afterAll(() => {
  for (const dir of sites) {
    rmSync(dir, {recursive: true, force: true});
  }
});

/** A site folder whose node_modules holds a @docusaurus/core of `version`. */
function siteWithCore(version: string): string {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'hk-core-'));
  sites.push(siteDir);
  writeFileSync(path.join(siteDir, 'package.json'), '{"name": "site"}');
  const core = path.join(siteDir, 'node_modules', '@docusaurus', 'core');
  mkdirSync(core, {recursive: true});
  writeFileSync(path.join(core, 'package.json'), JSON.stringify({name: '@docusaurus/core', version}));
  return siteDir;
}

describe('the idle prefetch is used only on the Docusaurus versions it was checked against', () => {
  it('covers both ends of the supported range, 3.9 and 3.10, and nothing past 3.10.2', () => {
    expect(usesIdlePrefetch('3.9.2')).toBe(true);
    expect(usesIdlePrefetch('3.10.2')).toBe(true);
    for (const version of ['3.8.1', '3.10.3', '3.11.0', '4.0.0', '3.10.0-canary.1']) {
      expect(usesIdlePrefetch(version), version).toBe(false);
    }
    expect(usesIdlePrefetch(undefined)).toBe(false);
    expect(PREFETCH_FIX_VERSIONS).toEqual(['3.9.0', '3.9.1', '3.9.2', '3.10.0', '3.10.1', '3.10.2']);
  });

  it("reads the site's own @docusaurus/core", () => {
    expect(docusaurusCoreVersion(siteWithCore('3.10.2'))).toBe('3.10.2');
  });

  it('adds the client module for a checked version and leaves stock prefetch otherwise', () => {
    const modules = (version: string) =>
      themeHoverkraft(
        {siteDir: siteWithCore(version), siteConfig: {presets: [['classic', {}]], themes: []}} as never,
        DEFAULT_OPTIONS,
      ).getClientModules?.();
    expect(modules('3.9.2')).toContain(PREFETCH_CLIENT_MODULE);
    expect(modules('3.10.2')).toContain(PREFETCH_CLIENT_MODULE);
    expect(modules('3.11.0')).not.toContain(PREFETCH_CLIENT_MODULE);
  });
});
