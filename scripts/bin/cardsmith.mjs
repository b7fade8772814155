#!/usr/bin/env node
// Entry point of the `cardsmith` CLI. The CLI is TypeScript; tsx compiles it on the fly so that
// `npx cardsmith` works straight after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../cli.ts');
process.exitCode = await main(process.argv.slice(2));
