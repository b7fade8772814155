/**
 * Every diagnostic code, triggered by a small file added to a valid fixture game. The table must list
 * every code of dsl/codes.ts, and every code the DSL source reports must be in dsl/codes.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codes } from '../../dsl/codes';
import type { Diagnostic } from '../../dsl/diagnostics';
import type { SourceFile } from '../../dsl/project';
import { fixtureProject } from './fixture-game';

const probe = 'content/t/cards/action/probe.smith';

interface Case {
  /** One card file's text, or several files (the diagnostics of the first are checked). */
  files: string | SourceFile[];
  /** Optional further check of the diagnostic. */
  check?: (d: Diagnostic, text: string) => void;
}

const scenario = (body: string): SourceFile[] => [{ path: 'content/t/scenarios/s.smith', text: `scenario S { turn 1 player A phase action player A { unit u: "Elf Fighter" at (1,1) } ${body} }` }];
const fixedText = (d: Diagnostic): string | undefined => d.fixes?.[0]?.edits[0]?.newText;

const cases: Record<keyof typeof codes, Case> = {
  L0001: { files: 'action A { $ }' },
  L0002: { files: 'action "A { }' },
  L0003: { files: 'action A { effect { draw } }' },
  L0004: { files: `action A { param x ${'('.repeat(100)}1${')'.repeat(100)} effect { draw x cards } }`, check: (d) => expect(d.message).toContain('nesting too deep') },
  L0005: { files: `action A { effect { ${'draw nothing cards\n'.repeat(250)} } }`, check: (d) => expect(d.message).toMatch(/^\d+ more problems in this file/) },
  L0006: { files: [{ path: probe, text: '', unreadable: 'this file: permission denied' }], check: (d) => expect(d.message).toBe('Could not read this file: permission denied; nothing in it was loaded, the other files were') },
  L0007: {
    files: `action A { effect { draw 1 card } }\n${'// padding\n'.repeat(100_000)}`,
    check: (d) => expect(d.message).toBe('This file is 1.05 MB (1,100,036 characters), more than the 1 MB of text a .smith file may hold (split it into smaller files): nothing in it was read'),
  },
  L0010: { files: 'action A { requires hand-limit + 1 }' },
  L0011: { files: 'action A { param x 1 + (hand-limit > 2) effect { draw x cards } }' },
  L0012: { files: 'action A { t: your Elf Mage Fighter effect { t gains 1 level } }' },
  L0013: { files: 'action A { t: your summon effect { t +1 } }' },
  L0014: { files: 'action A { effect { draw 1 card } }\nreaction R { when the summon is defeated: draw 1 card }', check: (d) => expect(d.message).toBe('The language writes no `the`: `when summon is defeated: draw 1 card`') },
  L0101: {
    files: 'action A { power 2 effect { draw powr cards } }',
    check: (d) => {
      expect(d.message).toContain('did you mean `power`');
      expect(fixedText(d)).toBe('power');
    },
  },
  L0102: { files: 'action A { t: your summon effect { t.STRENGTH +1 } }' },
  SG0103: { files: 'action A { t: your Wizard effect { t gains 1 level } }', check: (d) => expect(d.message).toContain('Unknown role "Wizard"') },
  SG0104: { files: 'action A { t: your Dwarf summon effect { t gains 1 level } }' },
  L0105: { files: 'action A { effect { add "Fire Blot" to your hand } }', check: (d) => expect(fixedText(d)).toBe('"Fire Bolt"') },
  L0106: { files: 'action A { t: your summon effect { t is sleepy until end of turn } }' },
  L0107: { files: 'action A { attribute plasma }' },
  SG0108: { files: 'summon S { species Elf stats { STR 10 END 10 DEF 10 INT 10 SPI 10 MDF 10 SPD 10 ACC 10 LCK 10 } growth { STR Speedy END _ DEF _ INT _ SPI _ MDF _ SPD _ ACC _ LCK _ } }' },
  L0109: {
    files: 'weapon W { power 1 range 1 physical damage = (SPD-ACC) * power }',
    check: (d, text) => {
      expect(fixedText(d)).toBe('SPD - ACC');
      expect(text.slice(d.range.start.offset, d.range.end.offset)).toBe('SPD-ACC');
    },
  },
  SG0110: { files: 'action A { t: your Elf effect { t gains 1 level } }', check: (d) => expect(fixedText(d)).toBe(' summon') },
  L0111: { files: 'action A { rarity Shiny }' },
  L0112: { files: 'action A { effect { shuffle pocket } }' },
  L0113: { files: 'action A { your hand-size is 7 }' },
  L0114: { files: 'action A { when this triggers boom: draw 1 card }' },
  L0115: { files: 'action A { t: your summon effect { t.mood +1 } }' },
  L0116: { files: 'action A { param x sqrt(4) effect { draw x cards } }' },
  L0118: { files: 'monster M { }', check: (d) => expect(d.message).toBe('Unknown card type `monster`') },
  L0119: { files: 'action A { t: your summon effect { deal 3 damage to t } }' },
  SG0117: { files: 'advance N { m: your Fighter advance m into named summon { species Elf role Champion inherits luck stats { STR 10 END 10 DEF 10 INT 10 SPI 10 MDF 10 SPD 10 ACC 10 LCK 10 } growth { STR _ END _ DEF _ INT _ SPI _ MDF _ SPD _ ACC _ LCK _ } } }' },
  L0201: { files: 'action A { t: your summon effect { destroy t.STR } }', check: (d) => expect(d.message).toContain('is a number') },
  L0204: { files: 'action A { t: your summon effect { deal physical damage = 10 / (t.level - 5) to t } }', check: (d) => expect(fixedText(d)).toContain('max(1,') },
  L0205: { files: 'action A { param x 1 / 0 effect { draw x cards } }' },
  L0206: { files: 'action A { param x floor(1, 2) effect { draw x cards } }' },
  L0301: { files: 'action A { t: your summon where level > 25 effect { t gains 1 level } }' },
  L0302: { files: 'action A { t: your tier 1 Champion effect { t gains 1 level } }' },
  L0401: { files: [{ path: 'content/t/roles-extra.smith', text: 'role Fighter { tier 1 family Fighter }' }] },
  L0402: { files: [{ path: 'content/t/cards/action/other-bolt.smith', text: 'action "Fire Bolt" { }' }] },
  L0403: { files: 'action A { } action B { }' },
  L0404: { files: 'action A { footprint 2 x 2 }' },
  L0405: { files: 'counter C { effect { cancel the event } }' },
  SG0406: { files: 'summon S { species Elf stats { STR 20 END 10 DEF 10 INT 10 SPI 10 MDF 10 SPD 10 ACC 10 LCK 10 } growth { STR _ END _ DEF _ INT _ SPI _ MDF _ SPD _ ACC _ LCK _ } }' },
  L0407: { files: 'summon S { species Elf stats { STR 10 } growth { STR _ END _ DEF _ INT _ SPI _ MDF _ SPD _ ACC _ LCK _ } }', check: (d) => expect(d.message).toContain('END') },
  L0408: { files: 'action A { attribute fire attribute water }' },
  L0409: { files: 'action A { power 5 }' },
  L0410: { files: 'action A { id something-else }' },
  SG0411: { files: [{ path: 'content/t/roles-extra.smith', text: 'role Odd { tier 1 family Odd from Fighter }' }] },
  SG0412: { files: 'advance A { t: your Mage advance t to Champion }' },
  SG0413: { files: [{ path: 'content/t/decks/d.smith', text: 'deck D { slot "Elf Fighter" as Fighter with Sword }' }] },
  L0414: { files: [{ path: 'content/t/decks/d.smith', text: 'deck D { main { 1 "Elf Fighter" } }' }] },
  L0415: { files: [{ path: 'content/empty/cards/action/x.smith', text: 'action X { }' }] },
  L0416: { files: [{ path: 'content/t/ruleset-2.smith', text: 'ruleset "Other" { board 2 x 2 }' }] },
  L0417: { files: 'action A { t: your summon t: your summon effect { t gains 1 level } }' },
  L0418: {
    files: [
      { path: 'content/duel/decks/d.smith', text: 'deck D { main { 3 Bolt } }' },
      { path: 'content/duel/ruleset.smith', text: 'ruleset Duel { game duel card-types spell properties mana deck exactly 30 cards, at most 2 copies }' },
      { path: 'content/duel/cards/spell/bolt.smith', text: 'spell Bolt { mana 1 effect { draw 1 card } }' },
    ],
    check: (d) => expect(d.message).toBe('The deck has 3 cards; it needs exactly 30 (add 27)'),
  },
  L0419: {
    files: [
      { path: 'content/duel/cards/spell/fire-bolt.smith', text: 'spell "Fire Bolt" { mana 1 effect { draw 1 card } }' },
      { path: 'content/duel/ruleset.smith', text: 'ruleset Duel { game duel card-types spell properties mana }' },
    ],
    check: (d) => expect(d.message).toMatch(/^Card id `fire-bolt` is also a card of the game t \(content\/t\/cards\/.*fire-bolt\.smith\)/),
  },
  L0420: {
    files: [
      { path: 'content/stance-duel/cards/gear/plain-gear.smith', text: 'gear "Plain Gear" { }' },
      { path: 'content/stance-duel/ruleset.smith', text: 'ruleset "Stance Duel" { game stance-duel card-types fighter, gear stats ATK }' },
    ],
    check: (d) => expect(d.message).toBe('Stance Duel cannot play this card: a gear or technique card needs at least one ability (`your fighter gets ATK +1`)'),
  },
  L0421: {
    files: [
      { path: 'content/stance-duel/decks/pair.smith', text: 'deck Pair { main { 1 Ana 1 Bo } }' },
      { path: 'content/stance-duel/cards/fighter/ana.smith', text: 'fighter Ana { stats { AGI 1 ATK 1 DEF 1 CC 0 CD 0 BC 0 BR 0 } }' },
      { path: 'content/stance-duel/cards/fighter/bo.smith', text: 'fighter Bo { stats { AGI 1 ATK 1 DEF 1 CC 0 CD 0 BC 0 BR 0 } }' },
      { path: 'content/stance-duel/ruleset.smith', text: 'ruleset "Stance Duel" { game stance-duel card-types fighter, gear stats AGI, ATK, DEF, CC, CD, BC, BR deck exactly 2 cards }' },
    ],
    check: (d) => expect(d.message).toBe('Stance Duel cannot play this deck: deck "Pair" must hold exactly one fighter (it holds 2)'),
  },
  L0422: {
    files: [{ path: 'content/chain-duel/ruleset.smith', text: 'ruleset "Chain Duel" { game chain-duel card-types monster, move stats hp player-stats atk, def settings { opening-hand 5 draws-per-turn 2 hand-limit 7 } formulas { damage(atk, def) = atk } win when you.atk >= 9 }' }],
    check: (d) => expect(d.message).toBe('Chain Duel cannot play by this ruleset: the chain duel does not read `win when`: a player loses when their damage zone holds as many cards as their monster has HP, or when they must draw from, or take damage with, an empty deck'),
  },
  SG0501: { files: scenario('expect { v is immobilized }') },
  SG0502: { files: [{ path: 'content/t/scenarios/s.smith', text: 'scenario S { turn 1 player A phase action player A { unit u: "Elf Fighter" at (20,3) } }' }] },
  SG0503: { files: [{ path: 'content/t/scenarios/s.smith', text: 'scenario S { turn 1 player A phase action player A { unit u: "Elf Fighter" at (1,1) unit v: "Elf Fighter" at (1,1) } }' }] },
  SG0504: { files: scenario('A dance u') },
  SG0505: { files: scenario('rolls 0, 42') },
};

function diagnose(files: string | SourceFile[]): { diagnostics: Diagnostic[]; text: string } {
  const list = typeof files === 'string' ? [{ path: probe, text: files }] : files;
  const project = fixtureProject(list);
  const first = list[0];
  if (first === undefined) throw new Error('no file');
  return { diagnostics: project.diagnostics(first.path), text: first.text };
}

describe('diagnostic codes', () => {
  for (const [code, c] of Object.entries(cases)) {
    it(`${code} ${codes[code as keyof typeof codes].title}`, () => {
      const { diagnostics, text } = diagnose(c.files);
      const found = diagnostics.find((d) => d.code === code);
      expect(found, `${code} not among ${diagnostics.map((d) => `${d.code} ${d.message}`).join(' | ')}`).toBeDefined();
      if (found === undefined) return;
      expect(found.severity).toBe(codes[code as keyof typeof codes].severity);
      expect(found.range.end.offset).toBeGreaterThanOrEqual(found.range.start.offset);
      c.check?.(found, text);
    });
  }

  it('the fixture game itself is clean', () => {
    const project = fixtureProject();
    expect(project.allDiagnostics().map((d) => `${d.path} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('lists every code the DSL reports, and nothing else', () => {
    const used = new Set<string>();
    const visit = (dir: string): void => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) visit(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('codes.ts')) {
          for (const m of readFileSync(path, 'utf8').matchAll(/'((?:L|SG)\d{4})'/g)) if (m[1]) used.add(m[1]);
        }
      }
    };
    visit('dsl');
    expect([...used].sort()).toEqual(Object.keys(codes).sort());
  });
});

describe('fixes', () => {
  it('offers `owner.A - owner.B` for a hyphenated property path', () => {
    const text = 'action A { t: your summon effect { t.MV + t.SPD-ACC } }';
    const project = fixtureProject([{ path: probe, text }]);
    const d = project.diagnostics(probe).find((x) => x.code === 'L0109');
    expect(d?.fixes?.[0]?.edits[0]?.newText).toBe('SPD - t.ACC');
  });

  it('asks whose stat a bare stat in a card formula is', () => {
    const text = 'action A { caster: your Mage effect { draw INT cards } }';
    const project = fixtureProject([{ path: probe, text }]);
    const d = project.diagnostics(probe).find((x) => x.code === 'L0101');
    expect(d?.fixes?.[0]?.edits[0]?.newText).toBe('caster.INT');
  });
});

describe('scenario names', () => {
  it('accepts handles created by `called:` and card names written without quotes', () => {
    const text = 'scenario S { turn 1 player A phase action player A { unit u: "Elf Fighter" at (1,1) } A play Parry A advance "Champion Rage" target: u called: champ expect { champ.level = 10 } }';
    const project = fixtureProject([{ path: 'content/t/scenarios/s.smith', text }]);
    expect(project.diagnostics('content/t/scenarios/s.smith').map((d) => d.code)).toEqual([]);
  });
});

describe('advances along the role tree (SG0412)', () => {
  const sg0412 = (text: string): Array<{ message: string; at: string }> => {
    const project = fixtureProject([{ path: probe, text }]);
    return project.diagnostics(probe).filter((d) => d.code === 'SG0412').map((d) => ({ message: d.message, at: text.slice(d.range.start.offset, d.range.end.offset) }));
  };

  it('reads each role a `where` condition names, so a convergence card is checked on every path', () => {
    // Champion advances from Fighter only: the Mage alternative is not a way to it.
    expect(sg0412('advance A { t: your summon where level >= 10 and (it is a Fighter or it is a Mage) advance t to Champion }')).toEqual([
      { message: 'Champion is not reached from Mage in the role tree', at: 'Champion' },
    ]);
    expect(sg0412('advance A { t: your summon where it is a Fighter or it is a Champion advance t to Champion }')).toEqual([]);
  });

  it('does not count a role the candidate must not be, or a role said of something else', () => {
    expect(sg0412('advance A { t: your Fighter where it is not a Mage advance t to Champion }')).toEqual([]);
    expect(sg0412('advance A { t: your Fighter where caster is a Mage advance t to Champion }')).toEqual([]);
  });
});

describe('refused scenario steps', () => {
  it('accepts `A cannot VERB …` and reports `called:` on it, where the name is written', () => {
    const clean = fixtureProject(scenario('A cannot advance "Champion Rage" target: u'));
    expect(clean.diagnostics('content/t/scenarios/s.smith').map((d) => d.code)).toEqual([]);
    const files = scenario('A cannot advance "Champion Rage" target: u called: champ');
    const text = files[0]?.text ?? '';
    const found = fixtureProject(files).diagnostics('content/t/scenarios/s.smith').filter((d) => d.code === 'L0013');
    expect(found.map((d) => text.slice(d.range.start.offset, d.range.end.offset))).toEqual(['called']);
  });
});
