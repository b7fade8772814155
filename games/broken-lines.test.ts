/**
 * What a designer is told about one broken line in a card of a duel: the mistake, once, in words about
 * what was written. Each case is a line a designer could type into a chain duel move (line 5 of the
 * card), with the diagnostics expected, written by hand. Before, the parser's recovery re-read such a
 * line as something else and the file also reported what it had made of it: `when this enters battle:
 * you gain 2 atk` gave "To change a stat, write … `you.atk + 2`" (the stat change was fine),
 * "`summon` is a word of Summoner's Grid" (nobody wrote `summon`) and "The choice `battle` is never
 * used" (nobody wrote a choice).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LanguageService } from '../dsl/language-service/service';
import { Project } from '../dsl/project';

const ruleset = { path: 'content/chain-duel/ruleset.smith', text: readFileSync('content/chain-duel/ruleset.smith', 'utf8') };
const path = 'content/chain-duel/cards/move/probe.smith';

function problems(line: string): string[] {
  const project = new Project([ruleset, { path, text: `move Probe {\n  atk 1\n  def none\n  traits none\n  ${line}\n}\n` }]);
  return project.diagnostics(path).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`);
}

describe('one broken line in a chain duel move', () => {
  it('a trigger event the language lacks: that word, and nothing about the rest of the line', () => {
    // `battle` is the 5th token: column 3 + `when this enters ` (17 characters) = 20.
    expect(problems('when this enters battle: you gain 2 atk')).toEqual(["5:20 L0003 Expected `play` but found `battle`: this game's triggered abilities begin `when this enters play:`"]);
    expect(problems('when you draw: you gain 1 atk')).toEqual(["5:12 L0003 Unexpected `draw` in a trigger: this game's triggered abilities begin `when this enters play:`"]);
  });

  it("the outline leaves out what the recovery made of the line (a choice named `battle`), and keeps the card's other parts", () => {
    const project = new Project([ruleset, { path, text: 'move Probe {\n  atk 1\n  def none\n  traits none\n  when this enters battle: you gain 2 atk\n}\n' }]);
    const [card] = new LanguageService(project).documentSymbols(path);
    expect(card?.children.map((c) => `${c.name}:${c.kind}`)).toEqual(['atk:property', 'def:property', 'traits:property']);
  });

  it('the same line written right reads cleanly (the stat change in it was never the mistake)', () => {
    expect(problems('when this enters play: you gain 2 atk')).toEqual([]);
  });

  it("a player's stat change with a sign gets the player's step as its fix (a unit's path would not parse here)", () => {
    const [problem, ...rest] = problems('when this enters play: you gains +2 atk');
    expect(rest).toEqual([]);
    expect(problem).toBe(
      "5:3 L0003 To change a player's stat, write the player, gain or lose, then the amount (a number, no sign) and the stat: `when this enters play: you gain 2 atk`",
    );
    expect(problems('when this enters play: you gain 2 atk')).toEqual([]);
  });

  it('a word that begins a form only with other words after it is not listed among the words expected', () => {
    // `the` begins `the RULE is VALUE` alone; `the monster gets …` is no form of a continuous effect.
    expect(problems('the monster gets atk +1')).toEqual([
      "5:3 L0003 Unexpected `the` in a continuous effect (`the` begins a form here only with other words after it); expected `reduce`, `skip`, `your`, `opponent's`, `a`, `an`, `enemy` or `any`, …",
    ]);
  });

  it('a selector that names no card type asks for one, rather than blaming a word nobody wrote', () => {
    expect(problems('your Elf Mage gets atk +1')).toEqual([
      "5:3 L0118 Name what this selects: this game's card types are `monster`, `move`",
      '5:8 SG0104 Unknown species "Elf"',
      '5:12 SG0103 Unknown role "Mage"',
    ]);
    expect(problems('your summons get atk +1')).toEqual(["5:3 L0118 `summon` is a word of Summoner's Grid; this game's card types are `monster`, `move`"]);
  });

  // `entres` is one swap from `enters` (a swap of neighbours counts as one edit), two edits from `enter`.
  it('a misspelt trigger word or opening word gets the word it is closest to', () => {
    expect(problems('when this enters ply: you gain 2 atk')).toEqual(["5:20 L0003 Expected `play` but found `ply`: this game's triggered abilities begin `when this enters play:`"]);
    // The chain duel's moves have one trigger (games/chain-duel/language.ts): it, not every event the grammar reads.
    expect(problems('when this entres play: you gain 2 atk')).toEqual([
      "5:13 L0003 Unexpected `entres` in a trigger: this game's triggered abilities begin `when this enters play:`; did you mean `enters`?",
    ]);
    // Read as a card property `wen` whose value "is a condition": the builder's judgement of that misreading is left out too.
    expect(problems('wen this enters play: you gain 2 atk')).toEqual(['5:3 L0003 `wen` starts no clause or ability; did you mean `when`?']);
  });

  it("a value out of the game's bounds names the part, the value written and the bound", () => {
    expect(problems('your hand-limit is 0')).toEqual(['1:6 L0420 Chain Duel cannot play this card: the passive value is 0: it must be at least 1']);
    expect(problems('your monsters get atk +50')).toEqual(['1:6 L0420 Chain Duel cannot play this card: the passive amount is 50: it can be at most 20']);
  });

  it("hovering a card's `none` never shows a scenario's entry (`none` is also `winner none`'s word)", () => {
    for (const line of ['def none', 'def def none']) {
      const text = `move Probe {\n  atk 1\n  ${line}\n  traits none\n}\n`;
      const hover = new LanguageService(new Project([ruleset, { path, text }])).hover(path, text.indexOf('none'));
      expect(hover?.contents ?? '').not.toContain('scenario');
    }
  });
});

describe('one broken or misspelt line in a ruleset', () => {
  function rulesetProblems(game: string, from: string, to: string): string[] {
    const path = `content/${game}/ruleset.smith`;
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`${path} has no "${from}"`);
    const project = new Project([{ path, text: text.replace(from, to) }]);
    return project.diagnostics(path).map((d) => `${d.code} ${d.message}`);
  }

  it("a misspelt setting: the game's missing setting is reported on the misspelt name, with the question", () => {
    const project = new Project([{ path: 'content/mana-duel/ruleset.smith', text: readFileSync('content/mana-duel/ruleset.smith', 'utf8').replace('start-health 30', 'strat-health 30') }]);
    const [problem, ...rest] = project.diagnostics('content/mana-duel/ruleset.smith');
    expect(rest).toEqual([]);
    expect(problem?.message).toBe("Mana Duel cannot play by this ruleset: the setting \"start-health\" is missing; the mana duel needs it (the seed's value is 30); is `strat-health` it, misspelt?");
    expect(problem?.range.start.column).toBe(5);
    expect(rulesetProblems('chain-duel', 'opening-hand 5', 'openign-hand 5')).toEqual([
      'L0422 Chain Duel cannot play by this ruleset: the setting "opening-hand" is missing; the chain duel needs it (it uses 5); is `openign-hand` it, misspelt?',
    ]);
  });

  it("a setting the game cannot use: the problem at that setting's line, where the fix goes (it was at the ruleset's name)", () => {
    const path = 'content/chain-duel/ruleset.smith';
    const text = readFileSync(path, 'utf8');
    const broken = text.replace('opening-hand 5', 'opening-hand 99');
    const [problem, ...rest] = new Project([{ path, text: broken }]).diagnostics(path);
    expect(rest).toEqual([]);
    expect(problem?.message).toBe('Chain Duel cannot play by this ruleset: the setting "opening-hand" must be a whole number from 0 to 30 (the chain duel uses 5)');
    const at = broken.indexOf('opening-hand 99');
    expect(problem?.range.start.offset).toBe(at);
  });

  it("a syntax error: that error alone, not the game's complaints about what the recovery dropped (the settings block)", () => {
    // Before: fifteen "the setting … is missing" and a missing `win when` at the ruleset's name besides it.
    expect(rulesetProblems('mana-duel', 'deck exactly 30 cards', 'deck 30 cards')).toEqual(['L0003 Expected `}` but found `30`']);
  });
});

describe("a type mismatch in the game's words", () => {
  it('names what the game holds in play (a monster, a fighter), and no spaces or buildings', () => {
    const check = (game: string, type: string, text: string) => {
      const path = `content/${game}/cards/${type}/probe.smith`;
      return new Project([rulesetFile(game), { path, text }]).diagnostics(path).map((d) => `${d.code} ${d.message}`);
    };
    expect(check('mana-duel', 'monster', 'monster P {\n  mana 2\n  stats { power 2 toughness 1 health 2 }\n  when this is summoned: deal 2 damage to 3\n}\n')).toEqual([
      'L0201 Expected a monster or a player here, but `3` is a number',
    ]);
    // Before: "Expected a summon or a space or a card or a building or a player here". (`you.stance is
    // Reckless`, a value tested with `is`, is told as the comparison it meant: designer-errors.test.ts.)
    expect(check('stance-duel', 'technique', 'technique P {\n  while you.stance is a fighter: your RCC is 0.7\n}\n')[0]).toBe(
      'L0201 Expected a fighter or a card or a player here, but `you.stance` is a number',
    );
  });
});

describe("a scenario's position", () => {
  it("a phase the game does not have is an error when validated, not only when the scenario runs", () => {
    const path = 'content/mana-duel/scenarios/probe.smith';
    const scenario = (phase: string) =>
      new Project([rulesetFile('mana-duel'), { path, text: `scenario "S" {\n  ruleset "Mana Duel"\n  seed 1\n  turn 5 player A phase ${phase}\n  expect {\n    B.health = 30\n  }\n}\n` }])
        .diagnostics(path)
        .map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`);
    expect(scenario('mian')).toEqual(['4:25 L0114 Unknown phase `mian`; did you mean `main`?']);
    expect(scenario('main')).toEqual([]);
  });
});

function rulesetFile(game: string) {
  return { path: `content/${game}/ruleset.smith`, text: readFileSync(`content/${game}/ruleset.smith`, 'utf8') };
}

