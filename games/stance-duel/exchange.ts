import type { EventLog } from '../../engine/core/events';
import { formatNumber } from '../../engine/core/formula/format';
import { victories } from '../../engine/core/formula/victory';
import { opponentOf, PLAYERS, type PlayerId } from '../../engine/core/players';
import { attackContext, effectiveStats, playerContext, runFormula, settingFor, type AttackLocals, type Bout } from './formulas';
import { rollChance, rollR } from './rolls';
import type { FormulaName, Stance } from './rules';
import { fighterName, firstAttacker, type StanceState } from './state';

/**
 * How one attack lands, by the attacker's and the defender's stance (README.md, "The stance table"):
 * - a fighter in Riposte does not attack: it waits to punish the other's attack;
 * - against Defend the attack meets the defence (DEF and a block roll), except that Reckless cannot be
 *   blocked (the seed's empty Reckless-vs-Defend cell: the Defend formula without the block);
 * - against Riposte, Attack lands unguarded (`AD-unguarded` = DMG · CMUL: Attack beats Riposte), while
 *   Reckless and Defend meet the Defend formula and a critical hit is turned back on the attacker;
 * - against a fighter who attacks too (Attack, Reckless) there is no block, but DEF counts.
 */
export interface Matchup {
  attacks: boolean;
  /** A block roll is made (the defender guards and the attack can be blocked). */
  blockable: boolean;
  /** The defender's DEF counts (`AD`); otherwise `AD-unguarded`. */
  guarded: boolean;
  /** A critical hit is returned to the attacker (`riposte-damage`). */
  riposted: boolean;
}

export function matchup(attacker: Stance, defender: Stance): Matchup {
  if (attacker === 'riposte') return { attacks: false, blockable: false, guarded: true, riposted: false };
  const reckless = attacker === 'reckless';
  switch (defender) {
    case 'defend':
      return { attacks: true, blockable: !reckless, guarded: true, riposted: false };
    case 'riposte':
      return attacker === 'attack' ? { attacks: true, blockable: false, guarded: false, riposted: false } : { attacks: true, blockable: !reckless, guarded: true, riposted: true };
    case 'attack':
    case 'reckless':
      return { attacks: true, blockable: false, guarded: true, riposted: false };
  }
}

const STANCE_WORDS: Record<Stance, string> = { attack: 'Attack', reckless: 'Reckless', defend: 'Defend', riposte: 'Riposte' };

export function stanceWord(stance: Stance): string {
  return STANCE_WORDS[stance];
}

function noBlockReason(attacker: Stance, defender: Stance): string {
  if (attacker === 'reckless') return 'no block roll: a Reckless attack cannot be blocked';
  if (defender === 'riposte') return 'no block roll: Attack against Riposte lands unguarded';
  return `no block roll: a fighter in ${stanceWord(defender)} attacks and does not guard`;
}

/**
 * Resolves exchange `s.exchange` with both stances revealed, on `s` (a copy the caller owns): every
 * attack of both fighters with each roll and formula explained, the damage taken, the exchange's winner
 * (who took less) and the end of the fight. Throws ScriptedDrawError for a scripted roll that does not fit.
 */
export function resolveExchange(s: StanceState, stances: Record<PlayerId, Stance>, log: EventLog): void {
  const n = s.exchange;
  const taken: Record<PlayerId, number> = { A: 0, B: 0 };
  log.emit('reveal', () => `exchange ${n}: A's ${fighterName(s, 'A')} takes ${stanceWord(stances.A)}, B's ${fighterName(s, 'B')} takes ${stanceWord(stances.B)}`, { data: { exchange: n, A: stances.A, B: stances.B } });
  const first = firstAttacker(s, n);
  for (const attacker of [first, opponentOf(first)]) attack(s, { attacker, stances }, taken, log);
  const winner: PlayerId | null = taken.A < taken.B ? 'A' : taken.B < taken.A ? 'B' : null;
  for (const p of PLAYERS) s.players[p].damage += taken[p];
  if (winner) s.players[winner].wins += 1;
  s.history = [...s.history, { stances, taken, winner }];
  log.emit('exchange', () => `exchange ${n}: A took ${taken.A}, B took ${taken.B} → ${winner ? `${winner} took less and wins the exchange (${s.players.A.wins}–${s.players.B.wins})` : `equal damage: nobody wins the exchange (${s.players.A.wins}–${s.players.B.wins})`}`, { data: { exchange: n, A: taken.A, B: taken.B, winner } });
  s.exchange = n + 1;
  s.committed = {};
  decideFight(s, log);
}

/**
 * After each exchange: a player meeting one of the ruleset's `win when` lines wins the fight (the seed's:
 * `you.wins >= exchanges-to-win`); both at once is a draw (rule decision: the seed's line never lets both
 * meet it, since an exchange has one winner at most). Otherwise, after max-exchanges exchanges, more
 * exchanges won, then less damage taken, decides.
 */
function decideFight(s: StanceState, log: EventLog): void {
  const { settings } = s.rules;
  const { A, B } = s.players;
  const met = victories(s.rules.win, (you) => playerContext(s, you));
  const [first, second] = met;
  if (first && second) end(s, 'draw', `both players meet a win condition (A: ${first.text}; B: ${second.text}): a draw`, log);
  else if (first) end(s, first.player, `${first.player} wins the fight: ${first.text}`, log);
  else if (s.exchange > settings['max-exchanges']) {
    if (A.wins !== B.wins) {
      const w: PlayerId = A.wins > B.wins ? 'A' : 'B';
      end(s, w, `after ${settings['max-exchanges']} exchanges ${w} has won more (${A.wins}–${B.wins}) and wins the fight`, log);
    } else if (A.damage !== B.damage) {
      const w: PlayerId = A.damage < B.damage ? 'A' : 'B';
      end(s, w, `after ${settings['max-exchanges']} exchanges at ${A.wins}–${B.wins}, ${w} took less damage (A ${A.damage}, B ${B.damage}) and wins the fight`, log);
    } else end(s, 'draw', `after ${settings['max-exchanges']} exchanges the wins and the damage are equal: a draw`, log);
  }
}

function end(s: StanceState, winner: PlayerId | 'draw', reason: string, log: EventLog): void {
  s.winner = winner;
  s.endReason = reason;
  log.emit('game-over', reason, { data: { winner } });
}

/** All attacks of one fighter in this exchange. */
function attack(s: StanceState, bout: Bout, taken: Record<PlayerId, number>, log: EventLog): void {
  const stances = bout.stances as Record<PlayerId, Stance>;
  const att = bout.attacker;
  const def = opponentOf(att);
  const m = matchup(stances[att], stances[def]);
  const who = `${att}'s ${fighterName(s, att)}`;
  if (!m.attacks) {
    log.emit('attack', () => `${who} is in Riposte and does not attack: it waits to turn a critical hit back`);
    return;
  }
  const mine = effectiveStats(s, bout, att);
  const theirs = effectiveStats(s, bout, def);
  const locals: AttackLocals = { ATK: mine.ATK, CC: mine.CC, CD: mine.CD, AGI: mine.AGI, ODEF: theirs.DEF, OBC: theirs.BC, OBR: theirs.BR, 'in-reckless': stances[att] === 'reckless' ? 1 : 0, R: 0, critical: 0, blocked: 0 };
  const formula = (fn: FormulaName) => runFormula(attackContext(s, bout, locals), fn, log.explain);
  const count = formula('attacks');
  const times = Math.max(1, Math.floor(count.value));
  log.emit('attack', () => `${who} (${stanceWord(stances[att])}) attacks ${def} (${stanceWord(stances[def])}): ${count.text}${times === count.value ? '' : ` (taken as ${times})`}`);
  const lo = settingFor(s, bout, att, 'smin') ?? 0;
  const hi = settingFor(s, bout, att, 'smax') ?? 0;
  for (let i = 1; i <= times; i++) {
    const label = times > 1 ? `attack ${i} of ${times}: ` : '';
    const r = rollR(s.rng, Math.min(lo, hi), Math.max(lo, hi));
    locals.R = r.value;
    log.emit('roll', () => `${label}R = Random(${lo}, ${hi}) = ${r.value}${r.scripted ? ' (scripted)' : ''}`, { data: { roll: 'R', value: r.value } });
    const dmg = formula('DMG');
    locals.DMG = dmg.value;
    log.emit('calc', () => dmg.text);
    const chance = formula('crit-chance');
    const critRoll = rollChance(s.rng, 'crit');
    locals.critical = critRoll.value < chance.value ? 1 : 0;
    log.emit('roll', () => `crit roll ${formatNumber(critRoll.value)}${critRoll.scripted ? ' (scripted)' : ''} ${locals.critical ? '<' : '≥'} ${chance.text}: ${locals.critical ? 'critical hit' : 'no crit'}`, { data: { roll: 'crit', value: critRoll.value } });
    const cmul = formula('CMUL');
    locals.CMUL = cmul.value;
    log.emit('calc', () => cmul.text);
    if (m.blockable) {
      const blockChance = formula('block-chance');
      const blockRoll = rollChance(s.rng, 'block');
      locals.blocked = blockRoll.value < blockChance.value ? 1 : 0;
      log.emit('roll', () => `block roll ${formatNumber(blockRoll.value)}${blockRoll.scripted ? ' (scripted)' : ''} ${locals.blocked ? '<' : '≥'} ${blockChance.text}: ${locals.blocked ? 'blocked' : 'not blocked'}`, { data: { roll: 'block', value: blockRoll.value } });
    } else {
      locals.blocked = 0;
      log.emit('roll', () => noBlockReason(stances[att], stances[def]));
    }
    const bmul = formula('BMUL');
    locals.BMUL = bmul.value;
    log.emit('calc', () => bmul.text);
    if (m.guarded) {
      const edef = formula('EDEF');
      locals.EDEF = edef.value;
      log.emit('calc', () => edef.text);
    }
    const ad = formula(m.guarded ? 'AD' : 'AD-unguarded');
    const amount = Math.max(0, Math.floor(ad.value));
    locals.AD = amount;
    log.emit('calc', () => `${ad.text}${amount === ad.value ? '' : ` (taken as ${amount})`}`);
    if (m.riposted && locals.critical) {
      const back = formula('riposte-damage');
      const returned = Math.max(0, Math.floor(back.value));
      taken[att] += returned;
      log.emit('damage', () => `${def} ripostes the critical hit: ${back.text}${returned === back.value ? '' : ` (taken as ${returned})`}; ${att} takes ${returned}, ${def} takes 0`, { data: { to: att, amount: returned, riposte: true } });
    } else {
      taken[def] += amount;
      log.emit('damage', () => `${def} takes ${amount}`, { data: { to: def, amount } });
    }
  }
}
