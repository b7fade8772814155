import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cardsmith, usePgliteTemplate } from './cardsmith-process';
import { openDatabase } from '../../db/client';
import { getCard, saveDraft } from '../../db/cards';
import { listVersions } from '../../db/card-versions';
import { contentDir } from '../../db/config';

const template = usePgliteTemplate();
const run = (args: string[], dataDir: string, stdin = '') => cardsmith(args, { CARDSMITH_DATA_DIR: dataDir }, stdin);

/** Counted from the content folder itself: every .smith file under <game>/cards is one card. */
function contentCardCount(game: string): number {
  const root = join(contentDir(), game, 'cards');
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.smith')).length;
}

let dir: string;
let dataDir: string;
beforeEach(() => {
  ({ dir, dataDir } = template.copy());
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ backend: 'pglite', dataDir }, { purpose: 'test' });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

describe('cardsmith publish', { timeout: 300_000 }, () => {
  it('publishes drafts through the studio checks: needs a publisher, refuses drafts with errors, skips unchanged ones', async () => {
    expect((await run(['db', 'seed'], dataDir)).code).toBe(0);
    const nobody = await run(['publish', 'blast-bolt', '--changelog', 'First'], dataDir);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('there is no publisher account yet');

    expect((await run(['user', 'add', 'pia', '--role', 'publisher', '--password-stdin'], dataDir, 'publisher-pw-1\n')).code).toBe(0);
    const one = await run(['publish', 'blast-bolt', '--changelog', 'First printing'], dataDir);
    expect(one).toMatchObject({ code: 0, stdout: 'blast-bolt: published version 1\npublished 1 card(s) as pia\n' });
    const again = await run(['publish', 'blast-bolt', '--changelog', 'Again'], dataDir);
    expect(again.stdout).toContain('blast-bolt: nothing to publish (the draft is version 1)');

    // Break one draft: --all publishes every other card and names the broken one with its error.
    await withDatabase(async (db) => {
      const card = await getCard(db, 'rush');
      if (!card) throw new Error('the content has no card "rush"');
      await saveDraft(db, { id: 'rush', baseRevision: card.draftRevision, source: card.draftSource.replace(/\}\s*$/, '') });
    });
    const all = await run(['publish', '--all', '--changelog', 'First printing'], dataDir);
    expect(all.code).toBe(1);
    expect(all.stderr).toMatch(/^rush: not published: the draft has \d+ errors? \(line \d+: /m);
    // Every other card of every game: Summoner's Grid's but blast-bolt (published already) and rush, and
    // every card of the mana duel, the stance duel and the chain duel (cards of declared types are published like any other).
    const others = contentCardCount('summoners-grid') - 2 + contentCardCount('mana-duel') + contentCardCount('stance-duel') + contentCardCount('chain-duel');
    expect(all.stdout).toContain(`published ${others} card(s) as pia; 1 could not be published (above)`);

    await withDatabase(async (db) => {
      const versions = await listVersions(db, 'blast-bolt', 'Blast Bolt');
      expect(versions.map((v) => [v.version, v.changelog, v.author])).toEqual([[1, 'First printing', 'pia']]);
      expect(await listVersions(db, 'rush', 'Rush')).toEqual([]);
    });

    expect((await run(['publish', 'no-such-card', '--changelog', 'x'], dataDir)).stderr).toContain('no-such-card: not published:');
    expect((await run(['publish', '--all'], dataDir)).code).toBe(2);
  });
});
