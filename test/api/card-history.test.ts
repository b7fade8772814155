/** Publishing a card, its history, comparing versions and restoring one (issue 5), on every backend. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends } from '../db/backends';
import { cardVersions, cards } from '../../db/schema';
import { parse } from '../../dsl/parse';
import { rulesText } from '../../dsl/rules-text/rules-text';
import { codeOf } from './context';
import { SPARK_BOLT, useCardApi } from './card-api';

const sparkBolt70 = SPARK_BOLT.replace('power 60', 'power 70');
/** Parses cleanly but names a role the game does not have: only validation against the project finds it. */
const unknownRole = SPARK_BOLT.replace('your Magician', 'your Wizzard');

/** The rules text as the DSL generates it for a source (what a published version must carry). */
function expectedRulesText(source: string): string {
  const decl = parse(source).document.decls[0];
  if (!decl) throw new Error('no declaration');
  return rulesText(decl);
}

describe.each(backends)('publishing and history on $name', (backend) => {
  const { database, users, as } = useCardApi(backend);
  const refusedWith = (code: string, pattern?: RegExp) => (error: unknown) => codeOf(error) === code && (!pattern || (error instanceof Error && pattern.test(error.message)));
  const versionRows = () => database().db.select().from(cardVersions).orderBy(cardVersions.version);
  const save = (revision: number, source: string) => as('designer').cards.saveDraft({ id: 'spark-bolt', baseRevision: revision, source });

  it('publishes a clean draft as an immutable version with source, AST, rules text, author, time and changelog', async () => {
    const before = Date.now();
    expect(await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: '  First release  ' })).toEqual({ version: 1 });
    const [row, ...more] = await versionRows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ cardId: 'spark-bolt', version: 1, source: SPARK_BOLT, rulesText: expectedRulesText(SPARK_BOLT), author: users().publisher.id, changelog: 'First release' });
    // The AST is the parser's declaration, as JSON.
    expect(row?.ast).toEqual(JSON.parse(JSON.stringify(parse(SPARK_BOLT).document.decls[0])));
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const card = await as('viewer').cards.get({ id: 'spark-bolt' });
    // The card now points at version 1; the draft itself is untouched (same revision).
    expect(card).toMatchObject({ status: 'published', currentVersion: 1, draftRevision: 1, draftSource: SPARK_BOLT });
  });

  it('lists every version newest first with author, time and changelog, and says whether the draft changed since', async () => {
    await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'First release' });
    let history = await as('viewer').cards.versions({ id: 'spark-bolt' });
    expect(history.draft).toMatchObject({ revision: 1, errors: 0, unpublishedChanges: false });
    await save(1, sparkBolt70);
    history = await as('viewer').cards.versions({ id: 'spark-bolt' });
    expect(history.draft).toMatchObject({ revision: 2, updatedBy: 'designer', errors: 0, unpublishedChanges: true });
    expect(await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'Power 60 → 70' })).toEqual({ version: 2 });
    history = await as('viewer').cards.versions({ id: 'spark-bolt' });
    expect(history.card).toMatchObject({ id: 'spark-bolt', name: 'Spark Bolt', status: 'published', currentVersion: 2 });
    expect(history.versions.map((v) => [v.version, v.name, v.author, v.changelog])).toEqual([
      [2, 'Spark Bolt', 'publisher', 'Power 60 → 70'],
      [1, 'Spark Bolt', 'publisher', 'First release'],
    ]);
    expect(Date.parse(history.versions[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(history.versions[1]?.createdAt ?? ''));
    expect(history.draft.unpublishedChanges).toBe(false);
  });

  it('refuses a draft with errors, whether syntax or validation against the game, and writes nothing', async () => {
    await expect(as('publisher').cards.publish({ id: 'half-done', baseRevision: 1, changelog: 'x' })).rejects.toSatisfy(refusedWith('PRECONDITION_FAILED', /the draft has 1 error \(line 2: The line ends too soon after `power`: expected a number.*\): fix it, then publish$/));
    await save(1, unknownRole);
    await expect(as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'x' })).rejects.toSatisfy(refusedWith('PRECONDITION_FAILED', /1 error \(line 5: Unknown role "Wizzard"\)/));
    expect(await versionRows()).toEqual([]);
    expect((await as('viewer').cards.get({ id: 'spark-bolt' })).currentVersion).toBeNull();
  });

  it('requires a one-line changelog', async () => {
    for (const changelog of ['', '   ', 'two\nlines', 'x'.repeat(201)]) {
      await expect(as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog })).rejects.toSatisfy(refusedWith('BAD_REQUEST'));
    }
    expect(await versionRows()).toEqual([]);
  });

  it('refuses viewers and designers: only publishers publish', async () => {
    for (const role of ['viewer', 'designer'] as const) {
      await expect(as(role).cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'x' })).rejects.toSatisfy(refusedWith('FORBIDDEN'));
    }
    expect(await versionRows()).toEqual([]);
  });

  it('answers CONFLICT to a publish based on a draft revision that is no longer current', async () => {
    await save(1, sparkBolt70);
    await expect(as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'stale' })).rejects.toSatisfy(
      refusedWith('CONFLICT', /revision 1; now revision 2, saved by designer/),
    );
    expect(await versionRows()).toEqual([]);
    expect(await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'fresh' })).toEqual({ version: 1 });
  });

  it('lets exactly one of two simultaneous publishes of the same draft through', async () => {
    await database().db.update(cards).set({ draftSource: sparkBolt70, draftRevision: 2 }).where(eq(cards.id, 'spark-bolt'));
    const outcomes = await Promise.allSettled([
      as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'one' }),
      as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'two' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value)).toEqual([{ version: 1 }]);
    const rejected = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    // The loser either saw the winner's version already (nothing to publish) or lost the race (CONFLICT).
    expect(rejected.map(codeOf)).toEqual([expect.stringMatching(/^(CONFLICT|PRECONDITION_FAILED)$/)]);
    expect((await versionRows()).map((v) => v.version)).toEqual([1]);
  });

  it('refuses to publish a draft identical to the current version', async () => {
    await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'First release' });
    await expect(as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'again' })).rejects.toSatisfy(refusedWith('PRECONDITION_FAILED', /same as version 1/));
  });

  it('keeps a deprecated card deprecated when a new version is published', async () => {
    await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'First release' });
    await as('publisher').cards.setDeprecated({ id: 'spark-bolt', deprecated: true });
    await save(1, sparkBolt70);
    expect(await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'fix' })).toEqual({ version: 2 });
    expect(await as('viewer').cards.get({ id: 'spark-bolt' })).toMatchObject({ status: 'deprecated', currentVersion: 2 });
  });

  it('compares two versions, or a version and the draft, side by side in source and in rules text', async () => {
    await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'First release' });
    await save(1, sparkBolt70);
    await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'Power 70' });

    const diff = await as('viewer').cards.diff({ id: 'spark-bolt', from: 1, to: 2 });
    expect([diff.from.label, diff.to.label]).toEqual(['v1', 'v2']);
    // Source: only line 4 changed, from `power 60` to `power 70`; the other 7 lines are the same.
    const changed = diff.source.rows.filter((r) => r.kind !== 'same');
    expect(changed.map((r) => [r.kind, r.left?.line, r.right?.line])).toEqual([['changed', 4, 4]]);
    expect(changed[0]?.left?.segments.filter((s) => s.changed).map((s) => s.text)).toEqual(['60']);
    expect(changed[0]?.right?.segments.filter((s) => s.changed).map((s) => s.text)).toEqual(['70']);
    expect(diff.source.rows).toHaveLength(SPARK_BOLT.trimEnd().split('\n').length);
    // Rules text: the attack line (line 4 of the generated text) names the power.
    const attackLine = expectedRulesText(SPARK_BOLT).split('\n').findIndex((l) => l.includes('60 ÷ 100')) + 1;
    expect(attackLine).toBeGreaterThan(0);
    const rulesChanged = diff.rulesText.rows.filter((r) => r.kind !== 'same');
    expect(rulesChanged.map((r) => [r.kind, r.left?.line])).toEqual([['changed', attackLine]]);
    expect(rulesChanged[0]?.right?.segments.map((s) => s.text).join('')).toBe(expectedRulesText(sparkBolt70).split('\n')[attackLine - 1]);

    // A version against the current draft.
    await save(2, sparkBolt70.replace('within 4', 'within 5'));
    const toDraft = await as('viewer').cards.diff({ id: 'spark-bolt', from: 2, to: 'draft' });
    expect(toDraft.to.label).toBe('draft (revision 3)');
    expect(toDraft.source.rows.filter((r) => r.kind !== 'same').map((r) => r.right?.line)).toEqual([6]);
    expect(toDraft.rulesText.rows.some((r) => r.kind === 'changed' && r.right?.segments.some((s) => s.changed && s.text === '5'))).toBe(true);

    await expect(as('viewer').cards.diff({ id: 'spark-bolt', from: 1, to: 9 })).rejects.toSatisfy(refusedWith('NOT_FOUND', /no version 9/));
  });

  it('restores an old version as a new draft revision, through the same optimistic concurrency as a save', async () => {
    await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'First release' });
    await save(1, sparkBolt70);
    await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 2, changelog: 'Power 70' });

    const restored = await as('designer').cards.restore({ id: 'spark-bolt', version: 1, baseRevision: 2 });
    expect(restored).toMatchObject({ status: 'saved', card: { draftSource: SPARK_BOLT, draftRevision: 3, currentVersion: 2, updatedBy: users().designer.id } });
    // Published history is unchanged; the draft now differs from the current version 2.
    expect((await versionRows()).map((v) => v.version)).toEqual([1, 2]);
    expect((await as('viewer').cards.versions({ id: 'spark-bolt' })).draft).toMatchObject({ revision: 3, unpublishedChanges: true });

    // A restore based on an old revision writes nothing and hands back the current draft.
    expect(await as('designer').cards.restore({ id: 'spark-bolt', version: 2, baseRevision: 2 })).toMatchObject({ status: 'conflict', current: { source: SPARK_BOLT, revision: 3 } });
    expect((await as('viewer').cards.get({ id: 'spark-bolt' })).draftSource).toBe(SPARK_BOLT);

    // Publishing the restored draft makes it version 3.
    expect(await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 3, changelog: 'Back to power 60' })).toEqual({ version: 3 });
    expect((await versionRows()).at(-1)?.source).toBe(SPARK_BOLT);

    await expect(as('designer').cards.restore({ id: 'spark-bolt', version: 7, baseRevision: 4 })).rejects.toSatisfy(refusedWith('NOT_FOUND'));
    await expect(as('viewer').cards.restore({ id: 'spark-bolt', version: 1, baseRevision: 4 })).rejects.toSatisfy(refusedWith('FORBIDDEN'));
  });
  it('creates a mana duel card from its type’s template in that game, lists it with its face there only, and publishes it', async () => {
    const card = await as('designer').cards.create({ game: 'mana-duel', kind: 'monster', name: 'Test Golem' });
    expect(card).toMatchObject({ id: 'test-golem', game: 'mana-duel', kind: 'monster', draftSource: 'monster "Test Golem" {\n  mana 1\n  stats { power 1 toughness 1 health 1 }\n}\n' });
    const listed = (await as('viewer').cards.list({ game: 'mana-duel' })).find((c) => c.id === 'test-golem');
    expect(listed).toMatchObject({ errors: 0, warnings: 0, rulesText: 'Test Golem — Monster · 1 mana\nPower 1 · Toughness 1 · Health 1' });
    expect(listed?.face).toMatchObject({ cardType: 'monster', typeLine: 'Monster', properties: [{ label: 'Mana', value: '1' }], stats: [{ label: 'Power', value: '1' }, { label: 'Toughness', value: '1' }, { label: 'Health', value: '1' }], text: [] });
    expect((await as('viewer').cards.list({ game: 'summoners-grid' })).map((c) => c.id)).not.toContain('test-golem');
    expect(await as('publisher').cards.publish({ id: 'test-golem', baseRevision: 1, changelog: 'First printing' })).toEqual({ version: 1 });
    const [row] = (await versionRows()).filter((v) => v.cardId === 'test-golem');
    expect(row).toMatchObject({ version: 1, rulesText: listed?.rulesText });
    expect((await as('viewer').cards.list({ game: 'mana-duel' })).find((c) => c.id === 'test-golem')).toMatchObject({ status: 'published', currentVersion: 1, changedSincePublish: false });
    // A kind the game does not declare is refused, both ways.
    await expect(as('designer').cards.create({ game: 'mana-duel', kind: 'action', name: 'Nope' })).rejects.toSatisfy(refusedWith('BAD_REQUEST', /declares no card type "action"/));
    await expect(as('designer').cards.create({ game: 'summoners-grid', kind: 'monster', name: 'Nope' })).rejects.toSatisfy(refusedWith('BAD_REQUEST', /not a kind of card/));
  });
});
