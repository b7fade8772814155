/** The studio's areas, in sidebar order. Each later issue fills one of them. */
export const NAV_ITEMS = [
  { href: '/library', label: 'Library', hint: 'Every card and its status' },
  { href: '/table', label: 'Table', hint: 'Every card by its numbers: edit, bulk-change, CSV' },
  // The editor itself lives at /cards/<id> (and definition files at /content/…); /editor opens the latest card.
  { href: '/editor', label: 'Editor', hint: 'Write cards in the effect language', also: ['/cards/', '/content/'] },
  { href: '/reference', label: 'Reference', hint: 'The effect language: every word, with examples' },
  { href: '/sandbox', label: 'Sandbox', hint: 'Play cards on a test board' },
  { href: '/balance', label: 'Balance', hint: 'Simulated games and statistics' },
  { href: '/sets', label: 'Sets', hint: 'Publish and export card sets' },
] as const;
