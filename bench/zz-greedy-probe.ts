import { gameFiles } from '../balance/run-files';
import { RunSpecSchema } from '../balance/run-spec';
import { prepareRun, playChunk, type PreparedRun } from '../balance/match-from-spec';
const play = (p: PreparedRun, from: number, n: number) => playChunk(p, from, n);
const files = await gameFiles('content/summoners-grid');
const mk = (ai: 'greedy' | 'random', games: number) => prepareRun(RunSpecSchema.parse({ files, decks: { A: 'Player A', B: 'Player B' }, ai: { A: ai, B: ai }, games, seed: 1 }));
const g = mk('greedy', 10), r = mk('random', 30);
const cpu = (f: () => void) => { const c0 = process.cpuUsage(); f(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1e6; };
const rounds = Number(process.env.ROUNDS ?? 8);
const gs: number[] = [], rs: number[] = [];
for (let i = 0; i <= rounds; i++) {
  const tg = cpu(() => play(g, i * 10, 10));
  const tr = cpu(() => play(r, i * 30, 30));
  if (i > 0) { gs.push(10 / tg); rs.push(30 / tr); }
}
const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return `${s[Math.floor(s.length / 2)]!.toFixed(1)} (${s[0]!.toFixed(1)}–${s[s.length - 1]!.toFixed(1)})`; };
console.log(process.env.LABEL, 'greedy', med(gs), 'random', med(rs));
