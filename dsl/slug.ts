/** Ids from display names: `"Hero of the Day, Captain"` → `alrecht-barkstep-scoutmaster`, `"Traveller's Staff"` → `apprentices-wand`. */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
