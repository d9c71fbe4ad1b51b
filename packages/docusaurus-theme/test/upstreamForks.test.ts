// @vitest-environment node
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {UPSTREAM_FORKS, unreviewedForks} from './upstreamForks';

describe('the theme components forked from theme-classic', () => {
  it('match the upstream source we last reviewed, for the installed theme-classic', () => {
    expect(unreviewedForks(path.resolve(__dirname, '..'))).toEqual([]);
  });

  it('each say in the code why they are forks and not wrappers', () => {
    for (const component of Object.keys(UPSTREAM_FORKS)) {
      const source = readFileSync(path.resolve(__dirname, '../src/theme', component, 'index.tsx'), 'utf8');
      expect(source, component).toMatch(/Why a fork and not a wrapper:/);
    }
  });
});
