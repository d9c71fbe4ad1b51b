// The copying thread (src/server/site/copyWorker.ts) started from its TypeScript source, for the
// tests of unpackFolderOffThread: a build starts the compiled lib/server/site/copyWorker.js.
// A worker thread cannot load TypeScript, and Vitest's transform does not reach it, so jiti (the
// copy Docusaurus loads site configs with) compiles the source as the thread requires it.
const path = require('node:path');

const jiti = require(
  require.resolve('jiti', {paths: [path.dirname(require.resolve('@docusaurus/utils/package.json'))]}),
);
jiti(__filename)(path.join(__dirname, '../../../src/server/site/copyWorker.ts'));
