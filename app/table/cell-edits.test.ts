/**
 * Cell edits written into card sources: the expected sources are written out by hand, and each is what
 * the formatter prints for it (formatting the edited card changes nothing).
 */
import { describe, expect, it } from 'vitest';
import { format } from '../../dsl/format/format';
import { gameVocabulary } from '../server/studio-games';
import { applyOffsetEdits } from '../../lib/offset-edits';
import { buildTable } from './build-table';
import { draftCells } from './testing/draft-cells';
import { literalText, planCellEdits, type DraftChange } from './cell-edits';

const SUMMON = `// A comment the edit keeps.
summon "Angar Lookout" {
  species Angar
  rarity Uncommon
  stats { STR 13 END 12 DEF 12 INT 10 SPI 12 MDF 10 SPD 11 ACC 15 LCK 11 }
  growth { STR -- END _ DEF + INT _ SPI _ MDF _ SPD + ACC _ LCK ++ }
}
`;
const ARMOR = `armor "Chain Mail" {
  provisional
  bonuses { END +2 DEF +2 SPD -1 }
}
`;
const ACTION = `action "Blast Bolt" {
  attribute fire
  then discard
  power 60
  accuracy 85
  range 6
  caster: your Magician
  target: enemy summon within range of caster
  effect {
    attack target with magical damage = caster.INT * (1 + power / 100) * (caster.INT / target.MDF)
  }
}
`;

const table = buildTable(
  'summoners-grid',
  gameVocabulary('summoners-grid', 'content'),
  [
    ['angar-lookout', SUMMON],
    ['chain-mail', ARMOR],
    ['blast-bolt', ACTION],
  ].map(([id = '', source = '']) => ({ id, name: id, revision: 1, source, errors: 0, face: null, cells: draftCells(source) })),
);

function applied(changes: DraftChange[], id: string): string | undefined {
  const change = changes.find((c) => c.id === id);
  return change ? applyOffsetEdits(change.expected, change.edits) : undefined;
}

describe('cell edits', () => {
  it('writes numbers as the formatter does', () => {
    expect(literalText({ style: 'plain' }, 13)).toBe('13');
    expect(literalText({ style: 'plain' }, -4)).toBe('-4');
    expect(literalText({ style: 'plain' }, 1.5)).toBe('1.5');
    expect(literalText({ style: 'signed' }, 3)).toBe('+3');
    expect(literalText({ style: 'signed' }, -2)).toBe('-2');
    expect(literalText({ style: 'signed' }, 0)).toBe('+0');
    expect(literalText({ style: 'percent' }, 90)).toBe('90%');
  });

  it('one change over several cells and cards, and its undo', () => {
    const plan = planCellEdits(table.rows, table.columns, [
      { id: 'angar-lookout', key: 'stat:STR', value: 140 },
      { id: 'angar-lookout', key: 'stat:LCK', value: 9 },
      { id: 'chain-mail', key: 'bonus:SPD', value: 1 },
      { id: 'chain-mail', key: 'bonus:END', value: -3 },
      { id: 'blast-bolt', key: 'param:power', value: 66 },
      { id: 'blast-bolt', key: 'param:range', value: 6 },
    ]);
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    expect(plan.cells).toBe(5);
    expect(plan.changes.map((c) => c.id)).toEqual(['angar-lookout', 'chain-mail', 'blast-bolt']);
    const summon = `// A comment the edit keeps.
summon "Angar Lookout" {
  species Angar
  rarity Uncommon
  stats { STR 140 END 12 DEF 12 INT 10 SPI 12 MDF 10 SPD 11 ACC 15 LCK 9 }
  growth { STR -- END _ DEF + INT _ SPI _ MDF _ SPD + ACC _ LCK ++ }
}
`;
    const armor = `armor "Chain Mail" {
  provisional
  bonuses { END -3 DEF +2 SPD +1 }
}
`;
    expect(applied(plan.changes, 'angar-lookout')).toBe(summon);
    expect(applied(plan.changes, 'chain-mail')).toBe(armor);
    expect(applied(plan.changes, 'blast-bolt')).toBe(ACTION.replace('power 60', 'power 66'));
    for (const text of [summon, armor, ACTION.replace('power 60', 'power 66')]) expect(format(text).text).toBe(text);
    // The undo is computed on the edited texts and gives back the originals.
    expect(plan.undo.map((u) => u.expected)).toEqual([summon, armor, ACTION.replace('power 60', 'power 66')]);
    expect(applied(plan.undo, 'angar-lookout')).toBe(SUMMON);
    expect(applied(plan.undo, 'chain-mail')).toBe(ARMOR);
    expect(applied(plan.undo, 'blast-bolt')).toBe(ACTION);
  });

  it('refuses the whole change for any cell it cannot write', () => {
    const plan = planCellEdits(table.rows, table.columns, [
      { id: 'angar-lookout', key: 'stat:STR', value: 14 },
      { id: 'angar-lookout', key: 'stat:DEF', value: -1 },
      { id: 'blast-bolt', key: 'stat:STR', value: 3 },
      { id: 'blast-bolt', key: 'param:accuracy', value: 101 },
      { id: 'nobody', key: 'stat:STR', value: 3 },
      { id: 'chain-mail', key: 'growth:STR', value: 3 },
    ]);
    expect(plan).toEqual({
      ok: false,
      problems: [
        { id: 'angar-lookout', key: 'stat:DEF', message: "-1 is below DEF's minimum 0" },
        { id: 'blast-bolt', key: 'stat:STR', message: 'blast-bolt has no number written in STR' },
        { id: 'blast-bolt', key: 'param:accuracy', message: "101 is above accuracy's maximum 100" },
        { id: 'nobody', key: 'stat:STR', message: 'there is no card "nobody" in the table' },
        { id: 'chain-mail', key: 'growth:STR', message: 'there is no numeric column "growth:STR"' },
      ],
    });
  });
});
