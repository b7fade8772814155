/** `cardsmith validate [paths…] [--json]`: parse and validate `.smith` files; exit 1 on errors. */
import type { Command } from '../command';
import { faceDiagnostics } from '../../app/cards/faces/content-faces';
import { countDiagnostics } from '../../dsl/diagnostics';
import { loadProject } from '../../dsl/load-dir';
import { parseCommandLine, withUsage } from '../args';
import { isReported, selectContent } from './content-paths';

const usage = `Usage: cardsmith validate [paths…] [--json]

Parses and validates .smith files (default: content). A path inside content/<game>/ is checked against
its whole game, so names defined in other files resolve. Each game's card face templates
(content/<game>/faces.json) are checked too (F0001), and every card's face against its template:
text that does not fit even at the template's smallest size is a warning (F0002). Prints one line per diagnostic:
  file:line:col severity code message
then the number of files, cards, species and roles loaded.

Options:
  --json   print {"diagnostics": [...], "counts": {...}, "errors": n, "warnings": n} instead
Exit codes: 0 no errors (warnings allowed), 1 errors found, 2 usage error.`;

export const validateCommand: Command = {
  usage,
  run: (args) => withUsage('validate', usage, () => validate(args)),
};

async function validate(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(args, { json: { type: 'boolean' } });
  let selection;
  try {
    selection = await selectContent(positionals);
  } catch (error) {
    console.error(`cardsmith validate: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const project = await loadProject(selection.load);
  // Faces (content/<game>/faces.json and each card's fit) are checked beside the .smith files, never instead of them.
  const diagnostics = [...project.allDiagnostics(), ...(await faceDiagnostics(project))].filter((d) => isReported(d.path, selection.report));
  const counts = project.counts();
  const { errors, warnings } = countDiagnostics(diagnostics);
  if (values.json === true) {
    console.log(JSON.stringify({ diagnostics, counts, errors, warnings }, null, 2));
  } else {
    for (const d of diagnostics) console.log(`${d.path}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.code} ${d.message}`);
    const loaded = [
      plural(counts.cards, 'card'),
      `${counts.species} species`,
      plural(counts.roles, 'role'),
      plural(counts.growth, 'growth kind'),
      plural(counts.rarities, 'rarity', 'rarities'),
      plural(counts.packs, 'pack'),
      plural(counts.decks, 'deck'),
      plural(counts.scenarios, 'scenario'),
      plural(counts.rulesets, 'ruleset'),
    ];
    console.log(`Loaded ${plural(counts.files, 'file')}: ${loaded.join(', ')}.`);
    console.log(`${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`);
  }
  return errors > 0 ? 1 : 0;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
