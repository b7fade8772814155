/** The project's content compiled the way the sandbox compiles it in the browser (same sources the API serves). */
import { readGameFiles } from '../../db/game-files';
import { scanContentCards } from '../../db/content-files';
import { compileGame, type CompiledGame, type GameSources } from '../../app/sandbox/model/compile';

export function contentSources(game = 'summoners-grid'): GameSources {
  const cards = scanContentCards('content').cards.filter((c) => c.game === game);
  return {
    game,
    files: readGameFiles('content', game),
    cards: cards.map((c) => ({ id: c.id, path: `content/${game}/cards/${c.kind}/${c.id}.smith`, text: c.source })),
  };
}

/** `game`'s content compiled by its sandbox's `compile`, or the compile's message as an error. */
export function compiledWith<G>(game: string, compile: (sources: GameSources) => { ok: true; game: G } | { ok: false; message: string }): G {
  const r = compile(contentSources(game));
  if (!r.ok) throw new Error(r.message);
  return r.game;
}

/** Summoner's Grid's content, compiled as its sandbox compiles it. */
export function compiledContent(): CompiledGame {
  return compiledWith('summoners-grid', compileGame);
}

export function scenarioNamed(game: CompiledGame, prefix: string) {
  const s = game.scenarios.find((x) => x.name.startsWith(prefix));
  if (!s) throw new Error(`no scenario "${prefix}"`);
  return s;
}
