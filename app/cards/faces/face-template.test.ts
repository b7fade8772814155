import { describe, expect, it } from 'vitest';
import type { CardFace } from '../card-face';
import { DEFAULT_LAYOUT, faceTemplateFor, FaceTemplates } from './face-template';
import { readFaceTemplates } from './face-templates-file';

function face(cardType: string, rarity?: string): CardFace {
  return { name: 'Test', cardType, typeLine: cardType, provisional: false, stats: [], requires: { roles: [], species: [] }, text: [], ...(rarity ? { rarity } : {}) };
}

const frame = (border: string) => ({ border, background: '#eeeeee', bar: '#333333', textBox: '#ffffff', ink: '#ffffff', textInk: '#000000', accent: '#999999' });

const file = {
  game: 'toy',
  layout: DEFAULT_LAYOUT,
  templates: [
    { cardType: 'monster', frame: frame('#111111'), boxes: { art: { x: 10, y: 20, w: 30, h: 40 } } },
    { cardType: 'spell', frame: frame('#222222') },
  ],
  rarities: { Rare: { border: '#ffd700', accent: '#ff0000' } },
};

describe('faceTemplateFor', () => {
  const templates = FaceTemplates.parse(file);

  it("puts a card type's colours and boxes over the game's layout", () => {
    const t = faceTemplateFor(templates, face('monster'));
    expect(t.cardType).toBe('monster');
    expect(t.frame.border).toBe('#111111');
    expect(t.art).toEqual({ x: 10, y: 20, w: 30, h: 40 });
    expect(t.name).toEqual(DEFAULT_LAYOUT.name);
    expect(t.rarity).toBeUndefined();
  });

  it("takes the border and accent from the face's rarity, the rest from its type", () => {
    const t = faceTemplateFor(templates, face('spell', 'Rare'));
    expect(t.rarity).toBe('Rare');
    expect(t.frame).toEqual({ ...frame('#222222'), border: '#ffd700', accent: '#ff0000' });
  });

  it('ignores a rarity the file does not style', () => {
    const t = faceTemplateFor(templates, face('spell', 'Mythic'));
    expect(t.frame).toEqual(frame('#222222'));
    expect(t.rarity).toBeUndefined();
  });

  it("gives a card type without a template the game's layout in neutral colours", () => {
    const t = faceTemplateFor(templates, face('trap'));
    expect(t.cardType).toBe('trap');
    expect(t.frame.border).not.toBe('#111111');
    expect(t.frame.border).not.toBe('#222222');
    expect(t.text).toEqual(DEFAULT_LAYOUT.text);
  });

  it('draws a game without a faces file with the default layout', () => {
    expect(faceTemplateFor(undefined, face('monster')).stats).toEqual(DEFAULT_LAYOUT.stats);
  });
});

describe('readFaceTemplates', () => {
  const text = (value: unknown) => JSON.stringify(value, null, 2);

  it('reads a valid file', () => {
    const result = readFaceTemplates(text(file), 'toy', ['monster', 'spell']);
    expect(result.problems).toEqual([]);
    expect(result.templates?.templates.map((t) => t.cardType)).toEqual(['monster', 'spell']);
  });

  it('places a JSON syntax error at its line and column', () => {
    const result = readFaceTemplates('{\n  "game": "toy",\n  oops\n}', 'toy');
    expect(result.templates).toBeUndefined();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ severity: 'error', line: 3, column: 3 });
    expect(result.problems[0]?.message).toMatch(/^not valid JSON/);
  });

  it('names the place of each schema problem in the file', () => {
    const bad = { ...file, templates: [{ ...file.templates[0], frame: { ...frame('red'), extra: 1 } }, { cardType: 'spell', frame: frame('#222222'), boxes: { text: { ...DEFAULT_LAYOUT.text, minSize: 40 } } }] };
    const messages = readFaceTemplates(text(bad), 'toy').problems.map((p) => p.message);
    expect(messages).toContain('templates[0].frame.border: a colour is written #rgb or #rrggbb');
    expect(messages.some((m) => m.startsWith('templates[0].frame:') && m.includes('extra'))).toBe(true);
    expect(messages).toContain('templates[1].boxes.text: minSize must not be larger than size');
  });

  it('refuses a file that names another game, or one card type twice', () => {
    expect(readFaceTemplates(text(file), 'other').problems.map((p) => p.message)).toEqual([`game: the file is in other's folder but names "toy"`]);
    const twice = { ...file, templates: [file.templates[1], file.templates[1]] };
    expect(readFaceTemplates(text(twice), 'toy').problems.map((p) => p.message)).toEqual(['templates[1].cardType: a second template for card type "spell"']);
  });

  it('warns about a template for a card type the game does not have, and keeps the file', () => {
    const result = readFaceTemplates(text(file), 'toy', ['monster']);
    expect(result.problems).toEqual([{ severity: 'warning', message: 'templates[1].cardType: toy has no card type "spell" (its card types: monster)', line: 1, column: 1 }]);
    expect(result.templates).toBeDefined();
  });
});
