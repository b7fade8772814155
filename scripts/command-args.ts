/** Option parsing shared by the CLI commands: strict (unknown options are usage errors, exit code 2). */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseOptions<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Like parseOptions, for commands that also take positional arguments (e.g. `user add NAME`). */
export function parseCommandLine<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A TCP port from an option or the environment. */
export function parsePort(text: string, from: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) throw new UsageError(`${from} must be a port number (1-65535), got "${text}"`);
  return port;
}

/** Runs a command body; a UsageError becomes the command's usage on stderr and exit code 2. */
export async function withUsage(name: string, usage: string, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`cardsmith ${name}: ${error.message}\n\n${usage}`);
    return 2;
  }
}
