/**
 * A syntax error told in the words of the card's game: the project knows each file's game (its ruleset's
 * `game` line), so the steps a message names, the stat change it shows and the form of the step a broken
 * line starts are that game's. Before, every game was told Summoner's Grid's: a mana duel designer who
 * misspelt `damage` read that `deal` takes `TYPE [ELEMENT] damage = FORMULA`, a form the mana duel refuses.
 * Each expected message is written by hand from the game's language (games/<game>/language.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../dsl/diagnostics';
import { Project } from '../dsl/project';
import { designerWordsOf, withRulesetWords } from '../dsl/reference/designer-words';

function syntaxErrors(game: string, type: string, card: string): Diagnostic[] {
  const ruleset = { path: `content/${game}/ruleset.smith`, text: readFileSync(`content/${game}/ruleset.smith`, 'utf8') };
  const path = `content/${game}/cards/${type}/probe.smith`;
  const project = new Project([ruleset, { path, text: card }]);
  return project.diagnostics(path).filter((d) => d.code === 'L0003');
}

function problems(game: string, type: string, card: string): string[] {
  return syntaxErrors(game, type, card).map((d) => d.message);
}

const spell = (line: string) => `spell "Probe" {\n  mana 3\n  effect {\n    ${line}\n    draw 1 card\n  }\n}\n`;
const action = (line: string) => `action "Probe" {\n  caster: your summon\n  effect {\n    ${line}\n    draw 1 card\n  }\n}\n`;

describe("a syntax error in the words of the card's game", () => {
  it("the mana duel: its own steps as examples, its stat change, and its `deal`'s form", () => {
    expect(problems('mana-duel', 'spell', spell('dela 2 damage to opponent'))).toEqual([
      "`dela` does not start an effect step: expected an effect step such as `heal`, `deal` or `draw`; did you mean `deal`? (or a unit's stat: `target.power + 2`)",
    ]);
    expect(problems('mana-duel', 'spell', spell('deal 2 damag to opponent'))).toEqual(['Expected `damage` but found `damag` — the step reads `deal 3 damage to target`']);
    expect(problems('mana-duel', 'spell', spell('deal 2 damage to opponent now'))).toEqual(['`now` is more than the step takes: the step reads `deal 3 damage to target`']);
    expect(problems('mana-duel', 'spell', spell('5'))).toEqual(['Unexpected `5`: expected an effect step such as `heal`, `deal` or `draw`, or `}` to end the block']);
  });

  it("Summoner's Grid: its typed damage and its unit stats, as before", () => {
    expect(problems('summoners-grid', 'action', action('dela caster'))).toEqual([
      "`dela` does not start an effect step: expected an effect step such as `attack`, `heal` or `move`; did you mean `deal`? (or a unit's stat: `caster.SPD + 2`)",
    ]);
    expect(problems('summoners-grid', 'action', action('deal 2 damag to caster'))[0]).toMatch(/the step reads `deal TYPE \[ELEMENT\] damage = FORMULA to TARGET \[OPTIONS\]`$/);
  });

  it('the chain duel: no stat change to show (it has none), and no step it does not play offered as "did you mean"', () => {
    const move = (line: string) => `move Probe {\n  atk 1\n  def none\n  traits none\n  when this enters play {\n    ${line}\n    draw 1 card\n  }\n}\n`;
    expect(problems('chain-duel', 'move', move('drow 1 card'))).toEqual(['`drow` does not start an effect step: expected an effect step such as `deal`, `draw` or `discard`; did you mean `draw`?']);
    // `heel` is nearest to Summoner's Grid's `heal`, a step the chain duel does not play: no suggestion.
    expect(problems('chain-duel', 'move', move('heel you'))).toEqual(['`heel` does not start an effect step: expected an effect step such as `deal`, `draw` or `discard`']);
  });

  it('the stance duel: it has no effect steps, and says so', () => {
    const technique = 'technique "Probe" {\n  effect {\n    blast\n  }\n}\n';
    expect(problems('stance-duel', 'technique', technique)).toEqual(['`blast` does not start an effect step: this game has no effect steps']);
  });

  it("two steps joined after a trigger's `:`: a block of them, one per line, as the message and the fix", () => {
    const monster = (line: string) => `monster "Probe" {\n  mana 2\n  stats { power 3 toughness 1 health 2 }\n  ${line}\n}\n`;
    for (const joiner of ['and', 'then']) {
      const card = monster(`when this is summoned: deal 1 damage to opponent ${joiner} draw 1 card`);
      const [problem, ...rest] = syntaxErrors('mana-duel', 'monster', card);
      expect(rest).toEqual([]);
      expect(problem?.message).toBe(`After \`:\` an ability takes one step; for more, write them in a block, one per line (no \`${joiner}\`): \`when this is summoned { … }\``);
      const edit = problem?.fixes?.[0]?.edits[0];
      expect(edit?.newText).toBe('when this is summoned {\n    deal 1 damage to opponent\n    draw 1 card\n  }');
      const fixed = edit ? card.slice(0, edit.range.start.offset) + edit.newText + card.slice(edit.range.end.offset) : card;
      expect(syntaxErrors('mana-duel', 'monster', fixed)).toEqual([]);
    }
  });

  it("a trigger the game lacks: the game's own triggers, and the closest word of them (Summoner's Grid, listing none, keeps the grammar's events)", () => {
    const monster = (line: string) => `monster "Probe" {\n  mana 2\n  stats { power 3 toughness 1 health 2 }\n  ${line}\n}\n`;
    const forms = "this game's triggered abilities begin `when this is summoned:`, `when this is defeated:` or `at end of your turn:`";
    expect(problems('mana-duel', 'monster', monster('when this dies: draw 1 card'))).toEqual([`Unexpected \`dies\` in a trigger: ${forms}`]);
    expect(problems('mana-duel', 'monster', monster('when this is summond: draw 1 card'))).toEqual([`Unexpected \`summond\` in a trigger: ${forms}; did you mean \`summoned\`?`]);
    expect(problems('summoners-grid', 'action', 'action "Probe" {\n  when this dies: draw 1 card\n}\n')[0]).toMatch(/^Unexpected `dies` in a trigger event; expected `enters`/);
  });

  it('a value written with a sign, as the card shows it: the game\'s own form (the chain duel\'s additional ATK), or the number alone', () => {
    const move = 'move Probe {\n  atk +1\n  def none\n  traits none\n}\n';
    const [problem, ...rest] = syntaxErrors('chain-duel', 'move', move);
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('`+1` is written `plus(1)` here (an additional ATK, which the card shows as +1): `atk plus(1)`');
    const edit = problem?.fixes?.[0]?.edits[0];
    const fixed = edit ? move.slice(0, edit.range.start.offset) + edit.newText + move.slice(edit.range.end.offset) : move;
    expect(fixed).toBe('move Probe {\n  atk plus(1)\n  def none\n  traits none\n}\n');
    expect(syntaxErrors('chain-duel', 'move', fixed)).toEqual([]);
    expect(problems('mana-duel', 'monster', 'monster "Probe" {\n  mana +2\n  stats { power 3 toughness 1 health 2 }\n}\n')).toEqual(['A value is written without `+`: `mana 2`']);
  });

  it('two changes joined by `and` in a continuous effect: one mistake, and the fix writes each on its own line', () => {
    const technique = 'technique "Probe" {\n  while you.stance = Reckless: your fighter gets ATK +1 and DEF +1\n}\n';
    const ruleset = { path: 'content/stance-duel/ruleset.smith', text: readFileSync('content/stance-duel/ruleset.smith', 'utf8') };
    const path = 'content/stance-duel/cards/technique/probe.smith';
    const all = (text: string) => new Project([ruleset, { path, text }]).diagnostics(path);
    // It read as one value, `1 and DEF + 1`: two "Expected a condition here" and one "Expected a value here".
    const [problem, ...rest] = all(technique);
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('One change per line: `and` joins conditions, not changes; write `while you.stance = Reckless: your fighter gets DEF +1` on a line of its own');
    const edit = problem?.fixes?.[0]?.edits[0];
    const fixed = edit ? technique.slice(0, edit.range.start.offset) + edit.newText + technique.slice(edit.range.end.offset) : technique;
    expect(fixed).toBe('technique "Probe" {\n  while you.stance = Reckless: your fighter gets ATK +1\n  while you.stance = Reckless: your fighter gets DEF +1\n}\n');
    expect(all(fixed)).toEqual([]);
  });

  it("words left after a trigger's one step: said once, not read as the card's next clause", () => {
    // Before: "Unknown name `any`", "Unknown card property `monster`" and "Unexpected `}` in a formula" on the next line.
    const monster = 'monster "Probe" {\n  mana 2\n  stats { power 3 toughness 1 health 2 }\n  when this is summoned: deal 2 damage to any monster\n  flavor "x"\n}\n';
    const ruleset = { path: 'content/mana-duel/ruleset.smith', text: readFileSync('content/mana-duel/ruleset.smith', 'utf8') };
    const path = 'content/mana-duel/cards/monster/probe.smith';
    expect(new Project([ruleset, { path, text: monster }]).diagnostics(path).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`)).toEqual([
      '4:47 `monster` is more than the step takes: the step reads `deal 3 damage to target`',
    ]);
    // A one-line card still ends after the step with its `}`.
    expect(problems('mana-duel', 'monster', 'monster "Probe" { mana 2 stats { power 3 toughness 1 health 2 } when this is summoned: deal 2 damage to opponent }\n')).toEqual([]);
  });

  it("a deck whose list did not read is not also counted against the ruleset's deck rules", () => {
    const ruleset = { path: 'content/mana-duel/ruleset.smith', text: readFileSync('content/mana-duel/ruleset.smith', 'utf8') };
    const path = 'content/mana-duel/decks/probe.smith';
    const deck = 'deck "Probe" {\n  3 "Mana Wisp"\n}\n';
    // Before: also "The deck has 0 cards; it needs exactly 30 (add 30)" (L0418), about what the recovery kept.
    expect(new Project([ruleset, { path, text: deck }]).diagnostics(path).map((d) => `${d.code} ${d.message}`)).toEqual([
      'L0003 A deck lists its cards in `main { … }`: `main {` before the first card, `}` after the last',
    ]);
  });
});

describe("a game's words with its ruleset's", () => {
  it("add the ruleset's per-card properties as card words, one object per ruleset (the project's errors are told once, not at every look)", () => {
    const path = 'content/chain-duel/ruleset.smith';
    const ruleset = new Project([{ path, text: readFileSync(path, 'utf8') }]).file(path)?.parsed.document.decls[0];
    expect(ruleset?.kind).toBe('Ruleset');
    if (ruleset?.kind !== 'Ruleset') return;
    const words = designerWordsOf('chain-duel');
    const added = withRulesetWords(words, ruleset);
    expect(added.cardWords).toEqual([...words.cardWords, 'atk', 'def', 'traits']);
    expect(withRulesetWords(words, ruleset)).toBe(added);
  });
});
