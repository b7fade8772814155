import type { Awaiting } from '../../engine/core/game';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { sameCharacter, type Character, type ManaAction } from './actions';
import type { ManaCard, TargetRequirement } from './cards';
import { cardOf, delayOver, findMonster, monstersOf, nameOf, type ManaState } from './state';

/**
 * Who decides, what they may do, and why anything else is refused. `legalActions` and `explainIllegal`
 * follow the same rules: every listed action is explained as legal, every other one is refused in words.
 *
 * Attack rules (decisions where the seed is silent; the numbers are the ruleset's settings):
 * - a monster cannot attack until `attack-delay` of its controller's turns have started since it was
 *   summoned (the seed's 1: not on the turn it is summoned, from its controller's next turn),
 * - each monster attacks at most `attacks-per-monster` times per turn (the seed's 1),
 * - a player can be attacked only while they control no monster (monsters guard their player),
 * - the defender does not strike back; what an attack deals, to either side, is the ruleset's formulas
 *   (`attack` in apply.ts: the seed's negative damage, dealt to the attacker, is `recoil-damage`).
 */

export function awaiting(s: ManaState): Awaiting {
  if (s.winner) return { kind: 'over' };
  switch (s.turn.phase) {
    case 'choose-first':
      return { kind: 'choice', player: s.coinWinner ?? 'A' };
    case 'mulligan':
      return { kind: 'simultaneous', players: PLAYERS.filter((p) => s.mulligan[p] === null) };
    case 'main':
      return { kind: 'free', player: s.turn.player };
    default:
      return { kind: 'busy' };
  }
}

/** The characters a requirement allows, in a fixed order: own monsters, enemy monsters (slot order), then the players. */
export function targetsFor(s: ManaState, p: PlayerId, req: TargetRequirement): Character[] {
  const mon = (side: PlayerId): Character[] => monstersOf(s, side).map((m) => ({ kind: 'monster', iid: m.iid }));
  const players: Character[] = [
    { kind: 'player', player: p },
    { kind: 'player', player: opponentOf(p) },
  ];
  switch (req) {
    case 'none':
      return [];
    case 'own-monster':
      return mon(p);
    case 'enemy-monster':
      return mon(opponentOf(p));
    case 'any-monster':
      return [...mon(p), ...mon(opponentOf(p))];
    case 'player':
      return players;
    case 'any-character':
      return [...mon(p), ...mon(opponentOf(p)), ...players];
  }
}

const REQUIREMENT_WORDS: Record<TargetRequirement, string> = {
  none: 'no target',
  'own-monster': 'one of your monsters',
  'enemy-monster': 'an enemy monster',
  'any-monster': 'a monster',
  player: 'a player',
  'any-character': 'a monster or a player',
};

function describe(s: ManaState, c: Character): string {
  return c.kind === 'player' ? `player ${c.player}` : findMonster(s, c.iid) ? nameOf(s, c.iid) : `monster ${c.iid}`;
}

function freeSlots(s: ManaState, p: PlayerId): number[] {
  const out: number[] = [];
  s.players[p].battlefield.forEach((m, i) => {
    if (!m) out.push(i);
  });
  return out;
}

/**
 * A monster whose card asks for a target can be summoned without one when no legal target exists (its
 * summon ability then does nothing to a target); a spell or an equipment needs its target (rule decision).
 */
function targetOptional(card: ManaCard, valid: readonly Character[]): boolean {
  return card.type === 'monster' && valid.length === 0;
}

export function legalActions(s: ManaState, p: PlayerId): ManaAction[] {
  const aw = awaiting(s);
  if (aw.kind === 'choice' && aw.player === p) return PLAYERS.map((first) => ({ type: 'choose-first', player: p, first }));
  if (aw.kind === 'simultaneous') return aw.players.includes(p) ? mulligans(s.players[p].hand, s.rules.mulliganLimit).map((putBack) => ({ type: 'mulligan', player: p, putBack })) : [];
  if (aw.kind !== 'free' || aw.player !== p) return [];
  const out: ManaAction[] = [];
  const pl = s.players[p];
  const slots = freeSlots(s, p);
  for (const iid of pl.hand) {
    const card = cardOf(s, iid);
    if (!card || card.cost > pl.mana) continue;
    const valid = targetsFor(s, p, card.target);
    const targets: (Character | undefined)[] = card.target === 'none' || targetOptional(card, valid) ? [undefined] : valid;
    for (const target of targets) {
      if (card.type === 'monster') {
        for (const slot of slots) out.push(target ? { type: 'play', player: p, card: iid, slot, target } : { type: 'play', player: p, card: iid, slot });
      } else out.push(target ? { type: 'play', player: p, card: iid, target } : { type: 'play', player: p, card: iid });
    }
  }
  const enemies = monstersOf(s, opponentOf(p));
  for (const m of monstersOf(s, p)) {
    if (m.attacks >= s.rules.attacksPerMonster || !delayOver(s, m)) continue;
    for (const e of enemies) out.push({ type: 'attack', player: p, attacker: m.iid, defender: { kind: 'monster', iid: e.iid } });
    if (enemies.length === 0) out.push({ type: 'attack', player: p, attacker: m.iid, defender: { kind: 'player', player: opponentOf(p) } });
  }
  out.push({ type: 'end-turn', player: p });
  return out;
}

/** Every choice of 0 to `limit` cards of the hand, in hand order. */
function mulligans(hand: readonly string[], limit: number): string[][] {
  const out: string[][] = [[]];
  const grow = (from: number, chosen: string[]) => {
    for (let i = from; i < hand.length; i++) {
      const next = [...chosen, hand[i] as string];
      if (next.length > limit) return;
      out.push(next);
      if (next.length < limit) grow(i + 1, next);
    }
  };
  grow(0, []);
  return out;
}

export function explainIllegal(s: ManaState, a: ManaAction): string | null {
  if (s.winner) return `the game is over: ${s.endReason}`;
  if (a.player !== 'A' && a.player !== 'B') return `there is no player ${String(a.player)}`;
  const p = a.player;
  const phase = s.turn.phase;
  if (phase === 'choose-first') {
    const w = s.coinWinner ?? 'A';
    if (a.type !== 'choose-first') return `${w} won the coin flip and must first choose who starts`;
    if (p !== w) return `${w} won the coin flip; only ${w} chooses who starts`;
    return a.first === 'A' || a.first === 'B' ? null : `the first player must be A or B`;
  }
  if (phase === 'mulligan') {
    if (a.type !== 'mulligan') return `both players must first choose which cards of their opening hand to put back`;
    if (s.mulligan[p] !== null) return `${p} has already chosen their mulligan (it is taken once)`;
    const limit = s.rules.mulliganLimit;
    if (a.putBack.length > limit) return `${p} may put back at most ${limit} card${limit === 1 ? '' : 's'}; ${a.putBack.length} are named`;
    const seen = new Set<string>();
    for (const iid of a.putBack) {
      if (seen.has(iid)) return `${iid} is named twice`;
      seen.add(iid);
      if (!s.players[p].hand.includes(iid)) return `${iid} is not in ${p}'s hand`;
    }
    return null;
  }
  if (phase !== 'main') return `the game is resolving (${phase} phase)`;
  if (a.type === 'choose-first') return 'the starting player has already been chosen';
  if (a.type === 'mulligan') return 'the mulligan is over (it is taken once, before the first turn)';
  if (p !== s.turn.player) return `it is ${s.turn.player}'s turn`;
  if (a.type === 'end-turn') return null;
  if (a.type === 'play') return explainPlay(s, p, a);
  return explainAttack(s, p, a);
}

function explainPlay(s: ManaState, p: PlayerId, a: Extract<ManaAction, { type: 'play' }>): string | null {
  const pl = s.players[p];
  const card = pl.hand.includes(a.card) ? cardOf(s, a.card) : undefined;
  if (!card) return `${a.card} is not a card in ${p}'s hand`;
  if (card.cost > pl.mana) return `${card.name} costs ${card.cost} mana; ${p} has ${pl.mana}`;
  if (card.type === 'monster') {
    const slots = s.rules.battlefieldSize;
    if (a.slot === undefined) return `${card.name} is a monster: name an empty slot (0–${slots - 1}) to summon it to`;
    if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot >= slots) return `there is no slot ${a.slot}: the slots are 0–${slots - 1}`;
    if (freeSlots(s, p).length === 0) return `${p}'s battlefield is full (${slots} monster${slots === 1 ? '' : 's'})`;
    const there = pl.battlefield[a.slot];
    if (there) return `slot ${a.slot} is taken by ${nameOf(s, there.iid)}`;
  } else if (a.slot !== undefined) return `only a monster takes a slot; ${card.name} is ${card.type === 'spell' ? 'a spell' : 'an equipment'}`;
  if (card.target === 'none') return a.target ? `${card.name} takes no target` : null;
  const valid = targetsFor(s, p, card.target);
  if (!a.target) {
    if (targetOptional(card, valid)) return null;
    return `${card.name} needs a target: ${REQUIREMENT_WORDS[card.target]}${valid.length === 0 ? ', and there is none' : ''}`;
  }
  const target = a.target;
  if (!valid.some((c) => sameCharacter(c, target))) return `${describe(s, target)} is not a legal target for ${card.name}: it needs ${REQUIREMENT_WORDS[card.target]}`;
  return null;
}

function explainAttack(s: ManaState, p: PlayerId, a: Extract<ManaAction, { type: 'attack' }>): string | null {
  const found = findMonster(s, a.attacker);
  if (!found) return `there is no monster ${a.attacker} on the battlefield`;
  const name = nameOf(s, a.attacker);
  if (found.side !== p) return `${name} is ${found.side}'s monster; ${p} cannot attack with it`;
  const m = found.monster;
  if (!delayOver(s, m)) return summoningDelay(s, name, p);
  const limit = s.rules.attacksPerMonster;
  if (m.attacks >= limit) return limit === 1 ? `${name} has already attacked this turn (one attack per monster per turn)` : `${name} has already attacked ${m.attacks} times this turn (${limit} attacks per monster per turn)`;
  const d = a.defender;
  const enemy = opponentOf(p);
  if (d.kind === 'player') {
    if (d.player !== enemy) return `${name} cannot attack its own controller`;
    const guards = monstersOf(s, enemy).length;
    if (guards > 0) return `${enemy} is guarded by ${guards} monster${guards === 1 ? '' : 's'}: a player can be attacked only while they control no monster`;
    return null;
  }
  const target = findMonster(s, d.iid);
  if (!target) return `there is no monster ${d.iid} on the battlefield`;
  if (target.side === p) return `${name} cannot attack ${nameOf(s, d.iid)}, a monster of its own side`;
  return null;
}

/** Why a monster still waits: the seed's one-turn delay in its own words, a longer one counted in turns. */
function summoningDelay(s: ManaState, name: string, p: PlayerId): string {
  const delay = s.rules.attackDelay;
  if (delay === 1) return `${name} was summoned this turn and cannot attack until ${p}'s next turn`;
  return `${name} cannot attack until ${delay} of ${p}'s turns have started since it was summoned`;
}
