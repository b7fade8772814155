import type { PlayerId } from './players';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * One line of the explained log. Every state change, roll and calculation is an event; `apply` returns
 * the events it produced. `kind` is a game word (`roll`, `calc`, `damaged`, `defeated` …); `text` is the
 * human explanation. Events that reveal hidden information to one player carry `visibleTo` and a
 * `publicText` that the other player sees instead.
 */
export interface GameEvent {
  seq: number;
  kind: string;
  text: string;
  visibleTo?: PlayerId;
  publicText?: string;
  data?: { [key: string]: JsonValue };
}

/** Collects the events of one `apply`. Text can be switched off for fast simulations. */
export class EventLog {
  readonly events: GameEvent[] = [];
  constructor(
    private nextSeq: number,
    readonly explain: boolean,
  ) {}

  get seq(): number {
    return this.nextSeq;
  }

  emit(kind: string, text: string | (() => string), extra: Omit<GameEvent, 'seq' | 'kind' | 'text'> = {}): GameEvent {
    const event: GameEvent = { seq: this.nextSeq++, kind, text: this.explain ? (typeof text === 'string' ? text : text()) : '', ...extra };
    this.events.push(event);
    return event;
  }
}

/** The events as one player may see them. */
export function eventsFor(events: readonly GameEvent[], player: PlayerId): GameEvent[] {
  return events.map((e) => {
    if (!e.visibleTo || e.visibleTo === player) return e;
    const { data: _hidden, ...rest } = e;
    return { ...rest, text: e.publicText ?? '(hidden)' };
  });
}
