/** The Summoner's Grid content: it parses, matches the AST schema and is formatted canonically. */
import { describe, expect, it } from 'vitest';
import { DocumentSchema } from '../../dsl/ast-schema';
import { format } from '../../dsl/format/format';
import { loadProject } from '../../dsl/load-dir';

const project = await loadProject(['content']);

describe('content/summoners-grid', () => {
  it('loads the species, roles, growth kinds and cards', () => {
    const counts = project.counts();
    expect(counts.species).toBe(7);
    expect(counts.roles).toBe(27);
    expect(counts.growth).toBe(6);
    expect(counts.rarities).toBe(5);
    // content/ holds several games, each with its own ruleset.
    expect(project.symbols('summoners-grid').count('ruleset')).toBe(1);
    expect(counts.rulesets).toBe(project.games().length);
    expect(counts.cards).toBeGreaterThanOrEqual(20);
  });

  it('validates with no errors', () => {
    const errors = project.allDiagnostics().filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${d.path}:${d.range.start.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('has every card of the play example', () => {
    const table = project.symbols('summoners-grid');
    const example = [
      'Sharpened Blade', 'Healing Hands', 'Rush', 'Gignen Country', 'Nearwood Forest Expedition', 'Adventurous Spirit', 'Tempest Slash',
      'Berserker Rage', 'Alrecht Barkstep, Scoutmaster', 'Follow Me!', 'Drain Touch', 'Blast Bolt', 'Dark Altar', 'Ensnare',
      'Dramatic Return!', 'Graverobbing', 'Dual Shot', 'Spell Recall', 'Life Alchemy', "Magician's Sanctum", 'Obliterate',
      "Stonewarden's Command", 'Shadow Pact', 'Nightmare Pain', 'Gignen Warrior', 'Gignen Scout', 'Gignen Magician', 'Fae Magician',
      'Wilderling Scout', 'Stoneheart Warrior', 'Heirloom Sword', "Apprentice's Wand", 'Hunting Bow',
    ];
    expect(example.filter((name) => table.resolveCard(name) === undefined)).toEqual([]);
  });

  for (const file of project.files()) {
    it(`${file.path}: no syntax errors, schema-valid, formatted`, () => {
      expect(file.parsed.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`)).toEqual([]);
      expect(DocumentSchema.safeParse(file.parsed.document).success).toBe(true);
      expect(format(file.text).text).toBe(file.text);
    });
  }
});
