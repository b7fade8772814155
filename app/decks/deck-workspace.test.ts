import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { scanContentCards } from '../../db/content-files';
import { scanDefinitions } from '../server/content-definitions';
import { cardPath } from '../cards/project-paths';
import { DeckWorkspace } from './deck-workspace';

const content = fileURLToPath(new URL('../../content', import.meta.url));

/** A game's files as the studio serves them to the deck builder: definitions and every card. */
function workspace(game: string): DeckWorkspace {
  const definitions = scanDefinitions(content).filter((f) => f.path.startsWith(`content/${game}/`));
  const cards = scanContentCards(content).cards.filter((c) => c.game === game).map((c) => ({ path: cardPath(game, c.id), text: c.source }));
  return new DeckWorkspace(game, [...definitions, ...cards]);
}

describe('the deck builder’s view of a game that declares its deck rules (the mana duel)', () => {
  const duel = workspace('mana-duel');
  const cards = scanContentCards(content).cards.filter((c) => c.game === 'mana-duel');

  it('offers every card of the game for its one main list, and no summon slots or advance deck', () => {
    const catalog = duel.catalog();
    expect(catalog.declared).toBe(true);
    expect(catalog.main.map((c) => c.id).sort()).toEqual(cards.map((c) => c.id).sort());
    expect(catalog.main.find((c) => c.name === 'Forest Wolf')).toEqual({ id: 'forest-wolf', name: 'Forest Wolf', type: 'monster' });
    expect([catalog.summons, catalog.roles, catalog.advance]).toEqual([[], [], []]);
    expect(duel.typeOf('Battle Axe')).toBe('equipment');
    expect(duel.typeOf('Nobody')).toBeUndefined();
  });

  it('checks a deck by the game’s deck rules: 30 cards pass, 29 do not', () => {
    const names = ['Mana Wisp', 'Arcane Scholar', 'Forest Wolf', 'Hill Giant', 'Shield Bearer', 'Flame Dart', 'Frost Nova', 'Weaken', 'Battle Axe', 'Iron Sword'];
    const deck = (last: number) => `deck "Check" {\n  main {\n${names.map((n, i) => `    ${i === names.length - 1 ? last : 3} "${n}"`).join('\n')}\n  }\n}\n`;
    expect(duel.check('check', deck(3))).toEqual([]);
    expect(duel.check('check', deck(2)).map((d) => d.message)).toEqual(['The deck has 29 cards; it needs exactly 30 (add 1)']);
  });
});

describe('the deck builder’s view of Summoner’s Grid', () => {
  it('has summon slots, tier 1 roles and an advance deck', () => {
    const catalog = workspace('summoners-grid').catalog();
    expect(catalog.declared).toBe(false);
    expect(catalog.summons.length).toBeGreaterThan(0);
    expect(catalog.roles.length).toBeGreaterThan(0);
    expect(catalog.main.every((c) => ['action', 'reaction', 'counter', 'building', 'quest'].includes(c.type))).toBe(true);
  });
});
