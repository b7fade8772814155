import { EventLog, type GameEvent } from '../../engine/core/events';
import type { SetupOptions } from '../../engine/core/game';
import { PLAYERS, type PlayerId } from '../../engine/core/players';
import { createRng, flipCoin, scriptDraws, shuffled } from '../../engine/core/rng';
import type { ChainCard } from './cards';
import { ChainDeckError, deckProblems, monsterAndMoves, type ChainDeck } from './deck';
import { drawCards, runSteps } from './effects';
import type { ChainRules } from './rules';
import type { ChainState, PlayerState } from './state';

/**
 * A new match: each monster face up, the 20 moves shuffled (a scriptable shuffle), five cards drawn,
 * the monsters' Play effects once (A's first), then who starts: the setup option, or a coin flip (heads: A).
 * Throws `ChainDeckError` for a deck that breaks the deck rules (check with `deckProblems` first).
 */
export function setupMatch(rules: ChainRules, decks: Record<PlayerId, ChainDeck>, seed: number, options: SetupOptions): { state: ChainState; events: GameEvent[] } {
  const pool: Record<string, ChainCard> = {};
  for (const p of PLAYERS) {
    const problems = deckProblems(decks[p], rules.deck);
    if (problems.length) throw new ChainDeckError(`${p}'s deck: ${problems.join('; ')}`);
    for (const c of decks[p].pool) {
      const known = pool[c.id];
      if (known && JSON.stringify(known) !== JSON.stringify(c)) throw new ChainDeckError(`both decks define "${c.id}", differently`);
      pool[c.id] = c;
    }
  }
  const rng = scriptDraws(createRng(seed), options.script ?? []);
  const log = new EventLog(0, options.explain !== false);
  const cards: ChainState['cards'] = {};
  const player = (p: PlayerId): PlayerState => {
    const { monster, moves } = monsterAndMoves(decks[p]);
    cards[`${p}M`] = { card: monster, owner: p };
    return { monster: `${p}M`, deck: shuffled(rng, moves), hand: [], action: [], stasis: [], drop: [], damage: [], drawn: 0 };
  };
  const players = { A: player('A'), B: player('B') };
  const s: ChainState = {
    rules,
    pool,
    decklists: { A: [...decks.A.cards].sort(), B: [...decks.B.cards].sort() },
    cards,
    players,
    turn: { number: 1, player: 'A', phase: 'alter', combatDone: false },
    chain: null,
    winner: null,
    endReason: '',
    seq: 0,
    rng,
  };
  for (const p of PLAYERS) {
    log.emit('setup', `${p} places ${pool[s.cards[`${p}M`]?.card ?? '']?.name ?? 'a monster'} face up and shuffles 20 moves into the deck`);
    drawCards(s, log, p, rules.openingHand);
  }
  for (const p of PLAYERS) {
    const monster = pool[s.cards[`${p}M`]?.card ?? ''];
    if (monster && monster.play.length > 0) {
      log.emit('resolve', `${monster.name}'s Play effect activates once as the game starts`);
      runSteps(s, log, p, monster.play);
    }
  }
  if (options.firstPlayer) s.turn.player = options.firstPlayer;
  else {
    const coin = flipCoin(s.rng);
    s.turn.player = coin.value === 'heads' ? 'A' : 'B';
    log.emit('coin-flip', `coin flip: ${coin.value}${coin.forced ? ' (scripted)' : ''} → ${s.turn.player} starts`);
  }
  log.emit('turn', `turn 1: ${s.turn.player}`, { data: { player: s.turn.player } });
  s.seq = log.seq;
  return { state: s, events: log.events };
}
