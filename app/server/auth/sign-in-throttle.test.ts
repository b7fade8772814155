import { describe, expect, it } from 'vitest';
import { IDLE_RESET_MS, MAX_WAIT_MS, SignInThrottle, throttleSettings } from './sign-in-throttle';

function throttle(accountAttempts = 3, addressAttempts = 5) {
  let now = 1_000_000;
  const t = new SignInThrottle({ accountAttempts, addressAttempts }, () => now);
  return { t, advance: (ms: number) => (now += ms) };
}

describe('sign-in throttling', () => {
  it('lets the free failures through, then doubles the wait after each further failure', () => {
    const { t, advance } = throttle(3);
    for (let i = 0; i < 3; i++) {
      expect(t.check('ann', null)).toEqual({ allowed: true });
      t.failed('ann', null);
    }
    // 3 failures of 3 free: the next attempt waits 2^0 s = 1 s after the last failure.
    expect(t.check('ann', null)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(1000);
    expect(t.check('ann', null)).toEqual({ allowed: true });
    t.failed('ann', null);
    expect(t.check('ann', null)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    advance(2000);
    t.failed('ann', null);
    expect(t.check('ann', null)).toEqual({ allowed: false, retryAfterSeconds: 4 });
    advance(1500);
    expect(t.check('ann', null)).toEqual({ allowed: false, retryAfterSeconds: 3 }); // 2.5 s left, rounded up
    expect(t.check('bob', null)).toEqual({ allowed: true });
  });

  it('caps the wait, and forgets an account after a success or a long quiet', () => {
    const { t, advance } = throttle(1);
    for (let i = 0; i < 40; i++) t.failed('ann', null);
    expect(t.check('ann', null)).toEqual({ allowed: false, retryAfterSeconds: MAX_WAIT_MS / 1000 });
    t.succeeded('ann');
    expect(t.check('ann', null)).toEqual({ allowed: true });
    t.failed('cat', null);
    t.failed('cat', null);
    expect(t.check('cat', null).allowed).toBe(false);
    advance(IDLE_RESET_MS);
    expect(t.check('cat', null)).toEqual({ allowed: true });
  });

  it('throttles an address guessing many accounts, and a success does not reset it', () => {
    const { t } = throttle(3, 5);
    for (let i = 0; i < 5; i++) t.failed(`user${i}`, '10.0.0.9');
    t.succeeded('user0');
    expect(t.check('someone-else', '10.0.0.9')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(t.check('someone-else', '10.0.0.10')).toEqual({ allowed: true });
  });

  it('reads its limits from the environment, with defaults for missing or bad values', () => {
    expect(throttleSettings({})).toEqual({ accountAttempts: 5, addressAttempts: 20 });
    expect(throttleSettings({ CARDSMITH_SIGNIN_ATTEMPTS: '3', CARDSMITH_SIGNIN_ADDRESS_ATTEMPTS: 'x' })).toEqual({ accountAttempts: 3, addressAttempts: 20 });
  });
});
