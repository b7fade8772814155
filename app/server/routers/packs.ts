/**
 * The pack explorer's server side: opening packs for real (every summon signed with the studio's Ed25519
 * key and stored with its provenance record), checking a stored record, and writing tuned tables back to
 * the content files. Generating thousands of summons to look at distributions happens in the browser.
 */
import { z } from 'zod';
import { contentDir, provenanceKeyPath } from '../../../db/config';
import { getOpenedSummon, insertOpenedSummons, OpenedSummon, openedSummonOut, openingSummons, recentOpenedSummons } from '../../../db/opened-summons';
import { openSignedPacks } from '../../../games/summoners-grid/node/open-signed';
import { publicKeyPem, type SigningKey } from '../../../lib/signing';
import { loadOrCreateSigningKey } from '../../../lib/signing-key-file';
import { verifyProvenance } from '../../../games/summoners-grid/node/provenance';
import { contentPath, readContent, writeContent } from '../content-writes';
import { GameName } from '../game-sources';
import { serverPackTables } from '../pack-tables';
import { tableFilesInWorker } from '../language/text-checks';
import { designerProcedure, router, viewerProcedure } from '../trpc';
import { plural } from '../../ui/plural';

/** The studio's provenance key; a key file that cannot be read or created is a server error. */
async function signingKey(): Promise<SigningKey> {
  const key = await loadOrCreateSigningKey(provenanceKeyPath());
  if (!key.ok) throw new Error(`the provenance key: ${key.error}`);
  return key.key;
}
const Problem = z.object({ path: z.string(), line: z.number().int(), column: z.number().int(), message: z.string() });

export const packsRouter = router({
  /** Opens packs with the tables of the content folder, as the signed-in user; the summons are signed and stored. */
  open: designerProcedure
    .input(z.object({ game: z.string().regex(GameName), count: z.number().int().min(1).max(100), seed: z.number().int().min(0).max(2 ** 32 - 1).optional()}))
    .output(z.discriminatedUnion('status', [z.object({ status: z.literal('opened'), opening: z.string(), seed: z.number().int(), summons: z.array(OpenedSummon) }), z.object({ status: z.literal('refused'), reason: z.string(), problems: z.array(Problem) })]))
    .mutation(async ({ ctx, input }) => {
      const read = await serverPackTables(ctx.db, input.game);
      const problems = read.problems.map((p) => ({ path: p.path, line: p.range.start.line, column: p.range.start.column, message: p.message }));
      if (problems.length > 0) return { status: 'refused' as const, reason: `The tables have ${plural(problems.length, 'problem')}.`, problems };
      const key = await signingKey();
      const seed = input.seed ?? Math.floor(Math.random() * 2 ** 32);
      const result = openSignedPacks(read.tables, { count: input.count, seed, game: input.game, openedBy: ctx.user.name, key });
      if (!result.ok) return { status: 'refused' as const, reason: result.reason, problems: [] };
      const { opening } = result;
      const openedAt = new Date(opening.openedAt);
      await insertOpenedSummons(
        ctx.db,
        opening.summons.map((s) => ({ id: s.id, opening: opening.opening, game: input.game, pack: read.tables.pack.name, species: s.species, rarity: s.rarity, openedBy: opening.openedBy, openedAt, keyId: key.keyId, provenance: s.provenance })),
      );
      const stored = await openingSummons(ctx.db, opening.opening);
      return { status: 'opened' as const, opening: opening.opening, seed: opening.seed, summons: stored.map(openedSummonOut) };
    }),

  recent: viewerProcedure
    .input(z.object({ limit: z.number().int().min(1).max(500).default(50) }))
    .output(z.array(OpenedSummon))
    .query(async ({ ctx, input }) => (await recentOpenedSummons(ctx.db, input.limit)).map(openedSummonOut)),

  /** Checks a stored summon's signature against the studio's public key. */
  verify: viewerProcedure
    .input(z.object({ id: z.string().min(1).max(100) }))
    .output(z.object({ ok: z.boolean(), reason: z.string(), keyId: z.string() }))
    .query(async ({ ctx, input }) => {
      const key = await signingKey();
      const row = await getOpenedSummon(ctx.db, input.id);
      if (!row) return { ok: false, reason: `no opened summon ${input.id}`, keyId: key.keyId };
      const v = verifyProvenance({ record: row.record, signature: row.signature }, [key]);
      return v.ok ? { ok: true, reason: `signed by key ${key.keyId}; the record is unchanged`, keyId: key.keyId } : { ok: false, reason: v.reason, keyId: key.keyId };
    }),

  publicKey: viewerProcedure.output(z.object({ id: z.string(), pem: z.string() })).query(async () => {
    const key = await signingKey();
    return { id: key.keyId, pem: publicKeyPem(key) };
  }),

  /**
   * Writes tuned table files back to the content folder. Each file must already exist and declare tables;
   * `base` is the text the designer started from (a file changed on disk since is a conflict, nothing is
   * written); the game with the new texts must read without problems.
   */
  saveTables: designerProcedure
    .input(z.object({ game: z.string().regex(GameName), files: z.array(z.object({ path: z.string().max(500), base: z.string().max(200_000), text: z.string().max(200_000) })).min(1).max(20) }))
    .output(z.discriminatedUnion('status', [z.object({ status: z.literal('saved'), written: z.array(z.string()) }), z.object({ status: z.literal('conflict'), paths: z.array(z.string()) }), z.object({ status: z.literal('refused'), reason: z.string(), problems: z.array(Problem) })]))
    .mutation(async ({ ctx, input }) => {
      const prefix = `content/${input.game}/`;
      const targets = [];
      for (const f of input.files) {
        if (!f.path.startsWith(prefix)) return { status: 'refused' as const, reason: `${f.path} is not a file of ${input.game}`, problems: [] };
        let path: string;
        try {
          path = contentPath(input.game, f.path.slice(prefix.length), contentDir());
        } catch (error) {
          return { status: 'refused' as const, reason: error instanceof Error ? error.message : String(error), problems: [] };
        }
        const current = readContent(path);
        if (current === undefined || !(await tableFilesInWorker([current]))[0]?.declaresTables) return { status: 'refused' as const, reason: `${f.path} is not a table file of the content`, problems: [] };
        targets.push({ ...f, file: path, current });
      }
      const conflicts = targets.filter((t) => t.current !== t.base).map((t) => t.path);
      if (conflicts.length > 0) return { status: 'conflict' as const, paths: conflicts };
      const read = await tableFilesInWorker(targets.map((t) => t.text));
      const syntax = targets.flatMap((t, i) => (read[i]?.syntaxErrors ?? []).map((d) => ({ path: t.path, ...d })));
      if (syntax.length > 0) return { status: 'refused' as const, reason: 'The new text has syntax errors.', problems: syntax };
      const replaced = new Map(targets.map((t) => [t.path, t.text]));
      const tuned = await serverPackTables(ctx.db, input.game, replaced);
      if (tuned.problems.length > 0) {
        return { status: 'refused' as const, reason: 'The tuned tables cannot generate packs.', problems: tuned.problems.map((p) => ({ path: p.path, line: p.range.start.line, column: p.range.start.column, message: p.message })) };
      }
      for (const t of targets) if (t.text !== t.current) writeContent(t.file, t.text);
      return { status: 'saved' as const, written: targets.filter((t) => t.text !== t.current).map((t) => t.path) };
    }),
});
