import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import consumerPlaywright from '../../tests/consumer/playwright.config';
import {BASE_URL, SITE_URL} from '../../website/siteConstants';
import {PAGES} from '../ci/checkDeployedSite.mjs';
import {loadYaml} from '../ci/checkWorkflows.mjs';

/**
 * What the workflows promise, read from the workflows themselves: the README's test command on
 * every change, one job per Docusaurus version, the site to Pages from the tested build, and the
 * tested tarball, not a rebuild, to npm. (scripts/ci/checkWorkflows.mjs checks pins and permissions.)
 */
const repo = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

type Step = {name?: string; id?: string; uses?: string; run?: string; with?: Record<string, unknown>; if?: string};
type Job = {
  name?: string;
  needs?: string | string[];
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  'runs-on'?: string;
  permissions?: Record<string, string>;
  environment?: {name: string};
  outputs?: Record<string, string>;
  strategy?: {matrix: {include: Record<string, string>[]}};
  steps?: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  concurrency?: {group: string; 'cancel-in-progress': boolean | string};
  jobs: Record<string, Job>;
};

const workflow = (name: string) => loadYaml(read(`.github/workflows/${name}`)) as Workflow;
const shared = workflow('__shared-ci.yml');
const pullRequest = workflow('pull-request-ci.yml');
const main = workflow('main-ci.yml');
const action = (step: Step) => step.uses?.split('@')[0];
const stepUsing = (job: Job, name: string) => job.steps?.find((step) => action(step) === name);

/** The README's test command, from its Quick start. */
const README_TEST_COMMAND = 'npm ci && npm test';

describe('CI on every pull request and push to main', () => {
  it('runs the shared checks on pull requests and on pushes to main', () => {
    expect(Object.keys(pullRequest.on)).toContain('pull_request');
    expect(main.on.push).toEqual({branches: ['main']});
    for (const caller of [pullRequest, main]) {
      expect(caller.jobs.ci?.uses).toBe('./.github/workflows/__shared-ci.yml');
    }
  });

  it('cancels the run a newer push supersedes', () => {
    for (const caller of [pullRequest, main]) {
      expect(caller.concurrency?.['cancel-in-progress']).toBe(true);
      expect(caller.concurrency?.group).toContain('github.workflow');
    }
  });

  it("runs the README's test command on Ubuntu with npm's cache", () => {
    expect(read('README.md')).toContain(`\`\`\`bash\n${README_TEST_COMMAND}\n\`\`\``);
    const test = shared.jobs.test as Job;
    expect(test['runs-on']).toMatch(/^ubuntu-/);
    expect(test.steps?.map((step) => step.run)).toContain(README_TEST_COMMAND);
    expect(stepUsing(test, 'actions/setup-node')?.with?.cache).toBe('npm');
  });
});

describe('the consumer matrix, one job per Docusaurus version', () => {
  const consumer = shared.jobs.consumer as Job;
  const entries = consumer.strategy?.matrix.include ?? [];
  const words = (key: string) =>
    entries.flatMap((entry) =>
      String(entry[key] ?? '')
        .split(/\s+/)
        .filter(Boolean),
    );

  it('has an entry for the oldest and the newest Docusaurus and the 4.0 canary, named after its version', () => {
    expect(entries.map((entry) => entry.docusaurus).sort()).toEqual(['canary', 'newest', 'oldest']);
    expect(consumer.name).toContain('needs.consumer-versions.outputs[matrix.docusaurus]');
    const outputs = (shared.jobs['consumer-versions'] as Job).outputs ?? {};
    for (const entry of entries) {
      expect(outputs[String(entry.docusaurus)], `the consumer-versions output for ${entry.docusaurus}`).toBe(
        `\${{ steps.versions.outputs.${entry.docusaurus} }}`,
      );
    }
    expect(stepUsing(consumer, 'actions/setup-node')?.with?.cache).toBe('npm');
  });

  it('runs each entry on the Node.js its Docusaurus needs: 24 for the 4.0 canary, 20 for 3.x', () => {
    expect(stepUsing(consumer, 'actions/setup-node')?.with?.['node-version']).toBe(`\${{ matrix.node }}`);
    const nodeOf = Object.fromEntries(entries.map((entry) => [entry.docusaurus, Number(entry.node)]));
    expect(nodeOf).toEqual({oldest: 20, newest: 20, canary: 24});
  });

  it('reads the versions the consumer tests install, where the consumer-versions job looks for them', () => {
    const source = read('tests/consumer/support/consumerSite.ts');
    const sed = (shared.jobs['consumer-versions'] as Job).steps?.find((step) => step.id === 'versions')?.run;
    for (const entry of entries) {
      expect(sed, `the versions step reads ${entry.docusaurus}`).toMatch(
        new RegExp(`for which in [^;]*\\b${entry.docusaurus}\\b`),
      );
    }
    for (const which of entries.map((entry) => String(entry.docusaurus).toUpperCase())) {
      // The same pattern as the job's sed command.
      expect(source, `DOCUSAURUS_${which}`).toMatch(new RegExp(`^export const DOCUSAURUS_${which} = '[^']+';`, 'm'));
    }
    expect(sed).toMatch(/name="DOCUSAURUS_\$\{which\^\^\}"/);
    expect(sed).toContain('s/^export const $');
    expect(sed).toContain(String.raw`= '\([^']*\)';.*/\1/p`);
  });

  it('runs every consumer test file in exactly one job: the one of the Docusaurus version it installs', () => {
    const step = consumer.steps?.find((item) => item.name === 'Consumer sites (Vitest)');
    expect(step?.run).toContain('grep -lw "$constant" tests/consumer/*.test.ts');
    const testFiles = readdirSync(path.join(repo, 'tests/consumer')).filter((file) => file.endsWith('.test.ts'));
    // A file that installs no site (the build-log parser's, say) runs in the test job only.
    const installing = testFiles.filter((file) => /\bnew ConsumerInstall\(/.test(read(`tests/consumer/${file}`)));
    expect(installing.length).toBeGreaterThan(0);
    for (const file of testFiles) {
      const source = read(`tests/consumer/${file}`);
      const versions = entries
        .map((entry) => `DOCUSAURUS_${String(entry.docusaurus).toUpperCase()}`)
        .filter((constant) => new RegExp(`\\b${constant}\\b`).test(source));
      expect(
        versions,
        `${file} uses ${installing.includes(file) ? 'one' : 'none'} of DOCUSAURUS_OLDEST, DOCUSAURUS_NEWEST and DOCUSAURUS_CANARY`,
      ).toHaveLength(installing.includes(file) ? 1 : 0);
    }
  });

  it('runs every browser project of the consumer builds in exactly one job', () => {
    const projects = (consumerPlaywright.projects ?? []).map((project) => project.name);
    expect(words('playwright-projects').sort()).toEqual(projects.sort());
  });
});

describe('the site, deployed to GitHub Pages from main', () => {
  const deploy = main.jobs.deploy as Job;

  it('deploys the site build the test job tested, under the base path', () => {
    expect(BASE_URL).toBe('/docusaurus-theme/');
    expect(SITE_URL).toBe('https://hoverkraft-tech.github.io');
    const upload = stepUsing(shared.jobs.test as Job, 'actions/upload-pages-artifact');
    expect(upload?.with?.path).toBe('website/build');
    expect(upload?.if).toBe('inputs.pages-artifact');
    expect(main.jobs.ci?.with?.['pages-artifact']).toBe(true);
    expect(deploy.needs).toBe('ci');
    expect(deploy.if).toBe("github.ref == 'refs/heads/main'");
    expect(deploy.environment?.name).toBe('github-pages');
    expect(deploy.permissions).toEqual({pages: 'write', 'id-token': 'write'});
    expect(stepUsing(deploy, 'actions/deploy-pages')).toBeDefined();
  });

  it('then checks the home page, a doc, /search, llms.txt and the social cards at the deployed URL', () => {
    const check = main.jobs['check-deployment'] as Job;
    expect(check.needs).toBe('deploy');
    const step = check.steps?.find((item) => item.run?.includes('scripts/ci/checkDeployedSite.mjs'));
    expect(step?.run).toBe('node scripts/ci/checkDeployedSite.mjs "$PAGE_URL"');
    expect(PAGES.map((page) => page.path)).toEqual(['', 'docs/getting-started', 'search', 'llms.txt']);
    expect(PAGES.filter((page) => page.socialCard).length).toBeGreaterThan(0);
  });
});

describe('releases: the tested tarball to npm, for a release only', () => {
  const publish = main.jobs.publish as Job;
  const dryRun = read('scripts/release/publishDryRun.sh');

  it('uploads the tarball the test command packed and dry-ran', () => {
    const upload = (shared.jobs.test as Job).steps?.find((step) => step.with?.name === 'package-tarball');
    expect(action(upload ?? {})).toBe('actions/upload-artifact');
    expect(upload?.with?.path).toBe('.scratch/package/*.tgz');
    expect(dryRun).toContain('OUT=.scratch/package\n');
    expect(read('scripts/ci/test-all.sh')).toMatch(/\nbash scripts\/release\/publishDryRun\.sh\b/);
  });

  it('publishes only when main holds a version npm does not have', () => {
    expect(publish.needs).toBe('release');
    expect(publish.if).toBe("needs.release.outputs.publish == 'true'");
    expect(main.jobs.release?.outputs?.publish).toMatch(/^\$\{\{ steps\.state\.outputs\.publish \}\}$/);
  });

  it('publishes the downloaded artifact with provenance, and builds nothing', () => {
    expect(publish.permissions?.['id-token']).toBe('write');
    expect(stepUsing(publish, 'actions/download-artifact')?.with?.name).toBe('package-tarball');
    expect(stepUsing(publish, 'actions/checkout')).toBeUndefined();
    const runs = (publish.steps ?? []).map((step) => step.run ?? '').join('\n');
    expect(runs).not.toMatch(/npm (ci|install|pack|run)\b/);
    expect(runs).toContain('npm publish "$TARBALL" --provenance --access public');
  });

  it('runs the same npm publish as a dry run in the test command', () => {
    expect(dryRun).toContain('PUBLISH_FLAGS=(--provenance --access public)');
    expect(dryRun).toMatch(/\nnpm publish "\$OUT\/\$tarball" "\$\{PUBLISH_FLAGS\[@\]\}" --dry-run\n/);
  });
});
