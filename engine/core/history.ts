/**
 * Replay and undo for any game whose `apply` is a pure function of (state, action). A game's history is
 * its initial state plus the accepted actions; undo to action n is the replay of the first n actions.
 */
export type Applied<S, E> = { ok: true; state: S; events: E[] } | { ok: false; reason: string };

export function replay<S, A, E>(initial: S, actions: readonly A[], apply: (state: S, action: A) => Applied<S, E>): { state: S; events: E[]; failedAt?: number; reason?: string } {
  let state = initial;
  const events: E[] = [];
  for (let i = 0; i < actions.length; i++) {
    const result = apply(state, actions[i] as A);
    if (!result.ok) return { state, events, failedAt: i, reason: result.reason };
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** The state after the first `count` actions. */
export function undoTo<S, A, E>(initial: S, actions: readonly A[], count: number, apply: (state: S, action: A) => Applied<S, E>): S {
  return replay(initial, actions.slice(0, Math.max(0, count)), apply).state;
}
