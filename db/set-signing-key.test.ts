import { describe, expect, it } from 'vitest';
import { signingKeyPath } from './set-signing-key';

describe('the set bundle signing key path', () => {
  it('lives in the data folder unless CARDSMITH_SIGNING_KEY_FILE points elsewhere', () => {
    expect(signingKeyPath('/d', {})).toBe('/d/signing/ed25519-private.pem');
    expect(signingKeyPath('/d', { CARDSMITH_SIGNING_KEY_FILE: '/keys/k.pem' })).toBe('/keys/k.pem');
    expect(signingKeyPath('/d', { CARDSMITH_SIGNING_KEY_FILE: '' })).toBe('/d/signing/ed25519-private.pem');
  });
});
