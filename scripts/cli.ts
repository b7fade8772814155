import type { Command } from './command';
import { loadCommands } from './commands/index';

function helpText(all: Command[]): string {
  const width = Math.max(...all.map((c) => c.path.join(' ').length), 4);
  const lines = all.map((c) => `  ${c.path.join(' ').padEnd(width)}  ${c.summary}`);
  return ['Usage: cardsmith <command> [options]', '', 'Commands:', ...lines, '', 'Run `cardsmith <command> --help` for the options of a command.'].join('\n');
}

/** Picks the command whose path is the longest prefix of argv. */
export function findCommand(all: Command[], argv: string[]): { command: Command; rest: string[] } | undefined {
  let best: Command | undefined;
  for (const c of all) {
    const matches = c.path.every((word, i) => argv[i] === word);
    if (matches && (!best || c.path.length > best.path.length)) best = c;
  }
  return best ? { command: best, rest: argv.slice(best.path.length) } : undefined;
}

export async function main(argv: string[]): Promise<number> {
  const commands = await loadCommands();
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    console.log(helpText(commands));
    return 0;
  }
  const found = findCommand(commands, argv);
  if (!found) {
    console.error(`cardsmith: unknown command "${argv.join(' ')}"\n\n${helpText(commands)}`);
    return 2;
  }
  if (found.rest.includes('--help') || found.rest.includes('-h')) {
    console.log(found.command.usage);
    return 0;
  }
  return found.command.run(found.rest);
}
