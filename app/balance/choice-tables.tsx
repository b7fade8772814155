/**
 * For a game played in rounds of simultaneous choices (the stance duel's stances): each choice's pick
 * and win rate, and the matrix of the rounds each choice won against each other choice. Both read the
 * run's results only, so they mean the same for any such game.
 */
import type { SimResults } from '../../games/sim/results';

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const interval = (r: { low: number; high: number; trials: number }) => (r.trials > 0 ? `${pct(r.low)}–${pct(r.high)}` : '');

export function ChoiceTables({ results }: { results: SimResults }) {
  const names = results.choices.map((c) => c.choice);
  const cell = (mine: string, theirs: string) => results.matchups.find((m) => m.mine === mine && m.theirs === theirs);
  return (
    <div className="balance-choices">
      <table className="data-table" data-testid="run-choice-table">
        <thead>
          <tr>
            <th scope="col">Choice</th>
            <th scope="col" className="data-table__num">Picks</th>
            <th scope="col" className="data-table__num">Pick rate</th>
            <th scope="col" className="data-table__num">Rounds won</th>
          </tr>
        </thead>
        <tbody>
          {results.choices.map((c) => (
            <tr key={c.choice}>
              <td>{c.choice}</td>
              <td className="data-table__num">{c.picks}</td>
              <td className="data-table__num">{pct(c.pickRate)}</td>
              <td className="data-table__num" title={interval(c.wins)}>
                {c.wins.trials > 0 ? pct(c.wins.rate) : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data-table" data-testid="run-matchup-matrix">
        <caption>Rounds the row&apos;s choice won against the column&apos;s</caption>
        <thead>
          <tr>
            <th scope="col">row vs column</th>
            {names.map((n) => (
              <th key={n} scope="col" className="data-table__num">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((mine) => (
            <tr key={mine}>
              <th scope="row">{mine}</th>
              {names.map((theirs) => {
                const c = cell(mine, theirs);
                return (
                  <td key={theirs} className="data-table__num" title={c ? `${c.wins.successes} of ${c.wins.trials} rounds, ${interval(c.wins)}` : ''}>
                    {c && c.wins.trials > 0 ? pct(c.wins.rate) : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
