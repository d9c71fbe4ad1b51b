import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  actionlint,
  checkDependabot,
  checkRepository,
  checkWorkflowRules,
  undocumentedSecrets,
} from '../ci/checkWorkflows.mjs';

/** scripts/ci/checkWorkflows.mjs fails on what it is there to catch, and passes this repository. */
const repo = path.resolve(__dirname, '../..');
const CHECKOUT_SHA = 'de0fac2e4500dabe0009e67214ff5f5447ce83dd';

/** A workflow with one job whose steps are `steps` (YAML lines, indented for the steps list). */
function workflow({
  steps,
  permissions = '    permissions:\n      contents: read\n',
  top = 'permissions: {}\n',
}: {
  steps: string;
  permissions?: string;
  top?: string;
}) {
  return `name: Test\non: push\n${top}jobs:\n  test:\n    runs-on: ubuntu-latest\n${permissions}    steps:\n${steps}`;
}

/** A GitHub Actions expression, `${{ inner }}`. */
const expression = (inner: string) => `\${{ ${inner} }}`;

const checkout = (ref: string, comment = '') => `      - uses: actions/checkout@${ref}${comment}\n`;

describe('checkWorkflows: pinned actions', () => {
  it('accepts an action pinned to a commit with its version in a comment, and local actions', () => {
    const text = workflow({
      steps: `${checkout(CHECKOUT_SHA, ' # v6.0.2')}      - uses: ./.github/actions/local\n      - run: echo ok\n`,
    });
    expect(checkWorkflowRules(text, 'ok.yml')).toEqual([]);
  });

  it.each([
    ['a tag', 'v4'],
    ['a branch', 'main'],
    ['a short SHA', CHECKOUT_SHA.slice(0, 7)],
    ['an upper-case SHA', CHECKOUT_SHA.toUpperCase()],
  ])('fails on an action pinned to %s', (_label, ref) => {
    const problems = checkWorkflowRules(workflow({steps: checkout(ref, ' # v6.0.2')}), 'bad.yml');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^bad\\.yml:10: job "test" step "#1" uses "actions/checkout@${ref}", which is not pinned to a commit`),
    );
  });

  it('fails on a pinned action without the version in a comment', () => {
    const problems = checkWorkflowRules(workflow({steps: checkout(CHECKOUT_SHA)}), 'bad.yml');
    expect(problems).toEqual([expect.stringMatching(/^bad\.yml:10: .* with no version comment/)]);
  });

  it('fails on an unpinned reusable workflow, and accepts a pinned one', () => {
    const call = (ref: string) =>
      `on: push\npermissions: {}\njobs:\n  shared:\n    permissions: {}\n    uses: hoverkraft-tech/ci-github-common/.github/workflows/semantic-pull-request.yml@${ref}\n`;
    expect(checkWorkflowRules(call('0.32.0'), 'call.yml')).toEqual([
      expect.stringMatching(/^call\.yml:6: job "shared" uses ".*@0\.32\.0", which is not pinned to a commit/),
    ]);
    expect(checkWorkflowRules(call('4bfbc05c189f1177cf7d47d3060cd1cbddf04ce2 # 0.32.0'), 'call.yml')).toEqual([]);
  });

  it('fails on a Docker image without a digest', () => {
    const problems = checkWorkflowRules(workflow({steps: '      - uses: docker://alpine:3.20\n'}), 'bad.yml');
    expect(problems).toEqual([expect.stringContaining('pin Docker images to a digest')]);
  });
});

describe('checkWorkflows: permissions', () => {
  it('fails on a job without explicit permissions', () => {
    const problems = checkWorkflowRules(workflow({steps: '      - run: echo hi\n', permissions: ''}), 'bad.yml');
    expect(problems).toEqual([expect.stringMatching(/^bad\.yml:5: job "test" has no "permissions:"/)]);
  });

  it('fails on a reusable-workflow job without explicit permissions', () => {
    const text = 'on: push\npermissions: {}\njobs:\n  ci:\n    uses: ./.github/workflows/__shared-ci.yml\n';
    expect(checkWorkflowRules(text, 'bad.yml')).toEqual([expect.stringContaining('job "ci" has no "permissions:"')]);
  });

  it('fails on permissions: write-all, at the top or in a job', () => {
    const top = workflow({steps: '      - run: echo hi\n', top: 'permissions: write-all\n'});
    expect(checkWorkflowRules(top, 'top.yml')).toEqual([
      expect.stringMatching(/^top\.yml:3: "permissions: write-all"/),
    ]);
    const job = workflow({steps: '      - run: echo hi\n', permissions: '    permissions: write-all\n'});
    expect(checkWorkflowRules(job, 'job.yml')).toEqual([
      expect.stringContaining('job "test" has "permissions: write-all"'),
    ]);
  });

  it('reports YAML that does not parse', () => {
    expect(checkWorkflowRules('jobs:\n  test: [\n', 'broken.yml')).toEqual([
      expect.stringMatching(/^broken\.yml: not valid YAML/),
    ]);
  });
});

describe('checkWorkflows: actionlint', {timeout: 60_000}, () => {
  it('reports an undefined context, an untrusted input in a script and a missing runs-on', async () => {
    const text = [
      'on: pull_request',
      'permissions: {}',
      'jobs:',
      '  test:',
      '    permissions: {}',
      '    steps:',
      `      - run: echo "${expression('github.event.pull_request.title')}"`,
      `      - run: echo ${expression('nothing.here')}`,
      '',
    ].join('\n');
    const problems = await actionlint(text, 'bad.yml');
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bad\.yml:4:\d+: .*"runs-on" section is missing/),
        expect.stringMatching(/^bad\.yml:7:\d+: .*potentially untrusted/),
        expect.stringMatching(/^bad\.yml:8:\d+: undefined variable "nothing"/),
      ]),
    );
  });

  it('finds nothing in a correct workflow', async () => {
    const text = workflow({steps: `${checkout(CHECKOUT_SHA, ' # v6.0.2')}      - run: npm test\n`});
    expect(await actionlint(text, 'ok.yml')).toEqual([]);
  });
});

describe('checkWorkflows: secrets and Dependabot', () => {
  it('fails on a secret the contributing guide does not name, but not on GITHUB_TOKEN', () => {
    const workflows = [
      {
        file: 'w.yml',
        text: `env:\n  A: ${expression('secrets.NPM_TOKEN')}\n  B: ${expression('secrets.GITHUB_TOKEN')}\n`,
      },
    ];
    expect(undocumentedSecrets(workflows, 'Set the secret `NPM_TOKEN`.')).toEqual([]);
    expect(undocumentedSecrets(workflows, 'No secrets.')).toEqual([
      'w.yml: reads the secret NPM_TOKEN, which CONTRIBUTING.md does not name: say what it is for.',
    ]);
  });

  const dependabot = (npmExtra: string, cooldown = '    cooldown:\n      default-days: 5\n') =>
    `version: 2\nupdates:\n  - package-ecosystem: npm\n    directory: /\n${cooldown}${npmExtra}` +
    `  - package-ecosystem: github-actions\n    directory: /\n${cooldown}`;
  const docusaurusGroup = '    groups:\n      docusaurus:\n        patterns:\n          - "@docusaurus/*"\n';

  it('accepts grouped Docusaurus updates held back for a few days', () => {
    expect(checkDependabot(dependabot(docusaurusGroup))).toEqual([]);
  });

  it('fails without a @docusaurus/* group, or without a cooldown', () => {
    expect(checkDependabot(dependabot(''))).toEqual([expect.stringContaining('"@docusaurus/*"')]);
    expect(checkDependabot(dependabot(docusaurusGroup, ''))).toEqual([
      expect.stringContaining('the npm updates have no "cooldown: default-days"'),
      expect.stringContaining('the github-actions updates have no "cooldown: default-days"'),
    ]);
  });
});

describe('checkWorkflows on a repository', {timeout: 120_000}, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hk-workflows-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it("passes this repository's .github folder", async () => {
    const {workflows, problems} = await checkRepository(repo);
    expect(problems).toEqual([]);
    expect(workflows.length).toBeGreaterThan(0);
  });

  it('fails a copy of it with one unpinned action and one job without permissions', async () => {
    cpSync(path.join(repo, '.github'), path.join(dir, '.github'), {recursive: true});
    cpSync(path.join(repo, 'CONTRIBUTING.md'), path.join(dir, 'CONTRIBUTING.md'));
    mkdirSync(path.join(dir, '.github/workflows'), {recursive: true});
    writeFileSync(
      path.join(dir, '.github/workflows/extra.yml'),
      'on: push\npermissions: {}\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-node@v6\n',
    );
    const {problems} = await checkRepository(dir);
    expect(problems).toEqual([
      expect.stringContaining('.github/workflows/extra.yml:4: job "lint" has no "permissions:"'),
      expect.stringContaining('.github/workflows/extra.yml:7: job "lint" step "#1" uses "actions/setup-node@v6"'),
    ]);
  });
});
