import type { CommandEntry } from './command';
import { commands } from './commands/index';
import { optimiseLater } from '../lib/optimise-later';

function helpText(all: CommandEntry[]): string {
  const sorted = [...all].sort((a, b) => a.path.join(' ').localeCompare(b.path.join(' ')));
  const width = Math.max(...sorted.map((c) => c.path.join(' ').length), 4);
  const lines = sorted.map((c) => `  ${c.path.join(' ').padEnd(width)}  ${c.summary}`);
  return ['Usage: cardsmith <command> [options]', '', 'Commands:', ...lines, '', 'Run `cardsmith <command> --help` for the options of a command.'].join('\n');
}

/** Picks the command whose path is the longest prefix of argv. */
export function findCommand(all: CommandEntry[], argv: string[]): { command: CommandEntry; rest: string[] } | undefined {
  let best: CommandEntry | undefined;
  for (const c of all) {
    const matches = c.path.every((word, i) => argv[i] === word);
    if (matches && (!best || c.path.length > best.path.length)) best = c;
  }
  return best ? { command: best, rest: argv.slice(best.path.length) } : undefined;
}

export async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    console.log(helpText(commands));
    return 0;
  }
  const found = findCommand(commands, argv);
  // `cardsmith sets` or `cardsmith sets --help`: a group's name alone lists the group's commands.
  const group = commands.filter((c) => c.path.length > 1 && c.path[0] === argv[0]);
  if (!found && group.length > 0 && (argv.length === 1 || argv[1] === '--help' || argv[1] === '-h')) {
    const text = helpText(group).replace('<command>', `${argv[0]} <command>`);
    if (argv.length > 1) {
      console.log(text);
      return 0;
    }
    console.error(`cardsmith: "${argv[0]}" needs a command\n\n${text}`);
    return 2;
  }
  if (!found) {
    console.error(`cardsmith: unknown command "${argv.join(' ')}"\n\n${helpText(commands)}`);
    return 2;
  }
  if (found.command.optimiseLate) optimiseLater();
  // Only now is the command's module imported: the rest of the table stays unloaded.
  const command = await found.command.load();
  if (found.rest.includes('--help') || found.rest.includes('-h')) {
    console.log(command.usage);
    return 0;
  }
  return command.run(found.rest);
}
