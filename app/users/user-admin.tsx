'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { UserRole } from '../../db/roles';
import { useTRPC } from '../trpc/client';
import { useSession } from '../ui/session';

function RoleSelect({ value, onChange, label, disabled }: { value: UserRole; onChange: (role: UserRole) => void; label?: string; disabled?: boolean }) {
  return (
    <select className="select" aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(UserRole.parse(e.target.value))}>
      {UserRole.options.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}

export function UserAdmin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  const users = useQuery(trpc.users.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
  const setRole = useMutation(trpc.users.setRole.mutationOptions({ onSettled: refresh }));
  const add = useMutation(trpc.users.add.mutationOptions({ onSuccess: () => { setName(''); setPassword(''); void refresh(); } }));
  const [name, setName] = useState('');
  const [role, setNewRole] = useState<UserRole>('designer');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ name: name.trim(), role, password });
  };

  return (
    <div className="stack">
      <section className="panel panel--flush">
        {users.isPending ? <p className="notice">Loading…</p> : null}
        {users.isError ? <p className="notice notice--error">{users.error.message}</p> : null}
        {users.data ? (
          <table className="data-table" data-testid="user-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Can sign in</th>
                <th scope="col">Created (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => (
                <tr key={u.id} data-testid="user-row" data-user={u.name}>
                  <td>
                    <span className="card-name">{u.name}</span>
                  </td>
                  <td>
                    <RoleSelect
                      label={`Role of ${u.name}`}
                      value={u.role}
                      disabled={u.name === me.name || setRole.isPending}
                      onChange={(next) => setRole.mutate({ name: u.name, role: next })}
                    />
                  </td>
                  <td className="muted">{u.canSignIn ? 'yes' : 'no password'}</td>
                  <td className="muted">{u.createdAt.slice(0, 16).replace('T', ' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {setRole.isError ? <p className="notice notice--error">{setRole.error.message}</p> : null}
      </section>
      <section className="panel panel--narrow">
        <h2 className="panel__title">Add a user</h2>
        <form className="form form--row" onSubmit={submit} aria-label="Add a user">
          <label className="form__field">
            <span className="form__label">Name</span>
            <input className="input" required value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          </label>
          <label className="form__field">
            <span className="form__label">Role</span>
            <RoleSelect value={role} onChange={setNewRole} />
          </label>
          <label className="form__field">
            <span className="form__label">Password</span>
            <input className="input" type="password" required minLength={8} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
          </label>
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            Add
          </button>
        </form>
        {add.isError ? <p className="form__error" role="alert">{add.error.message}</p> : null}
        {add.isSuccess ? <p className="form__ok">Added {add.data.name} ({add.data.role}). Tell them their password.</p> : null}
      </section>
    </div>
  );
}
