/**
 * Each game's ruleset reader checks its ruleset in the language's validator (L0422): what the language
 * accepts but the game cannot play by is an error, in every tool that validates (here through the project,
 * as the editor, `cardsmith validate` and the LSP do), and a shipped ruleset has none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Project } from '../dsl/project';

const GAMES = ['summoners-grid', 'mana-duel', 'stance-duel', 'chain-duel'] as const;

function shipped(game: string): string {
  return readFileSync(`content/${game}/ruleset.smith`, 'utf8');
}

/** The ruleset's L0422 diagnostics as `line:column message`, with `text` as the game's ruleset. */
function refusals(game: string, text: string): string[] {
  const path = `content/${game}/ruleset.smith`;
  return new Project([{ path, text }])
    .diagnostics(path)
    .filter((d) => d.code === 'L0422')
    .map((d) => `${d.range.start.line}:${d.range.start.column} ${d.message}`);
}

/** The shipped ruleset with `from` replaced by `to` (found once). */
function edited(game: string, from: string | RegExp, to: string): string {
  const text = shipped(game);
  const next = text.replace(from, to);
  expect(next).not.toBe(text);
  return next;
}

const lineOf = (text: string, part: string) => text.split('\n').findIndex((l) => l.includes(part)) + 1;

describe('a ruleset checked by its game (L0422)', () => {
  it('no shipped ruleset is refused', () => {
    for (const game of GAMES) expect(refusals(game, shipped(game)), game).toEqual([]);
  });

  it('a mana duel setting left out: reported on the ruleset, with the value that stands in', () => {
    const text = edited('mana-duel', /\n\s*max-mana 10/, '');
    expect(refusals('mana-duel', text)).toEqual([`${lineOf(text, 'ruleset "Mana Duel"')}:9 Mana Duel cannot play by this ruleset: the setting "max-mana" is missing; the mana duel needs it (the seed's value is 10)`]);
  });

  it('no win line: an error in every game that reads one, with what stands in', () => {
    expect(refusals('mana-duel', edited('mana-duel', /\n\s*win when opponent.health <= 0/, ''))).toEqual([
      "3:9 Mana Duel cannot play by this ruleset: the ruleset has no `win when` line; the mana duel needs one (the seed's `win when opponent.health <= 0` stands in)",
    ]);
    expect(refusals('stance-duel', edited('stance-duel', /\n\s*win when you.wins >= exchanges-to-win/, ''))).toEqual([
      "4:9 Stance Duel cannot play by this ruleset: the ruleset has no `win when` line; the stance duel needs one (the seed's is `win when you.wins >= exchanges-to-win`)",
    ]);
    const sg = edited('summoners-grid', /\n\s*win when you.vp >= victory-points/, '');
    expect(refusals('summoners-grid', sg)).toEqual([
      `${lineOf(sg, "ruleset \"Summoner's Grid\"")}:9 Summoner's Grid cannot play by this ruleset: the ruleset has no \`win when\` line; Summoner's Grid needs one (the seed's \`win when you.vp >= victory-points\` stands in)`,
    ]);
  });

  it('a win line in the chain duel, which decides its winner by its own rules: an error at the line', () => {
    const text = edited('chain-duel', '  deck exactly 21 cards, at most 3 copies', '  deck exactly 21 cards, at most 3 copies\n  win when you.atk >= 9');
    expect(refusals('chain-duel', text)).toEqual([
      `${lineOf(text, 'win when')}:12 Chain Duel cannot play by this ruleset: the chain duel does not read \`win when\`: a player loses when their damage zone holds as many cards as their monster has HP, or when they must draw from, or take damage with, an empty deck`,
    ]);
  });

  it('a zone capacity must be the limit the game plays by, and a zone the game does not limit takes none', () => {
    // The mana duel's battlefield has the size of its battlefield-size setting.
    const three = edited('mana-duel', 'battlefield public capacity 5 holds monster', 'battlefield public capacity 3 holds monster');
    expect(refusals('mana-duel', three)).toEqual([
      `${lineOf(three, 'capacity 3')}:5 Mana Duel cannot play by this ruleset: the battlefield's capacity 3 is not the 5 of the setting \`battlefield-size\`, which the mana duel plays by (make them agree)`,
    ]);
    expect(refusals('mana-duel', three.replace('battlefield-size 5', 'battlefield-size 3'))).toEqual([]);
    const hand = edited('mana-duel', '    hand private\n', '    hand private capacity 7\n');
    expect(refusals('mana-duel', hand)).toEqual([`${lineOf(hand, 'hand private capacity 7')}:5 Mana Duel cannot play by this ruleset: the hand's capacity 7 is not read: the mana duel sets no limit on the hand`]);
    const ring = edited('stance-duel', 'ring public capacity 1 holds fighter', 'ring public capacity 2 holds fighter');
    expect(refusals('stance-duel', ring)).toEqual([`${lineOf(ring, 'capacity 2')}:5 Stance Duel cannot play by this ruleset: the ring's capacity 2 is not read: a stance duel fighter fights alone, one in the ring`]);
    // The chain duel's draws stop at hand-limit: a capacity saying the same is fine, another is not.
    expect(refusals('chain-duel', edited('chain-duel', '    hand private\n', '    hand private capacity 7\n'))).toEqual([]);
    const six = edited('chain-duel', '    hand private\n', '    hand private capacity 6\n');
    expect(refusals('chain-duel', six)).toEqual([`${lineOf(six, 'capacity 6')}:5 Chain Duel cannot play by this ruleset: the hand's capacity 6 is not the 7 of the setting \`hand-limit\`, which the chain duel plays by (make them agree)`]);
  });

  it("a stance duel setting out of its range: at that setting's line, not the ruleset's name", () => {
    const wide = edited('stance-duel', '    Smin 0\n', '    Smin 60\n');
    expect(refusals('stance-duel', wide)).toEqual([`${lineOf(wide, 'Smin 60')}:5 Stance Duel cannot play by this ruleset: the setting "Smin" (60) must not exceed "Smax" (50)`]);
    const twice = edited('stance-duel', '    Reckless 2\n', '    Reckless 1\n');
    expect(refusals('stance-duel', twice)).toEqual([
      `${lineOf(twice, 'Reckless 1')}:5 Stance Duel cannot play by this ruleset: the stance settings attack, reckless, defend, riposte must be four different numbers ("reckless" repeats another's 1)`,
    ]);
  });

  it('zones and phases must be the game’s: a zone it lacks, one left out, who sees one, the phases’ order', () => {
    const text = edited('mana-duel', '    graveyard public\n', '    discard public\n');
    // In the order of their positions, as the editor lists them.
    expect(refusals('mana-duel', text)).toEqual([
      `${lineOf(text, 'ruleset "Mana Duel"')}:9 Mana Duel cannot play by this ruleset: the zones leave out \`graveyard\`, which the mana duel has (cards could not name them)`,
      `${lineOf(text, 'discard public')}:5 Mana Duel cannot play by this ruleset: the mana duel has no zone \`discard\` (its zones: deck, hand, battlefield, graveyard)`,
    ]);
    const open = edited('mana-duel', '    hand private\n', '    hand public\n');
    expect(refusals('mana-duel', open)).toEqual([`${lineOf(open, 'hand public')}:5 Mana Duel cannot play by this ruleset: the mana duel's hand is a zone only its owner sees (private), not public`]);
    const phases = edited('chain-duel', 'phases alter, battle, clear, draw', 'phases draw, alter, battle, clear');
    expect(refusals('chain-duel', phases)).toEqual([
      `${lineOf(phases, 'phases draw')}:10 Chain Duel cannot play by this ruleset: the chain duel's turn has the phases alter, battle, clear, draw, in that order; the ruleset lists draw, alter, battle, clear`,
    ]);
  });

  it('a ruleset with language errors is not read again by its game (its errors would repeat)', () => {
    const text = edited('mana-duel', 'win when opponent.health <= 0', 'win when opponent.luck <= 0');
    const path = 'content/mana-duel/ruleset.smith';
    const codes = new Project([{ path, text }]).diagnostics(path).map((d) => d.code);
    expect(codes).toEqual(['L0115']);
  });

  it('the error comes and goes with the edit', () => {
    const path = 'content/mana-duel/ruleset.smith';
    const project = new Project([{ path, text: shipped('mana-duel') }]);
    expect(project.diagnostics(path).filter((d) => d.code === 'L0422')).toEqual([]);
    project.update(path, edited('mana-duel', /\n\s*attack-delay 1/, ''));
    expect(project.diagnostics(path).map((d) => d.code)).toEqual(['L0422']);
    project.update(path, shipped('mana-duel'));
    expect(project.diagnostics(path)).toEqual([]);
  });
});
