// The site builds with Rspack (`future.experimental_faster`); the theme must keep working on
// plain webpack too, which is what sites without @docusaurus/faster use. This builds a copy of
// the site once with experimental_faster off and checks the brand and the live-editor split
// survived. Cheap on purpose: one build, a few file reads.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {buildSite, prepareOurSite, SCRATCH} from './sites.mjs';

const dir = prepareOurSite(path.join(SCRATCH, 'webpack-site'));
writeFileSync(
  path.join(dir, 'docusaurus.webpack.config.ts'),
  `import config from './docusaurus.config';

export default {...config, future: {...config.future, experimental_faster: false}};
`,
);
const started = performance.now();
const {buildDir} = await buildSite(dir, {args: ['--config', 'docusaurus.webpack.config.ts']});
console.log(`webpack build of the site: ${Math.round((performance.now() - started) / 1000)} s`);

const failures = [];
const read = (...parts) => readFileSync(path.join(buildDir, ...parts), 'utf8');
const assets = (kind) =>
  readdirSync(path.join(buildDir, 'assets', kind)).map((name) => ({name, body: read('assets', kind, name)}));

const css = assets('css')
  .map((file) => file.body)
  .join('\n');
if (!css.includes('--hk-color-primary')) {
  failures.push("the CSS bundle lacks the brand tokens (--hk-color-primary): the theme's stylesheets were not loaded");
}
if (!read('docs', 'getting-started.html').includes('hk-layout')) {
  failures.push("docs/getting-started.html lacks the theme's layout class hk-layout: the theme's Layout was not used");
}
if (!/<label><input type="?checkbox/.test(read('docs', 'migration.html'))) {
  failures.push("docs/migration.html renders task-list checkboxes without the theme's label");
}
const main = assets('js').find((file) => file.name.startsWith('main.'));
if (!main || main.body.includes('plaintext-only')) {
  failures.push('the main bundle carries the live editor, which should load only on pages with live blocks');
}
if (failures.length > 0) {
  console.error(`The webpack build of the site is broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'The theme works on webpack: brand CSS, Layout, Markdown components and the lazy live editor are in place.',
);
