/**
 * The pack explorer's API on a copy of the content folder: opened summons are signed, stored and verify;
 * a record changed in the database no longer verifies; tuned tables are written only when they generate
 * and nobody changed the file meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import type { User } from '../../db/roles';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);
const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-packs-api-'));
const content = join(tmp, 'content');
const rarities = join(content, 'summoners-grid/rarities.smith');
const saved = { content: process.env.CARDSMITH_CONTENT_DIR, key: process.env.CARDSMITH_PROVENANCE_KEY };

beforeAll(() => {
  cpSync('content', content, { recursive: true });
  process.env.CARDSMITH_CONTENT_DIR = content;
  process.env.CARDSMITH_PROVENANCE_KEY = join(tmp, 'key.pem');
});
afterAll(() => {
  for (const [name, value] of [['CARDSMITH_CONTENT_DIR', saved.content], ['CARDSMITH_PROVENANCE_KEY', saved.key]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(tmp, { recursive: true, force: true });
});

describe.each(backends)('the packs API on $name', (backend) => {
  const database = useDatabase(backend);
  let designer: User;
  const caller = () => createCaller(contextAs(database(), designer));

  it('opens packs as the signed-in user: 7 summons a pack, each stored with a record that verifies', async () => {
    designer = (await usersByRole(database())).designer;
    const r = await caller().packs.open({ game: 'summoners-grid', count: 2, seed: 1107 });
    if (r.status !== 'opened') throw new Error(r.reason);
    expect(r.seed).toBe(1107);
    expect(r.summons).toHaveLength(14);
    expect(new Set(r.summons.map((s) => s.id)).size).toBe(14);
    // Slots in pack order: five from the Common slot, then the Uncommon and the Rare slot.
    expect(r.summons.map((s) => [s.record?.pack.index, s.record?.pack.card])).toEqual([0, 1].flatMap((p) => [0, 1, 2, 3, 4, 5, 6].map((c) => [p, c])));
    const first = r.summons[0]!;
    expect(first.record).toMatchObject({ openedBy: 'designer', pack: { name: 'Booster Pack', opening: r.opening, seed: 1107 }, summon: { id: first.id, species: first.species, rarity: first.rarity } });
    expect(await caller().packs.verify({ id: first.id })).toMatchObject({ ok: true });
    expect((await caller().packs.recent({ limit: 50 })).map((s) => s.id).sort()).toEqual(r.summons.map((s) => s.id).sort());
  });

  it('says a record changed after signing no longer verifies', async () => {
    const [one] = await caller().packs.recent({ limit: 1 });
    await database().db.execute(sql`UPDATE opened_summons SET record = jsonb_set(record, '{summon,rarity}', '"Myth"') WHERE id = ${one!.id}`);
    expect(await caller().packs.verify({ id: one!.id })).toMatchObject({ ok: false, reason: expect.stringContaining('does not match the record') });
    expect(await caller().packs.verify({ id: 'nobody' })).toMatchObject({ ok: false, reason: 'no opened summon nobody' });
  });

  it('writes tuned tables only when they generate and the file is as the designer loaded it', async () => {
    const base = readFileSync(rarities, 'utf8');
    const path = 'content/summoners-grid/rarities.smith';
    const tuned = base.replace('Uncommon 8% Rare 2%', 'Uncommon 20% Rare 2%');
    const broken = base.replace('Uncommon 8% Rare 2%', 'Uncommon 99% Rare 2%');
    const refused = await caller().packs.saveTables({ game: 'summoners-grid', files: [{ path, base, text: broken }] });
    expect(refused).toMatchObject({ status: 'refused', problems: [expect.objectContaining({ path })] });
    expect(await caller().packs.saveTables({ game: 'summoners-grid', files: [{ path: 'content/summoners-grid/ruleset.smith', base: '', text: '' }] })).toMatchObject({ status: 'refused', reason: expect.stringContaining('not a table file') });
    expect(await caller().packs.saveTables({ game: 'summoners-grid', files: [{ path: 'content/summoners-grid/../x.smith', base, text: tuned }] })).toMatchObject({ status: 'refused' });
    expect(await caller().packs.saveTables({ game: 'summoners-grid', files: [{ path, base: `${base}// edited elsewhere\n`, text: tuned }] })).toEqual({ status: 'conflict', paths: [path] });
    expect(readFileSync(rarities, 'utf8')).toBe(base);
    expect(await caller().packs.saveTables({ game: 'summoners-grid', files: [{ path, base, text: tuned }] })).toEqual({ status: 'saved', written: [path] });
    expect(readFileSync(rarities, 'utf8')).toBe(tuned);
    // The next opening uses the tables on disk.
    writeFileSync(rarities, base);
  });
});
