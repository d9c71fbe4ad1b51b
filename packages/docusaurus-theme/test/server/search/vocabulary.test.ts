// @vitest-environment node
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {searchableDocument} from '../../../src/server/search/pageText';
import {indexDocuments} from '../../../src/server/search/searchIndex';
import {SEARCH_VOCABULARY_FILE} from '../../../src/shared/searchWords';

const page = (body: string) => `<html><body><main>${body}</main></body></html>`;

describe('the search vocabulary', () => {
  it('lists the words a typo may be corrected to, beside the index, most frequent first', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-vocabulary-'));
    const documents = [
      page('<h1>Swizzle a component</h1><p>Eject or wrap: swizzle it. Created in 2025.</p>'),
      page('<h1>Announcement bar</h1><p>Swizzled components keep working: swizzle again. Créer un site.</p>'),
    ].map((html, index) => ({url: `/p${index}`, content: searchableDocument(html, '')?.content ?? ''}));
    await indexDocuments(documents, outDir);
    const vocabulary = JSON.parse(readFileSync(path.join(outDir, SEARCH_VOCABULARY_FILE), 'utf8')) as string[];
    // Counted once a page: only "swizzle" is on both pages (twice on the first).
    expect(vocabulary.slice(0, 1)).toEqual(['swizzle']);
    expect(vocabulary).toEqual(expect.arrayContaining(['announcement', 'swizzled', 'component', 'creer', 'created']));
    // Too short to correct, or only digits: left out.
    expect(vocabulary).not.toEqual(expect.arrayContaining(['wrap']));
    expect(vocabulary.filter((word) => word.length < 5 || /^\d+$/.test(word))).toEqual([]);
  }, 60_000);

  it('is empty for an index of no page, which has no fragments to read', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'hk-search-vocabulary-empty-'));
    await indexDocuments([], outDir);
    expect(JSON.parse(readFileSync(path.join(outDir, SEARCH_VOCABULARY_FILE), 'utf8'))).toEqual([]);
  }, 60_000);
});
