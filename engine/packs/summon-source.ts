/**
 * A generated summon as a DSL `summon` declaration, so it can become a card file
 * (`content/<game>/cards/summon/<id>.smith`) or be shown as text. Growth kinds are written by symbol.
 */
import { format } from '../../dsl/format/format';
import type { GeneratedSummon } from './generate';
import type { PackTables } from './tables';

const quote = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
// `rarity` takes a bare name only (the grammar rejects a quoted one), so simple names are written bare.
const name = (s: string): string => (/^[A-Z][A-Za-z0-9]*$/.test(s) ? s : quote(s));

export function summonSource(summon: GeneratedSummon, cardName: string, tables: Pick<PackTables, 'stats' | 'growth'>, comment?: string): string {
  const symbol = (kind: string) => tables.growth.find((g) => g.name === kind)?.symbol ?? kind;
  const text = [
    ...(comment ? comment.split('\n').map((l) => `// ${l}`) : []),
    `summon ${quote(cardName)} {`,
    `  species ${name(summon.species)}`,
    `  rarity ${name(summon.rarity)}`,
    `  stats { ${tables.stats.map((s) => `${s} ${summon.stats[s] ?? 0}`).join(' ')} }`,
    `  growth { ${tables.stats.map((s) => `${s} ${symbol(summon.growth[s] ?? '')}`).join(' ')} }`,
    '}',
    '',
  ].join('\n');
  return format(text).text;
}
