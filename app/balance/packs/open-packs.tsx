'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PackTables } from '../../../games/summoners-grid/packs/tables';
import { useTRPC } from '../../trpc/client';
import { plural } from '../../ui/plural';
import { useRoleRefusal } from '../../ui/session';

/**
 * Opening packs for real: the server generates with the content's tables, gives each summon a UUID and
 * signs its provenance record (what, from which pack and opening, by whom, when) with the studio's
 * Ed25519 key, and stores it. Any stored record can be checked against the key.
 */
export function OpenPacks({ game, tables }: { game: string; tables: Pick<PackTables, 'stats' | 'growth'> }) {
  const refusal = useRoleRefusal('designer');
  const symbol = (kind: string) => tables.growth.find((g) => g.name === kind)?.symbol ?? kind;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [count, setCount] = useState(1);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [checks, setChecks] = useState<Record<string, { ok: boolean; reason: string }>>({});
  const recent = useQuery(trpc.packs.recent.queryOptions({ limit: 28 }));
  const key = useQuery(trpc.packs.publicKey.queryOptions());
  const open = useMutation(trpc.packs.open.mutationOptions());

  const onOpen = async () => {
    setMessage(null);
    try {
      const r = await open.mutateAsync({ game, count });
      if (r.status === 'opened') setMessage({ tone: 'ok', text: `Opened ${plural(count, 'pack')} (seed ${r.seed}): ${plural(r.summons.length, 'summon')} signed and stored.` });
      else setMessage({ tone: 'error', text: `Not opened: ${r.reason}` });
      await queryClient.invalidateQueries({ queryKey: trpc.packs.recent.queryKey() });
    } catch (error) {
      setMessage({ tone: 'error', text: `Not opened: ${error instanceof Error ? error.message : String(error)}` });
    }
  };
  const onVerify = async (id: string) => {
    const r = await queryClient.fetchQuery(trpc.packs.verify.queryOptions({ id }));
    setChecks((c) => ({ ...c, [id]: r }));
  };

  return (
    <section className="panel" data-testid="open-packs">
      <h2 className="section-title">Open packs with provenance</h2>
      <p className="muted" style={{ marginTop: 0, fontSize: 13 }}>
        With the tables as written in content/ (write your tuning first), opened by you. Each summon gets a unique id and an Ed25519-signed record{key.data ? ` (key ${key.data.id})` : ''}; `cardsmith packs verify` checks exported records.
      </p>
      <div className="lab-row">
        <label className="lab-field">
          Packs
          <input type="number" data-testid="open-count" min={1} max={100} value={count} onChange={(e) => setCount(Math.min(100, Math.max(1, Math.floor(Number(e.target.value)) || 1)))} />
        </label>
        <button type="button" className="button button--primary" data-testid="open-button" disabled={open.isPending || refusal !== undefined} title={refusal} onClick={() => void onOpen()}>
          {open.isPending ? 'Opening…' : 'Open'}
        </button>
      </div>
      {message ? (
        <p className={`banner banner--${message.tone}`} style={{ marginTop: 10 }} data-testid="open-status">
          {message.text}
        </p>
      ) : null}
      {recent.data && recent.data.length > 0 ? (
        <table className="matchup-table" style={{ marginTop: 10, width: '100%' }} data-testid="opened-table">
          <thead>
            <tr>
              <th>Summon</th>
              <th>Rarity</th>
              <th>Stats</th>
              <th>Opened</th>
              <th>Signature</th>
            </tr>
          </thead>
          <tbody>
            {recent.data.map((s) => (
              <tr key={s.id} data-testid="opened-row" data-id={s.id}>
                <td>
                  {s.species} <span className="mono muted">{s.id.slice(0, 8)}</span>
                </td>
                <td>{s.rarity}</td>
                <td className="mono" style={{ textAlign: 'left' }}>
                  {s.record ? statLine(s.record.summon, tables.stats, symbol) : 'record unreadable'}
                </td>
                <td>
                  {s.openedBy}, pack {(s.record?.pack.index ?? 0) + 1} card {(s.record?.pack.card ?? 0) + 1}
                  <span className="muted" style={{ display: 'block', fontSize: 10 }}>
                    {s.openedAt.replace('T', ' ').slice(0, 19)}
                  </span>
                </td>
                <td>
                  {checks[s.id] ? (
                    <span className={checks[s.id]?.ok ? 'fit' : 'fit fit--bad'} data-testid="verify-result" title={checks[s.id]?.reason}>
                      {checks[s.id]?.ok ? '✓ valid' : `✗ ${checks[s.id]?.reason}`}
                    </span>
                  ) : (
                    <button type="button" className="button button--small" data-testid="verify-button" onClick={() => void onVerify(s.id)}>
                      Verify
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted" data-testid="opened-empty">
          No packs opened in the studio yet.
        </p>
      )}
    </section>
  );
}

/** `STR 12+ END 9_ …` in the ruleset's stat order, growth by symbol (as deck builders and packs print it). */
function statLine(summon: { stats: Record<string, number>; growth: Record<string, string> }, stats: readonly string[], symbol: (kind: string) => string): string {
  const order = [...stats, ...Object.keys(summon.stats).filter((s) => !stats.includes(s))];
  return order.filter((s) => s in summon.stats).map((s) => `${s} ${summon.stats[s]}${symbol(summon.growth[s] ?? '')}`).join(' ');
}
