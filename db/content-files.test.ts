import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem, scanContentCards } from './content-files';
import { scanContentDecks } from './deck-files';

const fixture = (name: string) => fileURLToPath(new URL(`../test/fixtures/${name}`, import.meta.url));

describe('scanContentCards', () => {
  it('finds <game>/cards/**/*.smith, ids from file names, and ignores files outside cards/', () => {
    const scan = scanContentCards(fixture('content'));
    expect(scan.problems).toEqual([]);
    expect(scan.cards.map((c) => [c.id, c.game, c.kind, c.name, c.file])).toEqual([
      ['blast-bolt', 'summoners-grid', 'action', 'Blast Bolt', 'summoners-grid/cards/actions/blast-bolt.smith'],
      ['rush', 'summoners-grid', 'action', 'Rush', 'summoners-grid/cards/actions/rush.smith'],
      ['dark-altar', 'summoners-grid', 'building', 'Dark Altar', 'summoners-grid/cards/buildings/dark-altar.smith'],
      ['graverobbing', 'summoners-grid', 'counter', 'Graverobbing', 'summoners-grid/cards/counters/graverobbing.smith'],
    ]);
    expect(scan.cards[0]?.source).toMatch(/^\/\/ Fixture[\s\S]*crit x1\.5\n  }\n}\n$/);
  });

  it('reports bad ids, duplicate ids and unreadable headers per file, and still loads the rest', () => {
    const scan = scanContentCards(fixture('content-problems'));
    expect(scan.cards.map((c) => `${c.game}:${c.id}`)).toEqual(['other-game:shield', 'summoners-grid:blast-bolt']);
    expect(scan.problems.map(formatProblem)).toEqual([
      'summoners-grid/cards/a/bad id.smith: bad card id "bad id": a card id (the file name) uses letters, digits, `.`, `_` and `-`',
      'summoners-grid/cards/a/nameless.smith:2:8: Unexpected `{` in a card; expected a name or a quoted name',
      'summoners-grid/cards/b/blast-bolt.smith: duplicate card id "blast-bolt": summoners-grid/cards/a/blast-bolt.smith already defines it (ids are file names and must be unique)',
    ]);
  });

  it('reports a card file or deck file it cannot read, and loads the others', () => {
    const root = mkdtempSync(join(tmpdir(), 'content-files-'));
    try {
      const cards = join(root, 'g', 'cards', 'action');
      const decks = join(root, 'g', 'decks');
      mkdirSync(cards, { recursive: true });
      mkdirSync(decks, { recursive: true });
      writeFileSync(join(cards, 'rush.smith'), 'action Rush {\n}\n');
      symlinkSync(join(root, 'gone.smith'), join(cards, 'lost.smith'));
      execFileSync('mkfifo', [join(cards, 'pipe.smith')]);
      writeFileSync(join(decks, 'starter.smith'), 'deck Starter {\n  main {\n    1 Rush\n  }\n}\n');
      symlinkSync(join(root, 'gone.smith'), join(decks, 'lost.smith'));
      const scan = scanContentCards(root);
      expect(scan.cards.map((c) => c.id)).toEqual(['rush']);
      expect(scan.problems.map(formatProblem)).toEqual([
        'g/cards/action/lost.smith: could not read this file: it is a link to a file that does not exist',
        'g/cards/action/pipe.smith: could not read this file: it is not a regular file',
      ]);
      const deckScan = scanContentDecks(root);
      expect(deckScan.decks.map((d) => d.id)).toEqual(['starter']);
      expect(deckScan.problems.map(formatProblem)).toEqual(['g/decks/lost.smith: could not read this file: it is a link to a file that does not exist']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('returns nothing for a missing folder', () => {
    expect(scanContentCards(fixture('missing'))).toEqual({ cards: [], problems: [] });
  });
});
