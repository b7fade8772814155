/** `cardsmith text <card id or name>`: print a card's generated rules text. */
import type { Command } from '../command';
import { loadProject } from '../../dsl/load-dir';
import { rulesText } from '../../dsl/rules-text/rules-text';
import type { SymbolEntry } from '../../dsl/symbols';
import { closest } from '../../dsl/validate/suggest';
import { parseCommandLine, UsageError, withUsage } from '../args';

const usage = `Usage: cardsmith text <card id or name> [--content DIR]

Prints the rules text generated from a card's definition (what the printed card says). The card is
looked up by id (its file name, e.g. blast-bolt) or display name ("Blast Bolt") in every game under
the content directory (default: content). Roles, species and other declarations work too.
Exit codes: 0 found, 1 not found or ambiguous, 2 usage error.`;

export const textCommand: Command = {
  usage,
  run: (args) => withUsage('text', usage, () => printRulesText(args)),
};

async function printRulesText(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(args, { content: { type: 'string', default: 'content' } });
  const query = positionals.join(' ');
  if (query === '') throw new UsageError('which card?');
  const project = await loadProject([values.content]);
  const found: SymbolEntry[] = [];
  const names: string[] = [];
  for (const game of project.games()) {
    const table = project.symbols(game);
    const hit = table.resolveCard(query) ?? (['species', 'growth', 'rarity', 'pack', 'deck', 'scenario', 'ruleset'] as const).map((k) => table.resolve(k, query)).find((e) => e !== undefined);
    if (hit) found.push(hit);
    names.push(...table.namesOf('card'), ...table.namesOf('role'));
  }
  if (found.length === 0) {
    const suggestion = closest(query, names);
    console.error(`cardsmith text: no card "${query}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`);
    return 1;
  }
  if (found.length > 1) {
    console.error(`cardsmith text: "${query}" names cards in several games: ${found.map((f) => f.path).join(', ')}`);
    return 1;
  }
  const [entry] = found;
  if (entry) console.log(rulesText(entry.decl));
  return 0;
}
