/**
 * Summoner's Grid runs `reorder the stack` on the content's cards (Twist of Fate, Mending Light,
 * Stonewarden's Command, Blast Bolt): the choice lists exactly the items waiting on the stack, only those
 * answers are legal, and the stack resolves in the chosen order.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, forceRolls, type Action, type GameState } from '../../games/summoners-grid/index';
import { loadGame } from '../../games/summoners-grid/node/load-content';

describe('Summoner\'s Grid reorders the stack', async () => {
  const game = await loadGame('content/summoners-grid');
  const engine = createEngine(game.content);
  const apply = (s: GameState, a: Action): GameState => {
    const r = engine.apply(s, a);
    if (!r.ok) throw new Error(r.reason);
    return engine.settle(r.state).state;
  };
  const play = (s: GameState, player: 'A' | 'B', card: string, targets: Record<string, string> = {}): GameState => {
    const a = engine.legalActions(s, player).find((x) => x.type === 'play' && s.cards[x.card]?.card === card && Object.entries(targets).every(([k, v]) => JSON.stringify(x.targets[k]) === JSON.stringify({ t: 'unit', id: v })));
    if (!a) throw new Error(`${player} cannot play ${card}`);
    return apply(s, a);
  };

  /** B's bolt, A's heal, B's DEF boost and A's twist: three items wait below the twist. */
  function threeBelow(): { state: GameState; warrior: string; stone: string } {
    const { state, handles } = engine.position({
      seed: 1,
      turn: { number: 2, player: 'B', phase: 'action' },
      players: {
        A: { units: [{ handle: 'w', card: 'Gignen Warrior', role: 'Warrior', equipment: ['Heirloom Sword'], at: { x: 5, y: 4 } }], zones: { hand: ['Mending Light', 'Twist of Fate'] } },
        B: {
          units: [
            { handle: 'fae', card: 'Fae Magician', role: 'Magician', equipment: ["Apprentice's Wand"], at: { x: 5, y: 10 } },
            { handle: 'stone', card: 'Stoneheart Warrior', role: 'Warrior', equipment: ['Heirloom Sword'], at: { x: 2, y: 12 } },
          ],
          zones: { hand: ['Blast Bolt', "Stonewarden's Command"] },
        },
      },
    });
    const warrior = handles.w as string;
    const stone = handles.stone as string;
    let s = forceRolls(state, [42, 73]);
    s = play(s, 'B', 'blast-bolt', { target: warrior });
    s = play(s, 'A', 'mending-light', { target: warrior });
    s = play(s, 'B', 'stonewardens-command', { target: stone });
    // neither player has a response left: both pass (automatically), the twist resolves and asks A
    s = play(s, 'A', 'twist-of-fate');
    return { state: s, warrior, stone };
  }

  it('asks the twist\'s controller, listing exactly the three items below it, top first', () => {
    const { state } = threeBelow();
    expect(engine.awaiting(state)).toEqual({ kind: 'choice', player: 'A' });
    expect(state.choice?.options.map((o) => o.label)).toEqual(["B's Stonewarden's Command", "A's Mending Light", "B's Blast Bolt"]);
    const legal = engine.legalActions(state, 'A');
    expect(legal).toHaveLength(3);
    expect(legal.every((a) => a.type === 'choose')).toBe(true);
    expect(engine.legalActions(state, 'B')).toEqual([]);
    expect(engine.apply(state, { type: 'choose', player: 'A', option: 3 }).ok).toBe(false);
  });

  it('resolves in the chosen order: the bolt, then the heal, then the command', () => {
    let { state } = threeBelow();
    state = apply(state, { type: 'choose', player: 'A', option: 2 });
    // the second choice lists what is left, top first
    expect(state.choice?.options.map((o) => o.label)).toEqual(["B's Stonewarden's Command", "A's Mending Light"]);
    expect(engine.legalActions(state, 'A')).toHaveLength(2);
    const r = engine.apply(state, { type: 'choose', player: 'A', option: 1 });
    if (!r.ok) throw new Error(r.reason);
    const settled = engine.settle(r.state);
    const log = [...r.events, ...settled.events].map((e) => e.text);
    const at = (text: string) => log.findIndex((l) => l.includes(text));
    expect(at('Blast Bolt goes to')).toBeGreaterThan(-1);
    expect(at('Blast Bolt goes to')).toBeLessThan(at('Mending Light goes to'));
    expect(at('Mending Light goes to')).toBeLessThan(at("Stonewarden's Command goes to"));
  });
});
