import {parentPort, Worker} from 'node:worker_threads';

/**
 * A worker thread that a post-build step hands work to, one job at a time, each answered in
 * turn: `jobWorker` on the step's side, `answerJobs` in the thread. The steps read the pages on
 * the main thread and share them (builtPages.ts); what takes CPU per page (parsing, converting)
 * runs here, so that the main thread keeps reading and the other core is used.
 */

type JobMessage<Job> = {id: number; job: Job};
type AnswerMessage<Answer> = {id: number; answer?: Answer; error?: string};

/**
 * `choose`, which picks who does a step's work for a number of pages, with what it picked kept:
 * the build log says when a step ran on a worker thread, so that a site owner sees why a second
 * core is busy.
 */
export function rememberingChoice<Choice extends {onWorker: boolean}>(
  choose: (pages: number) => Choice,
): {choose: (pages: number) => Choice; onWorker: () => boolean} {
  let onWorker = false;
  return {
    choose(pages) {
      const chosen = choose(pages);
      onWorker = chosen.onWorker;
      return chosen;
    },
    onWorker: () => onWorker,
  };
}

/** A step's handle on its worker: `run` sends a job and resolves to the answer. */
export type JobWorker<Job, Answer> = {run(job: Job): Promise<Answer>; close(): Promise<void>};

/** Starts `script` (which calls `answerJobs`) on a worker thread; `name` says whose it is in errors. */
export function jobWorker<Job, Answer>(script: string | URL, name: string): JobWorker<Job, Answer> {
  const worker = new Worker(script);
  const waiting = new Map<number, {resolve: (answer: Answer) => void; reject: (error: Error) => void}>();
  const failAll = (error: Error) => {
    for (const {reject} of waiting.values()) {
      reject(error);
    }
    waiting.clear();
  };
  worker.on('message', ({id, answer, error}: AnswerMessage<Answer>) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) {
      job?.resolve(answer as Answer);
    } else {
      job?.reject(new Error(error));
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`${name} stopped early (exit code ${code}).`)));
  let next = 0;
  return {
    run(job) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, {resolve, reject});
        worker.postMessage({id, job} satisfies JobMessage<Job>);
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/** In the worker thread: answers each job with what `work` makes of it, or the message of its error. */
export function answerJobs<Job, Answer>(work: (job: Job) => Answer | Promise<Answer>): void {
  const port = parentPort;
  port?.on('message', ({id, job}: JobMessage<Job>) => {
    Promise.resolve(job)
      .then(work)
      .then(
        (answer) => port.postMessage({id, answer} satisfies AnswerMessage<Answer>),
        (error: unknown) =>
          port.postMessage({
            id,
            error: error instanceof Error ? error.message : String(error),
          } satisfies AnswerMessage<Answer>),
      );
  });
}
