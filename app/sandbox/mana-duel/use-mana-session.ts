'use client';
/**
 * One mana duel run in React: a duel session (`useDuelSession`: timeline, scripted draws, viewer, bots,
 * notices) with the table's clicks on top. A click picks a card or an attacker, completes a pick into an
 * action, or is answered with the engine's reason (`interaction.ts`); any move of the position drops the pick.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ManaAction } from '../../../games/mana-duel/actions';
import type { ManaState } from '../../../games/mana-duel/state';
import { useDuelSession, type DuelModel, type DuelSession, type DuelSessionActions } from '../duel/use-duel-session';
import type { DuelFrame, DuelSetup } from '../duel/run';
import { manaBoard, type ManaBoardModel } from './board-model';
import type { CompiledManaDuel } from './compile';
import { describeAction } from './describe';
import { clickOn, NO_PICK, offer, type Click, type Offer, type Pick } from './interaction';

const MANA_MODEL: DuelModel<ManaState, ManaAction, ManaBoardModel> = { board: manaBoard, describeAction };

export interface ManaSession extends DuelSession<ManaState, ManaAction, ManaBoardModel> {
  offer: Offer;
  pick: Pick;
}

export interface ManaSessionActions extends DuelSessionActions<ManaAction> {
  click(click: Click): void;
  clearPick(): void;
}

export function useManaSession(game: CompiledManaDuel, setup: DuelSetup, start: DuelFrame<ManaState>): [ManaSession, ManaSessionActions] {
  const [pick, setPick] = useState<Pick>(NO_PICK);
  const clearPick = useCallback(() => setPick(NO_PICK), []);
  const [duel, duelActions] = useDuelSession(game, setup, start, MANA_MODEL, clearPick);
  const offered = useMemo(() => offer(duel.legal, pick), [duel.legal, pick]);

  const latest = useRef({ pick, legal: duel.legal, state: duel.state, acting: duel.acting });
  useLayoutEffect(() => {
    latest.current = { pick, legal: duel.legal, state: duel.state, acting: duel.acting };
  }, [pick, duel.legal, duel.state, duel.acting]);

  const engine = game.engine;
  const actions: ManaSessionActions = useMemo(
    () => ({
      ...duelActions,
      click(c) {
        const { state, acting, legal, pick: current } = latest.current;
        const r = clickOn({ engine, state, player: acting, legal }, current, c);
        if (r.kind === 'act') duelActions.act(r.action);
        else {
          setPick(r.pick);
          duelActions.setNotice(r.kind === 'illegal' ? r.reason : null);
        }
      },
      clearPick,
    }),
    [engine, duelActions, clearPick],
  );

  return [{ ...duel, offer: offered, pick }, actions];
}
