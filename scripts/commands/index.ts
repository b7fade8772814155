import type { Command } from '../command';
import { serve } from './serve';
import { build } from './build';
import { dbMigrate } from './db-migrate';
import { dbSeed } from './db-seed';

// Every CLI command, in the order `cardsmith --help` lists them. Add one import and one entry per command.
export const commands: Command[] = [serve, build, dbMigrate, dbSeed];
