import type { EventLog } from '../../engine/core/events';
import { opponentOf, type PlayerId } from '../../engine/core/players';
import { rollRange } from '../../engine/core/rng';
import type { Character } from './actions';
import type { EffectStep } from './cards';
import { runFormula } from './formulas';
import { checkVictory } from './victory';
import { findMonster, monstersOf, nameOf, powerOf, toughnessOf, type ManaState, type Monster } from './state';

/**
 * Resolving effects, damage, deaths, draws and the end of the game. Everything here works on the
 * working copy `s` that `apply` owns, and explains each change with an event.
 *
 * Order of operations (rule decisions; the seed says only that the first player to reach 0 health loses):
 * 1. Steps of an ability resolve one at a time, in the order written.
 * 2. After each step (a `for-each` step counts as one), defeated monsters leave the battlefield: the
 *    current player's side first, then the other side, each in slot order 1–5; their equipment goes to its
 *    owners' graveyards with them. Then their death abilities resolve, in that same order (and after each
 *    of their steps, the same check, so chains of deaths resolve depth first).
 * 3. A player wins the moment they meet the ruleset's win condition (victory.ts; the seed's: the opponent's
 *    health reaches 0): the game ends there and nothing further resolves. So two players can never reach
 *    0 "at once": whichever damage comes first in this order decides.
 */
export interface EffectContext {
  s: ManaState;
  log: EventLog;
  /** The player who controls the card whose ability this is. */
  controller: PlayerId;
  /** The card's name (for explanations). */
  source: string;
  /** The ability's own monster (monster abilities). */
  self?: string;
  /** The target chosen when the card was played. */
  target?: Character;
  /** The monster a `for-each` step is visiting. */
  each?: string;
}

export function resolveSteps(ctx: EffectContext, steps: readonly EffectStep[]): void {
  for (const step of steps) {
    if (ctx.s.winner) return;
    runStep(ctx, step);
    settle(ctx.s, ctx.log);
  }
}

function characterFor(ctx: EffectContext, who: string): Character | null {
  switch (who) {
    case 'target':
      return ctx.target ?? null;
    case 'this':
      return ctx.self ? { kind: 'monster', iid: ctx.self } : null;
    case 'you':
      return { kind: 'player', player: ctx.controller };
    case 'opponent':
      return { kind: 'player', player: opponentOf(ctx.controller) };
    case 'each':
      return ctx.each ? { kind: 'monster', iid: ctx.each } : null;
    default:
      return null;
  }
}

/** The monster a step acts on, or null (explained) when the subject is a player or no longer on the battlefield. */
function monsterFor(ctx: EffectContext, who: string, what: string): Monster | null {
  const c = characterFor(ctx, who);
  if (c?.kind === 'monster') {
    const found = findMonster(ctx.s, c.iid);
    if (found) return found.monster;
    ctx.log.emit('fizzle', () => `${ctx.source}: ${nameOf(ctx.s, c.iid)} is no longer on the battlefield; ${what} does nothing`);
    return null;
  }
  ctx.log.emit('fizzle', () => `${ctx.source}: ${what} acts only on a monster; ${c ? `player ${c.player}` : 'nothing'} is named, so it does nothing`);
  return null;
}

function playerFor(ctx: EffectContext, who: string, what: string): PlayerId | null {
  const c = characterFor(ctx, who);
  if (c?.kind === 'player') return c.player;
  ctx.log.emit('fizzle', () => `${ctx.source}: ${what} acts only on a player; ${c ? nameOf(ctx.s, c.iid) : 'nothing'} is named, so it does nothing`);
  return null;
}

function runStep(ctx: EffectContext, step: EffectStep): void {
  const { s, log } = ctx;
  switch (step.do) {
    case 'damage': {
      const c = characterFor(ctx, step.to);
      if (!c) return void log.emit('fizzle', () => `${ctx.source}: no one to deal damage to`);
      if (c.kind === 'player') return damagePlayer(s, log, c.player, step.amount, `${ctx.source} deals ${step.amount} damage to ${c.player}`);
      const m = monsterFor(ctx, step.to, 'damage');
      if (m) damageMonster(s, log, m, step.amount, `${ctx.source} deals ${step.amount} damage to ${nameOf(s, m.iid)}`);
      return;
    }
    case 'heal': {
      const c = characterFor(ctx, step.to);
      if (c?.kind === 'player') return gainHealth(s, log, c.player, step.amount, ctx.source);
      const m = monsterFor(ctx, step.to, 'heal');
      if (!m) return;
      const before = m.health;
      m.health = Math.min(m.maxHealth, m.health + step.amount);
      log.emit('healed', () => `${ctx.source} heals ${nameOf(s, m.iid)} by ${step.amount}: health ${before} → ${m.health}${before + step.amount > m.maxHealth ? ` (capped at max health ${m.maxHealth})` : ''}`);
      return;
    }
    case 'raise-max-health': {
      const m = monsterFor(ctx, step.to, 'raising max health');
      if (!m) return;
      // Rule decision (content/mana-duel/README.md, 6): a boost raises the maximum and the current health
      // together (a heal restores only up to the maximum).
      const before = m.maxHealth;
      const health = m.health;
      m.maxHealth += step.amount;
      m.health += step.amount;
      log.emit('max-health', () => `${ctx.source} raises ${nameOf(s, m.iid)}'s max health by ${step.amount}: ${before} → ${m.maxHealth} (health ${health} → ${m.health})`);
      return;
    }
    case 'modify': {
      const m = monsterFor(ctx, step.to, 'the stat change');
      if (!m) return;
      const p0 = powerOf(m);
      const t0 = toughnessOf(m);
      m.modifiers.push({ power: step.power, toughness: step.toughness, until: step.until, source: ctx.source });
      log.emit('modified', () => `${ctx.source}: ${nameOf(s, m.iid)}'s power ${p0} → ${powerOf(m)}, toughness ${t0} → ${toughnessOf(m)} (${step.until === 'permanent' ? 'permanently' : 'until the end of the turn'})`);
      return;
    }
    case 'destroy': {
      const m = monsterFor(ctx, step.to, 'destroy');
      if (!m) return;
      const before = m.health;
      m.health = 0;
      log.emit('destroyed', () => `${ctx.source} destroys ${nameOf(s, m.iid)}: health ${before} → 0`);
      return;
    }
    case 'draw': {
      const p = playerFor(ctx, step.who, 'drawing');
      if (p) drawCards(s, log, p, step.amount);
      return;
    }
    case 'gain-health': {
      const p = playerFor(ctx, step.who, 'gaining health');
      if (p) gainHealth(s, log, p, step.amount, ctx.source);
      return;
    }
    case 'discard': {
      const p = playerFor(ctx, step.who, 'discarding');
      if (!p) return;
      const pl = s.players[p];
      for (let i = 0; i < step.amount && pl.hand.length > 0; i++) {
        const roll = rollRange(s.rng, 1, pl.hand.length);
        const iid = pl.hand.splice(roll.value - 1, 1)[0] as string;
        pl.graveyard.push(iid);
        // Straight from the hand to the graveyard: a monster's death ability does not trigger.
        log.emit('discard', () => `${ctx.source}: ${p} discards at random: Random(1, ${pl.hand.length + 1}) = ${roll.value}${roll.forced ? ' (scripted)' : ''} → ${nameOf(s, iid)}`);
      }
      return;
    }
    case 'mill': {
      const p = playerFor(ctx, step.who, 'milling');
      if (!p) return;
      const pl = s.players[p];
      for (let i = 0; i < step.amount && pl.deck.length > 0; i++) {
        const iid = newInstance(s, p, pl.deck.shift() as string);
        pl.graveyard.push(iid);
        log.emit('mill', () => `${ctx.source}: ${p} puts the top card of their deck, ${nameOf(s, iid)}, into the graveyard`);
      }
      return;
    }
    case 'gain-mana': {
      const pl = s.players[ctx.controller];
      const before = pl.mana;
      const cap = s.rules.maxMana;
      pl.mana = Math.min(cap, pl.mana + step.amount);
      log.emit('mana', () => `${ctx.source}: ${ctx.controller} gains ${step.amount} mana this turn: ${before} → ${pl.mana}${before + step.amount > cap ? ` (capped at ${cap})` : ''}`);
      return;
    }
    case 'for-each': {
      const sides: PlayerId[] = step.monsters === 'own' ? [ctx.controller] : step.monsters === 'enemy' ? [opponentOf(ctx.controller)] : [s.turn.player, opponentOf(s.turn.player)];
      // The monsters are those on the battlefield when the step starts; one defeated meanwhile is skipped.
      const visited = sides.flatMap((side) => monstersOf(s, side).map((m) => m.iid)).filter((iid) => !(step.exceptThis && iid === ctx.self));
      if (visited.length === 0) log.emit('fizzle', () => `${ctx.source}: no ${step.monsters === 'every' ? '' : `${step.monsters} `}monster to act on`);
      for (const iid of visited) {
        if (s.winner) return;
        const found = findMonster(s, iid);
        if (!found || found.monster.health <= 0) continue;
        runStep({ ...ctx, each: iid }, step.step);
      }
      return;
    }
  }
}

function gainHealth(s: ManaState, log: EventLog, p: PlayerId, amount: number, source: string): void {
  const pl = s.players[p];
  const before = pl.health;
  pl.health += amount;
  log.emit('healed', () => `${source}: ${p} gains ${amount} health: ${before} → ${pl.health}`);
  checkVictory(s, log, 'health');
}

/** Damage straight to a monster's health (not below 0); a monster at 0 is defeated at the next check. */
export function damageMonster(s: ManaState, log: EventLog, m: Monster, amount: number, why: string): void {
  const before = m.health;
  m.health = Math.max(0, m.health - amount);
  log.emit('damaged', () => `${why}; ${nameOf(s, m.iid)}'s health ${before} → ${m.health}`);
}

/** Damage to a player; the win conditions are checked at once (with the seed's, the first to reach 0 health loses). */
export function damagePlayer(s: ManaState, log: EventLog, p: PlayerId, amount: number, why: string): void {
  const pl = s.players[p];
  const before = pl.health;
  pl.health = Math.max(0, pl.health - amount);
  log.emit('damaged', () => `${why}; ${p}'s health ${before} → ${pl.health}`);
  checkVictory(s, log, 'health');
}

/**
 * Removes the defeated monsters (health 0) and resolves their death abilities, in the order of
 * operations above, until no monster on the battlefield is at 0.
 */
export function settle(s: ManaState, log: EventLog): void {
  for (;;) {
    checkVictory(s, log);
    if (s.winner) return;
    const dying: Array<{ side: PlayerId; monster: Monster }> = [];
    for (const side of [s.turn.player, opponentOf(s.turn.player)]) {
      const field = s.players[side].battlefield;
      for (let slot = 0; slot < field.length; slot++) {
        const m = field[slot];
        if (m && m.health <= 0) {
          dying.push({ side, monster: m });
          field[slot] = null;
        }
      }
    }
    if (dying.length === 0) return;
    for (const { side, monster } of dying) {
      s.players[side].graveyard.push(monster.iid);
      for (const e of monster.equipment) {
        const owner = s.cards[e]?.owner ?? side;
        s.players[owner].graveyard.push(e);
      }
      log.emit('defeated', () => `${nameOf(s, monster.iid)} is defeated and goes to ${side}'s graveyard${monster.equipment.length ? `, with its equipment ${monster.equipment.map((e) => nameOf(s, e)).join(', ')}` : ''}`);
    }
    for (const { side, monster } of dying) {
      const card = s.pool[s.cards[monster.iid]?.card ?? ''];
      if (!card?.onDeath || s.winner) continue;
      log.emit('trigger', () => `${card.name}'s death ability`);
      resolveSteps({ s, log, controller: side, source: card.name, self: monster.iid }, card.onDeath);
    }
  }
}

/** A card leaving the deck gets its instance id (A1, A2, …: numbered in the order cards leave the deck). */
function newInstance(s: ManaState, p: PlayerId, card: string): string {
  const pl = s.players[p];
  pl.drawn += 1;
  const iid = `${p}${pl.drawn}`;
  s.cards[iid] = { card, owner: p };
  return iid;
}

/** Draws `n` cards, one at a time; the n-th draw from an empty deck deals the fatigue-damage formula's damage for n (the seed: n). */
export function drawCards(s: ManaState, log: EventLog, p: PlayerId, n: number): void {
  const pl = s.players[p];
  for (let i = 0; i < n && !s.winner; i++) {
    const card = pl.deck.shift();
    if (card === undefined) {
      pl.fatigue += 1;
      const fatigue = runFormula(s, 'fatigue-damage', [pl.fatigue], { kind: 'player', player: p }, log.explain);
      damagePlayer(s, log, p, fatigue.amount, `${p} draws from an empty deck (fatigue ${pl.fatigue}): ${fatigue.text}`);
      continue;
    }
    const iid = newInstance(s, p, card);
    pl.hand.push(iid);
    log.emit('draw', () => `${p} draws ${s.pool[card]?.name ?? card}`, { visibleTo: p, publicText: `${p} draws a card (${pl.deck.length} left in the deck)` });
  }
}
