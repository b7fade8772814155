/** Rename: every use of the same thing across the game's files, nothing else; refusals as values. */
import { describe, expect, it } from 'vitest';
import { duelProbe, duelProject } from '../testing/duel-fixture';
import { LanguageService } from './service';

const deck = { path: 'content/duel/decks/starter.smith', text: 'deck Starter {\n  main {\n    2 Whelp\n    2 Bolt\n  }\n}\n' };
const whelp = 'content/duel/cards/monster/whelp.smith';
const probe = 'spell Probe {\n  mana 1\n  target: enemy monster\n  effect {\n    deal target.power + start-health damage to target\n  }\n}\n';

function service(): LanguageService {
  const s = new LanguageService(duelProject([deck]));
  s.update(duelProbe, probe);
  return s;
}

/** Each edit as [path, start offset, end offset, new text]. */
function edits(s: LanguageService, path: string, offset: number, newName: string): [string, number, number, string][] {
  const result = s.rename(path, offset, newName);
  if (!result.ok) throw new Error(result.message);
  return result.files.flatMap((f) => f.edits.map((e): [string, number, number, string] => [f.path, e.range.start.offset, e.range.end.offset, e.newText]));
}

function nth(text: string, word: string, n: number): number {
  let at = -1;
  for (let i = 0; i <= n; i++) at = text.indexOf(word, at + 1);
  return at;
}

describe('rename', () => {
  const whelpText = 'monster Whelp {\n  mana 2\n  stats { power 3 toughness 1 health 2 }\n}\n';

  it('renames a card at its declaration and where a deck names it, in both files', () => {
    const s = service();
    const expected: [string, number, number, string][] = [
      [whelp, 8, 13, 'Drake'],
      [deck.path, deck.text.indexOf('Whelp'), deck.text.indexOf('Whelp') + 5, 'Drake'],
    ];
    expect(whelpText.slice(8, 13)).toBe('Whelp');
    expect(edits(s, whelp, 10, 'Drake')).toEqual(expected.sort((a, b) => a[0].localeCompare(b[0])));
    // From the reference in the deck: the same edits.
    expect(edits(s, deck.path, deck.text.indexOf('Whelp') + 1, 'Drake')).toEqual(expected);
  });

  it('quotes a new name that is not one word', () => {
    const s = service();
    expect(edits(s, whelp, 8, 'Fire Whelp').map((e) => e[3])).toEqual(['"Fire Whelp"', '"Fire Whelp"']);
  });

  it('renames a choice of a card inside that card only', () => {
    const s = service();
    const at = probe.indexOf('target:');
    const uses = [nth(probe, 'target', 0), nth(probe, 'target', 1), nth(probe, 'target', 2)];
    expect(edits(s, duelProbe, at, 'victim')).toEqual(uses.map((u) => [duelProbe, u, u + 6, 'victim']));
  });

  it('renames a ruleset setting in the ruleset and in the formulas that read it', () => {
    const s = service();
    const ruleset = s.project.file('content/duel/ruleset.smith')?.text ?? '';
    const use = probe.indexOf('start-health');
    const result = edits(s, duelProbe, use + 2, 'opening-health');
    expect(result).toEqual([
      ['content/duel/cards/spell/probe.smith', use, use + 12, 'opening-health'],
      ['content/duel/ruleset.smith', ruleset.indexOf('start-health'), ruleset.indexOf('start-health') + 12, 'opening-health'],
    ]);
  });

  it('refuses a keyword, a stat, and a name that cannot be written', () => {
    const s = service();
    expect(s.rename(duelProbe, probe.indexOf('deal') + 1, 'x')).toMatchObject({ ok: false });
    expect(s.renameSpot(duelProbe, probe.indexOf('deal') + 1)).toBeUndefined();
    expect(s.rename(duelProbe, probe.indexOf('power') + 1, 'might')).toMatchObject({ ok: false });
    expect(s.rename(whelp, 10, 'Bad "name"')).toMatchObject({ ok: false });
    expect(s.rename(duelProbe, probe.indexOf('target:'), 'two words')).toMatchObject({ ok: false });
  });

  it('gives the name under the cursor for prepareRename', () => {
    const s = service();
    expect(s.renameSpot(deck.path, deck.text.indexOf('Bolt'))).toMatchObject({ placeholder: 'Bolt', range: { start: { offset: deck.text.indexOf('Bolt') } } });
  });
});
