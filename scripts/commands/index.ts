import type { Command } from '../command';
import { fmtCommand } from './fmt';
import { scenarioRun } from './scenario-run';
import { simulateCommand } from './simulate';
import { textCommand } from './text';
import { validateCommand } from './validate';

// Every CLI command, in the order `cardsmith --help` lists them. Add one import and one entry per command.
export const commands: Command[] = [validateCommand, fmtCommand, textCommand, scenarioRun, simulateCommand];
