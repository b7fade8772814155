/** The studio's face downloads: a card's PNG, refusals, a set without a frozen version. */
import { describe, expect, it } from 'vitest';
import { pgliteBackend } from '../db/backends';
import { createSession } from '../../db/sessions';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';
import { faceExportResponse, type FaceExportTarget } from '../../app/server/http/face-export-response';
import { useCardApi } from './card-api';

describe('face downloads', () => {
  const { database, users } = useCardApi(pgliteBackend);
  const get = async (target: FaceExportTarget, query = '', signedIn = true) => {
    const headers: Record<string, string> = {};
    if (signedIn) headers.cookie = `${SESSION_COOKIE}=${(await createSession(database().db, users().viewer.id)).token}`;
    return faceExportResponse(database().db, new Request(`http://studio.test/api/x${query}`, { headers }), target);
  };

  it("gives a card's face as a 750 × 1050 PNG", { timeout: 60_000 }, async () => {
    const response = await get({ kind: 'card', id: 'spark-bolt' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="spark-bolt.png"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([750, 1050]);
  });

  it('refuses anonymous requests, unknown cards, bad options and sets never frozen', async () => {
    expect((await get({ kind: 'card', id: 'spark-bolt' }, '', false)).status).toBe(401);
    expect((await get({ kind: 'card', id: 'no-such-card' })).status).toBe(404);
    expect((await get({ kind: 'deck', id: 'some-deck' }, '?paper=a3')).status).toBe(400);
    expect((await get({ kind: 'set', id: 'alpha' }, '?format=gif')).status).toBe(400);
    const set = await get({ kind: 'set', id: 'alpha' }, '?format=pdf');
    expect(set.status).toBe(404);
    expect(await set.text()).toContain('has no frozen version (freeze it first)');
  });
});
