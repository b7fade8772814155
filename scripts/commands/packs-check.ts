/** `cardsmith packs check`: do generated summons follow the tables? Every histogram against its table. */
import type { Command } from '../command';
import { parseOptions, UsageError, withUsage, wholeOption } from '../args';
import { contentTables } from '../content-tables';
import { flagged, packComparisons } from '../../games/summoners-grid/packs/comparisons';
import { openPacks, packSize } from '../../games/summoners-grid/packs/generate';
import { slotIndex, tally } from '../../games/summoners-grid/packs/tally';

const usage = `Usage: cardsmith packs check [--packs N] [--seed S] [--alpha A] [--content DIR] [--pack NAME] [--all]

Generates N packs with the game's tables (the pack explorer's generator) and compares every
distribution the tables configure with what was generated, by Pearson's chi-square test: rarity per
slot, species and growth kinds per rarity, base values per rarity and stat. With k comparisons one is
flagged when p < alpha / k (Bonferroni), so tables the generator follows fail for at most alpha of seeds.

  --packs N        packs to generate (default 20000)
  --seed S         generator seed (default 20240607, the statistical test's)
  --alpha A        family-wise significance (default 0.01)
  --content DIR    the game folder (default content/summoners-grid)
  --pack NAME      which pack (default: the first the content declares)
  --all            print every comparison, not only the summary and the flagged ones
Exit codes: 0 every histogram matches, 1 some is flagged or the tables cannot generate, 2 usage error.`;

export const packsCheckCommand: Command = {
  usage,
  run: (args) =>
    withUsage('packs check', usage, async () => {
      const o = parseOptions(args, { packs: { type: 'string' }, seed: { type: 'string' }, alpha: { type: 'string' }, content: { type: 'string' }, pack: { type: 'string' }, all: { type: 'boolean' } });
      const packs = wholeOption(o.packs, '--packs', 20_000, { max: 1_000_000 });
      const seed = wholeOption(o.seed, '--seed', 20_240_607, { max: 2 ** 32 - 1 });
      const alpha = o.alpha === undefined ? 0.01 : Number(o.alpha);
      if (!(alpha > 0 && alpha < 1)) throw new UsageError(`--alpha needs a number between 0 and 1, got "${o.alpha}"`);
      const loaded = await contentTables(o.content ?? 'content/summoners-grid', o.pack);
      if (!loaded) return 1;
      const { tables } = loaded;
      const start = performance.now();
      const opened = openPacks(tables, { seed, count: packs });
      if (!opened.ok) {
        console.error(`cardsmith packs check: ${opened.reason}`);
        return 1;
      }
      const ms = performance.now() - start;
      const all = packComparisons(tables, tally(opened.summons, slotIndex(tables.pack.slots)));
      const bad = all.filter((c) => flagged(c.fit, all.length, alpha));
      const smallest = [...all].sort((a, b) => a.fit.p - b.fit.p)[0];
      console.log(`${packs.toLocaleString('en')} ${tables.pack.name}s (${packSize(tables)} cards, seed ${seed}): ${opened.summons.length.toLocaleString('en')} summons in ${ms.toFixed(0)} ms.`);
      console.log(`${all.length} comparisons; flagged when p < ${alpha} / ${all.length} = ${(alpha / all.length).toExponential(2)}.`);
      if (o.all || bad.length > 0) {
        console.log('| comparison | chi-square | df | p | smallest expected count |\n|---|---|---|---|---|');
        for (const c of o.all ? all : bad) console.log(`| ${c.name}${flagged(c.fit, all.length, alpha) ? ' **flagged**' : ''} | ${c.fit.statistic.toFixed(2)} | ${c.fit.df} | ${c.fit.p.toPrecision(3)} | ${c.fit.minExpected.toFixed(1)} |`);
      }
      if (smallest) console.log(`Smallest p: ${smallest.fit.p.toPrecision(3)} (${smallest.name}).`);
      console.log(bad.length === 0 ? `Every histogram matches its table.` : `${bad.length} histogram(s) differ from their tables.`);
      return bad.length === 0 ? 0 : 1;
    }),
};
