/** GET /api/cards/<id>/art: the card's art (see app/server/http/card-art-response.ts). */
import { serverDatabase } from '../../../../server/database';
import { cardArtResponse } from '../../../../server/http/card-art-response';

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const { handle } = await serverDatabase();
  return cardArtResponse(handle.db, request, id);
}
