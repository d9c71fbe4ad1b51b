// @vitest-environment node
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, PostCssOptions} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import themeHoverkraft from '../../../src';
import {DEFAULT_OPTIONS} from '../../../src/options';
import {findPostcssConfig, POSTCSS_CONFIG_FILES, postcssConfigFeature} from '../../../src/server/postcssConfig/feature';

/** A site folder two levels down in a fresh temporary folder, and that folder (the "repository"). */
function site(): {root: string; siteDir: string} {
  const root = mkdtempSync(path.join(os.tmpdir(), 'hk-postcss-'));
  const siteDir = path.join(root, 'packages', 'site');
  mkdirSync(path.join(siteDir, 'node_modules'), {recursive: true});
  writeFileSync(path.join(siteDir, 'package.json'), JSON.stringify({name: 'site', private: true}));
  return {root, siteDir};
}

const docusaurusOptions = (): PostCssOptions => ({ident: 'postcss', plugins: ['postcss-preset-env']});

/** What the feature makes of Docusaurus's options for a site, the build started in `buildDir`. */
function configured(siteDir: string, buildDir = siteDir, options = docusaurusOptions()): PostCssOptions {
  const {postCss} = postcssConfigFeature(siteDir, buildDir);
  return postCss ? postCss(options) : options;
}

describe('the PostCSS configuration search', () => {
  it('is turned off when neither the site nor a folder above it has a configuration', () => {
    const {siteDir} = site();
    expect(findPostcssConfig(siteDir)).toBeUndefined();
    expect(configured(siteDir)).toEqual({...docusaurusOptions(), config: false});
  });

  it.each(POSTCSS_CONFIG_FILES)('is kept when the site has %s', (name) => {
    const {siteDir} = site();
    mkdirSync(path.dirname(path.join(siteDir, name)), {recursive: true});
    writeFileSync(path.join(siteDir, name), 'module.exports = {plugins: []};\n');
    expect(findPostcssConfig(siteDir)).toBe(path.join(siteDir, name));
    expect(configured(siteDir)).toEqual(docusaurusOptions());
  });

  it("is kept when a folder above the site has one (a monorepo's shared configuration)", () => {
    const {root, siteDir} = site();
    writeFileSync(path.join(root, 'postcss.config.cjs'), 'module.exports = {plugins: []};\n');
    expect(findPostcssConfig(siteDir)).toBe(path.join(root, 'postcss.config.cjs'));
    expect(configured(siteDir)).toEqual(docusaurusOptions());
  });

  it('is kept when a package.json has a postcss key, or a cosmiconfig key that moves the search', () => {
    for (const key of ['postcss', 'cosmiconfig']) {
      const {root, siteDir} = site();
      writeFileSync(path.join(root, 'package.json'), JSON.stringify({private: true, [key]: {}}));
      expect(findPostcssConfig(siteDir), key).toBe(path.join(root, 'package.json'));
      expect(configured(siteDir), key).toEqual(docusaurusOptions());
    }
  });

  it("is kept when cosmiconfig's own configuration is in a .config folder", () => {
    const {siteDir} = site();
    mkdirSync(path.join(siteDir, '.config'));
    writeFileSync(path.join(siteDir, '.config', 'config.json'), '{}');
    expect(configured(siteDir)).toEqual(docusaurusOptions());
  });

  it('is turned off when a .config in the way is a file, not a folder', () => {
    const {siteDir} = site();
    writeFileSync(path.join(siteDir, '.config'), 'not a folder');
    expect(configured(siteDir)).toEqual({...docusaurusOptions(), config: false});
  });

  it('is kept when the folder the build runs in has a configuration, as cosmiconfig looks there too', () => {
    const {siteDir} = site();
    const buildDir = mkdtempSync(path.join(os.tmpdir(), 'hk-postcss-cwd-'));
    writeFileSync(path.join(buildDir, '.postcssrc.json'), '{}');
    expect(configured(siteDir, buildDir)).toEqual(docusaurusOptions());
  });

  it('leaves a configuration another plugin set as it is', () => {
    const {siteDir} = site();
    const options = {...docusaurusOptions(), config: '/somewhere/postcss.config.js'};
    expect(configured(siteDir, siteDir, options)).toEqual(options);
  });

  it("is the plugin's configurePostCss, which keeps the options Docusaurus and other plugins gave", () => {
    const {siteDir} = site();
    const plugin = themeHoverkraft(
      {
        siteDir,
        siteConfig: {title: 'Site', url: 'https://example.com', baseUrl: '/', presets: [['classic', {}]], themes: []},
      } as unknown as LoadContext,
      DEFAULT_OPTIONS,
    );
    // Neither the temporary site nor this repository (where the test runs) has a configuration.
    expect(plugin.configurePostCss?.(docusaurusOptions())).toEqual({...docusaurusOptions(), config: false});
  });
});
