import { describe, expect, it } from 'vitest';
import type { Decl } from '../dsl/ast';
import { buildCardsFile, type SnapshotEntry } from './build-cards-file';
import { canonicalPretty } from '../lib/canonical-json';
import { snapshotOfCardsFile } from './cards-file-snapshot';
import { isGameCardEntry } from './cards-file';
import { growthDecl, name, num, param, range, role, ruleset, spell, summon } from './test-fixtures/ast-builders';

/** A definition from the content folder. */
function definition(id: string, ast: Decl): SnapshotEntry {
  return { id, name: ast.name.text, included: 'required', source: `// ${id}\n`, ast };
}

/** A published card version. */
function card(id: string, ast: Decl, rulesText: string): SnapshotEntry {
  return { id, name: ast.name.text, included: 'selected', source: `// ${id}\n`, ast, published: { version: 1, rulesText, publishedBy: 'ada', publishedAt: '2026-01-02T03:04:05.000Z', changelog: '' } };
}

const set = { id: 'alpha', name: 'Alpha', game: 'summoners-grid', version: 1, description: '', frozenAt: '2026-02-01T00:00:00.000Z', frozenBy: 'ada' };
const entries = [
  definition('rules', ruleset([{ cardType: 'action', pile: 'recharge' }])),
  definition('fast', growthDecl('Fast', '+', 1.33)),
  card('bolt', spell('Bolt', 'action', { params: [param('power', num(60))] }), 'Deal damage.'),
  card('gignen-warrior', summon('Gignen Warrior', { STR: 12 }, { STR: '+' }), 'A summon.'),
  definition('gignen', { kind: 'Species', name: name('Gignen'), stats: [], appearance: [], traits: [], range }),
  definition('magician', role('Magician', 'Magician')),
];

describe('buildCardsFile', () => {
  it('sorts entries into ruleset, definitions and cards, each list by id, with face numbers', () => {
    const result = buildCardsFile({ set, entries });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const file = result.file;
    expect(file.ruleset.id).toBe('rules');
    expect(file.species.map((s) => s.id)).toEqual(['gignen']);
    expect(file.growth.map((s) => s.id)).toEqual(['fast']);
    expect(file.roles.map((s) => [s.id, s.included])).toEqual([['magician', 'required']]);
    expect(file.cards.map((c) => [c.id, c.kind, c.rulesText])).toEqual([
      ['bolt', 'action', 'Deal damage.'],
      ['gignen-warrior', 'summon', 'A summon.'],
    ]);
    expect(file.cards[0]?.numbers).toMatchObject({ power: 60, pile: 'recharge' });
    const warrior = file.cards[1];
    expect(warrior !== undefined && !isGameCardEntry(warrior) ? warrior.numbers.growth : undefined).toEqual({ STR: { kind: 'Fast', rate: 1.33 } });
    expect(file.species[0]).toEqual({ id: 'gignen', name: 'Gignen', included: 'required', source: '// gignen\n', ast: entries[4]?.ast });
    expect(file.cards[0]).toMatchObject({ version: 1, publishedBy: 'ada', publishedAt: '2026-01-02T03:04:05.000Z' });
  });

  it('gives the same bytes whatever order the entries come in', () => {
    const a = buildCardsFile({ set, entries });
    const b = buildCardsFile({ set, entries: [...entries].reverse() });
    if (!a.ok || !b.ok) throw new Error('build failed');
    expect(canonicalPretty(b.file)).toBe(canonicalPretty(a.file));
  });

  it('refuses a set without a ruleset, with two, or with a deck in it', () => {
    expect(buildCardsFile({ set, entries: entries.slice(1) })).toEqual({ ok: false, problems: [{ file: 'cards.json', message: expect.stringMatching(/has no ruleset/) }] });
    const two = buildCardsFile({ set, entries: [...entries, definition('rules-2', ruleset([]))] });
    expect(two).toEqual({ ok: false, problems: [{ file: 'cards.json', card: 'rules-2', message: expect.stringMatching(/one ruleset; rules is already/) }] });
    const deck = buildCardsFile({ set, entries: [...entries, definition('starter', { kind: 'Deck', name: name('Starter'), slots: [], main: [], advance: [], range })] });
    expect(deck).toEqual({ ok: false, problems: [{ file: 'cards.json', card: 'starter', message: 'a deck cannot be part of a card set' }] });
    const unpublished = buildCardsFile({ set, entries: [...entries, definition('rush', spell('Rush', 'action'))] });
    expect(unpublished).toEqual({ ok: false, problems: [{ file: 'cards.json', card: 'rush', message: 'a card in a set must be a published version' }] });
    const publishedSpecies = buildCardsFile({ set, entries: [...entries, card('fae', { kind: 'Species', name: name('Fae'), stats: [], appearance: [], traits: [], range }, '')] });
    expect(publishedSpecies).toEqual({ ok: false, problems: [{ file: 'cards.json', card: 'fae', message: 'a published version must be a card, not a species' }] });
  });
});

describe('snapshotOfCardsFile', () => {
  it('gives back a snapshot that builds the same cards file', () => {
    const built = buildCardsFile({ set, entries });
    if (!built.ok) throw new Error('build failed');
    const snapshot = snapshotOfCardsFile(built.file);
    expect(snapshot.entries.map((e) => e.id).sort()).toEqual(entries.map((e) => e.id).sort());
    const again = buildCardsFile(snapshot);
    if (!again.ok) throw new Error('rebuild failed');
    expect(canonicalPretty(again.file)).toBe(canonicalPretty(built.file));
  });
});
