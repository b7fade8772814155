/**
 * The set table's shapes, checked with zod where they cross the API: columns (from the game's vocabulary),
 * cells (what a card says in each column, and for a number written as a literal, where the literal lies in
 * the card's draft so an edit can replace it), rows (one card each). Pure and browser-safe.
 */
import { z } from 'zod';
import { CardFace } from '../cards/card-face';

/**
 * How a number is written in the source: `plain` (`STR 12`, `power -60`), `signed` (a bonus: `END +2`,
 * `SPD -1`, the sign is part of the literal), `percent` (`accuracy 85%`).
 */
export const NumberStyle = z.enum(['plain', 'signed', 'percent']);
export type NumberStyle = z.infer<typeof NumberStyle>;

/** A number written as a literal in the draft: its value and the offsets of its text (sign and % included). */
export const NumberLiteral = z.object({ value: z.number(), start: z.number().int().min(0), end: z.number().int().min(0), style: NumberStyle });
export type NumberLiteral = z.infer<typeof NumberLiteral>;

/** A cell: its text (shown and exported) and, when it is an editable number, the literal. */
export const TableCell = z.object({ text: z.string(), number: NumberLiteral.optional() });
export type TableCell = z.infer<typeof TableCell>;

export const ColumnGroup = z.enum(['card', 'stat', 'growth', 'property', 'param', 'bonus']);
export type ColumnGroup = z.infer<typeof ColumnGroup>;

export const TableColumn = z.object({
  key: z.string(),
  /** The header (and the CSV column's name). */
  label: z.string(),
  group: ColumnGroup,
  kind: z.enum(['number', 'text']),
  /** Numeric columns: the values an edit or an import may write (see value-bounds.ts). */
  min: z.number().optional(),
  max: z.number().optional(),
});
export type TableColumn = z.infer<typeof TableColumn>;

export const TableRow = z.object({
  id: z.string(),
  name: z.string(),
  /** The draft these cells were read from, its revision and its text (an edit is checked against it). */
  revision: z.number().int(),
  source: z.string(),
  errors: z.number().int().nonnegative(),
  face: CardFace.nullable(),
  cells: z.record(z.string(), TableCell),
});
export type TableRow = z.infer<typeof TableRow>;

export const SetTable = z.object({ game: z.string(), columns: z.array(TableColumn), rows: z.array(TableRow) });
export type SetTable = z.infer<typeof SetTable>;
