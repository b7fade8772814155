/**
 * Sign-in throttling: exponential back-off per account name and per client address. Each key may fail a
 * few times freely; after that every further failure doubles the wait before the next attempt is even
 * looked at (1 s, 2 s, 4 s … up to MAX_WAIT_MS). While a key waits, attempts are refused at once, the
 * right password included, and cost no password check. A success forgets the account's failures (not
 * the address's: one good account must not reset the guessing of others). A key forgets its failures
 * after IDLE_RESET_MS without one.
 *
 * Kept in the server's memory: a restart forgets it, which is acceptable for a studio that serves one
 * team; the waits are long enough to make guessing hopeless (about 7 guesses a minute, then fewer).
 */
export interface ThrottleSettings {
  /** Failures per account before it must wait. */
  accountAttempts: number;
  /** Failures per client address before it must wait (higher: several people may share an address). */
  addressAttempts: number;
}

export const MAX_WAIT_MS = 15 * 60_000;
export const IDLE_RESET_MS = 60 * 60_000;
/** Keys remembered at most (an attacker inventing names must not grow the map without bound). */
const MAX_KEYS = 10_000;

/** CARDSMITH_SIGNIN_ATTEMPTS (default 5) and CARDSMITH_SIGNIN_ADDRESS_ATTEMPTS (default 20). */
export function throttleSettings(env: Record<string, string | undefined> = process.env): ThrottleSettings {
  const count = (text: string | undefined, fallback: number) => {
    const n = Number(text);
    return text !== undefined && text !== '' && Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return { accountAttempts: count(env.CARDSMITH_SIGNIN_ATTEMPTS, 5), addressAttempts: count(env.CARDSMITH_SIGNIN_ADDRESS_ATTEMPTS, 20) };
}

interface KeyState {
  failures: number;
  lastFailure: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class SignInThrottle {
  private readonly keys = new Map<string, KeyState>();

  constructor(
    private readonly settings: ThrottleSettings = throttleSettings(),
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether an attempt for `account` from `address` (null: unknown) may be checked now. */
  check(account: string, address: string | null): ThrottleVerdict {
    const waits = this.subjects(account, address).map(([key, free]) => this.waitFor(key, free));
    const wait = Math.max(0, ...waits);
    return wait > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { allowed: true };
  }

  failed(account: string, address: string | null): void {
    for (const [key] of this.subjects(account, address)) {
      const state = this.current(key);
      this.keys.delete(key); // re-inserted last: the map stays in order of last failure
      this.keys.set(key, { failures: (state?.failures ?? 0) + 1, lastFailure: this.now() });
    }
    this.forgetOldest();
  }

  succeeded(account: string): void {
    this.keys.delete(accountKey(account));
  }

  private subjects(account: string, address: string | null): Array<[string, number]> {
    const subjects: Array<[string, number]> = [[accountKey(account), this.settings.accountAttempts]];
    if (address !== null) subjects.push([`address:${address}`, this.settings.addressAttempts]);
    return subjects;
  }

  private current(key: string): KeyState | undefined {
    const state = this.keys.get(key);
    if (state && this.now() - state.lastFailure >= IDLE_RESET_MS) {
      this.keys.delete(key);
      return undefined;
    }
    return state;
  }

  /** Milliseconds `key` must still wait. */
  private waitFor(key: string, free: number): number {
    const state = this.current(key);
    if (!state || state.failures < free) return 0;
    const backOff = Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.min(30, state.failures - free));
    return Math.max(0, state.lastFailure + backOff - this.now());
  }

  private forgetOldest(): void {
    for (const key of this.keys.keys()) {
      if (this.keys.size <= MAX_KEYS) return;
      this.keys.delete(key);
    }
  }
}

/** User names are case-sensitive (db/users.ts), so the key is the name as typed. */
function accountKey(account: string): string {
  return `account:${account}`;
}

const KEY = Symbol.for('cardsmith.signInThrottle');
type Slot = { [KEY]?: SignInThrottle };

/** The server process's throttle (on globalThis: one per process whatever Next's bundles do; see database.ts). */
export function serverSignInThrottle(): SignInThrottle {
  const slot = globalThis as Slot;
  slot[KEY] ??= new SignInThrottle();
  return slot[KEY];
}
