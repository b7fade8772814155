/**
 * The interpretation-overhead floor: the benchmark deck's three cards (Blast Bolt, Rush, Healing Hands, as
 * content/summoners-grid declares them) written by hand in TypeScript against the same engine framework (rules, stack, combat resolution),
 * instead of being interpreted from their AST. Card names appear here, in bench/, never in engine/.
 * It must play exactly the same games as the interpreter (test/engine/hand-coded.test.ts checks it).
 */
import { expiryFor } from '../engine/core/durations';
import type { PlayerId } from '../engine/core/players';
import type { DamageCalc } from '../games/summoners-grid/interpret/expr';
import { startCardAction } from '../games/summoners-grid/interpret/plays';
import type { Action } from '../games/summoners-grid/rules/actions';
import { actionKey } from '../games/summoners-grid/rules/actions';
import type { Behaviours } from '../games/summoners-grid/rules/behaviour';
import { distance, unitsOnBoard } from '../games/summoners-grid/rules/board';
import { toPile } from '../games/summoners-grid/rules/card-ops';
import { resolveAttack } from '../games/summoners-grid/rules/combat';
import type { G } from '../games/summoners-grid/rules/game';
import { awaiting } from '../games/summoners-grid/rules/legal';
import { roleMatches } from '../games/summoners-grid/rules/select';
import type { ChoiceOption, CodeRef, ExecState, Rider, StackItem, TriggerEvent, Unit } from '../games/summoners-grid/rules/state';
import { unitStats, type PropertyChange } from '../games/summoners-grid/rules/stats';
import { healUnit, unitName } from '../games/summoners-grid/rules/units';
import { rollAgainst } from '../games/summoners-grid/rules/combat';

const unitRef = (u: Unit) => ({ t: 'unit' as const, id: u.id });

function crit(u: Unit, g: G): number {
  return Math.floor(unitStats(g, u).stats.LCK! * 0.3375 + 1.65);
}

export class HandCodedCards implements Behaviours {
  overrideRule(_g: G, _rule: string, _player: PlayerId, base: number | undefined): number | undefined {
    return base;
  }
  auras(): PropertyChange[] {
    return [];
  }
  whileHolds(_g: G, _ref: CodeRef): boolean {
    return true;
  }
  replaced(_g: G, _unit: Unit, _stat: string, value: number, _calc: DamageCalc): number {
    return value;
  }

  cardActions(g: G, player: PlayerId): Action[] {
    const a = awaiting(g);
    if (a.kind !== 'free' || a.player !== player) return [];
    const out: Action[] = [];
    const board = unitsOnBoard(g);
    const mine = board.filter((u) => u.controller === player);
    const enemies = board.filter((u) => u.controller !== player);
    const magicians = mine.filter((u) => roleMatches(g, u.role, 'Magician'));
    for (const iid of g.s.players[player].zones.hand) {
      const card = g.card(iid).card;
      if (card === 'blast-bolt') {
        for (const caster of magicians) {
          for (const target of enemies.filter((u) => u.at && caster.at && distance(u.at, caster.at) <= 6)) {
            out.push({ type: 'play', player, card: iid, targets: { caster: unitRef(caster), target: unitRef(target) } });
          }
        }
      } else if (card === 'rush') {
        for (const target of mine) out.push({ type: 'play', player, card: iid, targets: { target: unitRef(target) } });
      } else if (card === 'healing-hands') {
        for (const caster of magicians) {
          for (const target of mine.filter((u) => u.at && caster.at && distance(u.at, caster.at) <= 3)) out.push({ type: 'play', player, card: iid, targets: { caster: unitRef(caster), target: unitRef(target) } });
        }
      }
    }
    return out;
  }

  hasCardAction(g: G, player: PlayerId): boolean {
    // Every card of the deck has action speed: nothing is ever a response.
    const a = awaiting(g);
    return a.kind === 'free' && a.player === player && this.cardActions(g, player).length > 0;
  }

  checkCardAction(g: G, action: Action): string | null {
    const key = actionKey(action);
    return this.cardActions(g, action.player).some((a) => actionKey(a) === key) ? null : 'not a legal card action';
  }

  startCardAction(g: G, action: Action): void {
    startCardAction(g, action);
  }

  resolveItem(g: G, item: StackItem): void {
    const w = item.what;
    if (w.kind !== 'card') return;
    const card = g.card(w.iid).card;
    const unit = (key: string) => {
      const v = w.bindings[key];
      return v && typeof v === 'object' && !Array.isArray(v) && v.t === 'unit' ? g.s.units[v.id] : undefined;
    };
    if (card === 'blast-bolt') {
      const caster = unit('caster');
      const target = unit('target');
      if (caster && target && !target.removed) {
        const cs = () => unitStats(g, caster).stats;
        resolveAttack(g, {
          attacker: caster,
          target,
          what: 'Blast Bolt',
          source: w.iid,
          basicAttack: false,
          hit: () => ({ chance: 85 + cs().ACC! / 10, text: () => `85 + ${cs().ACC} / 10` }),
          crit: () => ({ chance: crit(caster, g), multiplier: 1.5, text: () => `${crit(caster, g)}` }),
          damage: () => {
            const int = cs().INT!;
            const mdf = unitStats(g, target).stats.MDF!;
            return { raw: int * (1 + 60 / 100) * (int / mdf), text: () => `${int} * 1.6 * (${int} / ${mdf})`, notes: [] };
          },
          damageType: 'magical',
          attribute: 'fire',
        });
      }
    } else if (card === 'rush') {
      const target = unit('target');
      if (target) {
        const now = { number: g.s.turn.number, player: g.s.turn.player };
        for (const [property, op, value, until] of [
          ['MV', 'mul', 2, 'end-of-turn'],
          ['DEF', 'div', 2, 'end-of-opponents-next-turn'],
        ] as const) {
          g.s.modifiers.push({ id: g.id('m'), seq: g.s.nextId, subject: { unit: target.id }, property: [property], op, value, until: expiryFor(until, item.controller, now), endsWhen: [], controller: item.controller, source: w.iid });
          g.changed();
          g.emit('modified', () => `${unitName(g, target)}'s ${property} ${op} ${value} (Rush)`, { unit: target.id, player: target.controller, reason: property });
        }
      }
    } else if (card === 'healing-hands') {
      const caster = unit('caster');
      const target = unit('target');
      if (caster && target && !target.removed) {
        const spi = unitStats(g, caster).stats.SPI!;
        const raw = spi * (1 + 40 / 100);
        let amount = Math.floor(raw);
        const c = crit(caster, g);
        const isCrit = rollAgainst(g, 'Crit', c, () => `${c}`, 'Healing Hands crit', 'crit', 'no crit');
        g.emit('calc', () => `Heal = ${spi} * 1.4 = ${raw}`);
        if (isCrit) {
          amount = Math.floor(amount * 1.5);
          g.emit('calc', () => `Critical → ${amount}`);
        }
        healUnit(g, target, amount, w.iid, `Healing Hands by ${unitName(g, caster)}`);
      }
    }
    toPile(g, w.iid);
  }

  resume(_g: G, _exec: ExecState, _option: number | null, _options: ChoiceOption[]): void {}
  collectTriggers(_g: G, _events: TriggerEvent[]): StackItem[] {
    return [];
  }
  hasTriggeredResponse(): boolean {
    return false;
  }
  questChecks(): StackItem[] {
    return [];
  }
  riderDamage(_g: G, _rider: Rider): { amount: number; text: string } {
    return { amount: 0, text: '' };
  }
}
