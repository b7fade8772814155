import type { Command } from '../command';

// Every CLI command, in the order `cardsmith --help` lists them. Add one import and one entry per command.
export const commands: Command[] = [];
