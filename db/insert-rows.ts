/**
 * A multi-row INSERT whose rows travel as one JSON parameter:
 * `INSERT INTO t (cols) SELECT cols FROM json_to_recordset($1::json) AS r(col type, …)`.
 * Drizzle's `insert().values(rows)` binds one parameter per cell and builds the statement cell by cell;
 * for a chunk of 500 card versions that building (and the driver's encoding of thousands of parameters)
 * took longer than the database's own work (a set import measured 0.6 against 0.25 CPU-s for the cards
 * rows alone). Here a chunk is one JSON.stringify and one parameter, on PGlite and PostgreSQL alike;
 * PostgreSQL converts each field to its column's type as `INSERT … VALUES` would (timestamps from ISO
 * strings — JSON.stringify writes a Date so —, json and jsonb columns from nested JSON, enums from their
 * labels). `json`, not `jsonb`: the parameter is only cut into records, never built into a tree, and a
 * json column (the card ASTs', db/schema.ts) takes its member's text as it is; with `jsonb_to_recordset`
 * PostgreSQL parsed every AST into its binary form first (a 10,000-card import: 2.2–2.5 s of PGlite's
 * time against 1.5–1.6).
 */
import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { JsonText } from '../lib/json-text';

/**
 * Inserts `rows` in one statement. Every row must give the same properties (those of the first row):
 * they are the columns filled; the others take their defaults. A JsonText value goes into the JSON as its
 * text (a JSON column's value read as text need not be parsed to be written). Keep a chunk far below
 * 1 GB of JSON.
 */
export async function insertRows<T extends PgTable>(db: Database, table: T, rows: ReadonlyArray<InferInsertModel<T>>): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const used = Object.keys(first).map((key) => {
    const column = columns[key];
    if (column === undefined) throw new Error(`insertRows: table has no column for property "${key}"`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  // The statement's JSON, its pieces joined once: a card's AST text is copied into it once, as
  // JSON.stringify would write it, not again for each record.
  const members = used.map(({ key, name }, i) => ({ key, prefix: `${i === 0 ? '{' : ','}${JSON.stringify(name)}:` }));
  const pieces: string[] = ['['];
  rows.forEach((row, r) => {
    const values: Record<string, unknown> = row;
    if (r > 0) pieces.push(',');
    for (const { key, prefix } of members) pieces.push(prefix, jsonOf(values[key] ?? null));
    pieces.push('}');
  });
  pieces.push(']');
  const names = sql.join(
    used.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // Column names and types come from the schema, never from the data, so they may be written into the text.
  const definitions = sql.raw(used.map((c) => `"${c.name}" ${c.type}`).join(', '));
  await db.execute(sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${pieces.join('')}::json) as r(${definitions})`);
}

function jsonOf(value: unknown): string {
  return value instanceof JsonText ? value.text : JSON.stringify(value);
}
