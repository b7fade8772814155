/** The language service over the fixture game: completion, hover, definition, symbols, formatting. */
import { describe, expect, it } from 'vitest';
import { LanguageService } from '../../dsl/language-service/service';
import { Project } from '../../dsl/project';
import { fixtureFiles } from './fixture-game';

const probe = 'content/t/cards/action/probe.smith';

/** Sets the probe file to `text` without the `|`, and returns the cursor offset where `|` was. */
function at(service: LanguageService, text: string): number {
  service.update(probe, text.replace('|', ''));
  return text.indexOf('|');
}

function labels(service: LanguageService, text: string): string[] {
  return service.completions(probe, at(service, text))?.items.map((i) => i.label) ?? [];
}

describe('completion', () => {
  const service = new LanguageService(new Project(fixtureFiles));

  it('offers the clauses a card can start with, and not scenario words', () => {
    const items = labels(service, 'action X { |');
    expect(items).toEqual(expect.arrayContaining(['effect', 'power', 'requires', 'attribute', 'when', 'then']));
    expect(items).not.toContain('rolls');
  });

  it('offers roles and species after an owner word', () => {
    expect(labels(service, 'action X { target: your |')).toEqual(expect.arrayContaining(['Fighter', 'Mage', 'Champion', 'Elf', 'tier', 'summon']));
  });

  it('filters by the word being typed and replaces that word', () => {
    const offset = at(service, 'action X { target: your Ma| }');
    const result = service.completions(probe, offset);
    const items = result?.items.map((i) => i.label) ?? [];
    expect(items).toContain('Mage');
    expect(items.every((l) => l.toLowerCase().startsWith('ma'))).toBe(true);
    expect(result?.replace.start.offset).toBe(offset - 2);
  });

  it('offers stats and unit properties after `caster.`, and weapon properties after `.weapon.`', () => {
    expect(labels(service, 'action X { caster: your Mage effect { draw caster.| } }')).toEqual(expect.arrayContaining(['STR', 'INT', 'level', 'weapon', 'maxHP']));
    expect(labels(service, 'action X { caster: your Mage effect { draw caster.weapon.| } }')).toEqual(['power', 'range']);
    expect(labels(service, 'action X { when your summon is defeated effect { draw event.| } }')).toEqual(expect.arrayContaining(['unit', 'damage', 'player']));
  });

  it('offers statuses after `is`, elements after `attribute`, damage types in attacks', () => {
    expect(labels(service, 'action X { t: your summon effect { t is | } }')).toEqual(['immobilized']);
    expect(labels(service, 'action X { attribute | }')).toEqual(['fire', 'water', 'neutral']);
    expect(labels(service, 'action X { t: your summon effect { attack t with | } }')).toEqual(['physical', 'magical']);
  });

  it('offers the card’s choices, parameters and the ruleset’s names in formulas', () => {
    const items = labels(service, 'action X { power 2 t: your summon effect { draw | } }');
    expect(items).toEqual(expect.arrayContaining(['power', 't', 'hand-limit', 'max-hp', 'floor']));
  });

  it('quotes card names that need it', () => {
    const result = service.completions(probe, at(service, 'action X { effect { add "Fi| } }'));
    expect(result?.items.find((i) => i.label === 'Fire Bolt')?.insertText).toBe('"Fire Bolt"');
  });

  it('still offers the valid next tokens after an error earlier in the card', () => {
    expect(labels(service, 'action X { power 60 60 target: your summon effect { draw 1 card } |')).toEqual(expect.arrayContaining(['effect', 'requires', 'cost']));
  });

  it('offers declaration keywords between declarations', () => {
    expect(labels(service, 'action X { }\n|')).toEqual(expect.arrayContaining(['action', 'counter', 'ruleset', 'scenario', 'weapon']));
  });

  it('offers `cannot` and the verbs after a side in a scenario, and the verbs after `cannot`', () => {
    const scenario = (step: string): string => `scenario "S" {\n  ruleset "Test"\n  turn 3 player A phase action\n  ${step}\n}`;
    expect(labels(service, scenario('A |'))).toEqual(expect.arrayContaining(['cannot', 'advance', 'play', 'end-turn']));
    const afterCannot = labels(service, scenario('A cannot |'));
    expect(afterCannot).toEqual(expect.arrayContaining(['advance', 'play', 'move', 'attack']));
    expect(afterCannot).not.toContain('cannot');
  });
});

describe('hover and definition', () => {
  const service = new LanguageService(new Project(fixtureFiles));
  const path = 'content/t/cards/action/fire-bolt.smith';
  const text = service.project.file(path)?.text ?? '';
  const offsetOf = (s: string): number => text.indexOf(s) + 1;

  it('describes a role, a parameter, a choice, a stat and a keyword', () => {
    expect(service.hover(path, offsetOf('Mage'))?.contents).toContain('tier 1 role');
    expect(service.hover(path, offsetOf('power /'))?.contents).toBe('**power** = 60 (parameter of this card)');
    expect(service.hover(path, offsetOf('caster.INT'))?.contents).toContain('a choice of this card: `your Mage`');
    expect(service.hover(path, offsetOf('MDF'))?.contents).toContain('a stat');
    expect(service.hover(path, offsetOf('attack'))?.contents).toContain('hit roll');
  });

  it('shows what `hit standard` computes, with the card’s accuracy', () => {
    service.update(probe, 'action X { accuracy 80 t: your summon effect { attack t with physical damage = 1 hit standard } }');
    const text2 = service.project.file(probe)?.text ?? '';
    expect(service.hover(probe, text2.indexOf('standard') + 1)?.contents).toContain('ability-hit = accuracy + ACC / 10` (accuracy 80 on this card)');
  });

  it('goes to the role’s declaration, the binding and the ruleset setting', () => {
    expect(service.definition(path, offsetOf('Mage'))?.path).toBe('content/t/roles.smith');
    const binding = service.definition(path, offsetOf('caster.INT'));
    expect(binding?.path).toBe(path);
    expect(text.slice(binding?.range.start.offset, binding?.range.end.offset)).toBe('caster');
    service.update(probe, 'action X { effect { draw hand-limit cards } }');
    const setting = service.definition(probe, (service.project.file(probe)?.text ?? '').indexOf('hand-limit') + 1);
    expect(setting?.path).toBe('content/t/ruleset.smith');
  });
});

describe('symbols, formatting and the keystroke path', () => {
  it('lists declarations with their parameters and choices', () => {
    const service = new LanguageService(new Project(fixtureFiles));
    const [bolt] = service.documentSymbols('content/t/cards/action/fire-bolt.smith');
    expect(bolt?.name).toBe('Fire Bolt');
    expect(bolt?.kind).toBe('action');
    expect(bolt?.children.map((c) => `${c.name}:${c.kind}`)).toEqual(['power:parameter', 'accuracy:parameter', 'range:parameter', 'caster:choice', 'target:choice']);
  });

  it('returns edits that format the file, and none for a broken one', () => {
    const service = new LanguageService(new Project(fixtureFiles));
    const text = 'action  X {effect{draw 1 card}}';
    service.update(probe, text);
    const [edit] = service.formattingEdits(probe);
    expect(edit).toBeDefined();
    if (edit === undefined) return;
    const result = text.slice(0, edit.range.start.offset) + edit.newText + text.slice(edit.range.end.offset);
    expect(result).toBe('action X {\n  effect {\n    draw 1 card\n  }\n}\n');
    service.update(probe, 'action X { effect { draw } }');
    expect(service.formattingEdits(probe)).toEqual([]);
  });

  it('re-validates only the edited card on a keystroke', () => {
    const service = new LanguageService(new Project(fixtureFiles));
    expect(service.update('content/t/cards/action/fire-bolt.smith', (service.project.file('content/t/cards/action/fire-bolt.smith')?.text ?? '') + ' ')).toEqual(['content/t/cards/action/fire-bolt.smith']);
  });
});

describe('the language where it is written: hover, snippets, problems and usages', () => {
  const service = new LanguageService(new Project(fixtureFiles));
  const bolt = 'content/t/cards/action/fire-bolt.smith';
  const boltText = service.project.file(bolt)?.text ?? '';

  it('describes every keyword on hover, read in its statement, with a link to its reference entry', () => {
    const attack = service.hover(bolt, boltText.indexOf('attack target') + 1)?.contents ?? '';
    expect(attack).toContain('**attack** — Damage with a hit roll');
    expect(attack).toContain('[Open in the language reference](/reference#step-attack)');
    expect(service.hover(bolt, boltText.indexOf('with magical') + 1)?.contents).toContain('/reference#step-attack');
    expect(service.hover(bolt, boltText.indexOf('crit x1.5') + 1)?.contents).toContain('/reference#option-crit');
    const text = 'action X { t: your summon effect { t.SPD + 2 until end of turn } }';
    service.update(probe, text);
    expect(service.hover(probe, text.indexOf('until') + 1)?.contents).toContain('/reference#duration-until');
    expect(service.hover(probe, text.indexOf('SPD') + 1)?.contents).toContain('/reference#stat-SPD');
  });

  it('offers the steps as snippets first at the start of a step, then the words that start a step, then names', () => {
    const result = service.completions(probe, at(service, 'action X { t: enemy summon effect { | } }'));
    const items = result?.items ?? [];
    expect(items[0]).toMatchObject({ kind: 'snippet', label: 'attack target with physical damage = power', insertText: 'attack ${1:target} with ${2:physical} damage = ${3:power}', snippet: true });
    const kinds = items.map((i) => i.kind);
    const lastSnippet = kinds.lastIndexOf('snippet');
    const firstKeyword = kinds.indexOf('keyword');
    expect(lastSnippet).toBeLessThan(firstKeyword);
    // Names (the choice, settings, functions …) only after every keyword.
    expect(kinds.slice(firstKeyword).findIndex((k) => k !== 'keyword') + firstKeyword).toBeGreaterThan(kinds.lastIndexOf('keyword'));
    expect(items.find((i) => i.kind === 'keyword')?.label).toBe('add');
    // Mid-step, no snippets: `attack t` continues with `with`.
    expect(service.completions(probe, at(service, 'action X { t: enemy summon effect { attack t | } }'))?.items.some((i) => i.kind === 'snippet')).toBe(false);
  });

  it('links a problem to the reference entry it is about', () => {
    service.update(probe, 'action X { t: enemy summon effect { heal t 5 } }');
    expect(service.diagnostics(probe).find((d) => d.code === 'L0003')?.reference).toBe('step-heal');
    service.update(probe, 'action X { t: enemy summon effect { t is frozen until end of turn } }');
    expect(service.diagnostics(probe).find((d) => d.code === 'L0106')?.reference).toBe('ruleset-status');
  });

  it('says that `with fire damage` names an element, and offers each damage type before it', () => {
    const text = 'action X { t: enemy summon effect { attack t with fire damage = 5 } }';
    service.update(probe, text);
    const problem = service.diagnostics(probe).find((d) => d.code === 'L0107');
    expect(problem?.message).toBe('`fire` is an element, not a damage type: write the damage type, then the element (`physical fire damage = …`); the damage types are `physical`, `magical`');
    expect(problem?.fixes?.map((f) => f.edits[0]?.newText)).toEqual(['physical fire', 'magical fire']);
    service.update(probe, text.replace('fire', 'magical fire'));
    expect(service.diagnostics(probe).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('finds every use of a role, a stat, a status and a keyword across the game\'s files', () => {
    const perFile = (offset: number, path = bolt) => {
      const counts: Record<string, number> = {};
      for (const l of service.references(path, offset)) counts[l.path] = (counts[l.path] ?? 0) + 1;
      return counts;
    };
    // Mage: `your Mage` in Fire Bolt; in roles.smith `role Mage { … family Mage }` and `family Mage from Mage`.
    expect(perFile(boltText.indexOf('Mage') + 1)).toEqual({ [bolt]: 1, 'content/t/roles.smith': 4 });
    // MDF: `target.MDF` in Fire Bolt; the Elf Fighter's stats and growth; the ruleset's stats list, a formula
    // and `damage-type magical … defense MDF`; the species' stat range.
    expect(perFile(boltText.indexOf('MDF') + 1)).toEqual({ [bolt]: 1, 'content/t/cards/summon/elf-fighter.smith': 2, 'content/t/ruleset.smith': 3, 'content/t/species.smith': 1 });
    const text = 'action X { t: enemy summon effect { t is immobilized until end of turn attack t with physical damage = 1 } }';
    service.update(probe, text);
    expect(perFile(text.indexOf('immobilized') + 1, probe)).toEqual({ [probe]: 1, 'content/t/ruleset.smith': 1 });
    // `attack`: the probe's and Fire Bolt's steps (and the ruleset's `damage-type … attack INT` clauses, the same word).
    expect(perFile(text.indexOf('attack') + 1, probe)).toEqual({ [probe]: 1, [bolt]: 1, 'content/t/ruleset.smith': 2 });
  });
});
