import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportFontPaths, readFaceTemplates } from './export-fonts';

describe('readFaceTemplates', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardsmith-faces-json-'));
  const write = (game: string, text: string) => {
    mkdirSync(join(dir, game), { recursive: true });
    writeFileSync(join(dir, game, 'faces.json'), text);
  };

  it('reads a game without faces.json as no templates, and a valid file as its templates', () => {
    expect(readFaceTemplates(dir, 'none')).toEqual({ ok: true, templates: undefined });
    write('good', JSON.stringify({ game: 'good', templates: [{ cardType: 'spell', frame: '#123456' }] }));
    expect(readFaceTemplates(dir, 'good')).toEqual({ ok: true, templates: { game: 'good', templates: [{ cardType: 'spell', frame: '#123456' }] } });
  });

  it('refuses a file that is not JSON, or not templates, naming the file and the field', () => {
    write('broken', '{ "game": ');
    const broken = readFaceTemplates(dir, 'broken');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.message).toContain(join(dir, 'broken', 'faces.json'));
    write('wrong', JSON.stringify({ game: 'wrong', templates: [{ cardType: 3 }] }));
    const wrong = readFaceTemplates(dir, 'wrong');
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.message).toMatch(/templates\.0\.cardType/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('exportFontPaths', () => {
  it('names font files that exist', () => {
    const paths = exportFontPaths();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(path)).toBe(true);
  });
});
