import {answerJobs} from '../site/jobWorker';
import {convertArticle, type TwinJob} from './convert';

/**
 * The Markdown twins' worker thread (convert.ts's `workerConverter`): it converts each article
 * it is sent and answers with the Markdown. A build starts it from the compiled
 * lib/server/llms/worker.js.
 */
answerJobs(({html, pageUrl}: TwinJob) => convertArticle(html, pageUrl));
