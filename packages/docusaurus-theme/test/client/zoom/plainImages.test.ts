import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {drawnSmall, inLineOfText, isBadgeUrl, ZOOM_MIN_RENDERED_PX} from '../../../src/client/zoom/plainImages';

function mount<T extends Element>(html: string, selector: string): T {
  document.body.innerHTML = html;
  const element = document.querySelector<T>(selector);
  if (!element) {
    throw new Error(`no ${selector} in ${html}`);
  }
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('status badges', () => {
  it.each([
    'https://img.shields.io/badge/Verified-yes-brightgreen',
    'https://shields.io/badge/style-flat-blue.svg',
    'https://img.shields.io/npm/v/@hoverkraft/docusaurus-theme.svg?style=flat',
    'https://badgen.net/npm/v/docusaurus',
    'https://flat.badgen.net/github/license/facebook/docusaurus',
    'https://badge.fury.io/js/docusaurus.svg',
    'https://github.com/hoverkraft-tech/docusaurus-theme/actions/workflows/main-ci.yml/badge.svg',
    'https://github.com/o/r/workflows/CI/badge.svg?branch=main',
    'https://gitlab.com/group/project/badges/main/pipeline.svg',
    'https://codecov.io/gh/o/r/branch/main/graph/badge.svg?token=abc',
    'https://coveralls.io/repos/github/o/r/badge.svg?branch=main',
    'https://dl.circleci.com/status-badge/img/gh/o/r/tree/main.svg',
    'https://api.travis-ci.com/o/r.svg?branch=main',
    'https://ci.appveyor.com/api/projects/status/abc?svg=true',
    'https://dev.azure.com/org/project/_apis/build/status/pipeline?branchName=main',
    'https://sonarcloud.io/api/project_badges/measure?project=x&metric=alert_status',
    'https://snyk.io/test/github/o/r/badge.svg',
    'https://app.codacy.com/project/badge/Grade/abc',
    'https://readthedocs.org/projects/x/badge/?version=latest',
    'https://api.netlify.com/api/v1/badges/abc/deploy-status',
    'https://api.securityscorecards.dev/projects/github.com/o/r/badge',
    'https://www.bestpractices.dev/projects/123/badge',
  ])('knows %s for a badge', (src) => {
    expect(isBadgeUrl(src)).toBe(true);
  });

  it.each([
    ['a picture of the site', '/img/build-flow.svg'],
    ['a screenshot kept in a repository', 'https://github.com/o/r/raw/main/docs/screenshot.png'],
    ['a file of a repository', 'https://raw.githubusercontent.com/o/r/main/badge.svg'],
    ['a host that only looks like a badge host', 'https://notshields.io/badge/x'],
    ['a coverage report page, not its badge', 'https://codecov.io/gh/o/r/graphs/sunburst.svg'],
  ])('does not take %s for a badge', (_what, src) => {
    expect(isBadgeUrl(src)).toBe(false);
  });
});

describe('images in a line of text', () => {
  it.each([
    ['between words', '<p>Press <img alt="x"> to start</p>'],
    ['after a word, inside inline markup', '<p><strong>Status: <img alt="x"></strong></p>'],
    ['in a list item', '<ul><li><img alt="x"> New in 2.0</li></ul>'],
  ])('is in a line %s', (_where, html) => {
    expect(inLineOfText(mount(html, 'img'))).toBe(true);
  });

  it.each([
    ['alone in its paragraph', '<p><img alt="x"></p>'],
    ['beside other images only', '<p><img alt="a"> <img id="b" alt="b"></p>'],
    ['above a caption of its own', '<figure><img alt="x"><figcaption>The build flow</figcaption></figure>'],
  ])('is not in a line %s', (_where, html) => {
    expect(inLineOfText(mount(html, 'img'))).toBe(false);
  });
});

describe('small images', () => {
  const image = (width: number, height: number, natural: [number, number] = [0, 0]) => {
    const element = mount<HTMLImageElement>('<img alt="x">', 'img');
    element.getBoundingClientRect = () => ({width, height}) as DOMRect;
    Object.defineProperty(element, 'naturalWidth', {value: natural[0]});
    Object.defineProperty(element, 'naturalHeight', {value: natural[1]});
    return element;
  };

  it('is small when drawn less than the threshold in either direction', () => {
    expect(drawnSmall(image(90, 20))).toBe(true);
    expect(drawnSmall(image(20, 300))).toBe(true);
    expect(drawnSmall(image(ZOOM_MIN_RENDERED_PX, ZOOM_MIN_RENDERED_PX))).toBe(false);
    expect(drawnSmall(image(640, 360))).toBe(false);
  });

  it('judges an image that is not laid out by its own size, and one not loaded yet as not small', () => {
    expect(drawnSmall(image(0, 0, [90, 20]))).toBe(true);
    expect(drawnSmall(image(0, 0, [1280, 720]))).toBe(false);
    expect(drawnSmall(image(0, 0))).toBe(false);
  });

  it('states its threshold in the zoom docs', () => {
    const docs = readFileSync(path.resolve(__dirname, '../../../../../website/docs/zoom.md'), 'utf8');
    expect(docs).toContain(`less than ${ZOOM_MIN_RENDERED_PX} pixels`);
  });
});
