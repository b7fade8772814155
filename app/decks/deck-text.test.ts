import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSmithFiles } from '../../dsl/load-dir';
import { deckFromText, deckToText, type DeckModel } from './deck-text';
import { DeckWorkspace } from './deck-workspace';

const dir = 'content/summoners-grid/decks';

describe('deck text and the builder model', () => {
  it('round-trips every shipped deck file exactly: text → model → text', () => {
    for (const file of readdirSync(dir)) {
      const text = readFileSync(`${dir}/${file}`, 'utf8');
      const parsed = deckFromText(text);
      if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
      expect(deckToText(parsed.model), file).toBe(text);
    }
  });

  it('prints a model canonically: bare one-word names, quoted others, id only when it differs from the name', () => {
    const model: DeckModel = {
      name: 'Test "Trio"',
      id: 'trio',
      comment: 'first line\nsecond line',
      slots: [{ summon: 'Demar Hexer', role: 'Magician', equipment: ["Apprentice's Wand", '', 'Lucky Charm'] }],
      main: [{ card: 'Rush', count: 2 }, { card: 'Blast Bolt', count: 0 }],
      advance: [],
    };
    expect(deckToText(model)).toBe(
      '// first line\n// second line\ndeck "Test \\"Trio\\"" {\n  id trio\n  slot "Demar Hexer" as Magician with "Apprentice\'s Wand", "Lucky Charm"\n  main {\n    2 Rush\n  }\n}\n',
    );
    expect(deckToText({ ...model, name: 'Trio', comment: '' })).toBe('deck Trio {\n  slot "Demar Hexer" as Magician with "Apprentice\'s Wand", "Lucky Charm"\n  main {\n    2 Rush\n  }\n}\n');
    const back = deckFromText(deckToText(model));
    expect(back.ok && back.model).toEqual({ ...model, slots: [{ ...model.slots[0], equipment: ["Apprentice's Wand", 'Lucky Charm'] }], main: [{ card: 'Rush', count: 2 }] });
  });

  it('reads only one deck, and says why not otherwise', () => {
    expect(deckFromText('deck A {\n}\ndeck B {\n}\n')).toMatchObject({ ok: false, message: expect.stringContaining('exactly one deck') });
    expect(deckFromText('deck A { slot')).toMatchObject({ ok: false, message: expect.stringContaining('syntax errors') });
  });
});

describe('the deck workspace', () => {
  it('lists what a deck can hold and validates a deck live', async () => {
    const files = await readSmithFiles(['content/summoners-grid']);
    const ws = new DeckWorkspace('summoners-grid', files);
    const catalog = ws.catalog();
    expect(catalog.roles.map((r) => r.name)).toEqual(['Magician', 'Scout', 'Warrior']);
    expect(catalog.equipment.offhand.map((c) => c.name)).toEqual(['Iron Pavise', 'Main-Gauche', 'Oak Buckler', 'Spell Tome']);
    expect(catalog.main.some((c) => c.name === 'Nightmare Pain')).toBe(false);
    expect(catalog.advance.map((c) => c.name)).toContain('Berserker Rage');
    expect(catalog.summons.find((s) => s.name === 'Demar Hexer')).toMatchObject({ species: 'Demar', rarity: 'Rare', line: expect.stringMatching(/^STR 12\* END 11_ /) });
    const text = readFileSync(`${dir}/arcane-circle.smith`, 'utf8');
    expect(ws.check('arcane-circle', text)).toEqual([]);
    const broken = text.replace('"Spell Tome", "Mystic Robe"', '"Spell Tome", "Oak Buckler"');
    expect(ws.check('arcane-circle', broken).map((d) => `${d.code} ${d.message}`)).toEqual(['L0414 This slot already has an offhand ("Spell Tome")']);
    // Checking another deck forgets the first (no duplicate-name warnings between them).
    expect(ws.check('dark-rite', readFileSync(`${dir}/dark-rite.smith`, 'utf8'))).toEqual([]);
    expect(ws.project.files().filter((f) => f.path.includes('/decks/')).map((f) => f.path)).toEqual(['content/summoners-grid/decks/dark-rite.smith']);
  });
});
