/**
 * The deck builder's view of a game (pure; runs in the browser): the game's files in a DSL project, the
 * cards a deck can hold (the catalog), and live validation of one deck text by the DSL validator.
 */
import type { CardDecl, RoleCard, SummonCard } from '../../dsl/ast';
import type { Diagnostic } from '../../dsl/diagnostics';
import { Project, type SourceFile } from '../../dsl/project';
import { cardOf } from '../../dsl/symbols';
import { vocabularyOf } from '../../dsl/vocabulary';
import { cardFace, type CardFace } from '../cards/card-face';
import { EQUIPMENT_SLOTS, type EquipmentSlotName } from './deck-text';

export interface CatalogCard {
  id: string;
  name: string;
  type: string;
}

export interface CatalogSummon extends CatalogCard {
  species: string;
  rarity: string;
  /** `STR 12 END 11 …` with growth symbols, for the picker. */
  line: string;
}

export interface DeckCatalog {
  /**
   * True for a game that declares its card types and deck rules (the mana duel): its decks are one
   * `main` list of its own cards, with no summon slots and no advance deck.
   */
  declared: boolean;
  summons: CatalogSummon[];
  /** Tier 1 roles: what a slot may hold. */
  roles: CatalogCard[];
  equipment: Record<EquipmentSlotName, CatalogCard[]>;
  /** Actions, reactions, counters, buildings, quests (not generated ones). */
  main: CatalogCard[];
  advance: CatalogCard[];
}

const MAIN_TYPES = ['action', 'reaction', 'counter', 'building', 'quest'];
const byName = (a: CatalogCard, b: CatalogCard) => a.name.localeCompare(b.name);

export class DeckWorkspace {
  readonly project: Project;
  private checked: string | undefined;

  constructor(
    readonly game: string,
    files: readonly SourceFile[],
  ) {
    this.project = new Project(files.filter((f) => !f.path.includes('/decks/')));
  }

  catalog(): DeckCatalog {
    const table = this.project.symbols(this.game);
    if (vocabularyOf(table.ruleset()).cardTypes.length > 0) {
      const main = table.all('card').flatMap((e) => (e.decl.kind === 'GameCard' && !e.decl.unique ? [{ id: e.id, name: e.name, type: e.decl.cardType.text }] : []));
      const equipment = Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, [] as CatalogCard[]])) as Record<EquipmentSlotName, CatalogCard[]>;
      return { declared: true, summons: [], roles: [], equipment, main: main.sort(byName), advance: [] };
    }
    const cards = table.all('card').flatMap((e) => {
      const c = cardOf(e);
      return c ? [{ entry: e, card: c }] : [];
    });
    const plain = (e: { id: string; name: string }, c: CardDecl): CatalogCard => ({ id: e.id, name: e.name, type: c.cardType });
    const equipment = Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, [] as CatalogCard[]])) as Record<EquipmentSlotName, CatalogCard[]>;
    for (const { entry, card } of cards) if (card.cardType === 'equipment') equipment[card.slot].push(plain(entry, card));
    for (const slot of EQUIPMENT_SLOTS) equipment[slot].sort(byName);
    return {
      declared: false,
      summons: cards
        .filter(({ card }) => card.cardType === 'summon')
        .map(({ entry, card }) => {
          const s = card as SummonCard;
          const growth = new Map(s.growth.map((g) => [g.stat.text, g.growth.text]));
          return { ...plain(entry, card), species: s.species.text, rarity: s.rarity?.text ?? '', line: s.stats.map((v) => `${v.stat.text} ${v.value}${growth.get(v.stat.text) ?? ''}`).join(' ') };
        })
        .sort(byName),
      roles: table
        .all('role')
        .flatMap((e) => {
          const c = cardOf(e);
          return c?.cardType === 'role' && (c as RoleCard).tier === 1 ? [plain(e, c)] : [];
        })
        .sort(byName),
      equipment,
      main: cards.filter(({ card }) => MAIN_TYPES.includes(card.cardType) && !card.unique).map(({ entry, card }) => plain(entry, card)).sort(byName),
      advance: cards.filter(({ card }) => card.cardType === 'advance').map(({ entry, card }) => plain(entry, card)).sort(byName),
    };
  }

  /** The diagnostics of a deck text as the file `decks/<id>.smith` of the game. */
  check(id: string, text: string): Diagnostic[] {
    const path = `content/${this.game}/decks/${id || 'new-deck'}.smith`;
    if (this.checked !== undefined && this.checked !== path) this.project.remove(this.checked);
    this.checked = path;
    this.project.update(path, text);
    return this.project.diagnostics(path);
  }

  /** The face of a card a deck names (by name or id), with the card's id; undefined for a card the game does not have. */
  faceOf(name: string): { id: string; face: CardFace } | undefined {
    const table = this.project.symbols(this.game);
    const entry = table.resolveCard(name);
    if (entry === undefined || (entry.decl.kind !== 'GameCard' && entry.decl.kind !== 'Card')) return undefined;
    return { id: entry.id, face: cardFace(entry.decl, vocabularyOf(table.ruleset())) };
  }

  /** The card type of a card name (for grouping a deck list), if the game has it. */
  typeOf(name: string): string | undefined {
    const decl = this.project.symbols(this.game).resolveCard(name)?.decl;
    if (decl?.kind === 'GameCard') return decl.cardType.text;
    return decl?.kind === 'Card' ? decl.cardType : undefined;
  }
}
