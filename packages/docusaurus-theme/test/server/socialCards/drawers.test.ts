// @vitest-environment node
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {drawSocialCards} from '../../../src/server/socialCards/cards';
import {cardDesign} from '../../../src/server/socialCards/design';
import {cardFontFiles, findSiteFonts, interFontFiles} from '../../../src/server/socialCards/fonts';
import {
  CARDS_PER_THREAD,
  type PoolOptions,
  poolSize,
  sharedIndex,
  workerPoolDrawer,
} from '../../../src/server/socialCards/pool';
import {NOTO_SANS_ARABIC, REFERENCE_CARDS, REFERENCE_SITE, referenceCardFile} from './referenceCards';

/** The worker pool as a build runs it, its threads started from the TypeScript source (sourceWorker.cjs). */
const pool = (options?: PoolOptions) => workerPoolDrawer(path.join(__dirname, 'sourceWorker.cjs'), options);

const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

describe('the worker pool', {timeout: 120_000}, () => {
  it('draws the reference cards on several threads, byte for byte as they were drawn in one thread', async () => {
    const pages = REFERENCE_CARDS.map(({name, title, section}) => ({
      kind: 'doc' as const,
      permalink: `${REFERENCE_SITE.baseUrl}docs/${name}`,
      title,
      section,
      listed: true,
      ownImage: false,
    }));
    const drawing = await drawSocialCards(pages, {
      site: REFERENCE_SITE,
      baseUrl: REFERENCE_SITE.baseUrl,
      outDir: tempDir('hk-card-pool-out-'),
      cacheDir: tempDir('hk-card-pool-'),
      fonts: await cardFontFiles(findSiteFonts(__dirname, [NOTO_SANS_ARABIC])),
      // A thread for each card, up to one per core: more threads than a build would start for so few.
      drawer: pool({cardsPerThread: 1}),
    });
    expect(drawing.threads).toBe(Math.min(os.availableParallelism(), pages.length));
    expect(drawing.drawn).toBe(pages.length);
    drawing.cards.forEach((card, index) => {
      const {name} = REFERENCE_CARDS[index] as {name: string};
      const png = Buffer.from(drawing.pictures.get(card.key) as Uint8Array);
      expect(png.equals(readFileSync(referenceCardFile(name))), `${name}.png`).toBe(true);
    });
  });

  it('draws a few cards on one thread: a second one would cost its setup and spare less', async () => {
    const designs = ['Install', 'Configure', 'Deploy'].map((title) =>
      cardDesign({title, section: 'Docs'}, REFERENCE_SITE),
    );
    const drawn = new Map<string, Uint8Array>();
    const threads = await pool().draw(
      designs.map((design, index) => ({key: String(index).repeat(32), design})),
      interFontFiles(),
      drawn,
    );
    expect(threads).toBe(1);
    expect(drawn.size).toBe(3);
  });

  it('starts a thread for every CARDS_PER_THREAD cards, at least one, at most one per core', () => {
    expect(poolSize(0)).toBe(0);
    expect(poolSize(1)).toBe(1);
    expect(poolSize(2 * CARDS_PER_THREAD - 1)).toBe(1);
    expect(poolSize(2 * CARDS_PER_THREAD)).toBe(Math.min(2, os.availableParallelism()));
    expect(poolSize(1_000_000)).toBe(os.availableParallelism());
    expect(poolSize(3, 1)).toBe(Math.min(3, os.availableParallelism()));
  });

  it('fails with the title of a card a thread could not draw, and why', async () => {
    // No Inter subset has Japanese: satori would draw empty boxes, so the thread refuses.
    const design = cardDesign({title: '設定ガイド', section: 'Docs'}, REFERENCE_SITE);
    const drawn = new Map<string, Uint8Array>();
    await expect(pool().draw([{key: '0'.repeat(32), design}], interFontFiles(), drawn)).rejects.toThrow(
      'Could not draw the social card of "設定ガイド": A social card would show empty boxes: no card font has 設',
    );
    expect(drawn.size).toBe(0);
  });

  it('draws every card while this thread is busy: no thread waits on it for its next card', async () => {
    const designs = Array.from({length: 24}, (_, index) =>
      cardDesign({title: `Page ${index} of the guide`, section: 'Docs'}, REFERENCE_SITE),
    );
    const threads = Math.min(2, os.availableParallelism());
    const next = sharedIndex();
    const drawn = new Map<string, Uint8Array>();
    const drawing = pool({cardsPerThread: 12, next}).draw(
      designs.map((design, index) => ({key: String(index).padStart(32, '0'), design})),
      interFontFiles(),
      drawn,
    );
    // This thread stays busy, as a build's is while the bundler's loaders run here. A thread
    // takes an index past the last card only once it has drawn (and sent) its last one: with the
    // index at the cards plus the threads, every card was drawn without this thread.
    const finished = () => Atomics.load(next, 0) >= designs.length + threads;
    const busyUntil = Date.now() + BUSY_LIMIT_MS;
    while (!finished() && Date.now() < busyUntil) {
      // Busy, synchronously.
    }
    expect(finished(), 'every card drawn once this thread is free').toBe(true);
    await expect(drawing).resolves.toBe(threads);
    expect(drawn.size).toBe(designs.length);
  });
});

/** How long the test above keeps this thread busy at most: the threads start and draw two dozen cards in far less. */
const BUSY_LIMIT_MS = 60_000;
