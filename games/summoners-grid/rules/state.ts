import type { ModifyOp, Speed } from '../../../dsl/ast';
import type { ZoneName } from '../../../dsl/zones';
import { cloneJson } from '../../../engine/core/clone';
import type { Expiry } from '../../../engine/core/durations';
import type { GameEvent } from '../../../engine/core/events';
import type { PlayerId } from '../../../engine/core/players';
import type { RngState } from '../../../engine/core/rng';
import type { PriorityState } from '../../../engine/core/stack';
import type { Value } from '../interpret/values';

/**
 * The whole state of a Summoner's Grid game: plain JSON, no functions, no class instances, no Maps.
 * Content (cards, ruleset) is not part of it; the state refers to cards by content id.
 */
export interface Space {
  x: number;
  y: number;
}

export { ZONES } from '../../../dsl/zones';
export type { ZoneName };

/** A physical card. Its instance id (`iid`) stays the same while it moves between zones. */
export interface CardInstance {
  iid: string;
  /** Content id of the card. */
  card: string;
  owner: PlayerId;
  faceDown?: boolean;
  /** A summon slot in hand: the role and equipment that come with the summon card. */
  slot?: { role: string; equipment: string[] };
  /** Created by an effect (not from a deck list). */
  generated?: boolean;
  /** Turn on which it was set face down. */
  setTurn?: number;
  /** A destroyed building's spaces, so that effects still resolving can refer to "its spaces". */
  lastSpaces?: Space[];
}

export interface Equipment {
  id: string;
  /** Content id of the equipment card. */
  card: string;
}

/** A summon unit: on the board, or removed from play (kept so effects can return it). */
export interface Unit {
  id: string;
  /** Instance id of the card this unit is (summon card, or named summon advance card). */
  iid: string;
  /** Content id of the card that gives base stats and growth. */
  statsFrom: string;
  controller: PlayerId;
  species: string;
  role: string;
  level: number;
  /** Damage taken. Current HP = max HP − damage, so damage is retained when max HP changes. */
  damage: number;
  at: Space | null;
  removed: boolean;
  /** Spaces moved this turn. */
  moved: number;
  /** Basic attacks made this turn. */
  attacks: number;
  equipment: Equipment[];
  /** Content ids of the quests this unit completed. */
  quests: string[];
  enteredTurn: number;
}

export interface Building {
  id: string;
  iid: string;
  controller: PlayerId;
  spaces: Space[];
  faceDown: boolean;
  enteredTurn: number;
}

export interface QuestInPlay {
  iid: string;
  controller: PlayerId;
  bindings: Record<string, Value>;
  enteredTurn: number;
  /** A completion (or failure) item is on the stack. */
  settling?: boolean;
}

/**
 * A pointer into content: an AST node of a card (`path` walks from the card declaration), with the
 * locals it is evaluated with. Keeps interpreted behaviour out of the state while staying JSON.
 */
export interface CodeRef {
  card: string;
  path: (string | number)[];
  locals: Record<string, Value>;
  controller: PlayerId;
  /** Instance id of the card that created the effect. */
  source: string;
}

export interface Timed {
  id: string;
  seq: number;
  until: Expiry | null;
  /** `moves`, `changes-position`, `leaves-play`, `attacks`: events that end it early. */
  endsWhen: string[];
  /** `while <condition>` of the duration. */
  whileRef?: CodeRef;
  controller: PlayerId;
  source: string;
}

export interface Modifier extends Timed {
  subject: { unit: string } | { equipment: string };
  property: string[];
  op: ModifyOp;
  value: number;
}

export interface StatusInstance extends Timed {
  unit: string;
  status: string;
}

export interface Replacement extends Timed {
  unit: string;
  property: string;
  with: CodeRef;
  when: 'defending' | 'attacking';
  damageType?: string;
}

export interface Grant extends Timed {
  unit: string;
  /** Points at the granted Ability node. */
  code: CodeRef;
}

export interface Rider extends Timed {
  unit: string;
  code: CodeRef;
}

/** The engine's trigger context for one event: who, what, where, how much, and why. */
export interface TriggerEvent {
  seq: number;
  kind: string;
  turn: number;
  player?: PlayerId;
  unit?: string;
  card?: string;
  building?: string;
  amount?: number;
  space?: Space;
  /** Instance id of the card whose effect caused the event. */
  source?: string;
  reason?: string;
  phase?: string;
  /** A VP gain record this event is about (for `cancel that VP gain`). */
  vp?: number;
  /** A stack item this event is about (for cancelling a play). */
  item?: string;
}

export type Binding = Record<string, Value>;

export type StackWhat =
  | { kind: 'summon'; iid: string; at: Space; turnSummon: boolean }
  | { kind: 'move'; unit: string; to: Space }
  | { kind: 'attack'; unit: string; target: string }
  | { kind: 'direct-attack'; unit: string }
  | { kind: 'card'; iid: string; bindings: Binding; mode: 'play' | 'activate' | 'advance'; event?: TriggerEvent; anchor?: Space; rotated?: boolean }
  | { kind: 'set'; iid: string; anchor?: Space; rotated?: boolean }
  | { kind: 'ability'; source: AbilitySource; event: TriggerEvent; bindings: Binding }
  | { kind: 'quest-complete'; iid: string; outcome: 'complete' | 'fail' }
  | { kind: 'end-turn' };

export interface StackItem {
  id: string;
  controller: PlayerId;
  speed: Speed;
  what: StackWhat;
}

/** Where a triggered or continuous ability comes from. */
export type AbilitySource =
  | { from: 'card'; iid: string; card: string; index: number }
  | { from: 'role'; unit: string; card: string; index: number }
  | { from: 'species'; unit: string; species: string; index: number }
  | { from: 'equipment'; unit: string; card: string; index: number }
  | { from: 'grant'; unit: string; grant: string };

/** An option of a pending choice. `value` is what the effect receives. */
export interface ChoiceOption {
  label: string;
  value: Value;
}

/** A decision the game waits for in the middle of resolving something. */
export interface PendingChoice {
  player: PlayerId;
  prompt: string;
  options: ChoiceOption[];
  /** May the player decline (choose nothing)? */
  optional: boolean;
  /** Resumes the interrupted resolution. */
  resume: Resume;
}

export type Resume =
  | { kind: 'effects'; exec: ExecState }
  | { kind: 'hand-limit' }
  | { kind: 'first-player' };

/** A paused effect program: frames over AST effect lists plus their locals and outcomes. */
export interface ExecState {
  item: StackItem;
  card: string;
  source: string;
  controller: PlayerId;
  frames: ExecFrame[];
  locals: Record<string, Value>;
  outcomes: Outcomes;
  /** What happens to the card when the program ends. */
  then: 'pile' | 'stay' | 'none';
  /** The step waiting for the pending choice's answer. */
  awaiting?: AwaitingStep;
  /** Bindings still to choose before the steps run (triggered abilities), as AST paths. */
  bindings?: (string | number)[][];
}

/** A step of an effect program that asked the player something. */
export type AwaitingStep =
  | { kind: 'choose'; name: string; remaining: number; picked: Value[] }
  | { kind: 'may'; path: (string | number)[] }
  | { kind: 'discard'; player: PlayerId; remaining: number; to: ZoneName }
  | { kind: 'search'; player: PlayerId; remaining: number; to: ZoneName; from: ZoneName }
  | { kind: 'advance'; unit: string }
  /** An effect module's step asked (its `resume` continues it); `progress` is the module's own count. */
  | { kind: 'module'; path: (string | number)[]; progress: number };

export interface ExecFrame {
  path: (string | number)[];
  index: number;
  /** For `for each`: the remaining values and the variable. */
  each?: { variable: string; values: Value[] };
}

/** Results of one step: hit, missed, crit, saved, destroyed, damage, amount … */
export type OutcomeRecord = Record<string, boolean | number | undefined>;

export interface Outcomes {
  last: OutcomeRecord;
  labels: Record<string, OutcomeRecord>;
}

export interface VpRecord {
  id: number;
  player: PlayerId;
  amount: number;
  source: 'defeat' | 'direct-attack' | 'effect';
  detail: string;
  cancelled: boolean;
}

export interface PlayerState {
  vp: number;
  zones: Record<ZoneName, string[]>;
  /** Turn Summons made this turn. */
  summons: number;
  /** An effect lets this player advance with this unit now (outside the normal timing). */
  advanceWith?: string;
}

export type Phase = 'setup' | 'draw' | 'level' | 'action' | 'ending' | 'end' | 'over';

export interface TurnState {
  number: number;
  player: PlayerId;
  phase: Phase;
  /** Sub-step inside a phase (0 = not started). */
  step: number;
}

export interface GameOptions {
  /** Pass priority automatically for a player whose only legal action is to pass. */
  autoPass: boolean;
}

export interface GameState {
  format: 'summoners-grid/1';
  rng: RngState;
  options: GameOptions;
  turn: TurnState;
  /** Who took the first turn (skips the first draw). */
  first: PlayerId | null;
  players: Record<PlayerId, PlayerState>;
  cards: Record<string, CardInstance>;
  units: Record<string, Unit>;
  buildings: Record<string, Building>;
  quests: Record<string, QuestInPlay>;
  modifiers: Modifier[];
  statuses: StatusInstance[];
  replacements: Replacement[];
  riders: Rider[];
  stack: StackItem[];
  priority: PriorityState;
  /** Events players may respond to in the current priority round. */
  openEvents: TriggerEvent[];
  /** Events not yet evaluated for triggers (evaluated when the stack is empty). */
  pendingEvents: TriggerEvent[];
  /** True while the stack resolves (no responses may be added). */
  resolving: boolean;
  choice: PendingChoice | null;
  vpLedger: VpRecord[];
  /** Abilities with `occurrence: next` that have fired (source keys), so they fire once. */
  fired: string[];
  /** Abilities granted to units for a while. */
  grants: Grant[];
  winner: PlayerId | 'draw' | null;
  /** Why the game ended, as its last log line says it (empty while it goes on). */
  endReason: string;
  nextId: number;
  /** Sequence number of the next log event. */
  seq: number;
  /** Number of actions applied since the start. */
  actions: number;
}

export type { GameEvent };

/**
 * The working copy `apply` changes: a deep copy of everything but the card instances, which are shared
 * with `state` (the record holding them is copied). Card instances rarely change, and every change goes
 * through `G.editCard`, which copies the instance first; copying the ~40 instances of every state on every
 * action was the largest single cost of an action.
 */
export function cloneState(state: GameState): GameState {
  const copy = cloneJson({ ...state, cards: {} });
  copy.cards = { ...state.cards };
  return copy;
}
