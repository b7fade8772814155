import type { CommandEntry } from '../command';

/**
 * Every CLI command: its path, its summary and how to load it. A command's module (with the DSL,
 * the database or the studio build behind it) is imported only when that command runs, so
 * `cardsmith --help` and each command start without loading the others. Adding a command is adding
 * its file to this folder and its row below (index.test.ts checks that every command file has one).
 */
export const commands: CommandEntry[] = [
  { path: ['build'], summary: 'production build of the studio (skipped when up to date)', load: async () => (await import('./build')).build },
  { path: ['db', 'migrate'], summary: 'apply pending database migrations', load: async () => (await import('./db-migrate')).dbMigrate },
  { path: ['db', 'seed'], summary: 'load the content folder into the database (never overwrites drafts)', load: async () => (await import('./db-seed')).dbSeed },
  { path: ['export'], summary: 'export a frozen set version as a signed bundle', optimiseLate: true, load: async () => (await import('./export')).exportCommand },
  { path: ['faces', 'pdf'], summary: 'print-and-play PDF of a set or a deck: nine cards a page, crop marks, optional backs', load: async () => (await import('./faces-pdf')).facesPdfCommand },
  { path: ['faces', 'png'], summary: 'card faces as PNG at print resolution (a card, a set or a deck)', load: async () => (await import('./faces-png')).facesPngCommand },
  { path: ['fmt'], summary: 'Format .smith files canonically (--check to verify only)', optimiseLate: true, load: async () => (await import('./fmt')).fmtCommand },
  { path: ['import'], summary: 'import a set bundle (verified, all or nothing)', optimiseLate: true, load: async () => (await import('./import')).importCommand },
  { path: ['lsp'], summary: 'Language server for .smith files in editors (LSP over stdio)', load: async () => (await import('./lsp')).lspCommand },
  { path: ['packs', 'check'], summary: 'Check generated summons against the rarity, species, growth and pack tables (chi-square)', load: async () => (await import('./packs-check')).packsCheckCommand },
  { path: ['packs', 'open'], summary: 'Open packs headless: generated summons with signed provenance', load: async () => (await import('./packs-open')).packsOpenCommand },
  { path: ['packs', 'verify'], summary: 'Verify the signed provenance records of opened packs', load: async () => (await import('./packs-verify')).packsVerifyCommand },
  { path: ['publish'], summary: 'publish cards (drafts without errors) as new versions', load: async () => (await import('./publish')).publish },
  { path: ['scenario', 'run'], summary: 'run scenarios: scripted positions, actions and rolls with expectations', optimiseLate: true, load: async () => (await import('./scenario-run')).scenarioRun },
  { path: ['serve'], summary: 'build if needed, then serve the studio (http://localhost:3000)', load: async () => (await import('./serve')).serve },
  { path: ['sets', 'add'], summary: 'add published cards to a set', load: async () => (await import('./sets-add')).setsAdd },
  { path: ['sets', 'create'], summary: 'create a card set (from a name, or from a set file)', load: async () => (await import('./sets-create')).setsCreate },
  { path: ['sets', 'diff'], summary: 'changelog between two versions of a set', load: async () => (await import('./sets-diff')).setsDiff },
  { path: ['sets', 'freeze'], summary: 'freeze a set into a new immutable version', load: async () => (await import('./sets-freeze')).setsFreeze },
  { path: ['sets', 'list'], summary: 'list the card sets', load: async () => (await import('./sets-list')).setsList },
  { path: ['sets', 'remove'], summary: 'remove cards from a set', load: async () => (await import('./sets-remove')).setsRemove },
  { path: ['sets', 'show'], summary: "show a set's cards and versions", load: async () => (await import('./sets-show')).setsShow },
  { path: ['simulate'], summary: 'play AI games headless (worker threads, or a PostgreSQL job queue) and report win rates and card statistics', load: async () => (await import('./simulate')).simulateCommand },
  { path: ['text'], summary: "Print a card's generated rules text", optimiseLate: true, load: async () => (await import('./text')).textCommand },
  { path: ['user', 'add'], summary: 'create a studio account (viewer, designer or publisher)', load: async () => (await import('./user-add')).userAdd },
  { path: ['user', 'list'], summary: 'list the studio accounts and their roles', load: async () => (await import('./user-list')).userList },
  { path: ['user', 'password'], summary: "set an account's password (signs it out everywhere)", load: async () => (await import('./user-password')).userPassword },
  { path: ['validate'], summary: 'Parse and validate .smith content; exit 1 on errors', optimiseLate: true, load: async () => (await import('./validate')).validateCommand },
  { path: ['worker'], summary: 'play chunks of queued simulation runs from the PostgreSQL job queue (DATABASE_URL)', load: async () => (await import('./worker')).workerCommand },
];
