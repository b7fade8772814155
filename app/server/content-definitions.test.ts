import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../db/content-files';
import { scanDefinitions, unreadableDefinitions } from './content-definitions';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'definitions-'));
  mkdirSync(join(root, 'g', 'cards', 'action'), { recursive: true });
  writeFileSync(join(root, 'g', 'ruleset.smith'), 'ruleset "G" {\n}\n');
  writeFileSync(join(root, 'g', 'cards', 'action', 'rush.smith'), 'action Rush {\n}\n');
  symlinkSync(join(root, 'gone.smith'), join(root, 'g', 'roles.smith'));
  symlinkSync(join(root, 'gone.smith'), join(root, 'g', 'cards', 'action', 'lost.smith'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the studio's definitions", () => {
  it('keep a rules file that cannot be read, empty and saying why, beside the others; cards/ is not read', () => {
    expect(scanDefinitions(root)).toEqual([
      { path: 'content/g/roles.smith', text: '', unreadable: 'this file: it is a link to a file that does not exist' },
      { path: 'content/g/ruleset.smith', text: 'ruleset "G" {\n}\n' },
    ]);
  });

  it('name what could not be read for the start-up message, from the content folder', () => {
    expect(unreadableDefinitions(root).map(formatProblem)).toEqual(['g/roles.smith: could not read this file: it is a link to a file that does not exist']);
  });
});
