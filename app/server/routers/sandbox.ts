/**
 * The sandbox's API. The sandbox runs the rules engine in the browser, so the server only hands out
 * sources: a game as the studio plays it (`content`: the content folder's definitions and scenarios, the
 * database's cards, drafts or published, and decks), and the scenarios — those of the content folder and those saved from the sandbox
 * (`scenarios.list/get/save`). No procedure runs a game.
 */
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { contentDir } from '../../../db/config';
import { listGames, readGameFiles } from '../../../db/game-files';
import { ScenarioProblem } from '../../../db/scenario-text';
import { SaveScenarioInput, StoredScenario, getScenario, listScenarios, saveScenario } from '../../../db/scenarios';
import { CardVersions, studioContent } from '../game-sources';
import { formatScenarioRef, parseScenarioRef, ScenarioRefText } from '../../sandbox/model/scenario-ref';
import { designerProcedure, router, viewerProcedure } from '../trpc';
import { defaultGame, preferredGame } from '../../../dsl/vocabulary';
import { scenarioNamesInWorker, scenarioTextInWorker } from '../language/text-checks';

// `unreadable`: a definition file that could not be read from disk, sent empty so the browser's project reports it (L0006).
const SourceFile = z.object({ path: z.string(), text: z.string(), unreadable: z.string().optional() });

const GameSources = z.object({
  game: z.string(),
  games: z.array(z.string()),
  versions: CardVersions,
  /** Rules, species, roles, scenarios (content folder) and decks (database), as `content/<game>/…` paths. */
  files: z.array(SourceFile),
  /** Every card of the game in the chosen version (draft or published), at `content/<game>/cards/<id>.smith`. */
  cards: z.array(SourceFile.extend({ id: z.string(), status: z.string() })),
});

const ScenarioSummary = z.object({
  ref: z.string(),
  name: z.string(),
  origin: z.enum(['content', 'db']),
  /** The content file, or the saved scenario's id. */
  where: z.string(),
  updatedAt: z.string().nullable(),
});
export type ScenarioSummary = z.infer<typeof ScenarioSummary>;

const SaveOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), scenario: StoredScenario, ref: z.string() }),
  z.object({ status: z.literal('invalid'), problems: z.array(ScenarioProblem) }),
]);

const ScenarioSource = z.object({ ref: z.string(), name: z.string(), source: z.string(), index: z.number().int() });

function gameOrDefault(game: string | undefined): { game: string; games: string[] } {
  const games = listGames(contentDir());
  const chosen = game ?? preferredGame(games, (g) => g);
  if (!chosen || !games.includes(chosen)) throw new TRPCError({ code: 'NOT_FOUND', message: game ? `no game "${game}" in the content folder` : 'the content folder holds no game (no <game>/ruleset.smith)' });
  return { game: chosen, games };
}


export const sandboxRouter = router({
  /** The game as the studio plays it (game-sources.ts `studioContent`), with the cards in the chosen version. */
  content: viewerProcedure
    .input(z.object({ game: z.string().optional(), versions: CardVersions.optional() }).optional())
    .output(GameSources)
    .query(async ({ ctx, input }) => {
      const { game, games } = gameOrDefault(input?.game);
      const content = await studioContent(ctx.db, game, input?.versions ?? 'draft');
      return { game, games, versions: content.versions, files: [...content.definitions, ...content.decks, ...content.scenarios], cards: content.cards };
    }),

  scenarios: router({
    list: viewerProcedure.output(z.array(ScenarioSummary)).query(async ({ ctx }) => {
      // The sandbox's board draws Summoner's Grid only so far: other games' scenarios run on the command line.
      const files = listGames(contentDir()).filter((game) => game === defaultGame).flatMap((game) => readGameFiles(contentDir(), game));
      const names = await Promise.all(files.map((file) => scenarioNamesInWorker(file.text)));
      const fromContent = files.flatMap((file, i) =>
        (names[i] ?? []).map((name, index) => ({
          ref: formatScenarioRef({ origin: 'content', path: file.path, index }),
          name,
          origin: 'content' as const,
          where: file.path,
          updatedAt: null,
        })),
      );
      const saved = (await listScenarios(ctx.db)).map((s) => ({ ref: formatScenarioRef({ origin: 'db', id: s.id }), name: s.name, origin: 'db' as const, where: s.id, updatedAt: s.updatedAt }));
      return [...saved, ...fromContent];
    }),

    get: viewerProcedure
      .input(z.object({ ref: ScenarioRefText }))
      .output(ScenarioSource)
      .query(async ({ ctx, input }) => {
        const ref = parseScenarioRef(input.ref);
        if (ref?.origin === 'db') {
          const row = await getScenario(ctx.db, ref.id);
          if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: `no saved scenario "${ref.id}"` });
          return { ref: input.ref, name: row.name, source: row.source, index: 0 };
        }
        if (ref?.origin === 'content') {
          const game = ref.path.split('/')[1] ?? '';
          const file = readGameFiles(contentDir(), game).find((f) => f.path === ref.path);
          const name = file ? (await scenarioNamesInWorker(file.text))[ref.index] : undefined;
          if (file && name !== undefined) return { ref: input.ref, name, source: file.text, index: ref.index };
        }
        throw new TRPCError({ code: 'NOT_FOUND', message: `no scenario ${input.ref}` });
      }),

    /** Saves DSL text holding one scenario; invalid text is refused with its positions, nothing written. */
    save: designerProcedure
      .input(SaveScenarioInput)
      .output(SaveOutput)
      .mutation(async ({ ctx, input }) => {
        const result = await saveScenario(ctx.db, input, scenarioTextInWorker);
        return result.status === 'saved' ? { ...result, ref: formatScenarioRef({ origin: 'db', id: result.scenario.id }) } : result;
      }),
  }),
});
