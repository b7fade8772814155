import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgliteBackend } from '../db/backends';
import { exportSetBundle } from '../../db/set-bundles';
import { generateSigningKey } from '../../lib/signing';
import { alpha, frozenAlpha } from './fixture-set';
import { clientFolder, runClient, typeCheck } from './client-tsc';

describe('a game client typed by the bundle', () => {
  it('type-checks against the generated types.d.ts and reads cards.json', { timeout: 180_000 }, async () => {
    const handle = await pgliteBackend.open();
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-game-client-'));
    try {
      await frozenAlpha(handle.db);
      const bundle = await exportSetBundle(handle.db, 'alpha', undefined, generateSigningKey());
      if (bundle.status !== 'ok') throw new Error(JSON.stringify(bundle));
      await clientFolder(dir, bundle.bundle);
      const checked = typeCheck(dir, 'client', ['read-cards.ts']);
      expect(checked.output).toBe('');
      expect(checked.status).toBe(0);

      // The types are real: a misspelt field and a wrong type are compile errors.
      writeFileSync(join(dir, 'wrong.ts'), "import type { CardsFile } from './bundle/types';\nexport const a = (c: CardsFile) => c.cards[0]?.numbers.powr;\nexport const b = (c: CardsFile): string => c.set.version;\n");
      const wrong = typeCheck(dir, 'wrong', ['wrong.ts']);
      expect(wrong.status).not.toBe(0);
      expect(wrong.output).toContain("Property 'powr' does not exist");
      expect(wrong.output).toContain("Type 'number' is not assignable to type 'string'");

      const output = runClient(dir, 'read-cards.ts');
      const lines = output.trim().split('\n');
      expect(lines[0]).toBe(`Alpha v1 for summoners-grid: ${alpha.cards.length} cards, ruleset Summoner's Grid (board 12x14)`);
      expect(lines).toContain('Blast Bolt (action action power 60) v1: Blast Bolt — Action · Fire');
      expect(lines).toContain('Gignen Warrior (summon Gignen STR 12 END 8 DEF 10 INT 12 SPI 8 MDF 8 SPD 10 ACC 9 LCK 9) v1: Gignen Warrior — Summon · Neutral');
      expect(lines).toHaveLength(alpha.cards.length + 1);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
