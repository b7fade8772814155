import type { PlayerId } from '../core/players';
import type { DamageCalc } from './expr';
import type { Action } from '../summoners-grid/actions';
import type { Behaviours } from '../summoners-grid/behaviour';
import type { G } from '../summoners-grid/game';
import type { CodeRef, ExecState, Rider, StackItem, TriggerEvent, Unit } from '../summoners-grid/state';
import type { PropertyChange } from '../summoners-grid/stats';

/** Card behaviour by interpretation of the DSL's AST. */
export class AstBehaviours implements Behaviours {
  overrideRule(_g: G, _rule: string, _player: PlayerId, base: number | undefined): number | undefined {
    return base;
  }
  auras(_g: G, _unit: Unit): PropertyChange[] {
    return [];
  }
  whileHolds(_g: G, _ref: CodeRef): boolean {
    return true;
  }
  replaced(_g: G, _unit: Unit, _stat: string, value: number, _calc: DamageCalc): number {
    return value;
  }
  cardActions(_g: G, _player: PlayerId): Action[] {
    return [];
  }
  checkCardAction(_g: G, action: Action): string | null {
    return `${action.type} is not available`;
  }
  startCardAction(_g: G, _action: Action): void {}
  resolveItem(_g: G, _item: StackItem): void {}
  resume(_g: G, _exec: ExecState, _option: number | null): void {}
  collectTriggers(_g: G, _events: TriggerEvent[]): StackItem[] {
    return [];
  }
  hasTriggeredResponse(_g: G, _player: PlayerId, _events: TriggerEvent[]): boolean {
    return false;
  }
  questChecks(_g: G): StackItem[] {
    return [];
  }
  riderDamage(_g: G, _rider: Rider, _attacker: Unit, _target: Unit, _crit: boolean): { amount: number; text: string } {
    return { amount: 0, text: '' };
  }
}
