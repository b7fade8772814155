/**
 * Columns per game, from each content game's own ruleset (its declared vocabulary) and a few of its
 * cards: the expected lists are written out by hand from the rulesets' `stats` / `properties` lines.
 */
import { describe, expect, it } from 'vitest';
import { parse } from '../../dsl/parse';
import { declaredCard } from '../cards/card-face';
import { gameVocabulary } from '../server/studio-games';
import { cardCells } from './card-cells';
import { tableColumns } from './table-columns';

const vocabulary = (game: string) => gameVocabulary(game, 'content');

function cellsOf(source: string) {
  const card = declaredCard(parse(source).document.decls);
  if (!card) throw new Error(`no card in ${source}`);
  return cardCells(card, source);
}

const labels = (game: string, sources: string[]) => tableColumns(vocabulary(game), sources.map(cellsOf)).map((c) => `${c.label}${c.kind === 'number' ? '#' : ''}`);

describe('set table columns', () => {
  it("Summoner's Grid: built-in clauses, each declared stat with its growth, power/accuracy/range, then found params and bonuses", () => {
    const cards = [
      'summon "A" {\n  species Angar\n  stats { STR 16 END 12 }\n}\n',
      'armor "C" {\n  bonuses { SPD -1 END +2 }\n}\n',
      'action "B" {\n  power 60\n  param save 30\n  effect {\n    draw 1 card\n  }\n}\n',
    ];
    const stats = ['STR', 'END', 'DEF', 'INT', 'SPI', 'MDF', 'SPD', 'ACC', 'LCK'].flatMap((s) => [`${s}#`, `${s} growth`]);
    expect(labels('summoners-grid', cards)).toEqual(['Type', 'Speed', 'Rarity', 'Attribute', 'Species', 'Slot', ...stats, 'power#', 'accuracy#', 'range#', 'save#', 'END bonus#', 'SPD bonus#']);
  });

  it('the mana duel: type, the declared property mana, the declared stats power, toughness, health', () => {
    expect(labels('mana-duel', ['monster "M" {\n  mana 2\n  stats { power 2 toughness 1 health 3 }\n}\n'])).toEqual(['Type', 'mana#', 'power#', 'toughness#', 'health#']);
  });

  it('the chain duel: properties atk, def, traits and the stat hp; traits, never a number, is text', () => {
    const cards = ['move "Steady Guard" {\n  atk none\n  def 2\n  traits none\n}\n', 'move "Jab" {\n  atk 2\n  def none\n  traits claw\n}\n'];
    expect(labels('chain-duel', cards)).toEqual(['Type', 'atk#', 'def#', 'traits', 'hp#']);
  });

  it('the stance duel: no properties, its seven stats', () => {
    expect(labels('stance-duel', ['fighter "J" {\n  stats { AGI 2 ATK 2 DEF 2 CC 1 CD 1 BC 1 BR 1 }\n}\n'])).toEqual(['Type', 'AGI#', 'ATK#', 'DEF#', 'CC#', 'CD#', 'BC#', 'BR#']);
  });

  it('bounds: stats from 0, accuracy to 100, bonuses below 0', () => {
    const columns = tableColumns(vocabulary('summoners-grid'), [cellsOf('armor "C" {\n  bonuses { SPD -1 }\n}\n')]);
    const find = (key: string) => columns.find((c) => c.key === key);
    expect(find('stat:STR')).toMatchObject({ min: 0, max: 999 });
    expect(find('param:accuracy')).toMatchObject({ min: 0, max: 100 });
    expect(find('bonus:SPD')).toMatchObject({ min: -999, max: 999 });
  });
});
