/**
 * The shipped decks (content/summoners-grid/decks/): they validate, cover every tier 1 role family with at
 * least two decks, never share a summon (a scenario hand takes a summon's slot from the deck that uses it),
 * and play: checked random games between them finish with no invariant violated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckDecl, RoleCard } from '../../dsl/ast';
import { Project } from '../../dsl/project';
import { readSmithFiles } from '../../dsl/load-dir';
import { createEngine } from '../../games/summoners-grid/index';
import { loadGame, type LoadedGame } from '../../games/summoners-grid/node/load-content';
import { playGame } from '../../engine/sim/play';
import { deckFromDecl } from '../../games/summoners-grid/rules/setup';
import { findCard } from '../../games/summoners-grid/rules/content';

let game: LoadedGame;
let families: DeckDecl[];
beforeAll(async () => {
  game = await loadGame('content/summoners-grid');
  families = game.content.decks.filter((d) => !d.name.text.startsWith('Player '));
});

const familyOf = (role: string): string => (findCard(game.content, role) as RoleCard).family.text;

describe('the shipped decks', () => {
  it('validate without errors or warnings', () => {
    const problems = game.files.filter((f) => f.path.includes('/decks/')).flatMap((f) => f.parsed.diagnostics.concat(f.semantic).map((d) => `${f.path}: ${d.code} ${d.message}`));
    expect(problems).toEqual([]);
    expect(families.length).toBeGreaterThanOrEqual(6);
  });

  it('give every tier 1 role family at least two decks built around it', () => {
    const byFamily = new Map<string, string[]>();
    for (const deck of families) {
      const counts = new Map<string, number>();
      for (const slot of deck.slots) counts.set(familyOf(slot.role.text), (counts.get(familyOf(slot.role.text)) ?? 0) + 1);
      const [main] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
      byFamily.set(main, [...(byFamily.get(main) ?? []), deck.name.text]);
    }
    for (const family of ['Warrior', 'Magician', 'Scout']) expect(byFamily.get(family)?.length ?? 0, family).toBeGreaterThanOrEqual(2);
  });

  it('never put one summon in two decks', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const deck of game.content.decks) {
      for (const slot of deck.slots) {
        const other = seen.get(slot.summon.text);
        if (other) twice.push(`${slot.summon.text}: ${other} and ${deck.name.text}`);
        seen.set(slot.summon.text, deck.name.text);
      }
    }
    expect(twice).toEqual([]);
  });

  it('play: checked random games between them finish with no invariant violated', () => {
    const engine = createEngine(game.content);
    const list = families.map((d) => deckFromDecl(game.content, d));
    list.forEach((a, i) => {
      const b = list[(i + 1) % list.length]!;
      const game = playGame(engine, { A: a, B: b }, 700 + i, { maxActions: 4000, check: true });
      expect(game.violations, `${families[i]?.name.text} against the next deck`).toEqual([]);
      expect(game.winner, 'the game finished').not.toBeNull();
    });
  });
});

describe('deck rules', () => {
  it('a summon fills one slot of a deck: a second slot with it is an error', async () => {
    const files = await readSmithFiles(['content/summoners-grid']);
    const project = new Project(files.filter((f) => !f.path.includes('/decks/')));
    const path = 'content/summoners-grid/decks/twice.smith';
    project.update(path, 'deck Twice {\n  slot "Demar Hexer" as Magician\n  slot "Demar Hexer" as Magician\n  slot "Fae Seer" as Magician\n}\n');
    expect(project.diagnostics(path).map((d) => `${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`)).toEqual([
      '3:8 L0414 "Demar Hexer" is a unique summon and already fills another slot of this deck',
    ]);
  });
});
