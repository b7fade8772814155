/**
 * Ids from display names: `"Traveller's Staff"` → `travellers-staff`, `"Élan Vital"` → `elan-vital`.
 * Accents are dropped rather than the letters they sit on, so a name keeps every letter it has.
 */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The id of a declaration: the one it states (`id "..."`), else its name's slug. Every reader of
 * content (the project index, the games' readers, sets, decks, the sandbox) names declarations by this,
 * so the id a designer sees in the studio is the id the engine plays.
 */
export function declId(decl: { readonly id?: string | undefined; readonly name: { readonly text: string } }): string {
  return decl.id ?? slug(decl.name.text);
}
