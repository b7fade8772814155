/**
 * What the tests of Summoner's Grid's effect modules share: a card parsed without a problem, a card's
 * errors in a Summoner's Grid project of its own, and the codes a mana duel card gets for a step.
 */
import type { CardDecl } from '../../../dsl/ast';
import { parse } from '../../../dsl/parse';
import { Project, type SourceFile } from '../../../dsl/project';

export function parsedCard(text: string): CardDecl {
  const result = parse(text);
  if (result.diagnostics.length > 0) throw new Error(result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  const decl = result.document.decls[0];
  if (decl?.kind !== 'Card') throw new Error('expected a card');
  return decl;
}

/** The card's errors (code and message) beside `others`, with no ruleset: Summoner's Grid is the default game. */
export function gridErrors(text: string, others: readonly SourceFile[] = []): string[] {
  const path = 'content/summoners-grid/cards/action/probe.smith';
  return new Project([...others, { path, text }]).diagnostics(path).filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);
}

/** The codes of a mana duel spell (with a `target`) whose effect is `step`. */
export function duelCodes(step: string): string[] {
  const path = 'content/mana-duel/cards/spell/s.smith';
  const duel = new Project([
    { path: 'content/mana-duel/ruleset.smith', text: 'ruleset D { game mana-duel card-types spell stats power }' },
    { path, text: `spell S { target: any monster effect { ${step} } }` },
  ]);
  return duel.diagnostics(path).map((d) => d.code);
}
