#!/usr/bin/env node
// Entry point of the `cardsmith` CLI. The CLI is TypeScript; tsx compiles it on the fly so that
// `npx cardsmith` works straight after `npm install`, with no build step.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

// Default paths (.data/pglite, content/, db/migrations) are relative to the project, wherever the
// command is run from.
process.env.CARDSMITH_ROOT ??= fileURLToPath(new URL('../..', import.meta.url));
// tsconfig.cli.json: the project's settings, with Chevrotain loaded from its one-file build (see there).
register({ tsconfig: fileURLToPath(new URL('./tsconfig.cli.json', import.meta.url)) });
const { main } = await import('../cli.ts');
process.exitCode = await main(process.argv.slice(2));
