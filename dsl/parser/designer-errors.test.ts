/**
 * Syntax errors in a designer's words: each case is a step a newcomer wrote inside an action card's
 * effect (line 4, after 4 spaces of indentation), with the message and fix expected, written by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from '../parse';
import { Project } from '../project';

import type { Diagnostic } from '../diagnostics';

/** The one syntax diagnostic of `text` (the test fails if there are others). */
function soleProblem(text: string): Diagnostic | undefined {
  const [problem, ...rest] = parse(text).diagnostics;
  expect(rest).toEqual([]);
  return problem;
}

/** `text` with the first edit of `d`'s first fix applied. */
function withFix(text: string, d: Diagnostic | undefined): string {
  const edit = d?.fixes?.[0]?.edits[0];
  expect(edit).toBeDefined();
  return edit ? text.slice(0, edit.range.start.offset) + edit.newText + text.slice(edit.range.end.offset) : text;
}

/**
 * The one problem of `step` in an action card's effect, and the step's line once its first fix is applied;
 * the fixed file must parse with no diagnostic.
 */
function fixedStep(step: string): { problem: Diagnostic | undefined; fixed: string } {
  const text = `action "X" {\n  caster: your summon\n  effect {\n    ${step}\n  }\n}\n`;
  const problem = soleProblem(text);
  const after = withFix(text, problem);
  expect(parse(after).diagnostics, step).toEqual([]);
  return { problem, fixed: after.split('\n')[3]?.trim() ?? '' };
}

/** The diagnostics of `card`, a card of `type`, in `game`'s content beside its shipped ruleset. */
function cardDiagnostics(game: string, type: string, card: string): Diagnostic[] {
  const ruleset = { path: `content/${game}/ruleset.smith`, text: readFileSync(`content/${game}/ruleset.smith`, 'utf8') };
  const path = `content/${game}/cards/${type}/probe.smith`;
  return new Project([ruleset, { path, text: card }]).diagnostics(path);
}

function problems(step: string) {
  return parse(`action "X" {\n  caster: your summon\n  effect {\n    ${step}\n  }\n}\n`).diagnostics;
}

describe('syntax errors in a designer\'s words', () => {
  it('a word that starts no step: expects an effect step by example, and suggests the closest step word', () => {
    expect(problems('blast caster').map((d) => [d.code, d.range.start.line, d.range.start.column, d.message])).toEqual([
      ['L0003', 4, 5, '`blast` does not start an effect step: expected an effect step such as `attack`, `heal` or `move` (or a unit\'s stat: `caster.SPD + 2`)'],
    ]);
    expect(problems('atack caster with physical damage = 5')[0]?.message).toContain('did you mean `attack`?');
  });

  it('`caster gains +2 SPD until end of turn`: the right form, as a message and a fix over the whole step', () => {
    const [problem, ...rest] = problems('caster gains +2 SPD until end of turn');
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('To change a stat, write the unit, a dot and the stat, then + or - the amount: `caster.SPD + 2 until end of turn`');
    // `caster gains +2 SPD until end of turn` is 37 characters from column 5.
    expect(problem?.range.start).toMatchObject({ line: 4, column: 5 });
    expect(problem?.range.end).toMatchObject({ line: 4, column: 42 });
    expect(problem?.fixes?.[0]?.edits[0]?.newText).toBe('caster.SPD + 2 until end of turn');
    expect(problem?.reference).toBe('step-modify');
  });

  it('the word before a formula left out (`heal caster 10`): the fix inserts it, or replaces prose\'s `for`, and the line parses', () => {
    // Before: the same messages, with no fix.
    const cases: Array<[string, string, string]> = [
      ['heal caster 10', 'Insert `by`', 'heal caster by 10'],
      ['heal caster caster.SPI * 2', 'Insert `by`', 'heal caster by caster.SPI * 2'],
      ['heal caster for 10', 'Replace `for` with `by`', 'heal caster by 10'],
      ['attack caster with physical damage 10', 'Insert `=`', 'attack caster with physical damage = 10'],
      ['deal physical damage 10 to caster', 'Insert `=`', 'deal physical damage = 10 to caster'],
    ];
    for (const [step, title, written] of cases) {
      const { problem, fixed } = fixedStep(step);
      expect(problem?.fixes?.map((f) => f.title), step).toEqual([title]);
      expect(fixed, step).toBe(written);
    }
    // The amount before the type, as prose and the other games' `deal 3 damage` say it: the step as this game writes it.
    // Before: "Expected `damage` but found `physical` — the step reads `deal TYPE [ELEMENT] damage = FORMULA to TARGET …`".
    const typed: Array<[string, string]> = [
      ['deal 10 physical damage to caster', 'deal physical damage = 10 to caster'],
      ['deal caster.INT * 2 magical fire damage to caster', 'deal magical fire damage = caster.INT * 2 to caster'],
    ];
    for (const [step, written] of typed) {
      const { problem, fixed } = fixedStep(step);
      expect(problem?.message, step).toBe(`This game's damage names its type first and its amount after \`=\`: \`${written}\``);
      expect(fixed, step).toBe(written);
    }
    // Before something that starts no formula, the word is not all that is missing: no fix.
    expect(problems('heal caster up')[0]?.fixes).toBeUndefined();
  });

  it('a value compared in prose (`if caster.hp is 3`, `is less than 10`): the operator, with the fix that parses', () => {
    // Before: "Unexpected `3` in this part; expected `:` or `{`" (or at `than`, `at`, where `less` had been read as a role).
    const cases: Array<[string, string, string]> = [
      ['caster.hp is 3', '=', 'caster.hp = 3'],
      ['caster.hp is 30%', '=', 'caster.hp = 30%'],
      ['caster.hp is not 3', '!=', 'caster.hp != 3'],
      ['caster.hp is less than 10', '<', 'caster.hp < 10'],
      ['caster.hp is greater than 3', '>', 'caster.hp > 3'],
      ['caster.hp is at least 10', '>=', 'caster.hp >= 10'],
      ['caster.hp is at most caster.MaxHP', '<=', 'caster.hp <= caster.MaxHP'],
    ];
    for (const [condition, op, meant] of cases) {
      const { problem, fixed } = fixedStep(`if ${condition}: draw 1 card`);
      expect(problem?.message, condition).toBe(`\`is\` tests what a thing is (\`target is stunned\`); a value is compared with \`${op}\`: \`${meant}\``);
      expect(fixed, condition).toBe(`if ${meant}: draw 1 card`);
    }
    // What a thing is still reads: a status or a role after `is` is no comparison.
    expect(problems('if caster is stunned: draw 1 card')).toEqual([]);
  });

  it("a broken step's option lines (`crit x1.5` under it) give no error of their own", () => {
    // Before: also "Say which property of `crit` changes, e.g. `crit.DEF`" (L0013) on the option's line, read as a step of its own.
    const text = 'action "X" {\n  caster: your summon\n  effect {\n    heal caster for 10\n      crit x1.5\n  }\n}\n';
    expect(parse(text).diagnostics.map((d) => `${d.range.start.line} ${d.code}`)).toEqual(['4 L0003']);
    // A line back at the step's own indentation is a statement of its own: its mistake is still told.
    const next = 'action "X" {\n  caster: your summon\n  effect {\n    heal caster for 10\n      crit x1.5\n    crit + 1\n  }\n}\n';
    expect(parse(next).diagnostics.map((d) => `${d.range.start.line} ${d.code}`)).toEqual(['4 L0003', '6 L0013']);
  });

  it('`caster levels up` as a step: the step that gives a level, with the fix', () => {
    // Before: "`caster` does not start an effect step: expected an effect step such as `attack`, `heal` or `move` …".
    for (const step of ['caster levels up', 'caster level up']) {
      const { problem, fixed } = fixedStep(step);
      expect(problem?.message, step).toBe("A unit is given a level by the step `caster gains 1 level` (`levels up` is a trigger's moment: `when this levels up: …`)");
      expect(fixed, step).toBe('caster gains 1 level');
    }
    // After an `if`'s `:`, as a step's first word is there too (found in the studio: only a line's first word was).
    expect(fixedStep('if caster.hp < 10: caster levels up').fixed).toBe('if caster.hp < 10: caster gains 1 level');
  });

  it('losing a stat subtracts, and the fix parses cleanly', () => {
    const [problem] = problems('caster loses 3 STR');
    expect(problem?.fixes?.[0]?.edits[0]?.newText).toBe('caster.STR - 3');
    expect(problems('caster.STR - 3')).toEqual([]);
    expect(problems('caster.SPD + 2 until end of turn')).toEqual([]);
  });

  it("a player's gain with a sign: the player's own step, not a unit's path", () => {
    const [problem, ...rest] = problems('opponent loses +2 VP');
    expect(rest).toEqual([]);
    expect(problem?.message).toBe("To change a player's stat, write the player, gain or lose, then the amount (a number, no sign) and the stat: `opponent loses 2 VP`");
    expect(problem?.reference).toBe('step-gain-vp');
    expect(problems('opponent loses 2 VP')).toEqual([]);
  });

  it('`with damage = …`: asks for the damage type', () => {
    expect(problems('attack caster with damage = 5')[0]?.message).toBe('Name the damage type before `damage`: `with physical damage = …` or `with magical damage = …` (the ruleset\'s `damage-type`s)');
  });

  it('any other error inside a step ends with how the step reads', () => {
    expect(problems('heal caster 5')[0]?.message).toBe('Expected `by` but found `5` — the step reads `heal TARGET by FORMULA [OPTIONS]`');
  });

  it('something that starts no step inside a block says a step or `}` was expected', () => {
    expect(problems('5')[0]?.message).toBe('Unexpected `5`: expected an effect step such as `attack`, `heal` or `move`, or `}` to end the block');
  });
});

/** An action card whose effect block has these lines (line 4 on, 4 spaces in), parsed. */
function effectOf(...lines: string[]) {
  return parse(`action "X" {\n  caster: your summon\n  effect {\n${lines.map((l) => `    ${l}\n`).join('')}  }\n  rarity common\n}\n`);
}

const stepsRead = (parsed: ReturnType<typeof parse>) => {
  const card = parsed.document.decls[0];
  return card?.kind === 'Card' ? card.effect.map((s) => s.kind) : [];
};

describe('a broken line of a block is one error, and the block reads on', () => {
  it('a line that starts no step: its error, and the steps after it read as steps (not as the card\'s clauses)', () => {
    const parsed = effectOf('blast caster', 'draw 1 card', 'caster.SPD + 2');
    expect(parsed.diagnostics.map((d) => `${d.range.start.line} ${d.message}`)).toEqual([
      "4 `blast` does not start an effect step: expected an effect step such as `attack`, `heal` or `move` (or a unit's stat: `caster.SPD + 2`)",
    ]);
    expect(stepsRead(parsed)).toEqual(['Draw', 'Modify']);
    const card = parsed.document.decls[0];
    expect(card?.kind === 'Card' ? card.rarity?.text : undefined).toBe('common');
  });

  it('a step that breaks off mid-line: its error, and the next line is a step again', () => {
    const parsed = effectOf('heal caster 5', 'draw 1 card');
    expect(parsed.diagnostics.map((d) => `${d.range.start.line} ${d.message}`)).toEqual(['4 Expected `by` but found `5` — the step reads `heal TARGET by FORMULA [OPTIONS]`']);
    expect(stepsRead(parsed)).toContain('Draw');
  });

  it('two steps joined by `then` on one line: one step per line, with the fix that parses cleanly', () => {
    const parsed = effectOf('draw 2 cards then discard 1 card', 'caster.SPD + 2');
    const [problem, ...rest] = parsed.diagnostics;
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('One step per line: `draw 2 cards` ends here, and `discard 1 card` goes on the next line (no `then`: steps happen in order)');
    // `then` is at column 5 + `draw 2 cards ` (13 characters) = 18.
    expect(problem?.range.start).toMatchObject({ line: 4, column: 18 });
    expect(stepsRead(parsed)).toEqual(['Draw', 'Modify']);
    const edit = problem?.fixes?.[0]?.edits[0];
    expect(edit?.newText).toBe('\n    ');
    const text = effectOf('draw 2 cards then discard 1 card', 'caster.SPD + 2').text;
    const fixed = edit ? text.slice(0, edit.range.start.offset) + edit.newText + text.slice(edit.range.end.offset) : text;
    expect(fixed).toContain('    draw 2 cards\n    discard 1 card\n');
    expect(parse(fixed).diagnostics).toEqual([]);
  });

  it('a word left after a complete step is more than the step takes, with how the step reads', () => {
    const parsed = effectOf('heal caster by 2 twice', 'draw 1 card');
    expect(parsed.diagnostics.map((d) => d.message)).toEqual(['`twice` is more than the step takes: the step reads `heal TARGET by FORMULA [OPTIONS]`']);
    expect(stepsRead(parsed)).toEqual(['Heal', 'Draw']);
  });

  it('a line as far left as the line that opened the block is not the block\'s: its missing `}` is the error', () => {
    const parsed = parse('action "X" {\n  effect {\n    draw 1 card\n  rarity common\n}\n');
    expect(parsed.diagnostics.map((d) => `${d.range.start.line} ${d.message}`)).toEqual(['2 `effect {` on line 2 has no `}`: line 4 begins outside it']);
    const card = parsed.document.decls[0];
    expect(card?.kind === 'Card' ? card.rarity?.text : undefined).toBe('common');
    expect(parse(withFix(parsed.text, parsed.diagnostics[0])).diagnostics).toEqual([]);
  });

  it('steps written one after another on one line still read (the grammar does not need line breaks)', () => {
    expect(effectOf('draw 1 card caster.SPD + 2 heal caster by 1').diagnostics).toEqual([]);
    expect(stepsRead(effectOf('draw 1 card caster.SPD + 2 heal caster by 1'))).toEqual(['Draw', 'Modify', 'Heal']);
  });
});

describe('a file that ends with a `{` left open', () => {
  const fixed = (text: string) => {
    const [problem] = parse(text).diagnostics;
    const edit = problem?.fixes?.[0]?.edits[0];
    return edit ? text.slice(0, edit.range.start.offset) + edit.newText + text.slice(edit.range.end.offset) : text;
  };

  it("names the `{` whose `}` lines up with another line's (the block's `}` was left out), and the fix closes it there", () => {
    const text = 'action "X" {\n  caster: your summon\n  effect {\n    heal caster by 2\n}\n';
    expect(parse(text).diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`)).toEqual(['3:10 `effect {` on line 3 has no `}`: the `}` on line 5 lines up with line 1']);
    expect(fixed(text)).toBe('action "X" {\n  caster: your summon\n  effect {\n    heal caster by 2\n  }\n}\n');
    expect(parse(fixed(text)).diagnostics).toEqual([]);
  });

  it('is told even after an error on the last line (it was taken for an echo of that one)', () => {
    const text = 'action "X" {\n  caster: your summon\n  effect {\n    heal caster 2\n  }\n';
    expect(parse(text).diagnostics.map((d) => `${d.range.start.line} ${d.message}`)).toEqual([
      '4 Expected `by` but found `2` — the step reads `heal TARGET by FORMULA [OPTIONS]`',
      '1 `action "X" {` on line 1 has no `}`: the file ends first',
    ]);
  });

  it('names the outermost `{` when every `}` lines up (the card\'s own `}` was left out), and the fix ends the file with it', () => {
    const text = 'action "X" {\n  caster: your summon\n  effect {\n    heal caster by 2\n  }';
    expect(parse(text).diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`)).toEqual(['1:12 `action "X" {` on line 1 has no `}`: the file ends first']);
    expect(fixed(text)).toBe(`${text}\n}\n`);
    expect(parse(fixed(text)).diagnostics).toEqual([]);
  });
});

describe("a card's line that starts no clause is one error, and the card reads on", () => {
  /** A game's card with its ruleset, as the editor checks it: every diagnostic, as `line message`. */
  const told = (game: string, type: string, card: string): string[] => cardDiagnostics(game, type, card).map((d) => `${d.range.start.line} ${d.message}`);

  it("`attack 3` in a chain duel monster: the game's own clause word, and the lines after it are still the card's", () => {
    // Before: the card ended at `attack`; `def 2` was "expected a declaration", and the card lacked its def and traits.
    expect(told('chain-duel', 'monster', 'monster "A" {\n  attack 3\n  def 2\n  traits fire + wing\n  stats { hp 7 }\n}\n')).toEqual([
      '1 A monster card needs its `atk`',
      '2 `attack` starts no clause of the card; did you mean `atk`?',
    ]);
  });

  it('a misspelt `effect {`: one error, and its block is not read as the card\'s clauses', () => {
    // Before: also "Unexpected `draw` in a card clause" at the block's step.
    expect(told('mana-duel', 'spell', 'spell "A" {\n  mana 2\n  efect {\n    draw 2 cards\n  }\n}\n')).toEqual(['3 `efect` starts no clause or ability; did you mean `effect`?']);
  });

  it("a game's stats written as lines of their own (`power 3`): each said to go in `stats { … }`", () => {
    // Before: "`param` is not part of a monster card" for `power 3` (Summoner's Grid's clause), "Unknown card property" for the others.
    expect(told('mana-duel', 'monster', 'monster "A" {\n  mana 2\n  power 3\n  toughness 4\n  when this is summoned: draw 1 card\n}\n')).toEqual([
      '1 No power, toughness, health for this monster',
      "3 `power` is a stat: a monster's stats are written together in `stats { … }` (`stats { power 3 … }`), not as lines of their own",
      "4 `toughness` is a stat: a monster's stats are written together in `stats { … }` (`stats { toughness 4 … }`), not as lines of their own",
    ]);
  });

  it('`traits fire, wing` and `traits fire and wing` in the chain duel: the list joined by `+`, with the fix, one message', () => {
    // Before: "Expected `}` but found `,`", and "Unexpected `stats` in a formula …" on the next line (`wing` read as a property).
    const card = 'monster "A" {\n  atk 3\n  def 2\n  traits fire, wing, claw\n  stats { hp 7 }\n}\n';
    expect(told('chain-duel', 'monster', card)).toEqual(['4 `traits` lists its words joined by `+`: `traits fire + wing + claw`']);
    const [problem] = cardDiagnostics('chain-duel', 'monster', card);
    expect(told('chain-duel', 'monster', withFix(card, problem))).toEqual([]);
    // A game that reads no list there says what it said before (the parser knows no game).
    expect(parse(card).diagnostics[0]?.message).toBe('Expected `}` but found `,`');
    // `fire and wing` parses (as a condition): before, "Expected a condition here …" twice, "Expected a value
    // here …" once, and the game's "traits are trait names joined by `+`"; now one message, with the fix.
    const anded = card.replace('fire, wing, claw', 'fire and wing and claw');
    expect(told('chain-duel', 'monster', anded)).toEqual(['4 `traits` lists its words joined by `+`: `traits fire + wing + claw`']);
    const [andProblem] = cardDiagnostics('chain-duel', 'monster', anded);
    expect(told('chain-duel', 'monster', withFix(anded, andProblem))).toEqual([]);
  });

  it("another game's stat as a line (`atk 2` in the mana duel): this game's stat named, and where it goes", () => {
    // Before: "Unknown card property `atk`", with no suggestion (the stats were not among the candidates).
    expect(told('mana-duel', 'monster', 'monster "A" {\n  mana 2\n  atk 2\n  stats { toughness 2 health 3 }\n}\n')).toEqual([
      "3 Unknown card property `atk`; did you mean the stat `power`? `power` is a stat: a monster's stats are written together in `stats { … }` (`stats { power 2 … }`), not as lines of their own",
      '4 No power for this monster',
    ]);
    // A word near a property keeps the property's suggestion and fix (`mna` → `mana`).
    expect(told('mana-duel', 'monster', 'monster "A" {\n  mna 2\n  stats { power 1 toughness 2 health 3 }\n}\n')).toEqual(['1 A monster card needs its `mana`', '2 Unknown card property `mna`; did you mean `mana`?']);
  });

  it('stats listed with commas: one message and fix for a one-line list, one per comma over several lines', () => {
    const text = 'fighter "A" {\n  stats { AGI 6, ATK 1, DEF 0, CC 2, CD 1, BC 0, BR 0 }\n}\n';
    // Before: "Expected `}` but found `,` — the clause reads `stats { STAT N … }`".
    const problem = soleProblem(text);
    expect(problem?.message).toBe('Stats are listed with no commas between them: `stats { AGI 6 ATK 1 DEF 0 CC 2 CD 1 BC 0 BR 0 }`');
    expect(parse(withFix(text, problem)).diagnostics).toEqual([]);
    // The whole card on one line (as it may be pasted): the list's own span is fixed.
    const oneLine = 'fighter "A" { stats { AGI 6, ATK 1, DEF 0, CC 2, CD 1, BC 0, BR 0 } }';
    const inLine = soleProblem(oneLine);
    expect(withFix(oneLine, inLine)).toBe('fighter "A" { stats { AGI 6 ATK 1 DEF 0 CC 2 CD 1 BC 0 BR 0 } }');
    const lines = 'monster "A" {\n  mana 2\n  stats {\n    power 1,\n    toughness 2\n  }\n}\n';
    const comma = soleProblem(lines);
    expect(`${comma?.range.start.line}:${comma?.range.start.column} ${comma?.message}`).toBe('4:12 Stats are listed with no commas between them');
    expect(parse(withFix(lines, comma)).diagnostics).toEqual([]);
  });

  it('a count written as a word (`draw two cards`, `draw a card`): in digits, with the fix', () => {
    // Before: "Unknown name `two`", "Unknown name `a`".
    const text = 'spell "A" {\n  mana 2\n  effect {\n    draw two cards\n    draw a card\n  }\n}\n';
    expect(told('mana-duel', 'spell', text)).toEqual(['4 A number is written in digits: `2`, not `two`', '5 A number is written in digits: `1`, not `a`']);
  });

  it('an effect step written as a clause: said to go inside `effect { … }`', () => {
    expect(told('summoners-grid', 'action', 'action "A" {\n  caster: your summon\n  heal 40\n  effect {\n    heal caster by 5\n  }\n}\n')).toEqual([
      "3 `heal` starts an effect step, which is written inside the card's `effect { … }` (or after an ability's `:`)",
    ]);
  });

  it("a card without its `}` before the next card: that card's `{`, and the fix closes it there", () => {
    const text = 'spell "A" {\n  mana 2\n  effect {\n    draw 1 card\n  }\nspell "B" {\n  mana 2\n}\n';
    const parsed = parse(text);
    // Before: `spell "B"` was read as a property of A (a formula broken at `"B"`), and B's clauses as A's second `mana`.
    expect(parsed.diagnostics.map((d) => `${d.range.start.line} ${d.message}`)).toEqual(['1 `spell "A" {` on line 1 has no `}`: line 6 begins outside it']);
    expect(parsed.document.decls.map((d) => (d.kind === 'GameCard' ? d.name.text : d.kind))).toEqual(['A', 'B']);
    const fixed = withFix(text, parsed.diagnostics[0]);
    expect(fixed).toBe('spell "A" {\n  mana 2\n  effect {\n    draw 1 card\n  }\n}\nspell "B" {\n  mana 2\n}\n');
    expect(parse(fixed).diagnostics).toEqual([]);
  });
});

describe('words left after a step that began another one on its line', () => {
  it('`for` after a status (it began a `for each`): more than the step takes, not "Expected `each`"', () => {
    expect(problems('caster is stunned for 1 turn').map((d) => `${d.range.start.column} ${d.message}`)).toEqual([
      "23 `for` is more than the step takes: the step reads `TARGET is STATUS [DURATION] [, save FORMULA]`, where a duration is `until end of turn`, `until end of your next turn`, `until end of opponent's next turn` …",
    ]);
  });

  it('a step led by its unit (`caster.SPD + 2`, `caster becomes …`) is known by the word after the unit, and its form is told', () => {
    expect(problems('caster.SPD + 2 now').map((d) => d.message)).toEqual(['`now` is more than the step takes: the step reads `TARGET.STAT + | - | x | * | / | = FORMULA [DURATION]`']);
    expect(problems('caster becomes level 2 now').map((d) => d.message)).toEqual(['`now` is more than the step takes: the step reads `TARGET becomes level N | TARGET becomes a ROLE`']);
  });
});

describe('a choice written without its `:`', () => {
  const card = (line: string) => `action "X" {\n  ${line}\n  effect {\n    heal target by 2\n  }\n}\n`;

  it('`target your summon` and `target = any summon`: one error on the line, with the fix that parses cleanly', () => {
    for (const line of ['target your summon', 'target = your summon']) {
      // Before: "`target` is not part of an action card" and "Unexpected `effect` in a continuous effect" on the next line.
      const problem = soleProblem(card(line));
      expect(`${problem?.range.start.line} ${problem?.message}`).toBe('2 A choice is written with `:` after its name: `target: your summon`');
      expect(problem?.reference).toBe('clause-choice');
      const fixed = withFix(card(line), problem);
      expect(fixed).toBe(card('target: your summon'));
      expect(parse(fixed).diagnostics).toEqual([]);
    }
  });

  it('the choice is still declared: its uses are not "Unknown name" on top of the one mistake', () => {
    const text = card('target your summon');
    const declared = parse(text).document.decls[0];
    expect(declared?.kind === 'Card' ? declared.bindings.map((b) => b.name.text) : []).toEqual(['target']);
    // Before: also "Unknown name `target`" at `heal target by 2`.
    const ruleset = { path: 'ruleset.smith', text: readFileSync('content/summoners-grid/ruleset.smith', 'utf8') };
    const project = new Project([ruleset, { path: 'cards/x.smith', text }]);
    expect(project.diagnostics('cards/x.smith').map((d) => d.message)).toEqual(['A choice is written with `:` after its name: `target: your summon`']);
  });

  it("in an ability's block and in a `choose` step: the same message and fix", () => {
    const text = 'action "X" {\n  effect {\n    choose ally your summon\n    heal ally by 2\n  }\n  when this enters play {\n    victim = any summon\n    heal victim by 2\n  }\n}\n';
    const found = parse(text).diagnostics.map((d) => `${d.range.start.line} ${d.message} → ${d.fixes?.[0]?.edits[0]?.newText}`);
    expect(found).toEqual([
      '3 A choice is written with `:` after its name: `choose ally: your summon` → choose ally: your summon',
      '7 A choice is written with `:` after its name: `victim: any summon` → victim: any summon',
    ]);
  });

  it('a property whose value is a word is not taken for one (`attribute light`)', () => {
    expect(parse(card('target: your summon').replace('{\n', '{\n  attribute light\n')).diagnostics).toEqual([]);
  });
});

describe("words left after a scenario's action", () => {
  it('`A play "X" on wolf`: more than the action takes, with how an action reads, not "Expected `}`"', () => {
    const text = 'scenario "S" {\n  turn 2 player A phase main\n  A play "Tall Crane" on wolf\n}\n';
    expect(parse(text).diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`)).toEqual([
      '3:23 `on` is more than the action takes: an action reads `A VERB [SUBJECT] [to SPACE] [at SPACE] [NAME: VALUE …]` (a choice is given by name: `target: NAME`)',
    ]);
    expect(parse('scenario "S" {\n  turn 2 player A phase main\n  A play "Tall Crane" target: wolf\n}\n').diagnostics).toEqual([]);
  });
});

describe('a comparison written with `==`', () => {
  it('says one `=` and offers the fix over the two characters', () => {
    const problem = soleProblem('scenario "S" {\n  seed 1\n  turn 1 player A phase main\n  expect {\n    A.health == 3\n  }\n}\n');
    expect(problem?.message).toBe('A comparison is written with one `=` (`you.health = 3`), or `!=`, `<`, `<=`, `>`, `>=`');
    // `A.health ` is 9 characters from column 5: the `==` is columns 14 and 15.
    expect([problem?.range.start.line, problem?.range.start.column, problem?.range.end.column]).toEqual([5, 14, 16]);
    expect(problem?.fixes?.[0]?.edits[0]?.newText).toBe('=');
  });
});

describe('a stat change written with `+=`', () => {
  it('says the operator alone, with the fix over the two characters that parses cleanly', () => {
    const text = 'action "X" {\n  caster: your summon\n  effect {\n    caster.SPD += 2\n  }\n}\n';
    // Before: "Unexpected `=` in a formula; expected a number …".
    const problem = soleProblem(text);
    expect(problem?.message).toBe('A stat change is written with `+` alone: `+=` is not needed (`caster.SPD + 2`)');
    expect([problem?.range.start.column, problem?.range.end.column]).toEqual([16, 18]);
    expect(withFix(text, problem)).toBe(text.replace('+=', '+'));
    expect(parse(withFix(text, problem)).diagnostics).toEqual([]);
  });
});

describe("a deck's card list written another way", () => {
  function deckProblems(line: string) {
    return parse(`deck "D" {\n  main {\n    ${line}\n  }\n}\n`).diagnostics.map((d) => [d.range.start.line, d.range.start.column, d.message, d.fixes?.[0]?.edits[0]?.newText]);
  }

  it('a name of several words unquoted: quotes it, as a message and a fix over the line', () => {
    expect(deckProblems('3 Tall Paper Crane')).toEqual([[3, 5, 'A card name of several words is written in quotes: `3 "Tall Paper Crane"`', '3 "Tall Paper Crane"']]);
    expect(parse('deck "D" {\n  main {\n    3 "Tall Paper Crane"\n  }\n}\n').diagnostics).toEqual([]);
  });

  it('the count after the name (`x3`, `x 3` or `3`): puts it first', () => {
    for (const line of ['"Tall Crane" x3', '"Tall Crane" x 3', 'Tall Crane 3']) {
      expect(deckProblems(line), line).toEqual([[3, 5, 'A card list gives the count first, then the card: `3 "Tall Crane"`', '3 "Tall Crane"']]);
    }
  });

  it('a comma after a card: one card per line, and the fix removes the comma', () => {
    expect(deckProblems('2 "Tall Crane",')).toEqual([[3, 5, 'A card list has one card per line, with no commas: `2 "Tall Crane"`', '2 "Tall Crane"']]);
  });

  it('the count written another way before the name (`3x`, `x3`, `three`): as a number, and the list reads on', () => {
    for (const line of ['3x "Tall Crane"', 'x3 "Tall Crane"', 'three "Tall Crane"']) {
      expect(deckProblems(line), line).toEqual([[3, 5, 'A card list gives the count as a number, then the card: `3 "Tall Crane"`', '3 "Tall Crane"']]);
    }
    // Before: the list ended at the first such line ("Expected `}`"), and each later line was "expected a declaration".
    const text = 'deck "D" {\n  main {\n    3x "Tall Crane"\n    2 "Ink Imp"\n    two "Sea Serpent"\n  }\n}\n';
    const parsed = parse(text);
    expect(parsed.diagnostics.map((d) => d.range.start.line)).toEqual([3, 5]);
    const deck = parsed.document.decls[0];
    // The line after the broken one is still the list's (what the recovery made of the broken line is its own).
    expect(deck?.kind === 'Deck' ? deck.main.map((e) => e.card.text) : []).toContain('Ink Imp');
  });

  it('the list under another name (`cards {`): `main`, with the fix', () => {
    const text = 'deck "D" {\n  cards {\n    3 "Tall Crane"\n  }\n}\n';
    const problem = soleProblem(text);
    expect(problem?.message).toBe('A deck lists its cards in `main { … }`, not `cards { … }`');
    expect(parse(withFix(text, problem)).diagnostics).toEqual([]);
  });

  it('cards listed straight in the deck: they go in `main { … }`, and the fix wraps them in it', () => {
    const text = 'deck "D" {\n  3 "Tall Crane"\n  2 "Ink Imp"\n}\n';
    const problem = soleProblem(text);
    expect([problem?.range.start.line, problem?.range.start.column, problem?.message]).toEqual([2, 3, 'A deck lists its cards in `main { … }`: `main {` before the first card, `}` after the last']);
    const fixed = withFix(text, problem);
    expect(fixed).toBe('deck "D" {\n  main {\n    3 "Tall Crane"\n    2 "Ink Imp"\n  }\n}\n');
    expect(parse(fixed).diagnostics).toEqual([]);
  });
});

describe("prose's `the`: one error each, with the line as the language writes it, and the line reads on", () => {
  /** A mana duel spell with `step` as its effect (and a target when the step names one), as the editor checks it: every diagnostic. */
  function spell(step: string): { text: string; diagnostics: Diagnostic[] } {
    const choice = step.includes('target') ? '  target: enemy monster\n' : '';
    const text = `spell "A" {\n  mana 2\n${choice}  effect {\n    ${step}\n  }\n}\n`;
    return { text, diagnostics: cardDiagnostics('mana-duel', 'spell', text) };
  }

  it('`deal 3 damage to the opponent`: the line without `the`; the fix removes the word and its space', () => {
    // Before: "Unknown name `the`", and `opponent` read as the start of the next step ("Unexpected `}` …").
    const { text, diagnostics } = spell('deal 3 damage to the opponent');
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column, d.message])).toEqual([
      ['L0014', 4, 22, 'The language writes no `the`: `deal 3 damage to opponent`'],
    ]);
    const fixed = withFix(text, diagnostics[0]);
    expect(fixed).toContain('    deal 3 damage to opponent\n');
    expect(parse(fixed).diagnostics).toEqual([]);
  });

  it('the step is read as if `the` were not there: its AST is that of the line without it', () => {
    const withArticle = parse('spell "A" {\n  mana 2\n  target: enemy monster\n  effect {\n    destroy the target\n  }\n}\n');
    const without = parse('spell "A" {\n  mana 2\n  target: enemy monster\n  effect {\n    destroy target\n  }\n}\n');
    const effect = (p: typeof without): unknown => {
      const card = p.document.decls[0];
      return card?.kind === 'GameCard' ? card.effect.map((s) => s.kind) : undefined;
    };
    expect(effect(withArticle)).toEqual(['Destroy']);
    expect(effect(withArticle)).toEqual(effect(without));
  });

  it('`until the end of the turn`: two errors, each showing the whole line without either', () => {
    // Before: "Unexpected `the` in a duration; expected `end` or `start`", with no fix.
    const { text, diagnostics } = spell('target.power -2 until the end of the turn');
    expect(diagnostics.map((d) => [d.code, d.range.start.column, d.message])).toEqual([
      ['L0014', 27, 'The language writes no `the`: `target.power -2 until end of turn`'],
      ['L0014', 38, 'The language writes no `the`: `target.power -2 until end of turn`'],
    ]);
    const once = withFix(text, diagnostics[1]);
    expect(parse(withFix(once, parse(once).diagnostics[0])).diagnostics).toEqual([]);
  });

  it("other mistakes on the line are still reported: the line reads, so the checker's findings there are no recovery echoes", () => {
    const { diagnostics } = spell('deal 3 damage to the opponnt');
    expect(diagnostics.map((d) => d.code)).toEqual(['L0014', 'L0101']);
  });

  it('a step, a choice and a trigger that start with `the`', () => {
    expect(spell('the opponent draws 2 cards').diagnostics.map((d) => d.message)).toEqual(['The language writes no `the`: `opponent draws 2 cards`']);
    expect(parse('spell "A" {\n  mana 2\n  target: the enemy monster\n  effect {\n    destroy target\n  }\n}\n').diagnostics.map((d) => d.message)).toEqual([
      'The language writes no `the`: `target: enemy monster`',
    ]);
    expect(parse('building "B" {\n  footprint 1 x 1\n  at the start of your turn: draw 1 card\n}\n').diagnostics.map((d) => d.message)).toEqual([
      'The language writes no `the`: `at start of your turn: draw 1 card`',
    ]);
  });

  it('the words that are the language\'s own (`cancel the event`, `reorder the stack`), and a name `the` followed by no word, are left alone', () => {
    expect(parse('counter "C" {\n  when opponent plays an action: cancel the event\n}\n').diagnostics.filter((d) => d.code === 'L0014')).toEqual([]);
    expect(parse('reaction "R" {\n  when opponent plays an action: reorder the stack\n}\n').diagnostics.filter((d) => d.code === 'L0014')).toEqual([]);
    expect(parse('action "A" {\n  param the 2\n  effect {\n    draw (the) cards\n  }\n}\n').diagnostics).toEqual([]);
  });

  it('the formatter leaves a file with such a `the` as it is (printing would delete a typed word unasked)', async () => {
    const { format } = await import('../format/format');
    const { text } = spell('destroy the target');
    const result = format(text);
    expect(result.changed).toBe(false);
    expect(result.errors.map((d) => d.code)).toEqual(['L0014']);
  });
});

describe('a step as rules text writes it, a line cut short, and a choice whose use broke', () => {
  const told = (game: string, type: string, card: string): string[] => cardDiagnostics(game, type, card).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`);

  it('`deals 3 damage`, `destroys target`: the command, with the fix (and no "never used" for the choice the broken line used)', () => {
    // Before: "Unexpected `deals`: expected an effect step such as `heal`, `deal` or `draw` …"; for `destroys target`
    // also "The choice `target` is never used" on line 3.
    const text = 'spell "A" {\n  mana 2\n  effect {\n    deals 3 damage to opponent\n  }\n}\n';
    expect(told('mana-duel', 'spell', text)).toEqual(['4:5 A step is written as a command: `deal`, not `deals` (`deal 3 damage to opponent`)']);
    const problem = soleProblem(text);
    expect(parse(withFix(text, problem)).diagnostics).toEqual([]);
    expect(told('mana-duel', 'spell', 'spell "A" {\n  mana 2\n  target: enemy monster\n  effect {\n    destroys target\n  }\n}\n')).toEqual([
      '5:5 A step is written as a command: `destroy`, not `destroys` (`destroy target`)',
    ]);
    // After an ability's `:` too (it said "Unexpected `deals` in an effect step (`deals` begins a form here only with other words after it) …").
    const ability = 'monster "M" {\n  mana 2\n  stats { power 3 toughness 1 health 2 }\n  when this is summoned: deals 1 damage to opponent\n}\n';
    const inAbility = soleProblem(ability);
    expect([inAbility?.range.start.column, inAbility?.message]).toEqual([26, 'A step is written as a command: `deal`, not `deals` (`deal 1 damage to opponent`)']);
    expect(parse(withFix(ability, inAbility)).diagnostics).toEqual([]);
    // A player's own step (`opponent draws 2 cards`) is no such mistake.
    expect(told('mana-duel', 'spell', 'spell "A" {\n  mana 2\n  effect {\n    opponent draws 2 cards\n  }\n}\n')).toEqual([]);
  });

  it('a step word followed by a selector is the step gone wrong, not a choice without its `:`', () => {
    // Before: "A choice is written with `:` after its name: `search: your deck for a card`".
    const [message] = told('summoners-grid', 'action', 'action "A" {\n  effect {\n    search your deck for a card\n  }\n}\n');
    expect(message).toBe('3:17 Expected `for` but found `deck` — the step reads `[PLAYER] search ZONE for N SELECTOR into ZONE`');
  });

  it('a line that stops short (`draw 2`, `heal caster by`): said at its last word, not at the `}` on the line below', () => {
    // Before: "5:3 Unexpected `}` in an effect step; expected `card` or `cards` …", on the block's closing brace.
    expect(told('mana-duel', 'spell', 'spell "A" {\n  mana 2\n  effect {\n    draw 2\n  }\n}\n')).toEqual([
      '4:10 The line ends too soon after `2`: expected `card` or `cards` — the step reads `[PLAYER] draw N card(s)`',
    ]);
    const [heal] = told('summoners-grid', 'action', 'action "A" {\n  caster: your summon\n  effect {\n    heal caster by\n  }\n}\n');
    expect(heal).toMatch(/^4:17 The line ends too soon after `by`: expected a number, .* — the step reads `heal TARGET by FORMULA \[OPTIONS\]`$/);
    // An empty block keeps the error at its `}` (after a `{` nothing was cut short).
    expect(parse('spell "A" {\n  mana 2\n  effect {\n  }\n}\n').diagnostics.map((d) => d.message)).not.toContainEqual(expect.stringContaining('ends too soon'));
  });
});

describe("another game's words", () => {
  const told = cardDiagnostics;
  const spell = (step: string): string => `spell "A" {\n  mana 2\n  effect {\n    ${step}\n  }\n}\n`;

  it('`discard 1 card` in a game without a zone `discard`: add its pile, with the fix (the step wrote no zone)', () => {
    // Before: "Unknown zone `discard`", over the whole step, a word the designer never wrote.
    const text = spell('opponent discards 1 card');
    const [problem, ...rest] = told('mana-duel', 'spell', text);
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('Discarded cards go to the zone `discard` unless the step names one, and this game has none: name it (`to graveyard`; the zones are `deck`, `hand`, `battlefield`, `graveyard`)');
    const fixed = withFix(text, problem);
    expect(fixed).toContain('    opponent discards 1 card to graveyard\n');
    expect(told('mana-duel', 'spell', fixed)).toEqual([]);
    // The chain duel's pile is `drop`; Summoner's Grid has a zone `discard`, and says nothing.
    const chain = 'monster "A" {\n  atk 3\n  def 2\n  traits fire\n  stats { hp 7 }\n  effect {\n    discard 1 card\n  }\n}\n';
    expect(told('chain-duel', 'monster', chain)[0]?.fixes?.[0]?.title).toBe('Add `to drop`');
    expect(told('summoners-grid', 'action', 'action "A" {\n  effect {\n    discard 1 card\n  }\n}\n')).toEqual([]);
  });

  it("`you gain 3 life`, `you gain 1 power` (a keyword): this game's player stat, with the fix", () => {
    // Before: "Players have no stat `life`" with no suggestion; `you gain 1 power` was a syntax error whose
    // "fix" rewrote the line as it was.
    expect(told('mana-duel', 'spell', spell('you gain 3 life')).map((d) => d.message)).toEqual(['Players have no stat `life`; did you mean `health`?']);
    const chain = 'monster "A" {\n  atk 3\n  def 2\n  traits fire\n  stats { hp 7 }\n  effect {\n    you gain 1 power\n  }\n}\n';
    expect(told('chain-duel', 'monster', chain).map((d) => [d.code, d.message])).toEqual([['L0115', 'Players have no stat `power`; did you mean `atk`?']]);
  });
});

describe('"this turn" as prose says it: `until end of turn`', () => {
  const spell = (step: string): string => `spell "A" {\n  mana 2\n  target: enemy monster\n  effect {\n    ${step}\n  }\n}\n`;

  it('`this turn` and `for this turn` after a change: the duration, with the fix that writes it', () => {
    // Before: "`this` is more than the step takes …"; "Expected `each` but found `this`" (`for` began a `for each`).
    for (const [step, column] of [['target.power + 2 this turn', 22], ['target.power + 2 for this turn', 22]] as const) {
      const text = spell(step);
      const problem = soleProblem(text);
      expect([problem?.range.start.column, problem?.message], step).toEqual([column, 'A change for the rest of the turn lasts `until end of turn`: `target.power + 2 until end of turn`']);
      const fixed = withFix(text, problem);
      expect(fixed).toContain('    target.power + 2 until end of turn\n');
      expect(parse(fixed).diagnostics).toEqual([]);
    }
  });

  it('`until end of this turn`: the `this` left out, as a `the` is', () => {
    // Before: "Unexpected `this` in a duration; expected `turn`, `your` or `opponent's`".
    const text = spell('target.power + 2 until end of this turn');
    const problem = soleProblem(text);
    expect([problem?.code, problem?.message, problem?.fixes?.[0]?.title]).toEqual(['L0014', 'The language writes no `this` here: `target.power + 2 until end of turn`', 'Remove `this`']);
    expect(parse(withFix(text, problem)).diagnostics).toEqual([]);
  });
});

describe('a stance duel card written the way another form writes it', () => {
  it('`AGI: 6` and `AGI = 6` in a stats list: no separator, with the fix for the whole list', () => {
    // Before: "Expected a number but found `:` — the clause reads `stats { STAT N … } …`".
    for (const separator of [':', ' =']) {
      const text = `fighter "A" {\n  stats { AGI${separator} 6 ATK${separator} 1 DEF${separator} 0 CC${separator} 2 CD${separator} 1 BC${separator} 0 BR${separator} 0 }\n}\n`;
      const problem = soleProblem(text);
      expect(problem?.message).toBe(`A stat's number follows its name, with no \`${separator.trim()}\` between them: \`stats { AGI 6 ATK 1 DEF 0 CC 2 CD 1 BC 0 BR 0 }\``);
      expect(withFix(text, problem)).toBe('fighter "A" {\n  stats { AGI 6 ATK 1 DEF 0 CC 2 CD 1 BC 0 BR 0 }\n}\n');
    }
    // Over several lines, one fix per separator, which leaves one space between the name and the number.
    for (const line of ['AGI: 6', 'AGI = 6', 'AGI:6', 'AGI, 6']) {
      const lines = `fighter "A" {\n  stats {\n    ${line}\n    ATK 1\n  }\n}\n`;
      expect(withFix(lines, soleProblem(lines)), line).toBe('fighter "A" {\n  stats {\n    AGI 6\n    ATK 1\n  }\n}\n');
    }
  });

  it('`your RCC = 0.7`: a rule is given with `is`, with the fix', () => {
    // Before: "Unexpected `=` in a continuous effect; expected `get`, `gets` or `treat`".
    for (const line of ['your RCC = 0.7', 'while you.stance = Reckless: your RCC = 0.7']) {
      const text = `technique "T" {\n  ${line}\n}\n`;
      const problem = soleProblem(text);
      expect(problem?.message, line).toBe('A game rule\'s value is given with `is`: `your RCC is 0.7`');
      expect(parse(withFix(text, problem)).diagnostics, line).toEqual([]);
    }
  });

  it('`AGI 6` as a line of its own: said to go in `stats { … }`, as the mana duel\'s `power 3` is', () => {
    // Before: "Unexpected `6` in a continuous effect; expected `get`, `gets` or `treat`", once per line.
    const told = cardDiagnostics('stance-duel', 'fighter', 'fighter "A" {\n  AGI 6\n  ATK 1\n}\n').map((d) => `${d.range.start.line} ${d.message}`);
    expect(told).toEqual([
      '1 No AGI, ATK, DEF, CC, CD, BC, BR for this fighter',
      "2 `AGI` is a stat: a fighter's stats are written together in `stats { … }` (`stats { AGI 6 … }`), not as lines of their own",
      "3 `ATK` is a stat: a fighter's stats are written together in `stats { … }` (`stats { ATK 1 … }`), not as lines of their own",
    ]);
    // The chain duel's `hp` is a keyword of the language: told by the parser's rephrasing, from the ruleset's stats (it said "`hp` starts no clause of the card").
    const hp = cardDiagnostics('chain-duel', 'monster', 'monster "A" {\n  atk 3\n  def 2\n  traits fire\n  hp 7\n}\n').map((d) => `${d.range.start.line} ${d.message}`);
    expect(hp).toContain("5 `hp` is a stat: a card's stats are written together in `stats { … }` (`stats { hp 7 … }`), not as lines of their own");
  });

  it('`while you.stance is Reckless`: a value is compared with `=`, with the fix', () => {
    // Before: "Expected a fighter or a card or a player here, but `you.stance` is a number" and "Unknown role "Reckless"" (a Summoner's Grid code).
    const text = 'gear "G" {\n  while you.stance is Reckless: your fighters get CC +2\n}\n';
    const [problem, ...rest] = cardDiagnostics('stance-duel', 'gear', text);
    expect(rest).toEqual([]);
    expect([problem?.code, problem?.message]).toEqual(['L0201', '`is` tests what a thing is (`target is stunned`); a value is compared with `=`: `you.stance = Reckless`']);
    const fixed = withFix(text, problem);
    expect(fixed).toBe('gear "G" {\n  while you.stance = Reckless: your fighters get CC +2\n}\n');
    expect(cardDiagnostics('stance-duel', 'gear', fixed)).toEqual([]);
  });

  it('`your fighters get +2 ATK`: the continuous form `get ATK +2`, not a unit\'s path', () => {
    // Before: the fix wrote `your fighters.ATK + 2`, which is no form at all.
    const text = 'gear "G" {\n  your fighters get +2 ATK\n}\n';
    const problem = soleProblem(text);
    expect(problem?.message).toBe('To change a stat of what a selector picks, write `get`, the stat, then + or - the amount: `your fighters get ATK +2`');
    expect(parse(withFix(text, problem)).diagnostics).toEqual([]);
    expect(soleProblem('gear "G" {\n  your fighter gains 1 DEF\n}\n')?.fixes?.[0]?.edits[0]?.newText).toBe('your fighter gets DEF +1');
  });
});

describe('an `if` and a duration as prose writes them', () => {
  it('`if … then STEP`: the condition ends with `:`, with the fix', () => {
    // Before: "Unexpected `then` in this part; expected `:` or `{` — the step reads …".
    const [problem, ...rest] = problems('if caster.hp < 10 then heal caster by 5');
    expect(rest).toEqual([]);
    expect(problem?.message).toBe("An `if` step's condition ends with `:`, not `then`: `if caster.hp < 10: heal caster by 5`");
    const text = 'action "X" {\n  caster: your summon\n  effect {\n    if caster.hp < 10 then heal caster by 5\n  }\n}\n';
    const fixed = withFix(text, problem);
    expect(fixed).toContain('    if caster.hp < 10: heal caster by 5\n');
    expect(parse(fixed).diagnostics).toEqual([]);
    // A formula's own `if … then … else` is untouched.
    expect(problems('heal caster by if caster.hp < 10 then 5 else 1')).toEqual([]);
  });

  it('`until end of next turn`: whose turn, with the fix that inserts `your`', () => {
    // Before: "Unexpected `next` in a duration; expected `turn`, `your` or `opponent's`".
    const [problem, ...rest] = problems('caster.SPD + 2 until end of next turn');
    expect(rest).toEqual([]);
    expect(problem?.message).toBe("A duration says whose next turn it lasts to: `until end of your next turn` or `until end of opponent's next turn`");
    const text = 'action "X" {\n  caster: your summon\n  effect {\n    caster.SPD + 2 until end of next turn\n  }\n}\n';
    expect(parse(withFix(text, problem)).diagnostics).toEqual([]);
    expect(withFix(text, problem)).toContain('until end of your next turn');
  });
});
