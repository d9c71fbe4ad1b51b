import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {COLUMNS} from './builds';
import {describeColumn} from './support/column';
import {ConsumerInstall, DOCUSAURUS_NEWEST} from './support/consumerSite';

/**
 * The theme packed and installed into a fresh site on the NEWEST Docusaurus 3.x, and checked as
 * every column of the consumer matrix is (support/column.ts): built on Rspack once per option
 * variant, with every safe-to-eject component ejected, and as a site written for the 0.x theme.
 */
describeColumn({
  title: `${DOCUSAURUS_NEWEST}, the newest 3.x`,
  consumer: new ConsumerInstall(DOCUSAURUS_NEWEST, mkdtempSync(path.join(os.tmpdir(), 'hk-newest-'))),
  builds: COLUMNS.newest,
});
