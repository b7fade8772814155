/**
 * The deck builder's model and its DSL text (pure; the browser and the server both use it). The text is
 * the truth: the form is a view of the `deck` declaration, and every form edit prints the declaration
 * again through the formatter. Comment lines before `deck` are kept as the deck's description; comments
 * inside the declaration survive text edits but not form edits (the form prints the body anew).
 */
import type { DeckDecl } from '../../dsl/ast';
import type { Diagnostic } from '../../dsl/diagnostics';
import { format } from '../../dsl/format/format';
import { parse } from '../../dsl/parse';
import { slug } from '../../dsl/slug';
import { writeName } from '../../dsl/write-name';
import { normName } from '../../engine/core/formula/values';

export const EQUIPMENT_SLOTS = ['weapon', 'offhand', 'armor', 'accessory'] as const;
export type EquipmentSlotName = (typeof EQUIPMENT_SLOTS)[number];

export interface SlotModel {
  summon: string;
  role: string;
  /** Card names, at most one per equipment slot (the validator says when not). */
  equipment: string[];
}

export interface EntryModel {
  card: string;
  count: number;
}

export interface DeckModel {
  name: string;
  /** Only when it differs from the slug of the name (a renamed deck keeps its id). */
  id?: string;
  /** The comment lines before `deck`, without `// `. */
  comment: string;
  slots: SlotModel[];
  main: EntryModel[];
  advance: EntryModel[];
}

export type ParsedDeck = { ok: true; model: DeckModel; decl: DeckDecl } | { ok: false; message: string; diagnostics: Diagnostic[] };

/** How decks name cards: case, spaces, `-` and `_` do not matter (the deck builder, its export and the print sheet), as in the games' readers. */
export const cardNameKey = (name: string): string => normName(name);

/** The deck's id: its `id` clause, or the slug of its name. */
export function deckId(model: Pick<DeckModel, 'name' | 'id'>): string {
  return model.id ?? slug(model.name);
}

export function deckToText(model: DeckModel): string {
  const lines: string[] = [];
  for (const line of model.comment.split('\n')) if (line.trim() !== '') lines.push(`// ${line.trim()}`);
  lines.push(`deck ${writeName(model.name)} {`);
  if (model.id !== undefined && model.id !== slug(model.name)) lines.push(`  id ${model.id}`);
  for (const s of model.slots) {
    const equipment = s.equipment.filter((e) => e !== '');
    lines.push(`  slot ${writeName(s.summon)} as ${writeName(s.role)}${equipment.length > 0 ? ` with ${equipment.map(writeName).join(', ')}` : ''}`);
  }
  for (const [head, list] of [['main', model.main], ['advance', model.advance]] as const) {
    const entries = list.filter((e) => e.count > 0 && e.card !== '');
    if (entries.length === 0) continue;
    lines.push(`  ${head} {`, ...entries.map((e) => `    ${e.count} ${writeName(e.card)}`), '  }');
  }
  lines.push('}', '');
  const text = lines.join('\n');
  return format(text).text;
}

export function deckFromText(text: string): ParsedDeck {
  const parsed = parse(text);
  const syntax = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (syntax.length > 0) return { ok: false, message: 'The text has syntax errors: fix them to edit the deck in the form.', diagnostics: syntax };
  const decks = parsed.document.decls.filter((d): d is DeckDecl => d.kind === 'Deck');
  if (decks.length !== 1 || parsed.document.decls.length !== 1) {
    return { ok: false, message: `A deck file for the builder holds exactly one deck declaration (found ${parsed.document.decls.length} declarations, ${decks.length} of them decks).`, diagnostics: [] };
  }
  const decl = decks[0] as DeckDecl;
  const comment = parsed.comments
    .filter((c) => c.startOffset < decl.range.start.offset)
    .map((c) => c.image.replace(/^\/\/\s?/, ''))
    .join('\n');
  const entries = (list: DeckDecl['main']): EntryModel[] => list.map((e) => ({ card: e.card.text, count: e.count }));
  return {
    ok: true,
    decl,
    model: {
      name: decl.name.text,
      ...(decl.id !== undefined ? { id: decl.id } : {}),
      comment,
      slots: decl.slots.map((s) => ({ summon: s.summon.text, role: s.role.text, equipment: s.equipment.map((e) => e.text) })),
      main: entries(decl.main),
      advance: entries(decl.advance),
    },
  };
}
