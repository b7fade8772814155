/**
 * `cardsmith simulate` on a content folder holding a broken deck file: the run of two other decks plays,
 * and stderr names the file it left out and why (once a bad deck file failed every run of the folder).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardsmith } from './cardsmith-process';

const tmp = mkdtempSync(join(tmpdir(), 'cardsmith-simulate-skipped-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('cardsmith simulate with a broken deck file in the content', { timeout: 120_000 }, () => {
  it('plays the decks asked for and reports the file it left out', async () => {
    const game = join(tmp, 'content', 'summoners-grid');
    cpSync('content/summoners-grid', game, { recursive: true });
    writeFileSync(join(game, 'decks', 'broken-deck.smith'), 'deck "Broken Deck" {\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n  slot "Angar Lookout" as Scout\n  main {\n    3 "Nowhere Card"\n  }\n}\n');
    const r = await cardsmith(['simulate', '--content', game, '--decks', 'Player A,Player B', '--games', '2', '--workers', '0', '--seed', '5'], {});
    expect(r.stderr).toMatch(/cardsmith simulate: left out for its errors: .*decks\/broken-deck\.smith: 6:\d+ .*Nowhere Card.* — skipped deck "Broken Deck"/);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Player A');
  });
});
