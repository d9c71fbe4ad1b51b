// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {rememberingChoice} from '../../../src/server/site/jobWorker';

describe('rememberingChoice', () => {
  it('says whether the last choice it made was a worker thread, and nothing was chosen before', () => {
    const chooser = rememberingChoice((pages: number) => ({onWorker: pages >= 50, pages}));
    expect(chooser.onWorker(), 'before any choice').toBe(false);
    expect(chooser.choose(80)).toEqual({onWorker: true, pages: 80});
    expect(chooser.onWorker()).toBe(true);
    expect(chooser.choose(3)).toEqual({onWorker: false, pages: 3});
    expect(chooser.onWorker()).toBe(false);
  });
});
