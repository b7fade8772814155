/**
 * The studio's editor on the stance duel's own content (content/stance-duel): completion offers the
 * fighters' seven stats, the player stats a condition reads and the settings (the stances among them);
 * the validator accepts every content file. All of it through the generic language
 * service reading the ruleset's vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { readSmithFiles } from '../../dsl/load-dir';
import { Project } from '../../dsl/project';
import { LanguageService } from '../../dsl/language-service/service';

const files = await readSmithFiles(['content/stance-duel']);
const project = new Project(files);
const service = new LanguageService(project);
const probe = 'content/stance-duel/cards/gear/probe.smith';

function labels(text: string, path = probe): string[] {
  service.update(path, text.replace('|', ''));
  return service.completions(path, text.indexOf('|'))?.items.map((i) => i.label) ?? [];
}

describe('the stance duel in the editor', () => {
  it('validates every content file with no diagnostic', () => {
    for (const f of files) expect({ path: f.path, diagnostics: project.diagnostics(f.path) }).toEqual({ path: f.path, diagnostics: [] });
  });

  it('offers the seven stats in a fighter, and the settings a card may replace in a formula', () => {
    expect(labels('fighter F { stats { | } }', 'content/stance-duel/cards/fighter/probe.smith')).toEqual(expect.arrayContaining(['AGI', 'ATK', 'DEF', 'CC', 'CD', 'BC', 'BR']));
    expect(labels('gear G { while you.stance = | }')).toEqual(expect.arrayContaining(['Attack', 'Reckless', 'Defend', 'Riposte', 'BBR', 'AD-CAP']));
  });

  it('offers the player stats a condition reads, and no word of another game', () => {
    const items = labels('gear G { while you.| }');
    expect(items).toEqual(expect.arrayContaining(['wins', 'damage', 'stance']));
    for (const word of ['mana', 'territory', 'STR']) expect(items).not.toContain(word);
  });
});
