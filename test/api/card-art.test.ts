/** Card art: uploading, serving, refusing and removing an image, and versions keeping theirs, on every backend. */
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { backends } from '../db/backends';
import { createSession } from '../../db/sessions';
import { SESSION_COOKIE } from '../../app/server/auth/session-cookie';
import { cardArtResponse } from '../../app/server/http/card-art-response';
import { MAX_ART_BYTES } from '../../app/cards/faces/art-image';
import { codeOf } from './context';
import { SPARK_BOLT, useCardApi } from './card-api';

function png(width: number, height: number, shade: number): Uint8Array {
  const image = new PNG({ width, height });
  image.data.fill(shade);
  return new Uint8Array(PNG.sync.write(image));
}
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe.each(backends)('card art on $name', (backend) => {
  const { database, users, as } = useCardApi(backend);
  const get = async (query = '', signedIn = true) => {
    const headers: Record<string, string> = {};
    if (signedIn) headers.cookie = `${SESSION_COOKIE}=${(await createSession(database().db, users().viewer.id)).token}`;
    return cardArtResponse(database().db, new Request(`http://studio.test/api/cards/spark-bolt/art${query}`, { headers }), 'spark-bolt');
  };
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it('stores an uploaded PNG with its size and serves it back with its content type', async () => {
    const image = png(30, 42, 120);
    const art = await as('designer').cards.uploadArt({ id: 'spark-bolt', imageBase64: base64(image) });
    expect(art).toMatchObject({ contentType: 'image/png', width: 30, height: 42, bytes: image.length });
    expect(await as('viewer').cards.art({ id: 'spark-bolt' })).toEqual(art);
    const response = await get(`?v=${art.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await bytesOf(response)).toEqual(image);
  });

  it('answers 404 for a card without art and 401 when not signed in', async () => {
    expect((await get()).status).toBe(404);
    await as('designer').cards.uploadArt({ id: 'spark-bolt', imageBase64: base64(png(2, 2, 0)) });
    expect((await get('', false)).status).toBe(401);
  });

  it('refuses an image that is not PNG, JPEG or WebP, one over 2 MiB, and viewers', async () => {
    const gif = new TextEncoder().encode('GIF89a\x02\x00\x02\x00\x00\x00\x00');
    await expect(as('designer').cards.uploadArt({ id: 'spark-bolt', imageBase64: base64(gif) })).rejects.toSatisfy(
      (e: unknown) => codeOf(e) === 'BAD_REQUEST' && e instanceof Error && e.message.includes('not a PNG, JPEG or WebP'),
    );
    const big = new Uint8Array(MAX_ART_BYTES + 1);
    big.set(png(2, 2, 0));
    await expect(as('designer').cards.uploadArt({ id: 'spark-bolt', imageBase64: base64(big) })).rejects.toSatisfy(
      (e: unknown) => codeOf(e) === 'BAD_REQUEST' && e instanceof Error && e.message.includes('at most 2.0 MiB'),
    );
    await expect(as('viewer').cards.uploadArt({ id: 'spark-bolt', imageBase64: base64(png(2, 2, 0)) })).rejects.toSatisfy((e: unknown) => codeOf(e) === 'FORBIDDEN');
    await expect(as('designer').cards.uploadArt({ id: 'no-such-card', imageBase64: base64(png(2, 2, 0)) })).rejects.toSatisfy((e: unknown) => codeOf(e) === 'NOT_FOUND');
    expect((await get()).status).toBe(404);
  });

  it('keeps each published version\'s art when the draft\'s art changes or is removed', async () => {
    const first = png(3, 3, 10);
    const second = png(5, 5, 250);
    await as('designer').cards.uploadArt({ id: 'spark-bolt', imageBase64: base64(first) });
    expect(await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'With art' })).toEqual({ version: 1 });
    await as('designer').cards.uploadArt({ id: 'spark-bolt', imageBase64: base64(second) });
    // A new image alone is a change to publish (the source is the same).
    expect((await as('viewer').cards.versions({ id: 'spark-bolt' })).draft.unpublishedChanges).toBe(true);
    expect(await as('publisher').cards.publish({ id: 'spark-bolt', baseRevision: 1, changelog: 'New art' })).toEqual({ version: 2 });
    expect(await as('designer').cards.removeArt({ id: 'spark-bolt' })).toEqual({ removed: true });
    expect((await get()).status).toBe(404);
    expect(await bytesOf(await get('?version=1'))).toEqual(first);
    expect(await bytesOf(await get('?version=2'))).toEqual(second);
    expect((await as('viewer').cards.get({ id: 'spark-bolt' })).draftSource).toBe(SPARK_BOLT);
  });
});
