'use client';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '../trpc/client';

export function SignInForm({ next }: { next: string }) {
  const trpc = useTRPC();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  // A full page load afterwards: the root layout reads the new session cookie.
  const signIn = useMutation(trpc.auth.signIn.mutationOptions({ onSuccess: () => window.location.assign(next) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ name: name.trim(), password });
  };
  return (
    <form className="form" onSubmit={submit} aria-label="Sign in">
      <label className="form__field">
        <span className="form__label">User name</span>
        <input className="input" name="name" autoComplete="username" autoFocus required value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="form__field">
        <span className="form__label">Password</span>
        <input
          className="input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {signIn.isError ? (
        <p className="form__error" role="alert">
          {signIn.error.message}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={signIn.isPending || signIn.isSuccess}>
        {signIn.isPending || signIn.isSuccess ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
