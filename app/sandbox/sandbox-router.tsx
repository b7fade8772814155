'use client';
/**
 * Which game's sandbox to show: the one a `?game=` link names, otherwise the studio's current game (the
 * sidebar's switcher). Each game's sandbox is loaded only when shown (Summoner's Grid's board brings
 * Phaser; the mana duel's and the chain duel's tables are plain DOM). A game with no sandbox yet says so.
 */
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useCurrentGame } from '../ui/current-game-context';
import { GAME_PARAM } from '../ui/game-choice';

const loading = () => <p className="notice">Loading the sandbox…</p>;

/** Game id (as its ruleset declares it) → its sandbox. */
const sandboxes: Record<string, ComponentType> = {
  'summoners-grid': dynamic(() => import('./sandbox-app').then((m) => m.SandboxApp), { ssr: false, loading }),
  'mana-duel': dynamic(() => import('./mana-duel/mana-sandbox').then((m) => m.ManaSandbox), { ssr: false, loading }),
  'chain-duel': dynamic(() => import('./chain-duel/chain-sandbox').then((m) => m.ChainSandbox), { ssr: false, loading }),
  'stance-duel': dynamic(() => import('./stance-duel/stance-sandbox').then((m) => m.StanceSandbox), { ssr: false, loading }),
};

export function SandboxRouter() {
  const { game } = useCurrentGame();
  const id = new URLSearchParams(window.location.search).get(GAME_PARAM) ?? game.id;
  const Sandbox = sandboxes[id];
  if (Sandbox === undefined) return <p className="notice">{game.name} has no sandbox yet: the sandbox plays Summoner&apos;s Grid, the mana duel, the stance duel and the chain duel.</p>;
  return <Sandbox key={id} />;
}
