/**
 * The stance duel reads who wins from its ruleset's `win when` lines: a changed line changes when a fight
 * ends, and a missing or unreadable one is reported. One exchange is played with scripted rolls: A in
 * Attack against B in Riposte, R 25 and a crit roll of 0.9 (no crit), so A's attack lands unguarded and
 * nothing is returned: A wins the exchange, B takes the damage.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RulesetDecl } from '../../dsl/ast';
import { printCondition } from '../../dsl/format/print-expr';
import { parse } from '../../dsl/parse';
import { Engine } from '../../engine/core/engine';
import type { ScriptedDraw } from '../../engine/core/rng';
import { stanceDuel } from './game';
import type { StanceRules } from './rules';
import { rulesFromRuleset } from './ruleset';
import type { StanceState } from './state';
import { testGame } from './test-content';

const SEED_TEXT = readFileSync(new URL('../../content/stance-duel/ruleset.smith', import.meta.url), 'utf8');
const SEED_LINE = 'win when you.wins >= exchanges-to-win';

function read(text: string): { rules: StanceRules | null; problems: string[] } {
  const decl = parse(text).document.decls.find((d): d is RulesetDecl => d.kind === 'Ruleset');
  if (!decl) throw new Error('no ruleset in the text');
  return rulesFromRuleset(decl);
}

function withWin(...lines: string[]): string {
  const text = SEED_TEXT.replace(SEED_LINE, lines.join('\n  '));
  expect(text).not.toBe(SEED_TEXT);
  return text;
}

const journeyman = testGame().loadout('Journeyman');

/** A fresh fight by `rules`, then `n` exchanges of A in Attack against B in Riposte with R 25 and no crit. */
function fight(rules: StanceRules, n: number): { state: StanceState; log: string[] } {
  const engine = new Engine(stanceDuel(rules));
  let s = engine.newGame({ A: journeyman, B: journeyman }, 1, { firstPlayer: 'A' }).state;
  const log: string[] = [];
  for (let i = 0; i < n && s.winner === null; i++) {
    s = engine.script(s, [25, 0.9].map((value): ScriptedDraw => ({ kind: 'd100', value })));
    for (const action of [{ type: 'stance' as const, player: 'A' as const, stance: 'attack' as const }, { type: 'stance' as const, player: 'B' as const, stance: 'riposte' as const }]) {
      const r = engine.apply(s, action);
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
      log.push(...r.events.map((e) => e.text));
    }
  }
  return { state: s, log };
}

describe("the stance duel's win condition is its ruleset's", () => {
  it("reads the seed's line with no problem, and a fight ends when A has won exchanges-to-win (3) exchanges", () => {
    const { rules, problems } = read(SEED_TEXT);
    expect(problems).toEqual([]);
    if (!rules) throw new Error('no rules');
    expect(rules.win.map((c) => printCondition(c))).toEqual(['you.wins >= exchanges-to-win']);
    const two = fight(rules, 2);
    expect(two.state.players.A.wins).toBe(2);
    expect(two.state.winner).toBeNull();
    const three = fight(rules, 3);
    expect(three.state.winner).toBe('A');
    expect(three.log.at(-1)).toBe("A wins the fight: you.wins >= exchanges-to-win (player A's wins is 3, exchanges-to-win is 3)");
  });

  it('win when you.wins >= 1: the first exchange won wins the fight', () => {
    const { rules, problems } = read(withWin('win when you.wins >= 1'));
    expect(problems).toEqual([]);
    if (!rules) throw new Error('no rules');
    const one = fight(rules, 1);
    expect(one.state.winner).toBe('A');
    expect(one.log.at(-1)).toBe("A wins the fight: you.wins >= 1 (player A's wins is 1)");
  });

  it('a line on the damage taken: the first exchange decides as soon as B has taken some', () => {
    const { rules } = read(withWin('win when opponent.damage >= 1'));
    if (!rules) throw new Error('no rules');
    const one = fight(rules, 1);
    expect(one.state.players.B.damage).toBeGreaterThan(0);
    expect(one.state.winner).toBe('A');
  });

  it('both players meeting a line after the same exchange: a draw (rule decision)', () => {
    const { rules } = read(withWin('win when you.damage >= 0'));
    if (!rules) throw new Error('no rules');
    const one = fight(rules, 1);
    expect(one.state.winner).toBe('draw');
    expect(one.log.at(-1)).toMatch(/^both players meet a win condition \(A: you\.damage >= 0 .*; B: you\.damage >= 0 .*\): a draw$/);
  });

  it('no win line: reported, and no rules to play (the ruleset is the only source of the stance duel’s rules)', () => {
    const r = read(SEED_TEXT.replace(SEED_LINE, ''));
    expect(r.rules).toBeNull();
    expect(r.problems).toEqual(["the ruleset has no `win when` line; the stance duel needs one (the seed's is `win when you.wins >= exchanges-to-win`)"]);
  });

  it('a line naming what the game does not know: reported; nobody wins by it, so max-exchanges (7) ends the fight', () => {
    const text = withWin('win when you.luck >= 1');
    const line = text.split('\n').findIndex((l) => l.includes('you.luck')) + 1;
    const { rules, problems } = read(text);
    expect(problems).toEqual([`\`win when you.luck >= 1\` (line ${line}) cannot be evaluated: player A has no property "luck" (line ${line})`]);
    if (!rules) throw new Error('no rules');
    const seven = fight(rules, 7);
    expect(seven.state.players.A.wins).toBe(7);
    expect(seven.state.winner).toBe('A');
    expect(seven.log.at(-1)).toBe('after 7 exchanges A has won more (7–0) and wins the fight');
  });
});
