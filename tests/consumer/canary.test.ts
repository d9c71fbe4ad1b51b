import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {COLUMNS} from './builds';
import {describeColumn} from './support/column';
import {ConsumerInstall, DOCUSAURUS_CANARY} from './support/consumerSite';

/**
 * The theme packed and installed into a fresh site on the Docusaurus 4.0 CANARY, a preview of
 * 4.0, with the React 19.3 and the Node.js 24 it needs (support/consumerSite.ts, SITE_STACKS),
 * and checked as the newest 3.x is (support/column.ts). Every build runs on Rspack, the 0.x
 * site's too: `future.faster`, the flag's only name in 4.0.
 */
describeColumn({
  title: `${DOCUSAURUS_CANARY}, the 4.0 canary`,
  consumer: new ConsumerInstall(DOCUSAURUS_CANARY, mkdtempSync(path.join(os.tmpdir(), 'hk-canary-'))),
  builds: COLUMNS.canary,
  legacyOnRspack: true,
});
