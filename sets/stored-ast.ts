/**
 * The AST of a published version as the database stores it (card_versions.ast, json): a declaration,
 * or a whole document holding exactly one declaration (one card per file). Reading it checks the shape
 * a set needs — a declaration of a known kind with a name — not every node: the AST was checked in full
 * when it entered the database (produced by the parser when publishing, or checked against the DSL's
 * schema by an import), and re-checking every node of 10,000 cards on each export would dominate it.
 */
import { z } from 'zod';
import type { Decl } from '../dsl/ast';

export type StoredAstResult = { ok: true; decl: Decl } | { ok: false; error: string };

const declKinds = ['Card', 'GameCard', 'Ruleset', 'Species', 'Growth', 'Rarity', 'Pack', 'Deck', 'Scenario'] as const;
const declShape = z.looseObject({ kind: z.enum(declKinds), name: z.looseObject({ kind: z.literal('Name'), text: z.string() }) });
const storedDecl = z.custom<Decl>((v) => declShape.safeParse(v).success);

export function declOfStoredAst(json: unknown): StoredAstResult {
  if (json === null || typeof json !== 'object' || !('kind' in json)) return { ok: false, error: 'the stored AST is not an AST node' };
  if (json.kind === 'Document' && 'decls' in json && Array.isArray(json.decls)) {
    if (json.decls.length !== 1) return { ok: false, error: `the stored AST holds ${json.decls.length} declarations; a published version holds one` };
    return declOfStoredAst(json.decls[0]);
  }
  const decl = storedDecl.safeParse(json);
  return decl.success ? { ok: true, decl: decl.data } : { ok: false, error: `the stored AST is a ${String(json.kind)}, not a named declaration` };
}
