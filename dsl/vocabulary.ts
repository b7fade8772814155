/**
 * A game's vocabulary: the words its ruleset declares (card types, stats, per-card properties, player
 * stats, zones, phases, speeds) that the validator, completion, hover and rules text read instead of
 * lists in code.
 *
 * Rulesets written before games were modules declare none of this and name no `game`: they are Summoner's
 * Grid's, and get Summoner's Grid's words (the defaults below) for whatever they leave out. A ruleset of
 * any other game gets nothing it does not declare, so one game's words never leak into another's.
 */
import type { Name, RulesetDecl, ZoneDef } from './ast';
import { ZONES } from './zones';

export const defaultGame = 'summoners-grid';

/** What a thing in play (a summon, a monster) has besides the declared stats and properties. */
export type BuiltinKind = 'number' | 'equipment' | 'role' | 'species' | 'space' | 'player';

export interface Vocabulary {
  game: string;
  /** Head words of generic card declarations (`monster`); Summoner's Grid's card types are keywords. */
  cardTypes: string[];
  stats: string[];
  /** Per-card numbers written as clauses (`mana 2`). */
  properties: string[];
  playerStats: string[];
  zones: ZoneDef[];
  phases: string[];
  speeds: string[];
  /** Card types some zone `holds` (in play): as selector nouns they select things with stats. */
  inPlayTypes: string[];
  /** Properties of a thing in play that the game module computes (Summoner's Grid: level, hp, MV …). */
  builtinUnitProperties: Record<string, BuiltinKind>;
  /**
   * Player properties the game module computes besides the declared player stats: how many cards the
   * player holds, and (in games that declare their zones) how many they have in each zone (`B.damage`).
   */
  builtinPlayerProperties: string[];
  hasBoard: boolean;
}

/** Summoner's Grid's words for rulesets that do not declare them (they predate the declarations). */
const summonersGrid = {
  zones: ZONES,
  phases: ['draw', 'level', 'action', 'end'],
  speeds: ['action', 'reaction', 'counter'],
  playerStats: ['vp'],
  unit: {
    level: 'number', tier: 'number', hp: 'number', maxHP: 'number', MV: 'number', range: 'number', attacks: 'number', moved: 'number',
    weapon: 'equipment', role: 'role', species: 'species', position: 'space', controller: 'player',
  } satisfies Record<string, BuiltinKind>,
};

/** Every game knows who controls a thing in play and how many cards a player holds. */
const common = { unit: { controller: 'player' } satisfies Record<string, BuiltinKind>, player: ['hand'] };

function texts(names: Name[] | undefined): string[] | undefined {
  return names?.map((n) => n.text);
}

/** The game tools open when none is named: Summoner's Grid while it is the only one the engine plays. */
export function preferredGame<T>(games: readonly T[], idOf: (game: T) => string): T | undefined {
  return games.find((g) => idOf(g) === defaultGame) ?? games[0];
}

export function gameIdOf(ruleset: RulesetDecl | undefined): string {
  return ruleset?.game?.text ?? defaultGame;
}

/** True when the ruleset declares a board (`board 12 x 14`): only grid games have one. */
export function hasBoard(ruleset: RulesetDecl): boolean {
  return ruleset.board.width > 0 && ruleset.board.height > 0;
}

export function vocabularyOf(ruleset: RulesetDecl | undefined): Vocabulary {
  const game = gameIdOf(ruleset);
  const sg = game === defaultGame;
  const zones = ruleset?.zones ?? (sg ? summonersGrid.zones.map((z) => syntheticZone(z)) : []);
  return {
    game,
    cardTypes: texts(ruleset?.cardTypes) ?? [],
    stats: texts(ruleset?.stats) ?? [],
    properties: texts(ruleset?.properties) ?? [],
    playerStats: texts(ruleset?.playerStats) ?? (sg ? summonersGrid.playerStats : []),
    zones,
    phases: texts(ruleset?.phases) ?? (sg ? summonersGrid.phases : []),
    speeds: texts(ruleset?.speeds) ?? (sg ? summonersGrid.speeds : []),
    inPlayTypes: zones.flatMap((z) => z.holds.map((h) => h.text)),
    builtinUnitProperties: sg ? summonersGrid.unit : common.unit,
    builtinPlayerProperties: ruleset?.zones ? [...new Set([...common.player, ...ruleset.zones.map((z) => z.name.text)])] : common.player,
    hasBoard: ruleset !== undefined && hasBoard(ruleset),
  };
}

/**
 * Keywords that name Summoner's Grid's own concepts (its board, summons, roles and card kinds): another
 * game's editor does not offer them.
 */
export const gridKeywords = new Set([
  'summon', 'summons', 'removed', 'role', 'species', 'tier', 'family', 'from', 'modifiers', 'growth', 'bonuses', 'weapon', 'offhand',
  'armor', 'accessory', 'action', 'reaction', 'counter', 'building', 'buildings', 'quest', 'advance', 'footprint', 'trap', 'objective',
  'reward', 'failure', 'activated', 'territory', 'unclaimed', 'space', 'spaces', 'within', 'adjacent', 'place', 'move', 'moves',
  'movement', 'attack', 'attacks', 'hit', 'hits', 'crit', 'level', 'levels', 'becomes', 'treat', 'attribute', 'speed', 'then', 'stays',
  'recharge', 'vp', 'param', 'accuracy', 'range', 'power', 'these', 'named', 'completed',
]);

const nowhere = { start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };

function syntheticZone(name: string): ZoneDef {
  return { kind: 'ZoneDef', name: { kind: 'Name', text: name, range: nowhere }, visibility: 'public', holds: [], range: nowhere };
}

/** The declared card type a selector noun means: `monster` or its plural `monsters`. */
export function cardTypeOfNoun(vocabulary: Vocabulary, noun: string): string | undefined {
  if (vocabulary.cardTypes.includes(noun)) return noun;
  const singular = noun.endsWith('s') ? noun.slice(0, -1) : undefined;
  return singular !== undefined && vocabulary.cardTypes.includes(singular) ? singular : undefined;
}
