import type { Command } from '../command';
import { scenarioRun } from './scenario-run';
import { simulateCommand } from './simulate';

// Every CLI command, in the order `cardsmith --help` lists them. Add one import and one entry per command.
export const commands: Command[] = [scenarioRun, simulateCommand];
