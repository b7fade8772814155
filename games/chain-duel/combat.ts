import type { Condition } from '../../dsl/ast';
import type { EventLog } from '../../engine/core/events';
import { explain, toNumber, type FormulaWorld } from '../../engine/core/formula/expr';
import { EvalError, normName } from '../../engine/core/formula/values';
import type { PlayerId } from '../../engine/core/players';
import type { ChainStat } from './cards';
import { statText } from './cards';
import { takeDamage } from './effects';
import { cardOf, defenderOf, monsterOf, passiveStat, type Chain, type ChainState } from './state';

/** Final ATK and Final DEF of a combat chain, each with the sum that makes it, and the types. */
export interface CombatTotals {
  atk: number;
  def: number;
  /** The defender played a defensive move. */
  defended: boolean;
  atkText: string;
  defText: string;
  attackTypes: string[];
  defenceTypes: string[];
}

/**
 * Final ATK = the attacker's monster ATK + the ATK of their moves played from the hand in this chain
 * (the initial one and the additional ones) + what effects gained them in the chain + their Passive
 * bonuses; Final DEF likewise for the defender with DEF. A horizontal card adds only its Field effect
 * (README decision 5). Final ATK stops at 0.
 */
export function combatTotals(s: ChainState, chain: Chain): CombatTotals {
  const attacker = chain.attacker;
  const defender = defenderOf(chain);
  const side = (p: PlayerId, stat: ChainStat) => {
    const monster = monsterOf(s, p);
    const base = monster[stat].kind === 'initial' ? monster[stat].value : 0;
    const parts: string[] = [`${monster.name} ${base}`];
    let total = base;
    let played = false;
    const types = new Set<string>();
    for (const link of chain.links) {
      const card = cardOf(s, link.iid);
      if (!card || link.player !== p || link.horizontal || card[stat].kind === 'none') continue;
      played = true;
      total += card[stat].value;
      parts.push(`${card.name} ${statText(card[stat])}`);
      for (const t of card.traits) types.add(t);
    }
    const gained = chain.bonus[p][stat];
    if (gained !== 0) {
      total += gained;
      parts.push(`effects ${gained > 0 ? '+' : '−'}${Math.abs(gained)}`);
    }
    const passive = passiveStat(s, p, stat);
    if (passive !== 0) {
      total += passive;
      parts.push(`passive ${passive > 0 ? '+' : '−'}${Math.abs(passive)}`);
    }
    // With no defensive move played, the monster's traits are the defence types.
    if (!played) for (const t of monster.traits) types.add(t);
    return { total, text: parts.join(' + '), played, types: [...types] };
  };
  const atk = side(attacker, 'atk');
  const def = side(defender, 'def');
  return { atk: Math.max(0, atk.total), def: def.total, defended: def.played, atkText: atk.text, defText: def.text, attackTypes: atk.types, defenceTypes: def.types };
}

/** The formula world of the chain duel: its one formula reads only its parameters and the built-in functions. */
function world(s: ChainState): FormulaWorld<object> {
  return {
    property: () => undefined,
    formula: (name) => (normName(name) === normName(s.rules.damage.name.text) ? s.rules.damage : undefined),
    setting: () => undefined,
    test: (_c: Condition) => {
      throw new EvalError('the damage formula compares nothing', s.rules.damage.range.start.line);
    },
    describe: (v) => String(v),
  };
}

/** `damage(atk, def)` of the ruleset: a whole number of at least 0, with its explanation. */
export function damageOf(s: ChainState, atk: number, def: number, explained: boolean): { amount: number; text: string } {
  const f = s.rules.damage;
  const [a, d] = f.params;
  const locals = { [normName(a?.text ?? 'atk')]: atk, [normName(d?.text ?? 'def')]: def };
  try {
    const r = explain(f.body, { world: world(s), locals, params: {}, subject: null, controller: 'A' }, '', explained);
    const value = toNumber(r.value, f.name.text);
    const amount = Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
    return { amount, text: explained ? `${f.name.text} = ${r.text}` : '' };
  } catch (err) {
    if (!(err instanceof EvalError)) throw err;
    return { amount: 0, text: `${f.name.text} cannot be evaluated (${err.message}): 0` };
  }
}

/**
 * The damage step after a combat chain resolved: Final ATK and DEF, damage = the ruleset's
 * `damage(atk, def)`, and 1 direct attack damage when that is 0 and the defender played no defensive move.
 */
export function damageStep(s: ChainState, log: EventLog, chain: Chain): void {
  const t = combatTotals(s, chain);
  const defender = defenderOf(chain);
  log.emit('final', `Final ATK = ${t.atkText} = ${t.atk}; Final DEF = ${t.defText} = ${t.def}`, { data: { atk: t.atk, def: t.def } });
  log.emit('types', `attack types: ${t.attackTypes.join(', ') || 'none'}; defence types: ${t.defenceTypes.join(', ') || 'none'}${t.defended ? '' : ` (no defensive move: ${monsterOf(s, defender).name}'s traits)`}`);
  const d = damageOf(s, t.atk, t.def, log.explain);
  let amount = d.amount;
  if (amount === 0 && !t.defended) {
    amount = 1;
    log.emit('calc', `${d.text}; no defensive move was played: 1 direct attack damage`, { data: { damage: 1 } });
  } else log.emit('calc', d.text, { data: { damage: amount } });
  takeDamage(s, log, defender, amount);
}
