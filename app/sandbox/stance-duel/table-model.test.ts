/** The stance duel's table as one player sees it: the other's first choice hidden, the log grouped by exchange. */
import { describe, expect, it } from 'vitest';
import { testGame } from '../../../games/stance-duel/test-content';
import { logGroups, sideModels, statusText, viewerFor } from './table-model';

const g = testGame();

describe('the stance duel table', () => {
  const start = g.engine.newGame({ A: g.deck('Iron Wall'), B: g.deck('Red Fury') }, 3, { firstPlayer: 'A' });
  const afterA = g.engine.apply(start.state, { type: 'stance', player: 'A', stance: 'riposte' });
  if (!afterA.ok) throw new Error(afterA.reason);

  it('shows each fighter with its printed stats, what its kit makes of them, and its kit', () => {
    const sides = sideModels(g.engine.viewFor(start.state, 'A'), { 'kite-shield': 'text of the shield' });
    expect(sides.A.fighter).toBe('Iron Duelist');
    // content/stance-duel: Iron Duelist's printed stats; Kite Shield: BC +2, AGI -1; Steel Helm: DEF +2;
    // Shield Wall changes a setting in Defend only.
    expect(sides.A.stats).toEqual([
      { stat: 'AGI', value: 1, withKit: 0 },
      { stat: 'ATK', value: 2, withKit: 2 },
      { stat: 'DEF', value: 4, withKit: 6 },
      { stat: 'CC', value: 0, withKit: 0 },
      { stat: 'CD', value: 0, withKit: 0 },
      { stat: 'BC', value: 3, withKit: 5 },
      { stat: 'BR', value: 1, withKit: 1 },
    ]);
    expect(sides.A.kit.map((k) => k.name)).toEqual(['Kite Shield', 'Shield Wall', 'Steel Helm']);
    expect(sides.A.kit[0]?.text).toBe('text of the shield');
    expect(sides.B.fighter).toBe('Red Reaver');
  });

  it('counts a kit change whose condition holds now: Last Stand gives ATK +3 while the opponent has won more', () => {
    const fight = g.engine.newGame({ A: g.deck('Counterpoint'), B: g.deck('Red Fury') }, 3, { firstPlayer: 'A' }).state;
    // Shieldmaiden's printed ATK is 3; level score, Last Stand does nothing.
    expect(sideModels(g.engine.viewFor(fight, 'A'), {}).A.stats.find((x) => x.stat === 'ATK')).toEqual({ stat: 'ATK', value: 3, withKit: 3 });
    const behind = { ...fight, players: { ...fight.players, B: { ...fight.players.B, wins: 1 } } };
    expect(sideModels(g.engine.viewFor(behind, 'A'), {}).A.stats.find((x) => x.stat === 'ATK')).toEqual({ stat: 'ATK', value: 3, withKit: 6 });
  });

  it('hides the first choice from the other player until the second is made', () => {
    const forB = sideModels(g.engine.viewFor(afterA.state, 'B'), {});
    expect(forB.A.status).toEqual({ kind: 'hidden' });
    expect(statusText(forB.A)).toBe('has chosen: hidden until both have');
    expect(forB.B.status).toEqual({ kind: 'choosing' });
    expect(JSON.stringify(forB)).not.toContain('riposte');
    expect(sideModels(g.engine.viewFor(afterA.state, 'A'), {}).A.status).toEqual({ kind: 'chosen', stance: 'riposte' });
    const forBLog = logGroups([...start.events, ...afterA.events], 'B').flatMap((gr) => gr.lines.map((l) => l.text));
    expect(forBLog).toContain('A has chosen a stance for exchange 1');
    expect(forBLog.join(' ')).not.toMatch(/Riposte/);
  });

  it('in hot seat the table is seen by the side still to choose; against a bot, by the human', () => {
    expect(viewerFor(start.state, ['A', 'B'])).toBe('A');
    expect(viewerFor(afterA.state, ['A', 'B'])).toBe('B');
    expect(viewerFor(afterA.state, ['A'])).toBe('A');
  });

  it('groups the log by exchange and reveals both stances once both are in', () => {
    const afterB = g.engine.apply(afterA.state, { type: 'stance', player: 'B', stance: 'reckless' });
    if (!afterB.ok) throw new Error(afterB.reason);
    const groups = logGroups([...start.events, ...afterA.events, ...afterB.events], 'B');
    expect(groups.map((gr) => gr.title)).toEqual(['Exchange 1']);
    expect(groups[0]?.lines.map((l) => l.text)).toContain("exchange 1: A's Iron Duelist takes Riposte, B's Red Reaver takes Reckless");
    const sides = sideModels(g.engine.viewFor(afterB.state, 'B'), {});
    expect(sides.A.last).toBe('riposte');
    expect(sides.B.last).toBe('reckless');
  });
});
