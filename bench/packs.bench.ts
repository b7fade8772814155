/**
 * Pack and formula explorer benchmark (`npm run bench -- packs`): packs generated per second (the pure
 * generator the pack explorer runs in the browser), the tally and chi-square comparisons of a 2,000-pack
 * run (what the page recomputes on each table edit), signed openings (UUID + Ed25519 signature per
 * summon, as the studio and `cardsmith packs open` do), and the formula explorer's level grid and
 * species/role matchup table. Best of three runs, CPU time of the process.
 */
import { readSmithFiles } from '../dsl/load-dir';
import { parse } from '../dsl/parse';
import { FormulaExplorer, type Combatant } from '../games/summoners-grid/explore/explorer';
import { openSignedPacks } from '../games/summoners-grid/node/open-signed';
import { generateSigningKey } from '../lib/signing';
import { packComparisons } from '../games/summoners-grid/packs/comparisons';
import { openPacks, packSize } from '../games/summoners-grid/packs/generate';
import { packTables } from '../games/summoners-grid/packs/tables';
import { slotIndex, tally } from '../games/summoners-grid/packs/tally';

const ROUNDS = 3;

function cpuMillis(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Best (lowest) CPU milliseconds of ROUNDS runs. */
function best(run: () => void): number {
  let min = Infinity;
  for (let i = 0; i < ROUNDS; i++) {
    const start = cpuMillis();
    run();
    min = Math.min(min, cpuMillis() - start);
  }
  return min;
}

const files = await readSmithFiles(['content/summoners-grid']);
const sources = files.map((f) => ({ path: f.path, document: parse(f.text).document }));
const { tables, problems } = packTables(sources);
if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('\n'));
const size = packSize(tables);
const rows: Array<[string, string]> = [];

const PACKS = 20_000;
const generate = best(() => {
  if (!openPacks(tables, { seed: 7, count: PACKS }).ok) throw new Error('generator refused the tables');
});
rows.push([`generate ${PACKS.toLocaleString('en')} packs (${(PACKS * size).toLocaleString('en')} summons)`, `${generate.toFixed(0)} ms · ${Math.round((PACKS / generate) * 1000).toLocaleString('en')} packs/s`]);

const page = openPacks(tables, { seed: 1, count: 2000 });
if (!page.ok) throw new Error(page.reason);
const analyse = best(() => packComparisons(tables, tally(page.summons, slotIndex(tables.pack.slots))));
rows.push([`tally + ${packComparisons(tables, tally(page.summons, slotIndex(tables.pack.slots))).length} chi-square comparisons of 2,000 packs`, `${analyse.toFixed(1)} ms`]);

const key = generateSigningKey();
const SIGNED = 200;
const signed = best(() => {
  if (!openSignedPacks(tables, { count: SIGNED, seed: 7, game: 'summoners-grid', openedBy: 'bench', key }).ok) throw new Error('refused');
});
rows.push([`open ${SIGNED} packs signed (${SIGNED * size} Ed25519 signatures)`, `${signed.toFixed(0)} ms · ${Math.round(((SIGNED * size) / signed) * 1000).toLocaleString('en')} signed summons/s`]);

const made = FormulaExplorer.create(sources);
if (!made.ok) throw new Error(made.error);
const ex = made.value;
const fae: Combatant = { summon: { card: 'fae-magician' }, role: 'Magician', equipment: [] };
const grid = best(() => ex.levelGrid({ card: 'blast-bolt' }, fae, { summon: { card: 'gignen-warrior' }, role: 'Warrior', equipment: [] }));
rows.push([`formula explorer: level grid (${ex.levels().length}² cells)`, `${grid.toFixed(1)} ms`]);
const roles = ['Magician', 'Scout', 'Warrior'];
const groups = ex.tables.species.flatMap((s) => roles.map((role) => ({ species: s.name, role, rarity: 'Common', equipment: [] })));
const matchups = best(() => ex.matchups({ card: 'blast-bolt' }, fae, 12, groups));
rows.push([`formula explorer: matchups (${groups.length} groups × 3 variants × ${ex.levels().length} levels)`, `${matchups.toFixed(0)} ms`]);

console.log('| measure | result (best of 3, CPU time) |\n|---|---|');
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
