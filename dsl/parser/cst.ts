/**
 * Reading Chevrotain's CST safely. After error recovery any child may be missing, so every accessor
 * returns `undefined` or `[]` rather than assuming the grammar's shape.
 */
import type { CstElement, CstNode, IToken, TokenType } from 'chevrotain';
import type { Name, Range } from '../ast';
import { endOf, pos, startOf, tokenRange } from '../position';
import { StringLit } from '../tokens';

export function isToken(element: CstElement): element is IToken {
  return 'image' in element;
}

export function tokens(node: CstNode | undefined, key: string): IToken[] {
  const found = node?.children[key];
  if (!found) return [];
  const out: IToken[] = [];
  for (const e of found) if (isToken(e) && !e.isInsertedInRecovery) out.push(e);
  return out;
}

/** The first real token under `key` (the parser's hot path: no arrays allocated). */
export function token(node: CstNode | undefined, key: string): IToken | undefined {
  const found = node?.children[key];
  if (!found) return undefined;
  for (const e of found) if (isToken(e) && !e.isInsertedInRecovery) return e;
  return undefined;
}

export function nodes(node: CstNode | undefined, key: string): CstNode[] {
  const found = node?.children[key];
  if (!found) return [];
  const out: CstNode[] = [];
  for (const e of found) if (!isToken(e)) out.push(e);
  return out;
}

export function child(node: CstNode | undefined, key: string): CstNode | undefined {
  const found = node?.children[key];
  if (!found) return undefined;
  for (const e of found) if (!isToken(e)) return e;
  return undefined;
}

/** The name and node of a node's only child (the chosen alternative of rules like `step`). */
export function onlyChild(node: CstNode): [string, CstNode] | undefined {
  for (const key in node.children) {
    const first = node.children[key]?.[0];
    if (first !== undefined && !isToken(first)) return [key, first];
  }
  return undefined;
}

export function has(node: CstNode | undefined, key: string): boolean {
  return tokens(node, key).length > 0 || nodes(node, key).length > 0;
}

export function tokenIs(t: IToken | undefined, type: TokenType): boolean {
  return t !== undefined && t.tokenType === type;
}

/** All tokens under a node, in source order. */
export function allTokens(node: CstNode): IToken[] {
  const out: IToken[] = [];
  const visit = (n: CstNode): void => {
    for (const list of Object.values(n.children)) {
      for (const element of list) {
        if (isToken(element)) {
          if (!element.isInsertedInRecovery && Number.isFinite(element.startOffset)) out.push(element);
        } else visit(element);
      }
    }
  };
  visit(node);
  return out.sort((a, b) => a.startOffset - b.startOffset);
}

/** A node's range, or `fallback` when the node consumed nothing (recovered, empty). */
export function nodeRange(node: CstNode | undefined, fallback: Range): Range {
  const loc = node?.location;
  if (
    loc === undefined ||
    !Number.isFinite(loc.startOffset) ||
    loc.endOffset === undefined ||
    !Number.isFinite(loc.endOffset) ||
    loc.startLine === undefined ||
    loc.startColumn === undefined ||
    loc.endLine === undefined ||
    loc.endColumn === undefined ||
    !Number.isFinite(loc.startLine) ||
    !Number.isFinite(loc.endLine)
  ) {
    if (node === undefined) return fallback;
    const inner = allTokens(node);
    const first = inner[0];
    const last = inner[inner.length - 1];
    return first !== undefined && last !== undefined ? { start: startOf(first), end: endOf(last) } : fallback;
  }
  return { start: pos(loc.startOffset, loc.startLine, loc.startColumn), end: pos(loc.endOffset + 1, loc.endLine, loc.endColumn + 1) };
}

/** The text of a name token: strings lose their quotes and escapes. */
export function nameText(t: IToken): string {
  if (t.tokenType === StringLit || t.image.startsWith('"')) {
    const body = t.image.endsWith('"') && t.image.length >= 2 ? t.image.slice(1, -1) : t.image.slice(1);
    // Most names have no escapes: no regular expression run for them (every card's name comes here).
    return body.includes('\\') ? body.replace(/\\(.)/g, '$1') : body;
  }
  return t.image;
}

export function nameOf(t: IToken): Name {
  const quoted = t.image.startsWith('"');
  return quoted ? { kind: 'Name', text: nameText(t), quoted: true, range: tokenRange(t) } : { kind: 'Name', text: t.image, range: tokenRange(t) };
}

/** A name made up by the builder (a default), located at `range`. */
export function syntheticName(text: string, range: Range): Name {
  return { kind: 'Name', text, range };
}
