'use client';
import { useCurrentGame } from './current-game-context';

/** The sidebar's choice of game: every page shows the chosen game's cards, decks and sets. */
export function GameSwitcher() {
  const { game, games, switchTo } = useCurrentGame();
  if (games.length < 2) return null;
  return (
    <label className="game-switcher">
      <span className="visually-hidden">Game</span>
      <select className="select game-switcher__select" aria-label="Game" data-testid="game-switcher" value={game.id} onChange={(e) => switchTo(e.target.value)}>
        {games.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </label>
  );
}
