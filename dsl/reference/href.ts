/** The studio's link to a language reference entry, by its anchor (no imports: the editor's main thread uses it). */
export function referenceHref(id: string): string {
  return `/reference#${id}`;
}
