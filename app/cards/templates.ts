/**
 * Starting points for new cards, one per kind: each is a complete, valid card a designer edits rather
 * than a blank file. Names of the game's own things (a role, a species, a rarity) come from the game's
 * symbol table, so a template validates in any game that has them.
 */
import type { SymbolTable } from '../../dsl/symbols';
import { quote } from '../../dsl/format/print-expr';
import type { Vocabulary } from '../../dsl/vocabulary';
import { newCardLines } from '../../games/card-rules';

export const TEMPLATE_KINDS = ['action', 'reaction', 'counter', 'building', 'quest', 'advance', 'summon', 'weapon', 'offhand', 'armor', 'accessory'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface TemplateNames {
  /** A tier 1 role (what `your …` selects) and a role advanced from it. */
  role: string;
  advancedRole: string;
  species: string;
  rarity: string;
}

/** The names a template uses, picked from the game (falls back to placeholders the validator flags). */
export function templateNames(table: SymbolTable): TemplateNames {
  const roles = table.all('role').map((e) => e.decl).filter((d) => d.kind === 'Card' && d.cardType === 'role');
  const tier1 = roles.find((r) => r.cardType === 'role' && r.tier === 1);
  const advanced = roles.find((r) => r.cardType === 'role' && r.from.some((f) => f.text === tier1?.name.text));
  const first = (kind: 'species' | 'rarity') => table.all(kind).sort((a, b) => a.path.localeCompare(b.path) || a.nameNode.range.start.offset - b.nameNode.range.start.offset)[0]?.name;
  return {
    role: tier1?.name.text ?? 'Role',
    advancedRole: advanced?.name.text ?? 'AdvancedRole',
    species: first('species') ?? 'Species',
    rarity: first('rarity') ?? 'Common',
  };
}

function ref(name: string): string {
  return /^[A-Z][A-Za-z0-9]*$/.test(name) ? name : quote(name);
}

export function cardTemplate(kind: TemplateKind, name: string, names: TemplateNames): string {
  const title = quote(name);
  const role = ref(names.role);
  switch (kind) {
    case 'action':
      return `action ${title} {
  attribute neutral
  then discard
  power 40
  accuracy 90
  range 4
  caster: your ${role}
  target: enemy summon within range of caster
  effect {
    attack target with physical damage = caster.STR * (1 + power / 100) * (caster.STR / target.DEF)
  }
}
`;
    case 'reaction':
      return `reaction ${title} {
  attribute neutral
  target: your summon
  effect {
    target.DEF +3 until end of turn
  }
}
`;
    case 'counter':
      return `counter ${title} {
  attribute neutral
  then discard
  when enemy summon attacks
  effect {
    cancel the event
  }
}
`;
    case 'building':
      return `building ${title} {
  attribute neutral
  footprint 2 x 2 in your territory
  always {
    your summons on these spaces get DEF +2
  }
}
`;
    case 'quest':
      return `quest ${title} {
  attribute neutral
  then recharge
  target: your summon
  objective: target.level >= 5
  reward {
    you gain 1 VP
  }
}
`;
    case 'advance':
      return `advance ${title} {
  attribute neutral
  then discard
  target: your ${role} where level >= 10
  advance target to ${ref(names.advancedRole)}
}
`;
    case 'summon':
      return `summon ${title} {
  species ${ref(names.species)}
  rarity ${ref(names.rarity)}
  stats { STR 10 END 10 DEF 10 INT 10 SPI 10 MDF 10 SPD 10 ACC 10 LCK 10 }
  growth { STR _ END _ DEF _ INT _ SPI _ MDF _ SPD _ ACC _ LCK _ }
}
`;
    case 'weapon':
      return `weapon ${title} {
  power 30
  range 1
  physical damage = STR * (1 + power / 100) * (STR / target.DEF)
}
`;
    case 'offhand':
    case 'armor':
    case 'accessory':
      return `${kind} ${title} {
  bonuses { DEF +2 }
}
`;
  }
}

/**
 * The kinds "New card" offers for a game: the card types its ruleset declares (`monster`, `spell` …), or
 * Summoner's Grid's built-in kinds when it declares none.
 */
export function templateKinds(declaredCardTypes: readonly string[]): string[] {
  return declaredCardTypes.length > 0 ? [...declaredCardTypes] : [...TEMPLATE_KINDS];
}

/**
 * A minimal card of a declared type that its game plays: the game's own lines for the type when its rules
 * need more (games/card-rules.ts), else each declared property at 1 and, for a type that stays in play (a
 * zone holds it), each declared stat at 1, in the ruleset's order. The designer writes the rest.
 */
export function declaredCardTemplate(cardType: string, name: string, vocabulary: Vocabulary): string {
  const own = newCardLines(vocabulary.game, cardType);
  const body = own ?? [...vocabulary.properties.map((p) => `${p} 1`), ...(vocabulary.inPlayTypes.includes(cardType) && vocabulary.stats.length > 0 ? [`stats { ${vocabulary.stats.map((s) => `${s} 1`).join(' ')} }`] : [])];
  return `${[`${cardType} ${quote(name)} {`, ...body.map((line) => `  ${line}`)].join('\n')}\n}\n`;
}
