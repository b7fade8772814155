/**
 * Which game the studio shows: the games of the content folder and the visitor's choice among them, kept
 * in the `cardsmith-game` cookie. Pure (the server reads the cookie, the sidebar's switcher writes it).
 */
import { z } from 'zod';
import { preferredGame } from '../../dsl/vocabulary';

export const GAME_COOKIE = 'cardsmith-game';
/** The `?game=<id>` of a shared link: opens that game and makes it the current one. */
export const GAME_PARAM = 'game';

/** A game id as content folders and rulesets spell it (`mana-duel`). */
export const GameName = /^[a-z0-9][a-z0-9-]*$/;
export const GameId = z.string().max(64).regex(GameName);

/** A game of the content folder, as the studio's pages need it. */
export interface StudioGame {
  id: string;
  /** The ruleset's name (`ruleset "Mana Duel"`). */
  name: string;
  /** The card types its ruleset declares (`monster`, `spell` …); none for Summoner's Grid's built-in kinds. */
  cardTypes: string[];
  /** Whether the game declares roles and species (Summoner's Grid does): the library's filters by them. */
  roles: boolean;
  species: boolean;
}

/**
 * The game a cookie or link value names, when it is one of `games`; anything else (missing, malformed,
 * a game that is not in the content folder) is the default game, the one tools open when none is named.
 */
export function chooseGame(games: readonly StudioGame[], value: unknown): StudioGame | undefined {
  const id = GameId.safeParse(value);
  return (id.success ? games.find((g) => g.id === id.data) : undefined) ?? preferredGame(games, (g) => g.id);
}

/** The choice is kept a year; every page of the studio reads it. */
export const GAME_COOKIE_MAX_AGE = 31_536_000;

/** The `Set-Cookie`/`document.cookie` text that keeps `id` as the current game. */
export function gameCookie(id: string): string {
  return `${GAME_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${GAME_COOKIE_MAX_AGE}; SameSite=Lax`;
}
