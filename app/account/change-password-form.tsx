'use client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../trpc/client';
import { useSession } from '../ui/session';

export function ChangePasswordForm() {
  const trpc = useTRPC();
  const { user } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        setCurrent('');
        setNext('');
        setRepeat('');
      },
    }),
  );
  const mismatch = repeat !== '' && next !== repeat;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mismatch) change.mutate({ current, next });
  };
  return (
    <form className="form" onSubmit={submit} aria-label="Change password">
      <p className="muted">
        Signed in as <strong>{user.name}</strong> ({user.role}).
      </p>
      <input type="text" name="username" autoComplete="username" value={user.name} readOnly hidden />
      <label className="form__field">
        <span className="form__label">Current password</span>
        <input className="input" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
      </label>
      <label className="form__field">
        <span className="form__label">New password (8 characters or more)</span>
        <input className="input" type="password" autoComplete="new-password" required minLength={8} value={next} onChange={(e) => setNext(e.target.value)} />
      </label>
      <label className="form__field">
        <span className="form__label">New password again</span>
        <input className="input" type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} />
      </label>
      {mismatch ? <p className="form__error">The two new passwords differ.</p> : null}
      {change.isError ? (
        <p className="form__error" role="alert">
          {change.error.message}
        </p>
      ) : null}
      {change.isSuccess ? <p className="form__ok">Password changed.</p> : null}
      <button type="submit" className="button button--primary" disabled={change.isPending || mismatch}>
        Change password
      </button>
    </form>
  );
}
