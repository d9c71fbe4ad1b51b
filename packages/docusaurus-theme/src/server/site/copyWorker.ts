import {workerData} from 'node:worker_threads';
import {type CopyJob, runCopyJob} from './cache';

/**
 * The thread that puts cached files into a build (cache.ts's `unpackFolderOffThread`): it does
 * its one job and ends; an error ends it with that error. A build starts it from the compiled
 * lib/server/site/copyWorker.js.
 */
runCopyJob(workerData as CopyJob);
