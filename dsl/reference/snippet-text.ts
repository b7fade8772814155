/**
 * A snippet as the designer reads it: each tab stop's default text (`${1:target}` → `target`, a choice
 * `${1|a,b|}` → `a`), a bare stop (`$0`) as `…`. No imports: the studio's reference page uses it too.
 */
export function snippetAsText(snippet: string): string {
  return snippet
    .replace(/\$\{\d+\|([^,|}]*)[^}]*\}/g, '$1')
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\d+/g, '…');
}
