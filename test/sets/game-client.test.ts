import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteBackend } from '../db/backends';
import { exportSetBundle } from '../../db/set-bundles';
import { writeBundleFolder } from '../../sets/bundle-folder';
import { generateSigningKey } from '../../lib/signing';
import { projectRoot } from '../../db/config';
import { alpha, frozenAlpha } from './fixture-set';

const root = projectRoot();
const program = fileURLToPath(new URL('./game-client', import.meta.url));

describe('a game client typed by the bundle', () => {
  it('type-checks against the generated types.d.ts and reads cards.json', { timeout: 180_000 }, async () => {
    const handle = await pgliteBackend.open();
    const dir = mkdtempSync(join(tmpdir(), 'cardsmith-game-client-'));
    try {
      await frozenAlpha(handle.db);
      const bundle = await exportSetBundle(handle.db, 'alpha', undefined, generateSigningKey());
      if (bundle.status !== 'ok') throw new Error(JSON.stringify(bundle));
      cpSync(program, dir, { recursive: true });
      await writeBundleFolder(join(dir, 'bundle'), bundle.files);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'bundler',
            strict: true,
            noUncheckedIndexedAccess: true,
            noEmit: true,
            skipLibCheck: false,
            typeRoots: [join(root, 'node_modules', '@types')],
            types: ['node'],
          },
          include: ['read-cards.ts', 'bundle/types.d.ts'],
        }),
      );
      const tsc = (project: string) => spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8' });
      const checked = tsc(dir);
      expect(checked.stdout + checked.stderr).toBe('');
      expect(checked.status).toBe(0);

      // The types are real: a misspelt field and a wrong type are compile errors.
      writeFileSync(join(dir, 'wrong.ts'), "import type { CardsFile } from './bundle/types';\nexport const a = (c: CardsFile) => c.cards[0]?.numbers.powr;\nexport const b = (c: CardsFile): string => c.set.version;\n");
      writeFileSync(join(dir, 'tsconfig.wrong.json'), JSON.stringify({ extends: './tsconfig.json', include: ['wrong.ts', 'bundle/types.d.ts'] }));
      const wrong = tsc(join(dir, 'tsconfig.wrong.json'));
      expect(wrong.status).not.toBe(0);
      expect(wrong.stdout).toContain("Property 'powr' does not exist");
      expect(wrong.stdout).toContain("Type 'number' is not assignable to type 'string'");

      const output = execFileSync(process.execPath, ['--import', 'tsx', join(dir, 'read-cards.ts')], { encoding: 'utf8', cwd: root });
      const lines = output.trim().split('\n');
      expect(lines[0]).toBe(`Alpha v1 for summoners-grid: ${alpha.cards.length} cards, ruleset Summoner's Grid (board 12x14)`);
      expect(lines).toContain('Blast Bolt (action action power 60) v1: Blast Bolt — Action · Fire');
      expect(lines).toContain('Gignen Warrior (summon Gignen STR 12 END 8 DEF 10 INT 12 SPI 8 MDF 8 SPD 10 ACC 9 LCK 9) v1: Gignen Warrior — Summon');
      expect(lines).toHaveLength(alpha.cards.length + 1);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
