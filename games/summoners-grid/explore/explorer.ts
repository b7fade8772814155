/**
 * The formula explorer: expected damage (or healing) of a weapon or card across attacker and defender
 * levels and species/role combinations, computed by the engine from the ruleset's formulas (nothing is
 * re-implemented here: units are put on a board and their stats and attacks computed by the engine's own
 * code). Pure and deterministic; the studio runs it in the browser.
 *
 * Summons are real summon cards of the content or representative summons of a species (see
 * representative.ts). Every public method returns errors as values.
 */
import type { CardDecl, Document } from '../../../dsl/ast';
import { EventLog } from '../../../engine/core/events';
import { createEngine, type Engine } from '../index';
import { packTables, type PackTables, type SourceDocument } from '../packs/tables';
import { cardId, ContentError, findCard, indexContent, type Content } from '../rules/content';
import { G } from '../rules/game';
import { SETTING } from '../rules/rule-names';
import type { Unit } from '../rules/state';
import { representative, representativeDecl, VARIANTS, type RepresentativeSpec, type Variant } from './representative';
import { explorableSources, sourceInfo, strikeSteps, type AttackSource, type SourceInfo } from './sources';
import { strike, type Outcome, type StrikePlan } from './strike';

export type SummonChoice = { card: string } | RepresentativeSpec;

export interface Combatant {
  summon: SummonChoice;
  role: string;
  equipment: string[];
}

/** Defenders of one species and role, in every variant, at a rarity. */
export interface DefenderGroup {
  species: string;
  role: string;
  rarity: string;
  equipment: string[];
}

export interface MatchupRow {
  group: DefenderGroup;
  /** Per variant, one outcome per level of `levels`. */
  cells: Record<Variant, Outcome[]>;
}

export interface LevelGrid {
  attackerLevels: number[];
  defenderLevels: number[];
  /** `cells[i][j]`: attacker at attackerLevels[i] against defender at defenderLevels[j]. */
  cells: Outcome[][];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

interface Pair {
  g: G;
  attacker: Unit;
  defender: Unit;
  plan: StrikePlan;
}

const fail = (error: unknown): { ok: false; error: string } => ({ ok: false, error: error instanceof Error ? error.message : String(error) });

export class FormulaExplorer {
  private constructor(
    readonly engine: Engine,
    readonly tables: PackTables,
    /** The content's own cards (without the representatives). */
    private readonly own: Content,
  ) {}

  /** From a game's parsed files; representatives are made for every species, variant and rarity. */
  static create(files: readonly SourceDocument[]): Result<FormulaExplorer> {
    try {
      const { tables } = packTables(files);
      const documents: Document[] = files.map((f) => f.document);
      const own = indexContent(documents);
      const reps = tables.species.flatMap((s) =>
        tables.rarities.flatMap((r) => VARIANTS.map((variant) => representative(tables, { species: s.name, variant, rarity: r.name }))),
      );
      const decls = reps.flatMap((r) => (typeof r === 'string' ? [] : [representativeDecl(r)]));
      return { ok: true, value: new FormulaExplorer(createEngine(indexContent([...documents, ...decls])), tables, own) };
    } catch (error) {
      return fail(error);
    }
  }

  get content(): Content {
    return this.engine.def.content;
  }

  /** The levels a summon can have (the ruleset's start and maximum level; 5–20 by default). */
  levels(): number[] {
    const g = this.blank();
    const from = g.setting(SETTING.startLevel, 'A') ?? 5;
    const to = g.setting(SETTING.maxLevel, 'A') ?? 20;
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  }

  /** The content's own cards (never the representatives), e.g. to list summons and roles to pick. */
  cards(): readonly CardDecl[] {
    return this.own.cards;
  }

  sources(): SourceInfo[] {
    return explorableSources(this.own);
  }

  /** One attack, optionally with the formulas written out. */
  outcome(source: AttackSource, attacker: Combatant, defender: Combatant, attackerLevel: number, defenderLevel: number, opts: { explain?: boolean } = {}): Result<Outcome> {
    try {
      const p = this.pair(source, attacker, defender, opts.explain === true);
      return { ok: true, value: this.at(p, attackerLevel, defenderLevel) };
    } catch (error) {
      return fail(error);
    }
  }

  /** Every attacker level against every defender level, for one pair. */
  levelGrid(source: AttackSource, attacker: Combatant, defender: Combatant, levels = this.levels()): Result<LevelGrid> {
    try {
      const p = this.pair(source, attacker, defender, false);
      return { ok: true, value: { attackerLevels: levels, defenderLevels: levels, cells: levels.map((la) => levels.map((ld) => this.at(p, la, ld))) } };
    } catch (error) {
      return fail(error);
    }
  }

  /** An attacker at one level against every defender group, variant and level. */
  matchups(source: AttackSource, attacker: Combatant, attackerLevel: number, groups: readonly DefenderGroup[], levels = this.levels()): Result<MatchupRow[]> {
    try {
      const rows = groups.map((group) => {
        const cells = {} as Record<Variant, Outcome[]>;
        for (const variant of VARIANTS) {
          const defender: Combatant = { summon: { species: group.species, variant, rarity: group.rarity }, role: group.role, equipment: group.equipment };
          const p = this.pair(source, attacker, defender, false);
          cells[variant] = levels.map((ld) => this.at(p, attackerLevel, ld));
        }
        return { group, cells };
      });
      return { ok: true, value: rows };
    } catch (error) {
      return fail(error);
    }
  }

  private blank(): G {
    return new G(this.engine.def, this.engine.position({ seed: 1, turn: { number: 1, player: 'A', phase: 'action' }, players: {} }).state, new EventLog(0, false));
  }

  private at(p: Pair, attackerLevel: number, defenderLevel: number): Outcome {
    p.attacker.level = attackerLevel;
    p.defender.level = defenderLevel;
    p.g.changed();
    return strike(p.g, p.plan, p.attacker, p.defender);
  }

  private plan(source: AttackSource): StrikePlan {
    const card = findCard(this.own, source.card);
    if (!card) throw new ContentError(`no card "${source.card}"`);
    const info = sourceInfo(card);
    if (!info) throw new ContentError(`"${card.name.text}" deals no damage and heals nothing`);
    if (card.cardType === 'equipment') return { kind: 'weapon', weapon: cardId(card) };
    const steps = strikeSteps(card.effect);
    const index = source.step ?? info.steps.find((s) => !s.blocked)?.index ?? 0;
    const step = steps[index];
    if (!step) throw new ContentError(`"${card.name.text}" has ${steps.length} damage or heal steps; there is no step ${index + 1}`);
    const blocked = info.steps[index]?.blocked;
    if (blocked) throw new ContentError(`step ${index + 1} of "${card.name.text}" cannot be explored on its own: ${blocked}`);
    const binding = step.target.kind === 'Ref' && step.target.path.length === 1 ? (step.target.path[0]?.text ?? 'target') : 'target';
    return step.kind === 'Damage' ? { kind: 'damage', card, step, binding } : { kind: 'heal', card, step, binding };
  }

  private summonCard(choice: SummonChoice): string {
    if ('card' in choice) {
      const card = findCard(this.own, choice.card);
      if (!card || card.cardType !== 'summon') throw new ContentError(`"${choice.card}" is not a summon card`);
      return cardId(card);
    }
    const rep = representative(this.tables, choice);
    if (typeof rep === 'string') throw new ContentError(rep);
    return rep.id;
  }

  private pair(source: AttackSource, attacker: Combatant, defender: Combatant, explain: boolean): Pair {
    const plan = this.plan(source);
    const attackerEquipment = plan.kind === 'weapon' ? [...attacker.equipment.filter((e) => !this.isWeapon(e)), plan.weapon] : attacker.equipment;
    const defenderSide = plan.kind === 'heal' ? 'A' : 'B';
    const units = [
      { handle: 'attacker', card: this.summonCard(attacker.summon), role: attacker.role, equipment: attackerEquipment, at: { x: 0, y: 0 }, side: 'A' as const },
      { handle: 'defender', card: this.summonCard(defender.summon), role: defender.role, equipment: defender.equipment, at: { x: 1, y: 1 }, side: defenderSide },
    ];
    const built = this.engine.position({
      seed: 1,
      turn: { number: 1, player: 'A', phase: 'action' },
      players: {
        A: { units: units.filter((u) => u.side === 'A') },
        B: { units: units.filter((u) => u.side === 'B') },
      },
    });
    const g = new G(this.engine.def, built.state, new EventLog(0, explain));
    const unit = (handle: string): Unit => g.unit(built.handles[handle] as string);
    return { g, attacker: unit('attacker'), defender: unit('defender'), plan };
  }

  private isWeapon(ref: string): boolean {
    const card = findCard(this.own, ref);
    return card?.cardType === 'equipment' && card.slot === 'weapon';
  }
}
