// @vitest-environment node
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {drawSocialCards} from '../../../src/server/socialCards/cards';
import {cardDesign} from '../../../src/server/socialCards/design';
import {cardFontFiles, findSiteFonts, interFontFiles} from '../../../src/server/socialCards/fonts';
import {workerPoolDrawer} from '../../../src/server/socialCards/pool';
import {NOTO_SANS_ARABIC, REFERENCE_CARDS, REFERENCE_SITE, referenceCardFile} from './referenceCards';

/** The worker pool as a build runs it, its threads started from the TypeScript source (sourceWorker.cjs). */
const pool = () => workerPoolDrawer(path.join(__dirname, 'sourceWorker.cjs'));

const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

describe('the worker pool', {timeout: 120_000}, () => {
  it('draws the reference cards on one thread per core, byte for byte as they were drawn in one thread', async () => {
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
      cacheDir: tempDir('hk-card-pool-'),
      fonts: await cardFontFiles(findSiteFonts(__dirname, [NOTO_SANS_ARABIC])),
      drawer: pool(),
    });
    expect(drawing.threads).toBe(Math.min(os.availableParallelism(), pages.length));
    expect(drawing.drawn).toBe(pages.length);
    drawing.cards.forEach((card, index) => {
      const {name} = REFERENCE_CARDS[index] as {name: string};
      expect(readFileSync(card.cached).equals(readFileSync(referenceCardFile(name))), `${name}.png`).toBe(true);
    });
  });

  it('fails with the title of a card a thread could not draw, and why', async () => {
    // No Inter subset has Japanese: satori would draw empty boxes, so the thread refuses.
    const design = cardDesign({title: '設定ガイド', section: 'Docs'}, REFERENCE_SITE);
    const drawn = new Map<string, string>();
    await expect(
      pool().draw(
        [{key: '0'.repeat(32), design}],
        {fonts: interFontFiles(), cacheDir: tempDir('hk-card-pool-')},
        drawn,
      ),
    ).rejects.toThrow(
      'Could not draw the social card of "設定ガイド": A social card would show empty boxes: no card font has 設',
    );
    expect(drawn.size).toBe(0);
  });
});
