import { beforeEach, describe, expect, it } from 'vitest';
import { backends, useDatabase } from './backends';
import { getCard, listCards, saveDraft } from '../../db/cards';
import { seedCards } from '../../db/seed';
import { cards } from '../../db/schema';

const bolt = {
  id: 'blast-bolt',
  game: 'summoners-grid',
  kind: 'action',
  name: 'Blast Bolt',
  source: 'action "Blast Bolt" {\n  power 60\n}\n',
  file: 'summoners-grid/cards/blast-bolt.smith',
};
const altar = {
  id: 'dark-altar',
  game: 'summoners-grid',
  kind: 'building',
  name: 'Dark Altar',
  source: 'building "Dark Altar" {\n}\n',
  file: 'summoners-grid/cards/dark-altar.smith',
};

describe.each(backends)('cards on $name', (backend) => {
  const database = useDatabase(backend);
  beforeEach(async () => {
    await database().db.delete(cards);
    await seedCards(database().db, [bolt, altar]);
  });

  it('lists cards sorted by game, kind and name, as fresh drafts at revision 1', async () => {
    const list = await listCards(database().db);
    expect(list.map((c) => [c.id, c.kind, c.name, c.status, c.draftRevision, c.currentVersion])).toEqual([
      ['blast-bolt', 'action', 'Blast Bolt', 'draft', 1, null],
      ['dark-altar', 'building', 'Dark Altar', 'draft', 1, null],
    ]);
  });

  it('gets one card with its draft source, and nothing for an unknown id', async () => {
    const card = await getCard(database().db, 'blast-bolt');
    expect(card?.draftSource).toBe(bolt.source);
    expect(await getCard(database().db, 'no-such-card')).toBeUndefined();
  });

  it('saves a draft based on the current revision and increments the revision', async () => {
    const source = 'action "Blast Bolt" {\n  power 70\n}\n';
    const result = await saveDraft(database().db, { id: 'blast-bolt', baseRevision: 1, source });
    expect(result.status).toBe('saved');
    if (result.status !== 'saved') return;
    expect(result.card.draftRevision).toBe(2);
    expect(result.card.draftSource).toBe(source);
    expect((await getCard(database().db, 'blast-bolt'))?.draftSource).toBe(source);
  });

  it('rejects the second of two sequential saves based on the same revision, losing nothing', async () => {
    const first = 'action "Blast Bolt" {\n  power 70\n}\n';
    const second = 'action "Blast Bolt" {\n  power 80\n}\n';
    const a = await saveDraft(database().db, { id: 'blast-bolt', baseRevision: 1, source: first });
    const b = await saveDraft(database().db, { id: 'blast-bolt', baseRevision: 1, source: second });
    expect(a.status).toBe('saved');
    expect(b).toEqual({ status: 'conflict', current: expect.objectContaining({ source: first, revision: 2 }) });
    // The first save survives; the second's text is still with its author (in the conflict), who can
    // rebase onto revision 2 and save again.
    const stored = await getCard(database().db, 'blast-bolt');
    expect(stored?.draftSource).toBe(first);
    expect(stored?.draftRevision).toBe(2);
    const retried = await saveDraft(database().db, { id: 'blast-bolt', baseRevision: 2, source: second });
    expect(retried.status).toBe('saved');
    expect((await getCard(database().db, 'blast-bolt'))?.draftRevision).toBe(3);
  });

  it('lets exactly one of two concurrent saves (Promise.all) win; the other gets the winner as conflict', async () => {
    const sources = ['action "Blast Bolt" {\n  power 71\n}\n', 'action "Blast Bolt" {\n  power 72\n}\n'];
    const results = await Promise.all(sources.map((source) => saveDraft(database().db, { id: 'blast-bolt', baseRevision: 1, source })));
    const saved = results.filter((r) => r.status === 'saved');
    const conflicts = results.flatMap((r) => (r.status === 'conflict' ? [r] : []));
    expect(saved).toHaveLength(1);
    expect(conflicts).toHaveLength(1);
    const winner = sources[results.findIndex((r) => r.status === 'saved')];
    const stored = await getCard(database().db, 'blast-bolt');
    expect(stored?.draftSource).toBe(winner);
    expect(stored?.draftRevision).toBe(2);
    expect(conflicts[0]?.current).toEqual(expect.objectContaining({ source: winner, revision: 2 }));
  });

  it('keeps ten concurrent saves consistent: one winner per revision, revision counts the wins', async () => {
    let base = 1;
    let wins = 0;
    for (let round = 0; round < 3; round += 1) {
      const attempts = Array.from({ length: 10 }, (_, i) => `action "Blast Bolt" {\n  power ${round * 10 + i}\n}\n`);
      const results = await Promise.all(attempts.map((source) => saveDraft(database().db, { id: 'blast-bolt', baseRevision: base, source })));
      expect(results.filter((r) => r.status === 'saved')).toHaveLength(1);
      wins += 1;
      base += 1;
    }
    expect((await getCard(database().db, 'blast-bolt'))?.draftRevision).toBe(1 + wins);
  });

  it('reports a save for an unknown card as not-found and a save from the future as a conflict', async () => {
    expect(await saveDraft(database().db, { id: 'nope', baseRevision: 1, source: 'x' })).toEqual({ status: 'not-found' });
    const future = await saveDraft(database().db, { id: 'blast-bolt', baseRevision: 9, source: 'x' });
    expect(future.status).toBe('conflict');
    expect((await getCard(database().db, 'blast-bolt'))?.draftSource).toBe(bolt.source);
  });

  it('follows the header for name and kind, and keeps them while the header is mid-edit', async () => {
    const renamed = await saveDraft(database().db, { id: 'blast-bolt', baseRevision: 1, source: 'action "Blast Bolt II" {\n}\n' });
    expect(renamed.status === 'saved' && renamed.card.name).toBe('Blast Bolt II');
    // Mid-edit: the header is half typed, so no card declaration can be read. (`acti "Blast Bolt II" {`
    // would be read: a card of a type `acti` that a game may declare, which the validator reports.)
    const broken = await saveDraft(database().db, { id: 'blast-bolt', baseRevision: 2, source: 'acti "Blast Bo' });
    expect(broken.status).toBe('saved');
    const stored = await getCard(database().db, 'blast-bolt');
    expect(stored?.name).toBe('Blast Bolt II');
    expect(stored?.kind).toBe('action');
    expect(stored?.draftSource).toBe('acti "Blast Bo');
  });

  it('refuses invalid input before touching the database', async () => {
    await expect(saveDraft(database().db, { id: 'blast-bolt', baseRevision: 0, source: 'x' })).rejects.toThrow();
    expect((await getCard(database().db, 'blast-bolt'))?.draftRevision).toBe(1);
  });
});
