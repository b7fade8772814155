/**
 * Command-line arguments, for every command (`cardsmith …`, `npm run bench`, the benchmark's helper
 * processes): strict options on top of node:util's parseArgs, positional-argument counts, whole-number
 * and port values, and usage errors. A usage error is the command's usage on stderr and exit code 2.
 * Node only.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** How many positional arguments a command takes (`max` may be Infinity). */
export interface PositionalCount {
  min: number;
  max: number;
}

export interface CommandLineShape {
  /** Default: any number. */
  positionals?: PositionalCount;
  /**
   * Options that may take more than one value as consecutive arguments (`--decks A B`), with the most
   * values each takes. The arguments after the option's first value that are not options are its further
   * values, up to that many in all; `lists` returns every value of such an option.
   */
  lists?: Record<string, number>;
}

/** Strict options and no positional arguments; unknown options and stray arguments are usage errors. */
export function parseOptions<T extends Options>(args: string[], options: T) {
  return usageErrors(() => parseArgs({ args, options, strict: true, allowPositionals: false }).values);
}

/** Strict options plus positional arguments (`user add NAME`, `sets diff SET 1 2`). */
export function parseCommandLine<T extends Options>(args: string[], options: T, shape: CommandLineShape = {}) {
  const parsed = usageErrors(() => parseArgs({ args, options, strict: true, allowPositionals: true, tokens: true }));
  const lists: Record<string, string[]> = {};
  const taken = new Set<number>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || token.value === undefined) continue;
    const most = shape.lists?.[token.name];
    if (most === undefined) continue;
    const values = [token.value];
    let last = token.inlineValue ? token.index : token.index + 1;
    for (const next of parsed.tokens) {
      if (values.length >= most) break;
      if (next.kind === 'positional' && next.index === last + 1) {
        values.push(next.value);
        taken.add(next.index);
        last = next.index;
      }
    }
    lists[token.name] = values;
  }
  const positionals = parsed.tokens.flatMap((t) => (t.kind === 'positional' && !taken.has(t.index) ? [t.value] : []));
  const count = shape.positionals ?? { min: 0, max: Number.POSITIVE_INFINITY };
  const n = positionals.length;
  if (n < count.min) throw new UsageError(`expected ${count.min === count.max ? count.min : `at least ${count.min}`} argument(s), got ${n}`);
  if (n > count.max) throw new UsageError(`unexpected argument "${positionals[count.max]}"`);
  return { values: parsed.values, positionals, lists };
}

function usageErrors<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export interface WholeNumberLimits {
  min?: number;
  max?: number;
}

/** A whole-number option (`--count 20`), `fallback` when absent; a usage error otherwise. */
export function wholeOption(text: string | undefined, name: string, fallback: number, limits: WholeNumberLimits = {}): number {
  if (text === undefined) return fallback;
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = limits;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) {
    const range = `${min > 0 ? ` of at least ${min}` : ''}${max < Number.MAX_SAFE_INTEGER ? ` up to ${max}` : ''}`;
    throw new UsageError(`${name} needs a whole number${range}, got "${text}"`);
  }
  return n;
}

/** A TCP port from an option or the environment. */
export function parsePort(text: string, from: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) throw new UsageError(`${from} must be a port number (1-65535), got "${text}"`);
  return port;
}

/** Runs a command body; a UsageError becomes `cardsmith NAME: message`, the command's usage on stderr and exit code 2. */
export async function withUsage(name: string, usage: string, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`cardsmith ${name}: ${error.message}\n\n${usage}`);
    return 2;
  }
}
