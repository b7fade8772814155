/**
 * The reference of one game, built from a small project: the duel fixture (dsl/testing/duel-fixture.ts,
 * whose lines are counted by hand below) and one file of another game, for the fallback of examples.
 */
import { describe, expect, it } from 'vitest';
import { Project } from '../project';
import { duelCards, duelRuleset } from '../testing/duel-fixture';
import { languageReference } from './reference';
import { searchReference } from './search';

const commented = duelRuleset.text.replace('    start-health 30', '    // Health each player starts with.\n    start-health 30');
const other = { path: 'content/other/cards/action/study.smith', text: 'action Study {\n  effect {\n    draw 2 cards\n  }\n}\n' };
const project = new Project([{ path: duelRuleset.path, text: commented }, ...duelCards, other]);
const reference = languageReference(project, 'duel');
const entries = reference.sections.flatMap((s) => s.entries);
const entry = (id: string) => entries.find((e) => e.id === id);

describe('the language reference of a game', () => {
  it('takes an example of each step from the game\'s own files', () => {
    // bolt.smith, line 5: `    deal 3 damage to target`.
    expect(entry('step-deal')?.found).toEqual({ text: 'deal 3 damage to target', path: 'content/duel/cards/spell/bolt.smith', line: 5 });
    expect(entry('step-deal')?.snippet).toBe('deal ${1:3} damage to ${2:target}');
  });

  it('takes a language example from another game when its own files never use the construct', () => {
    expect(entry('step-draw')?.found).toEqual({ text: 'draw 2 cards', path: other.path, line: 3 });
  });

  it('describes the game\'s declared words: zones, settings (with the ruleset\'s comment), stats, card types', () => {
    // The duel ruleset, line 10: `    battlefield public capacity 5 holds monster`.
    expect(entry('zone-battlefield')).toMatchObject({ description: 'A zone (public) that holds monster.', found: { line: 10, text: 'battlefield public capacity 5 holds monster' } });
    expect(entry('setting-start-health')).toMatchObject({ form: 'start-health = 30', description: 'Health each player starts with.' });
    expect(entry('stat-toughness')?.form).toBe('THING.toughness');
    expect(entry('card-type-spell')?.form).toBe('spell "NAME" { … }');
  });

  it('leaves out Summoner\'s Grid\'s own constructs and groups the rest by category', () => {
    expect(entry('step-attack')).toBeUndefined();
    expect(entry('step-move')).toBeUndefined();
    expect(reference.sections[0]?.title).toBe('Declarations');
    const categories = reference.sections.map((s) => s.category);
    expect(new Set(categories).size).toBe(categories.length);
    for (const section of reference.sections) for (const e of section.entries) expect(e.category).toBe(section.category);
  });

  it('searches titles, words, forms, descriptions and examples', () => {
    expect(searchReference(reference.sections, 'damage TO').map((e) => e.id)).toContain('step-deal');
    // The zones clause's form has `holds` and its description names the battlefield.
    expect(searchReference(reference.sections, 'battlefield holds').map((e) => e.id)).toEqual(['ruleset-zones', 'zone-battlefield']);
    expect(searchReference(reference.sections, 'no-such-word')).toEqual([]);
    expect(searchReference(reference.sections, '  ')).toHaveLength(entries.length);
  });
});
