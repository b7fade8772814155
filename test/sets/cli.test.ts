import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { migrationsDir } from '../../db/config';
import { alpha, alphaFile, contentDir } from './fixture-set';
import { publishContent } from './published';
import { cardsmith } from '../cli/cardsmith-process';

let dir: string;
const envFor = (name: string) => ({ CARDSMITH_DATA_DIR: join(dir, name), CARDSMITH_SIGNING_KEY_FILE: join(dir, 'studio-key.pem'), CARDSMITH_CONTENT_DIR: contentDir });
/** An empty, migrated database folder (a copy of one made once: creating a PGlite folder costs seconds). */
function emptyDatabase(name: string) {
  cpSync(join(dir, 'empty'), join(dir, name), { recursive: true });
  return envFor(name);
}
const files = (folder: string) => Object.fromEntries(readdirSync(folder).sort().map((f) => [f, readFileSync(join(folder, f))]));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cardsmith-sets-cli-'));
  // The studio's card pool: every card of the shipped content, published (what the studio's publishing does).
  const handle = await openDatabase({ backend: 'pglite', dataDir: join(dir, 'empty') }, { purpose: 'sets CLI test setup' });
  try {
    await migrateDatabase(handle, migrationsDir());
  } finally {
    await handle.close();
  }
  const studio = await openDatabase({ backend: 'pglite', dataDir: emptyDatabase('studio').CARDSMITH_DATA_DIR }, { purpose: 'sets CLI test setup' });
  try {
    await publishContent(studio.db, contentDir);
  } finally {
    await studio.close();
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cardsmith sets, export and import', () => {
  it('makes Alpha from its set file, freezes it, exports it, imports it into an empty database and exports the same bytes', async () => {
    const studio = envFor('studio');
    const created = await cardsmith(['sets', 'create', '--from', alphaFile], studio);
    expect(created.stdout).toContain(`created set Alpha (id alpha, game summoners-grid) with ${alpha.cards.length} card(s)`);
    const freeze = await cardsmith(['sets', 'freeze', 'Alpha'], studio);
    expect(freeze.stderr).toBe('');
    expect(freeze.stdout).toMatch(new RegExp(`froze Alpha version 1: ${alpha.cards.length} chosen card\\(s\\), 0 more they refer to, \\d+ definitions`));
    expect((await cardsmith(['sets', 'list'], studio)).stdout).toBe(`alpha\tAlpha\tsummoners-grid\t${alpha.cards.length} card(s)\tlatest version 1\n`);
    expect((await cardsmith(['sets', 'diff', 'alpha'], studio)).stdout).toBe('# Alpha: v1 → working selection\n\nNo changes.\n');
    const show = await cardsmith(['sets', 'show', 'Alpha'], studio);
    expect(show.stdout).toContain(`Cards (${alpha.cards.length}):\n  adventurous-spirit\tAdventurous Spirit\taction\tcurrent v1`);
    expect(show.stdout).toMatch(new RegExp(`Versions \\(1\\):\\n  v1\\t\\S+\\t${alpha.cards.length} chosen card\\(s\\), 0 more they refer to, \\d+ definitions\\n`));

    const out = join(dir, 'alpha-1');
    const exported = await cardsmith(['export', '--set', 'Alpha', '--version', '1', '--out', out], studio);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/Alpha version 1 → .*alpha-1 \(signed by key [0-9a-f]{16}…\)/);
    expect(Object.keys(files(out))).toEqual(['cards.json', 'manifest.json', 'public-key.pem', 'schema.json', 'types.d.ts']);

    const game = emptyDatabase('game');
    const imported = await cardsmith(['import', out], game);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toContain('imported set alpha version 1 (signed by trusted key');
    expect(imported.stdout).toContain(`${alpha.cards.length} new published version(s)`);
    expect((await cardsmith(['import', out], game)).stdout).toContain('already here, identical; nothing to do');
    const again = join(dir, 'alpha-1-again');
    expect((await cardsmith(['export', '--set', 'alpha', '--out', again], game)).code).toBe(0);
    expect(files(again)).toEqual(files(out));
  }, 600_000);

  it('refuses a bundle with one changed number, naming the file, and imports nothing', async () => {
    const tampered = join(dir, 'tampered');
    cpSync(join(dir, 'alpha-1'), tampered, { recursive: true });
    const cards = readFileSync(join(tampered, 'cards.json'), 'utf8');
    const changed = cards.replace('"power":60', '"power":61');
    expect(changed).not.toBe(cards);
    writeFileSync(join(tampered, 'cards.json'), changed);
    const env = emptyDatabase('tampered-target');
    const result = await cardsmith(['import', tampered], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/refused .*tampered: 1 problem, nothing imported\n {2}cards\.json: changed after the bundle was signed/);
    expect((await cardsmith(['sets', 'list'], env)).stdout).toContain('No sets yet');
  }, 300_000);

  it('refuses a bundle signed by a key it does not trust unless told to trust it', async () => {
    const env = { ...emptyDatabase('other-studio'), CARDSMITH_SIGNING_KEY_FILE: join(dir, 'other-key.pem') };
    const refused = await cardsmith(['import', join(dir, 'alpha-1')], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/manifest\.json: is signed by key [0-9a-f]{16}…, which is not trusted/);
    const trusted = await cardsmith(['import', join(dir, 'alpha-1'), '--trust', join(dir, 'alpha-1', 'public-key.pem')], env);
    expect(trusted.code).toBe(0);
  }, 300_000);

  it('answers usage errors with exit code 2', async () => {
    const env = envFor('studio');
    expect((await cardsmith(['export', '--set', 'alpha'], env)).code).toBe(2);
    expect((await cardsmith(['sets', 'add', 'alpha'], env)).code).toBe(2);
    expect((await cardsmith(['sets', 'diff', 'alpha', 'two'], env)).code).toBe(2);
    expect((await cardsmith(['import'], env)).code).toBe(2);
  }, 300_000);
});
