/** Sign-in throttling through the API: per account, per address, with a clear message, then recovery. */
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { backends, useDatabase } from '../db/backends';
import { appRouter } from '../../app/server/router';
import { createCallerFactory } from '../../app/server/trpc';
import { SignInThrottle } from '../../app/server/auth/sign-in-throttle';
import { contextAs, usersByRole } from './context';

const createCaller = createCallerFactory(appRouter);

describe.each(backends)('sign-in throttling on $name', (backend) => {
  const database = useDatabase(backend);
  beforeAll(async () => {
    await usersByRole(database());
  });

  function clock() {
    let now = 5_000_000;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  }

  async function attempt(throttle: SignInThrottle, name: string, password: string, address: string | null = '192.0.2.7'): Promise<string> {
    const ctx = contextAs(database(), null, null, { signInThrottle: throttle, clientAddress: address });
    return createCaller(ctx).auth.signIn({ name, password }).then(
      () => 'signed in',
      (e: unknown) => (e instanceof TRPCError ? `${e.code}: ${e.message}` : String(e)),
    );
  }

  it('after 5 wrong passwords an account waits 1 s, then 2 s …; even the right password waits; then it signs in', async () => {
    const time = clock();
    const throttle = new SignInThrottle({ accountAttempts: 5, addressAttempts: 1000 }, time.now);
    for (let i = 0; i < 5; i++) expect(await attempt(throttle, 'designer', 'wrong-password')).toBe('UNAUTHORIZED: wrong user name or password');
    expect(await attempt(throttle, 'designer', 'password-designer')).toBe('TOO_MANY_REQUESTS: too many attempts, try again in 1 s');
    // Another account is not affected.
    expect(await attempt(throttle, 'viewer', 'password-viewer')).toBe('signed in');
    time.advance(1000);
    expect(await attempt(throttle, 'designer', 'wrong-again')).toBe('UNAUTHORIZED: wrong user name or password');
    expect(await attempt(throttle, 'designer', 'wrong-again')).toBe('TOO_MANY_REQUESTS: too many attempts, try again in 2 s');
    time.advance(2000);
    expect(await attempt(throttle, 'designer', 'password-designer')).toBe('signed in');
    // The success forgot the failures: five more are free again.
    for (let i = 0; i < 5; i++) expect(await attempt(throttle, 'designer', 'nope-nope')).toMatch(/^UNAUTHORIZED/);
  });

  it('200 wrong passwords in a row: only the free ones are checked, the rest are refused at once', async () => {
    const time = clock();
    const throttle = new SignInThrottle({ accountAttempts: 5, addressAttempts: 20 }, time.now);
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 200; i++) {
      const outcome = (await attempt(throttle, 'publisher', `guess-${i}`)).split(':')[0] ?? '';
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ UNAUTHORIZED: 5, TOO_MANY_REQUESTS: 195 });
  });

  it('one address guessing many accounts is throttled after its own limit; another address is not', async () => {
    const time = clock();
    const throttle = new SignInThrottle({ accountAttempts: 5, addressAttempts: 8 }, time.now);
    for (let i = 0; i < 8; i++) expect(await attempt(throttle, `someone-${i}`, 'wrong-password', '198.51.100.1')).toMatch(/^UNAUTHORIZED/);
    expect(await attempt(throttle, 'viewer', 'password-viewer', '198.51.100.1')).toBe('TOO_MANY_REQUESTS: too many attempts, try again in 1 s');
    expect(await attempt(throttle, 'viewer', 'password-viewer', '198.51.100.2')).toBe('signed in');
  });
});
