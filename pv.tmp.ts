import { loadGame } from './engine/node/load-content';
import { FormulaExplorer } from './engine/explore/explorer';
import { findOutliers } from './engine/explore/outliers';
const game = await loadGame('content/summoners-grid');
const ex = FormulaExplorer.create(game.files.map((f) => ({ path: f.path, document: f.parsed.document })));
if (!ex.ok) throw new Error(ex.error);
const e = ex.value;
const groups = e.tables.species.flatMap(s => ['Warrior','Magician','Scout'].map(role => ({ species: s.name, role, rarity: 'Common', equipment: [] })));
for (const [card, lvl, variant] of [['blast-bolt', 5, 'typical'], ['obliterate', 20, 'sturdy'], ['heirloom-sword', 12, 'typical'], ['healing-hands', 10, 'typical']] as const) {
  const rows = e.matchups({ card }, { summon: { species: 'Fae', variant, rarity: 'Common' }, role: 'Magician', equipment: [] }, lvl, groups);
  if (!rows.ok) { console.log(rows.error); continue; }
  const o = findOutliers({ rows: rows.value, levels: e.levels(), subject: `${card} from a L${lvl} ${variant} Fae Magician`, heal: card === 'healing-hands' });
  console.log(o.length); for (const x of o.slice(0, 8)) console.log(' ', x.severity, x.text);
}
