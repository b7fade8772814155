'use client';
/**
 * Which game's sandbox to show: `?game=mana-duel` opens the mana duel's; without `game` (or with
 * Summoner's Grid's id) the sandbox is Summoner's Grid's, as it always was. Each is loaded only when
 * shown (Summoner's Grid's board brings Phaser; the mana duel's table is plain DOM).
 */
import dynamic from 'next/dynamic';

const loading = () => <p className="notice">Loading the sandbox…</p>;
const ManaSandbox = dynamic(() => import('./mana-duel/mana-sandbox').then((m) => m.ManaSandbox), { ssr: false, loading });
const SandboxApp = dynamic(() => import('./sandbox-app').then((m) => m.SandboxApp), { ssr: false, loading });

/** The game id of the mana duel (games/mana-duel/game.ts), as the URL names it. */
const MANA_DUEL = 'mana-duel';

export function SandboxRouter() {
  const game = new URLSearchParams(window.location.search).get('game');
  return game === MANA_DUEL ? <ManaSandbox /> : <SandboxApp />;
}
