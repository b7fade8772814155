/**
 * The set table's columns for a game, from its declared vocabulary (dsl/vocabulary.ts): a game that
 * declares card types gets its type, its declared properties (`mana`) and its declared stats, in the
 * ruleset's order. Summoner's Grid, whose card kinds are keywords, gets its built-in clauses: speed,
 * rarity, attribute, species, equipment slot, each declared stat with its growth, the parameters power,
 * accuracy and range. Columns for what only some cards write (another `param`, a bonus to a stat, a role's
 * tier, a declared game's rarity) are added when a card of the game has one, after the fixed ones.
 * A declared property or extra parameter that no card writes as a number literal is a text column.
 * Pure and browser-safe.
 */
import type { Vocabulary } from '../../dsl/vocabulary';
import { columnKey, type CardCells } from './card-cells';
import type { TableColumn } from './table-schema';
import { boundsOf } from './value-bounds';

function numberColumn(key: string, label: string, group: TableColumn['group']): TableColumn {
  return { key, label, group, kind: 'number', ...boundsOf(key) };
}

const textColumn = (key: string, label: string, group: TableColumn['group'] = 'card'): TableColumn => ({ key, label, group, kind: 'text' });

/** Summoner's Grid's built-in cards declare no `card-types`: their kinds are the language's keywords. */
export function hasBuiltinCards(vocabulary: Vocabulary): boolean {
  return vocabulary.cardTypes.length === 0;
}

export function tableColumns(vocabulary: Vocabulary, cards: readonly CardCells[]): TableColumn[] {
  const present = new Set(cards.flatMap((c) => Object.keys(c)));
  // A property no card writes as a number (the chain duel's `traits fire + wing`) is text, not a number column.
  const textOnly = (key: string) => present.has(key) && !cards.some((c) => c[key]?.number);
  const valueColumn = (key: string, label: string, group: TableColumn['group']) => (textOnly(key) ? textColumn(key, label, group) : numberColumn(key, label, group));
  const columns: TableColumn[] = [textColumn('type', 'Type')];
  if (hasBuiltinCards(vocabulary)) {
    columns.push(textColumn('speed', 'Speed'), textColumn('rarity', 'Rarity'), textColumn('attribute', 'Attribute'), textColumn('species', 'Species'), textColumn('slot', 'Slot'));
    if (present.has('tier')) columns.push(textColumn('tier', 'Tier'));
    for (const stat of vocabulary.stats) columns.push(numberColumn(columnKey.stat(stat), stat, 'stat'), textColumn(columnKey.growth(stat), `${stat} growth`, 'growth'));
    for (const param of ['power', 'accuracy', 'range']) columns.push(numberColumn(columnKey.param(param), param, 'param'));
  } else {
    if (present.has('rarity')) columns.push(textColumn('rarity', 'Rarity'));
    for (const property of vocabulary.properties) columns.push(valueColumn(columnKey.property(property), property, 'property'));
    for (const stat of vocabulary.stats) columns.push(numberColumn(columnKey.stat(stat), stat, 'stat'));
  }
  const fixed = new Set(columns.map((c) => c.key));
  const extra = (prefix: string) => [...present].filter((k) => k.startsWith(prefix) && !fixed.has(k)).sort();
  for (const key of extra('param:')) columns.push(valueColumn(key, key.slice('param:'.length), 'param'));
  const statOrder = (key: string) => {
    const i = vocabulary.stats.indexOf(key.slice('bonus:'.length));
    return i < 0 ? vocabulary.stats.length : i;
  };
  for (const key of extra('bonus:').sort((a, b) => statOrder(a) - statOrder(b))) columns.push(numberColumn(key, `${key.slice('bonus:'.length)} bonus`, 'bonus'));
  return uniqueLabels(columns);
}

/** A CSV column is found by its label, so two columns never share one (the later gets its group). */
function uniqueLabels(columns: TableColumn[]): TableColumn[] {
  const seen = new Set<string>();
  return columns.map((c) => {
    const label = seen.has(c.label.toLowerCase()) ? `${c.label} (${c.group})` : c.label;
    seen.add(label.toLowerCase());
    return { ...c, label };
  });
}
