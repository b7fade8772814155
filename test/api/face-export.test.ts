/** The studio's face downloads: a card's PNG, refusals, a set without a frozen version. */
import { describe, expect, it } from 'vitest';
import { pgliteBackend } from '../db/backends';
import { createSession } from '../../db/sessions';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';
import { faceExportResponse, type FaceExportTarget } from '../../app/server/http/face-export-response';
import { useCardApi } from './card-api';
import { PNG } from 'pngjs';
import { createDeck } from '../../db/decks';
import { uploadCardArt } from '../../db/card-art';
import { contentDir } from '../../db/config';
import { deckExportCards } from '../../app/cards/faces/export-cards';

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

  it("lists a deck's cards as often as it holds them, each with its draft's art, and names cards it lacks", async () => {
    const image = new PNG({ width: 2, height: 2 });
    image.data.fill(90);
    const png = new Uint8Array(PNG.sync.write(image));
    expect((await uploadCardArt(database().db, 'spark-bolt', png, null)).status).toBe('saved');
    const source = 'deck "Sparks" {\n  main {\n    3 "Spark Bolt"\n  }\n}\n';
    await createDeck(database().db, { id: 'sparks', game: 'summoners-grid', name: 'Sparks', source });
    const found = await deckExportCards(database().db, 'sparks', contentDir());
    if (!found.ok) throw new Error(found.message);
    expect(found.cards.faces.map((f) => [f.id, f.name])).toEqual([
      ['spark-bolt', 'Spark Bolt'],
      ['spark-bolt', 'Spark Bolt'],
      ['spark-bolt', 'Spark Bolt'],
    ]);
    expect(found.cards.faces[0]?.input.art?.href).toBe(`data:image/png;base64,${Buffer.from(png).toString('base64')}`);

    await createDeck(database().db, { id: 'ghosts', game: 'summoners-grid', name: 'Ghosts', source: 'deck "Ghosts" {\n  main {\n    2 "Spark Bolt"\n    1 "No Such Card"\n  }\n}\n' });
    expect(await deckExportCards(database().db, 'ghosts', contentDir())).toEqual({ ok: false, status: 'problems', message: 'deck "ghosts" names cards the studio does not have: No Such Card' });
  });
});
