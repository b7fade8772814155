import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameNamed, studioGames } from './studio-games';
import { GAME_COOKIE, chooseGame, gameCookie, type StudioGame } from '../ui/game-choice';

const content = fileURLToPath(new URL('../../content', import.meta.url));

const grid: StudioGame = { id: 'summoners-grid', name: "Summoner's Grid", cardTypes: [], roles: true, species: true };
const duel: StudioGame = { id: 'mana-duel', name: 'Mana Duel', cardTypes: ['monster', 'spell', 'equipment'], roles: false, species: false };

describe('the current game from the cookie', () => {
  it('is the game the cookie names, when the content folder has it', () => {
    expect(chooseGame([duel, grid], 'mana-duel')).toBe(duel);
    expect(chooseGame([duel, grid], 'summoners-grid')).toBe(grid);
  });

  it('is the default game (Summoner’s Grid) for a missing, malformed or unknown value', () => {
    for (const value of [undefined, '', 'chess', 'Mana-Duel', '../mana-duel', 'mana duel', 'x'.repeat(65), 42, ['mana-duel'], { id: 'mana-duel' }]) {
      expect(chooseGame([duel, grid], value)).toBe(grid);
    }
  });

  it('is the first game when the default game is not there, and none when there is no game', () => {
    expect(chooseGame([duel], 'chess')).toBe(duel);
    expect(chooseGame([], 'mana-duel')).toBeUndefined();
  });

  it('is kept a year for the whole studio', () => {
    expect(gameCookie('mana-duel')).toBe(`${GAME_COOKIE}=mana-duel; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});

describe('the games of the content folder', () => {
  it('are named by their rulesets, with their declared card types and whether they have roles and species', () => {
    expect(studioGames(content)).toEqual([
      { id: 'chain-duel', name: 'Chain Duel', cardTypes: ['monster', 'move'], roles: false, species: false },
      { id: 'mana-duel', name: 'Mana Duel', cardTypes: ['monster', 'spell', 'equipment'], roles: false, species: false },
      { id: 'stance-duel', name: 'Stance Duel', cardTypes: ['fighter', 'gear', 'technique'], roles: false, species: false },
      { id: 'summoners-grid', name: "Summoner's Grid", cardTypes: [], roles: true, species: true },
    ]);
    expect(gameNamed('mana-duel', content).name).toBe('Mana Duel');
    expect(gameNamed('no-such-game', content).id).toBe('summoners-grid');
    expect(gameNamed(undefined, content).id).toBe('summoners-grid');
  });

  it('fall back to the default game when the folder holds none', () => {
    const empty = mkdtempSync(join(tmpdir(), 'cardsmith-no-games-'));
    try {
      expect(studioGames(empty)).toEqual([]);
      expect(gameNamed('mana-duel', empty)).toMatchObject({ id: 'summoners-grid' });
      // A folder without a ruleset is Summoner's Grid's (older content): named by its id.
      const other = mkdtempSync(join(tmpdir(), 'cardsmith-one-game-'));
      mkdirSync(join(other, 'summoners-grid', 'species'), { recursive: true });
      writeFileSync(join(other, 'summoners-grid', 'species', 'fae.smith'), 'species Fae {\n  stats { STR 1..2 }\n}\n');
      expect(studioGames(other)).toEqual([{ id: 'summoners-grid', name: 'summoners-grid', cardTypes: [], roles: false, species: true }]);
      rmSync(other, { recursive: true, force: true });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
