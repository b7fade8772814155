import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGameFaceTemplates } from './read-faces-file';

describe('readGameFaceTemplates', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-faces-json-'));
  const write = (game: string, text: string) => {
    mkdirSync(join(dir, game), { recursive: true });
    writeFileSync(join(dir, game, 'faces.json'), text);
  };

  it('reads a game without faces.json as no templates, and the content\'s own file as its templates', () => {
    expect(readGameFaceTemplates(dir, 'none')).toEqual({ ok: true, templates: undefined });
    const grid = readGameFaceTemplates('content', 'summoners-grid');
    expect(grid.ok && grid.templates?.game).toBe('summoners-grid');
  });

  it('refuses a file that is not JSON, or names another game, naming the file', () => {
    write('broken', '{ "game": ');
    const broken = readGameFaceTemplates(dir, 'broken');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toContain(join(dir, 'broken', 'faces.json'));
    // The content's own valid file, placed in another game's folder.
    write('wrong', JSON.stringify({ ...JSON.parse(readFileSync('content/mana-duel/faces.json', 'utf8')), game: 'other' }));
    const wrong = readGameFaceTemplates(dir, 'wrong');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.message).toContain('names "other"');
    rmSync(dir, { recursive: true, force: true });
  });
});
