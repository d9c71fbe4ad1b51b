import {answerJobs} from '../site/jobWorker';
import {type SearchPageJob, searchablePage} from './pageText';

/**
 * The search step's worker thread (searchIndex.ts's `workerPageReader`): it parses each page it
 * is sent for its search documents and scripts. A build starts it from the compiled
 * lib/server/search/worker.js.
 */
answerJobs(({html, info}: SearchPageJob) => searchablePage(html, info));
