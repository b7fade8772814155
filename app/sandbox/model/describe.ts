/**
 * Words for what the sandbox lists: an action (a timeline entry, a legal choice), a stack item. Names
 * come from the engine's own `describe`, so they read like the log (`B's Fae Magician`, `(5,10)`).
 */
import { findCard, type Action, type Engine, type GameState, type Value } from '../../../games/summoners-grid/index';

type StackItem = GameState['stack'][number];

export function cardNameOf(engine: Engine, state: GameState, iid: string): string {
  const card = state.cards[iid];
  if (!card) return iid;
  if (card.card === 'hidden') return 'a hidden card';
  return findCard(engine.def.content, card.card)?.name.text ?? card.card;
}

function targetsText(engine: Engine, state: GameState, targets: Record<string, Value>): string {
  const parts = Object.entries(targets).map(([k, v]) => `${k}: ${engine.describe(state, v)}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function space(s: { x: number; y: number }): string {
  return `(${s.x},${s.y})`;
}

/** `B plays Blast Bolt (caster: B's Fae Magician, target: A's Gignen Warrior)`, from the state before the action. */
export function describeAction(engine: Engine, state: GameState, a: Action): string {
  const unit = (id: string) => engine.describe(state, { t: 'unit', id });
  const card = (iid: string) => cardNameOf(engine, state, iid);
  switch (a.type) {
    case 'pass':
      return `${a.player} passes`;
    case 'end-turn':
      return `${a.player} ends the turn`;
    case 'choose': {
      if (a.option === -1) return `${a.player} declines`;
      const label = state.choice?.options[a.option]?.label;
      return `${a.player} chooses ${label ?? `option ${a.option + 1}`}`;
    }
    case 'summon':
      return `${a.player} summons ${card(a.card)} at ${space(a.to)}`;
    case 'move':
      return `${a.player} moves ${unit(a.unit)} to ${space(a.to)}`;
    case 'attack':
      return `${a.player}: ${unit(a.unit)} attacks ${unit(a.target)}`;
    case 'direct-attack':
      return `${a.player}: ${unit(a.unit)} attacks ${a.player === 'A' ? 'B' : 'A'}'s territory directly`;
    case 'play':
      return `${a.player} plays ${card(a.card)}${targetsText(engine, state, a.targets)}${a.anchor ? ` at ${space(a.anchor)}${a.rotated ? ', rotated' : ''}` : ''}`;
    case 'set':
      return `${a.player} sets ${card(a.card)} face down${a.anchor ? ` at ${space(a.anchor)}` : ''}`;
    case 'activate':
      return `${a.player} activates ${card(a.card)}${targetsText(engine, state, a.targets)}`;
    case 'advance':
      return `${a.player} advances with ${card(a.card)}${targetsText(engine, state, a.targets)}`;
  }
}

function abilitySource(engine: Engine, state: GameState, item: Extract<StackItem['what'], { kind: 'ability' }>): string {
  const src = item.source;
  switch (src.from) {
    case 'card':
      return cardNameOf(engine, state, src.iid);
    case 'role':
    case 'equipment':
      return `${findCard(engine.def.content, src.card)?.name.text ?? src.card} (${engine.describe(state, { t: 'unit', id: src.unit })})`;
    case 'species':
      return `${src.species} (${engine.describe(state, { t: 'unit', id: src.unit })})`;
    case 'grant':
      return `a granted ability of ${engine.describe(state, { t: 'unit', id: src.unit })}`;
  }
}

/** One line for a stack item. */
export function describeStackItem(engine: Engine, state: GameState, item: StackItem): string {
  const w = item.what;
  const unit = (id: string) => engine.describe(state, { t: 'unit', id });
  switch (w.kind) {
    case 'summon':
      return `Summon ${cardNameOf(engine, state, w.iid)} at ${space(w.at)}${w.turnSummon ? ' (Turn Summon)' : ''}`;
    case 'move':
      return `${unit(w.unit)} moves to ${space(w.to)}`;
    case 'attack':
      return `${unit(w.unit)} attacks ${unit(w.target)}`;
    case 'direct-attack':
      return `${unit(w.unit)} attacks directly`;
    case 'card': {
      const verb = w.mode === 'activate' ? 'Activate' : w.mode === 'advance' ? 'Advance:' : 'Play';
      return `${verb} ${cardNameOf(engine, state, w.iid)}${targetsText(engine, state, w.bindings)}`;
    }
    case 'set':
      return `Set a card face down${w.anchor ? ` at ${space(w.anchor)}` : ''}`;
    case 'ability':
      return `Ability of ${abilitySource(engine, state, w)}`;
    case 'quest-complete':
      return `${cardNameOf(engine, state, w.iid)} ${w.outcome === 'complete' ? 'completes' : 'fails'}`;
    case 'end-turn':
      return 'End of the Action Phase';
  }
}
