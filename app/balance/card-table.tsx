/**
 * A run's cards as a table that means the same for any game: plays, the share of games a card was
 * played in, and for each side (seat A, seat B) the games in which it played the card and its win rate
 * then. Damage, healing and VP columns appear only for a game that reports them (Summoner's Grid).
 */
import type { SimResults } from '../../games/sim/results';
import { cardsMeasureEffects } from '../../games/sim/results';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const rate = (r: { rate: number; trials: number }) => (r.trials > 0 ? pct(r.rate) : '–');

export function CardTable({ results, limit = 30 }: { results: SimResults; limit?: number }) {
  const effects = cardsMeasureEffects(results.cards);
  const rows = results.cards.filter((c) => c.plays > 0).slice(0, limit);
  if (rows.length === 0) return <p className="muted">No card was played.</p>;
  const side = (games: number, win: { rate: number; trials: number }) => (games > 0 ? `${games} · ${rate(win)}` : '–');
  return (
    <table className="data-table" data-testid="run-card-table">
      <thead>
        <tr>
          <th scope="col">Card</th>
          <th scope="col">Type</th>
          <th scope="col" className="data-table__num">Plays</th>
          <th scope="col" className="data-table__num">Played in</th>
          <th scope="col" className="data-table__num">Win when played</th>
          <th scope="col" className="data-table__num">By {results.run.decks.A} (A): games · win</th>
          <th scope="col" className="data-table__num">By {results.run.decks.B} (B): games · win</th>
          {effects ? (
            <>
              <th scope="col" className="data-table__num">Damage</th>
              <th scope="col" className="data-table__num">Healing</th>
              <th scope="col" className="data-table__num">VP</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>{c.name}</td>
            <td>{c.type}</td>
            <td className="data-table__num">{c.plays}</td>
            <td className="data-table__num">{pct(c.played.rate)}</td>
            <td className="data-table__num">{rate(c.winWhenPlayed)}</td>
            <td className="data-table__num">{side(c.playedBy.A.games, c.playedBy.A.winWhenPlayed)}</td>
            <td className="data-table__num">{side(c.playedBy.B.games, c.playedBy.B.winWhenPlayed)}</td>
            {effects ? (
              <>
                <td className="data-table__num">{c.damage}</td>
                <td className="data-table__num">{c.healing}</td>
                <td className="data-table__num">{c.vp}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
