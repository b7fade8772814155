'use client';
/**
 * What browser tests (and curious designers, in the console) can read of a running duel: the timeline's
 * cursor and length, the true state, the table's model and who is to act. Each game publishes it under
 * its own name on `window` (`expose`), for as long as the run is shown.
 */
import { useEffect, useRef } from 'react';
import type { PlayerId } from '../../../engine/core/players';
import type { DuelSession } from './use-duel-session';

export interface DuelProbe<S, B> {
  cursor: number;
  entries: number;
  state: S;
  board: B;
  acting: PlayerId | null;
  waitsFor: PlayerId | null;
}

/** `expose` publishes the probe (null: the run is gone); a stable function, so the probe is published once. */
export function useDuelProbe<S, A, B>(session: DuelSession<S, A, B>, expose: (probe: (() => DuelProbe<S, B>) | null) => void): void {
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);
  useEffect(() => {
    expose(() => {
      const s = latest.current;
      return { cursor: s.timeline.cursor, entries: s.timeline.entries.length, state: s.state, board: s.board, acting: s.acting, waitsFor: s.waitsFor };
    });
    return () => expose(null);
  }, [expose]);
}
