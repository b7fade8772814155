/**
 * A generated summon as a DSL `summon` declaration, so it can become a card file
 * (`content/<game>/cards/summon/<id>.smith`) or be shown as text. Growth kinds are written by symbol.
 */
import { format } from '../../../dsl/format/format';
import { writeName } from '../../../dsl/write-name';
import type { GeneratedSummon } from './generate';
import type { PackTables } from './tables';

export function summonSource(summon: GeneratedSummon, cardName: string, tables: Pick<PackTables, 'stats' | 'growth'>, comment?: string): string {
  const symbol = (kind: string) => tables.growth.find((g) => g.name === kind)?.symbol ?? kind;
  const text = [
    ...(comment ? comment.split('\n').map((l) => `// ${l}`) : []),
    `summon ${writeName(cardName)} {`,
    `  species ${writeName(summon.species)}`,
    `  rarity ${writeName(summon.rarity)}`,
    `  stats { ${tables.stats.map((s) => `${s} ${summon.stats[s] ?? 0}`).join(' ')} }`,
    `  growth { ${tables.stats.map((s) => `${s} ${symbol(summon.growth[s] ?? '')}`).join(' ')} }`,
    '}',
    '',
  ].join('\n');
  return format(text).text;
}
