import {workerData} from 'node:worker_threads';
import {type CachedFile, copyFilesFromCache} from './cache';

/**
 * The thread that puts cached files into a build (cache.ts's `copyFilesFromCacheOffThread`):
 * it copies the files it is started with and ends; an error ends it with that error. A build
 * starts it from the compiled lib/server/site/copyWorker.js.
 */
copyFilesFromCache(workerData as CachedFile[]);
