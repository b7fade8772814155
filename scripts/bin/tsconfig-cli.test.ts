import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import ts from 'typescript';
import * as published from 'chevrotain';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configPath = fileURLToPath(new URL('./tsconfig.cli.json', import.meta.url));

describe("the CLI's run-time tsconfig", () => {
  it("maps chevrotain to the package's one-file build, which exists and is the same version with the same exports", async () => {
    const { config, error } = ts.parseConfigFileTextToJson(configPath, readFileSync(configPath, 'utf8'));
    expect(error).toBeUndefined();
    const target = config.compilerOptions.paths.chevrotain[0];
    const file = join(root, target);
    expect(existsSync(file)).toBe(true);
    const bundled: Record<string, unknown> = await import(pathToFileURL(file).href);
    expect(bundled.VERSION).toBe(published.VERSION);
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(published).sort());
  });
});
